import { type TitleOrder } from '@mantine/core';
import { PlainCard, PlainCardSection } from '@/components/plain/plain-card';
import { PlainAspectRatio } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconHeart, IconShoppingCartPlus } from '@tabler/icons-react';
import { useId } from 'react';
import type { MenuItem } from '@/api/generated/model';
import { DishPicture } from '@/components/dish-picture';
import { PlainActionIcon } from '@/components/plain/plain-action-icon';
import { PlainBadge } from '@/components/plain/plain-badge';
import { PlainButton } from '@/components/plain/plain-button';
import { UnavailableBadge, UnavailableReason } from '@/components/dish-unavailable';
import { UserText } from '@/components/user-text';
import { OFFLINE_NOTICE_ID, useOnline } from '@/lib/connection';
import { dishAvailability } from '@/lib/menu/dish-availability';
import { PriceParts } from '@/components/price-parts';
import { DishFacts } from './dish-facts';
import { dishPictureFallback } from './dish-picture-fallback';
import type { CategoryLook } from '@/lib/menu/menu-categories';
import classes from './dish-card.module.css';
import { madeOnce } from '@/lib/made-once';

export const DISH_PICTURE_RATIO = 4 / 3;

// A card's width in the menu's grid (two, three, then four columns in a container of at most 1320 px), to the pixel:
// a browser picks the smallest picture at least that wide times its pixel ratio (storefront.journey.ts checks it).
export const CARD_PICTURE_SIZES =
  '(min-width: 1320px) 305px, (min-width: 62em) calc((100vw - 100px) / 4), (min-width: 48em) calc((100vw - 78px) / 3), calc((100vw - 48px) / 2)';

export interface DishCardProps {
  dish: MenuItem;
  /** The badge of the dish's category. */
  category: CategoryLook;
  favourite: boolean;
  onToggleFavourite: (dish: MenuItem) => void;
  onAddToCart: (dish: MenuItem) => void;
  /** The dish name's heading level: one below the heading of the list it sits in. */
  headingOrder?: TitleOrder;
  /** Among the first cards on screen: its picture is likely the page's largest, so it loads first. */
  priority?: boolean;
}

const choiceLists = new Map<string, Intl.ListFormat>();

/**
 * The names of a dish's choices as one list ("Size, Toppings"). One name needs no list, nor `Intl`, whose first
 * formatter on a page starts ICU: a slowed phone's 45 ms, on a menu where few dishes have two choices to make.
 */
function choiceList(names: string[], locale: string): string {
  if (names.length < 2) return names.join('');
  return madeOnce(
    choiceLists,
    locale,
    () => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
  ).format(names);
}

export function DishCard({
  dish,
  category,
  favourite,
  onToggleFavourite,
  onAddToCart,
  headingOrder = 2,
  priority = false,
}: DishCardProps) {
  const { t, i18n } = useLingui();
  const availability = dishAvailability(dish, i18n);
  const name = dish.name;
  const choices = choiceList(
    dish.optionGroups.map((group) => group.name),
    i18n.locale,
  );
  const reasonId = useId();
  const online = useOnline();
  const whyNot = [
    availability.orderable ? undefined : reasonId,
    online ? undefined : OFFLINE_NOTICE_ID,
  ];

  return (
    <PlainCard
      component="article"
      padding="sm"
      h="100%"
      className={classes.card}
      data-unavailable={availability.orderable ? undefined : true}
      aria-label={dish.name}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <PlainCardSection first pos="relative" style={{ overflow: 'hidden' }}>
        <PlainAspectRatio ratio={DISH_PICTURE_RATIO}>
          <DishPicture
            src={dish.image}
            alt={dish.name}
            sizes={CARD_PICTURE_SIZES}
            width={640}
            height={480}
            priority={priority}
            fallbackSrc={dishPictureFallback}
            fit="cover"
            className={classes.picture}
          />
        </PlainAspectRatio>
        <PlainBadge color={category.color} className={classes.category} radius="sm" size="sm">
          {category.label}
        </PlainBadge>
        {!availability.orderable && (
          <div className={classes.unavailable}>
            <UnavailableBadge availability={availability} />
          </div>
        )}
        <PlainActionIcon
          className={classes.favourite}
          variant="white"
          color="gray.8"
          radius="xl"
          size={36}
          aria-pressed={favourite}
          aria-label={t`Favourite ${name}`}
          onClick={() => onToggleFavourite(dish)}
        >
          {/* A favourite's heart filled: the outline's own shape, without a second icon's code. */}
          <IconHeart size={20} aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
        </PlainActionIcon>
      </PlainCardSection>

      <PlainTitle order={headingOrder} className={classes.name} mt="sm">
        <UserText component="span" inherit lines={2}>
          {dish.name}
        </UserText>
      </PlainTitle>
      <UserText size="sm" c="dimmed" mt={4} lines={2} className={classes.recipe}>
        {dish.recipe}
      </UserText>
      {dish.optionGroups.length > 0 && (
        // Said before Add to Cart opens the dish's dialog, so that the choices to make come as no surprise.
        <UserText size="xs" fw={500} c="leaf.9" mt={4} lines={1}>
          {t`Choose: ${choices}`}
        </UserText>
      )}
      <DishFacts dish={dish} />
      <div className={classes.footer}>
        <PlainText component="span" className={classes.price}>
          <PriceParts amount={dish.price} signClassName={classes.currencySign} />
        </PlainText>
        <PlainButton
          size="compact-sm"
          px="sm"
          classNames={{ root: classes.addToCart, label: classes.addToCartLabel }}
          leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
          onClick={() => onAddToCart(dish)}
          disabled={!availability.orderable || !online}
          aria-describedby={whyNot.filter(Boolean).join(' ') || undefined}
          aria-label={t`Add to Cart: ${name}`}
        >
          <Trans>Add to Cart</Trans>
        </PlainButton>
        {!availability.orderable && <UnavailableReason availability={availability} id={reasonId} />}
      </div>
    </PlainCard>
  );
}
