import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlainText } from '@/components/plain/plain-text';
import type { MenuItem } from '@/api/generated/model';
import { hydrateWhenSeen } from '@/components/hydrate-when-seen';
import { PlainButton } from '@/components/plain/plain-button';
import type { Category } from '@/api/generated/model';
import { categoryLook } from '@/lib/menu/menu-categories';
import { DishCard } from './dish-card';
import { MenuGridLayout } from './menu-grid-layout';
import { MenuGridSkeleton } from './menu-grid-skeleton';
import { LaterMenuNotice } from './menu-page-parts';

// The first row's first cards: on a phone both fill the first screen, and one of them is the page's largest paint.
const EAGER_PICTURES = 2;
// The others, below a phone's first screen, are taken over as the visitor scrolls to them (ADR 30).
const LaterDishCard = hydrateWhenSeen(DishCard);

/** What a customer can do with a dish on the menu. */
export interface DishActions {
  isFavourite: (dishId: string) => boolean;
  onToggleFavourite: (dish: MenuItem) => void;
  onAddToCart: (dish: MenuItem) => void;
}

interface EmptyNotice {
  title: string;
  text: string;
}

export type MenuGridProps =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean }
  | {
      status: 'success';
      dishes: MenuItem[];
      /** The shop's categories, which name each dish's badge; keys stand in while they are not known. */
      categories?: readonly Category[];
      actions: DishActions;
      empty?: EmptyNotice;
    };

const NO_DISHES = {
  title: msg`No dishes on the menu yet`,
  text: msg`Our chefs are still writing today's menu. Please check back soon.`,
};

/** The dishes of the menu, or what stands in for them while they load, fail or are missing. */
export function MenuGrid(props: MenuGridProps) {
  const { t, i18n } = useLingui();
  switch (props.status) {
    case 'pending':
      return <MenuGridSkeleton />;
    case 'error':
      return (
        <div role="alert">
          <LaterMenuNotice title={t`The menu could not be loaded`}>
            <PlainText c="dimmed" maw={420}>
              {props.message}
            </PlainText>
            <PlainButton size="md" onClick={props.onRetry} loading={props.retrying}>
              <Trans>Retry</Trans>
            </PlainButton>
          </LaterMenuNotice>
        </div>
      );
    case 'success': {
      if (props.dishes.length === 0) {
        const empty = props.empty ?? {
          title: i18n._(NO_DISHES.title),
          text: i18n._(NO_DISHES.text),
        };
        return (
          <LaterMenuNotice title={empty.title}>
            <PlainText c="dimmed" maw={420}>
              {empty.text}
            </PlainText>
          </LaterMenuNotice>
        );
      }
      const { isFavourite, onToggleFavourite, onAddToCart } = props.actions;
      return (
        <MenuGridLayout label={t`Dishes`}>
          {props.dishes.map((dish, index) => {
            const first = index < EAGER_PICTURES;
            const Card = first ? DishCard : LaterDishCard;
            return (
              <Card
                key={dish._id}
                dish={dish}
                category={categoryLook(props.categories, dish.category)}
                priority={first}
                favourite={isFavourite(dish._id)}
                onToggleFavourite={onToggleFavourite}
                onAddToCart={onAddToCart}
              />
            );
          })}
        </MenuGridLayout>
      );
    }
  }
}
