import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';
import { getGetShopQueryOptions, useGetShop } from '@/api/generated/shop/shop';
import type { CartLineInput, MenuItem } from '@/api/generated/model';
import { keepCartAdd, pendingCartAdd } from '@/lib/pending-cart-add';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { withWordsOf } from '@/lib/i18n/catalogues';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';
import { MenuScreen } from '@/features/menu/components/menu-screen';
import { MenuScreenPending } from '@/features/menu/components/menu-screen-pending';
import { loadMenuPagePartsWithThePage } from '@/features/menu/components/menu-page-parts';
import { firstDishPicturePreload, menuPageHead } from '@/features/menu/lib/menu-head';
import {
  MENU_SEARCH_DEFAULTS,
  type MenuSearch,
  parseMenuSearch,
  shownTab,
} from '@/features/menu/lib/menu-search';
import { categoriesInLanguage, menuInLanguage } from '@/lib/menu/menu-queries';

// Only a signed-out visitor who tries to order sees it.
const LoginRequiredModal = lazyWithTheme(
  withWordsOf('account', () =>
    import('@/features/auth/components/login-required-modal').then((module) => ({
      default: module.LoginRequiredModal,
    })),
  ),
);

// Only a customer who orders a dish with choices to make sees it, its words with it.
const DishDialog = lazyWithTheme(
  withWordsOf('parts', () =>
    import('@/features/menu/components/dish-dialog').then((module) => ({
      default: module.DishDialog,
    })),
  ),
);

export const Route = createFileRoute('/_site/menu')({
  staticData: { plain: true },
  validateSearch: (search: Partial<MenuSearch> & SearchSchemaInput) => parseMenuSearch(search),
  // The plain menu's address stays /menu: defaults are left out of the link.
  search: { middlewares: [stripSearchParams(MENU_SEARCH_DEFAULTS)] },
  loader: async ({ context: { queryClient, i18n }, location }) => {
    // Whether the shop is open comes beside the heading; the menu does not wait for it.
    void queryClient.prefetchQuery(getGetShopQueryOptions());
    // A failed prefetch is not a broken page: the menu screen shows it with its own Retry, the head no dishes.
    const [dishes, categories] = await Promise.all([
      queryClient.ensureQueryData(menuInLanguage(i18n.locale)).catch(() => undefined),
      // Without them the tabs wait, and the dishes' badges say their keys.
      queryClient.ensureQueryData(categoriesInLanguage(i18n.locale)).catch(() => undefined),
      loadMenuPagePartsWithThePage(location.search),
    ]);
    return { dishes, categories };
  },
  head: ({ match, loaderData }) => {
    const head = menuPageHead(
      match.context,
      shownTab(match.search.category, loaderData?.categories),
      loaderData?.dishes,
      loaderData?.categories,
    );
    const preload = firstDishPicturePreload(loaderData?.dishes, match.search);
    return preload ? { ...head, links: [...(head.links ?? []), preload] } : head;
  },
  pendingComponent: MenuScreenPending,
  component: MenuPage,
});

function MenuPage() {
  const { auth } = Route.useRouteContext();
  const [loginPromptOpened, loginPrompt] = useDisclosure(false);
  const [dishToChoose, setDishToChoose] = useState<MenuItem | null>(null);
  const { addDish, addLine } = useAddToCart();
  const shop = useGetShop();

  // A visitor sees a dish's choices as a customer does; what they choose waits for them to sign in, then goes in
  // their cart.
  const [signedIn, setSignedIn] = useState(false);
  const keepForLater = (line: CartLineInput, dish: MenuItem) => {
    keepCartAdd(line, dish.name);
    setDishToChoose(null);
    loginPrompt.open();
  };

  // A tap while the sign-in state is still being read (the page came rendered from the server) waits for it,
  // rather than asking a signed-in customer to log in.
  const onAddToCart = (dish: MenuItem) =>
    void auth.whenResolved().then(({ user }) => {
      setSignedIn(Boolean(user));
      if (dish.optionGroups.length > 0) setDishToChoose(dish);
      else if (!user) keepForLater({ menuItemId: dish._id }, dish);
      else addDish(dish._id);
    });

  return (
    <>
      <MenuScreen onAddToCart={onAddToCart} />
      {loginPromptOpened && (
        <Suspense fallback={null}>
          <LoginRequiredModal
            opened
            onClose={loginPrompt.close}
            waitingDish={pendingCartAdd()?.dishName}
          />
        </Suspense>
      )}
      {dishToChoose && (
        <Suspense fallback={null}>
          <DishDialog
            key={dishToChoose._id}
            dish={dishToChoose}
            onClose={() => setDishToChoose(null)}
            serviceFee={shop.data?.serviceFee}
            onAdd={async (line) =>
              signedIn
                ? addLine({ menuItemId: dishToChoose._id, ...line })
                : keepForLater({ menuItemId: dishToChoose._id, ...line }, dishToChoose)
            }
          />
        </Suspense>
      )}
    </>
  );
}
