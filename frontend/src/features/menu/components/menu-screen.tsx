import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PlainContainer, PlainGroup, PlainStack } from '@/components/plain/plain-layout';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import type { MenuItem } from '@/api/generated/model';
import { ShopServiceFeeNote } from '@/components/service-fee-note';
import { useFavouriteDishes } from '@/features/menu/hooks/use-favourite-dishes';
import type { Category } from '@/api/generated/model';
import { categoryName, useMenuCategories } from '@/lib/menu/menu-categories';
import { menuInLanguage } from '@/lib/menu/menu-queries';
import { parseMenuSearch, shownTab, type MenuSearch } from '@/features/menu/lib/menu-search';
import { type MenuPage, selectMenuPage } from '@/features/menu/lib/menu-view';
import { CategoryTabs } from './category-tabs';
import { type DishActions, MenuGrid, type MenuGridProps } from './menu-grid';
import { MenuHeading } from './menu-heading';
import { MenuNeeds } from './menu-needs';
import { MenuPagination } from './menu-pagination';
import { LaterSearchChip } from './menu-page-parts';
import { SortSelect } from './sort-select';

interface MenuScreenProps {
  /** What Add to Cart does: the page decides, since it depends on who is signed in. */
  onAddToCart: (dish: MenuItem) => void;
}

/** A category's name inside a sentence: lower case, but in German, whose nouns keep their capital. */
const inSentence = (name: string, locale: string) =>
  locale === 'de' ? name : name.toLocaleLowerCase(locale);

const emptyNotice = (
  search: MenuSearch,
  categories: readonly Category[] | undefined,
  i18n: I18n,
) => {
  const q = search.q;
  if (q) {
    return {
      title: i18n._(msg`No dishes match “${q}”`),
      text: i18n._(msg`Try another word, or clear the search to see every dish.`),
    };
  }
  if (search.diet || search.without) {
    return {
      title: i18n._(msg`No dishes here suit these needs`),
      text: i18n._(msg`Clear a need, or look in another category.`),
    };
  }
  if (search.category === 'all') return undefined;
  const category = inSentence(categoryName(categories, search.category), i18n.locale);
  return {
    title: i18n._(msg`No ${category} on the menu yet`),
    text: i18n._(msg`Our chefs are working on it. Have a look at the other categories meanwhile.`),
  };
};

export function MenuScreen({ onAddToCart }: MenuScreenProps) {
  const { i18n } = useLingui();
  // The route has validated the search already; parsing again keeps the screen usable in any router.
  const asked = parseMenuSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const dishesTop = useRef<HTMLDivElement>(null);
  // The route loader already tried once; a failure is shown at once and retried only on request.
  const menu = useQuery({ ...menuInLanguage(i18n.locale), retryOnMount: false });
  const categories = useMenuCategories(i18n.locale).data;
  const search = { ...asked, category: shownTab(asked.category, categories) };
  const { isFavourite, toggleFavourite } = useFavouriteDishes();

  const showView = (next: MenuSearch) =>
    navigate({ to: '/menu', search: next, resetScroll: false });

  const actions: DishActions = {
    isFavourite,
    onToggleFavourite: (dish) => toggleFavourite(dish._id),
    onAddToCart,
  };

  let grid: MenuGridProps = { status: 'pending' };
  let view: MenuPage | undefined;
  if (menu.isSuccess) {
    view = selectMenuPage(menu.data, search);
    grid = {
      status: 'success',
      dishes: view.dishes,
      categories,
      actions,
      empty: emptyNotice(search, categories, i18n),
    };
  } else if (menu.isError) {
    grid = {
      status: 'error',
      message: menu.error.message,
      onRetry: () => void menu.refetch(),
      retrying: menu.isFetching,
    };
  }

  return (
    <PlainContainer py="xl">
      <MenuHeading />
      <PlainStack
        gap="lg"
        ref={dishesTop}
        style={{ scrollMarginTop: 'calc(var(--site-header-height) + 16px)' }}
      >
        <PlainGroup justify="space-between" align="end" gap="md">
          <CategoryTabs search={search} categories={categories ?? []} />
          <SortSelect
            value={search.sort}
            onChange={(sort) => void showView({ ...search, sort, page: 1 })}
          />
        </PlainGroup>
        <MenuNeeds search={search} onChange={(next) => void showView(next)} />
        <LaterSearchChip search={search} />
        <ShopServiceFeeNote />
        <MenuGrid {...grid} />
      </PlainStack>
      {view && view.total > 0 && (
        <MenuPagination
          {...view}
          onChange={(page) => {
            void showView({ ...search, page });
            dishesTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      )}
    </PlainContainer>
  );
}
