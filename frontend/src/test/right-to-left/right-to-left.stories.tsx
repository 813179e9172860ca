import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { getListCategoriesMockHandler } from '@/api/generated/categories/categories.msw';
import { getListMenuItemsMockHandler } from '@/api/generated/menu/menu.msw';
import { getGetShopMockHandler } from '@/api/generated/shop/shop.msw';
import { CartLink } from '@/features/layout/components/cart-link';
import { SiteShell } from '@/features/layout/components/site-shell';
import { MenuScreen } from '@/features/menu/components/menu-screen';
import { sampleCategories, sampleDishes } from '@/test/fixtures/menu-fixtures';
import { sampleShop } from '@/test/fixtures/shop-fixtures';
import { arabicMessages } from './arabic-words';

/** Puts an attribute of the page's `<html>` back as it was, absent if it was. */
function restoreAttribute(name: string, value: string | null) {
  if (value === null) document.documentElement.removeAttribute(name);
  else document.documentElement.setAttribute(name, value);
}

/**
 * The storefront's first screen, the header over the menu, in a partial Arabic catalogue: the page is `lang="ar"
 * dir="rtl"` and the app's providers lay Mantine out right to left, as they would for any right-to-left language.
 */
const meta = {
  title: 'Languages/Right to left',
  component: SiteShell,
  parameters: {
    initialPath: '/menu',
    msw: [
      getListCategoriesMockHandler(sampleCategories),
      getListMenuItemsMockHandler(sampleDishes),
      getGetShopMockHandler({ ...sampleShop, closesAt: null }),
    ],
  },
  args: {
    cart: <CartLink count={2} />,
    account: (
      <Button size="sm" px="lg">
        <Trans>Login</Trans>
      </Button>
    ),
    children: <MenuScreen onAddToCart={fn()} />,
  },
  // After the preview's loader has activated the toolbar's language; undone before the next story.
  beforeEach: () => {
    const page = document.documentElement;
    const before = { lang: page.getAttribute('lang'), dir: page.getAttribute('dir') };
    const locale = i18n.locale;
    i18n.load('ar', arabicMessages);
    i18n.activate('ar');
    page.lang = 'ar';
    page.dir = 'rtl';
    return () => {
      restoreAttribute('lang', before.lang);
      restoreAttribute('dir', before.dir);
      i18n.activate(locale);
    };
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where a text's own glyphs are, rather than the box it sits in. */
function textRect(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

export const ArabicMenu: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const header = within(canvasElement.querySelector('header')!);
    await canvas.findByRole('heading', { name: 'حبًّا في الطعام الشهي' });
    const [firstDish] = await canvas.findAllByRole('article');

    await step(
      'the header starts on the right: the shop’s name, then the cart and sign-in',
      async () => {
        const brand = header.getByRole('link', { name: /الصفحة الرئيسية لمطعم/ });
        const cart = header.getByRole('link', { name: 'السلة، عدد الأطباق: 2' });
        const login = header.getByRole('button', { name: 'دخول' });
        await expect(brand.getBoundingClientRect().left).toBeGreaterThan(
          cart.getBoundingClientRect().right,
        );
        await expect(cart.getBoundingClientRect().left).toBeGreaterThan(
          login.getBoundingClientRect().right,
        );
      },
    );

    await step('no two of the header’s controls overlap, and none leaves the screen', async () => {
      const controls = [...header.queryAllByRole('link'), ...header.queryAllByRole('button')]
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      for (const [index, box] of controls.entries()) {
        await expect(box.left).toBeGreaterThanOrEqual(0);
        await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
        for (const other of controls.slice(index + 1))
          await expect(overlap(box, other)).toBe(false);
      }
    });

    await step('a dish card reads from the right', async () => {
      const card = firstDish.getBoundingClientRect();
      const name = within(firstDish).getByRole('heading');
      await expect(getComputedStyle(name).direction).toBe('rtl');
      // Its lines start at the card's right edge, inside its padding: the name, and the shorter line of choices.
      await expect(card.right - textRect(name).right).toBeLessThan(20);
      const choices = textRect(within(firstDish).getByText(/^اختر:/));
      await expect(card.right - choices.right).toBeLessThan(20);
      await expect(choices.left - card.left).toBeGreaterThan(card.right - choices.right);
      // The badge is over the picture's right corner, the price on the right of Add to Cart.
      // The first dish is a Margherita Pizza.
      // The badge names the category once the shop's categories have come, which may be after the dishes.
      const badge = await within(firstDish).findByText('Pizza', {
        selector: '.mantine-Badge-label',
      });
      const favourite = within(firstDish).getByRole('button', { name: /إلى المفضلة/ });
      await expect(badge.getBoundingClientRect().left).toBeGreaterThan(
        favourite.getBoundingClientRect().right,
      );
      const addToCart = within(firstDish).getByRole('button', { name: /^أضف إلى السلة:/ });
      await expect(addToCart).toHaveTextContent('أضف إلى السلة');
      const price = within(firstDish).getByText(/14[.,]50/);
      await expect(price.getBoundingClientRect().left).toBeGreaterThan(
        addToCart.getBoundingClientRect().right,
      );
    });
  },
};
