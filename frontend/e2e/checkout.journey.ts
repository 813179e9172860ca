import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addToCart,
  checkScreen,
  fillCard,
  newEmail,
  pathOf,
  pressPay,
  signUp,
} from './journey-helpers';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface Dish {
  name: string;
  priceCents: number;
}

async function readDish(card: Locator): Promise<Dish> {
  const name = (await card.getAttribute('aria-label')) ?? '';
  const price = await card
    .getByText(/^\$\d+\.\d{2}$/)
    .first()
    .textContent();
  return { name, priceCents: Math.round(Number((price ?? '').replace('$', '')) * 100) };
}

/** A toast opens below the fixed header, so that the cart, account and menu buttons stay in reach. */
async function expectBelowTheHeader(page: Page, toast: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(box && header && box.y >= header.y + header.height, 'the toast is below the header').toBe(
    true,
  );
}

const addDish = (page: Page, dish: Dish) =>
  addToCart(page, page.getByRole('article', { name: dish.name, exact: true }));

test('a visitor signs up, fills a cart, pays by card and finds the order; a declined card is refused', async ({
  page,
}) => {
  await page.goto('/signup?redirect=%2Fmenu');
  await signUp(page, newEmail('checkout'));
  await expect.poll(() => pathOf(page)).toBe('/menu');

  const cards = page.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  const dishes = [
    await readDish(cards.nth(0)),
    await readDish(cards.nth(1)),
    await readDish(cards.nth(2)),
  ];
  for (const [count, dish] of dishes.entries()) {
    await addDish(page, dish);
    if (count === dishes.length - 1) {
      // The last toast, looked at while it shows: the badge's count may come after its 1,500 ms are over.
      const added = page.getByRole('alert').filter({ hasText: 'Food added on the cart.' }).last();
      await expect(added).toBeVisible();
      await expectBelowTheHeader(page, added);
    }
    await expect(
      page.getByRole('link', { name: `Cart, ${count + 1} dish${count ? 'es' : ''}` }),
    ).toBeVisible();
  }
  // A toast lasts 1,500 ms: it goes by itself.
  await expect(page.getByRole('alert').filter({ hasText: 'Food added on the cart.' })).toHaveCount(
    0,
  );
  await checkScreen(page, 'menu-signed-in');
  await addDish(page, dishes[0]);

  // The same dish twice is one line of 2: the badge counts dishes.
  await page.getByRole('link', { name: 'Cart, 4 dishes' }).click();
  await expect.poll(() => pathOf(page)).toBe('/cart-page');
  await expect(page.getByLabel(`Quantity of ${dishes[0].name}`)).toHaveText('2');
  await expect(page.getByLabel(`Quantity of ${dishes[1].name}`)).toHaveText('1');
  // Five quick taps are five more, whatever the shop is still answering.
  const plus = page.getByRole('button', { name: `One more ${dishes[1].name}` });
  // The last of them reaches the shop, however slowly: taps made meanwhile travel in the next request.
  const lastTapKept = page.waitForResponse(
    (res) =>
      res.request().method() === 'PUT' &&
      /\/api\/carts\/[^/]+$/.test(new URL(res.url()).pathname) &&
      (res.request().postDataJSON() as { quantity?: number } | null)?.quantity === 6,
  );
  for (let tap = 0; tap < 5; tap += 1) await plus.click({ delay: 0 });
  await expect(page.getByLabel(`Quantity of ${dishes[1].name}`)).toHaveText('6');
  const total = usd.format(
    (2 * dishes[0].priceCents + 6 * dishes[1].priceCents + dishes[2].priceCents) / 100,
  );
  const details = page.getByRole('region', { name: 'Customer details' });
  await expect(details).toContainText(total);
  await expect(details).toContainText('9 dishes');
  // Reloading while a tap is still on its way would lose it: the page is read again once the shop has them all.
  expect((await lastTapKept).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel(`Quantity of ${dishes[1].name}`)).toHaveText('6');
  await expect(page.getByRole('link', { name: 'Cart, 9 dishes' })).toBeVisible();
  await checkScreen(page, 'cart');

  await page.getByRole('link', { name: 'Proceed Checkout' }).click();
  await expect.poll(() => pathOf(page)).toBe('/process-checkout');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(total);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('9 dishes');
  await fillCard(page, '4242 4242 4242 4242');
  await checkScreen(page, 'checkout');
  // An impatient double click still pays once: /order shows one order below.
  await pressPay(page, (pay) => pay.dblclick());
  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect(page.getByText(/Your transactionId is pi_/).first()).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/order');
  const main = page.locator('main');
  await expect(main.getByText(/^pi_/)).toHaveCount(1);
  await expect(main.getByText(total, { exact: true }).first()).toBeVisible();
  await expect(main.getByText('order pending')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 dishes' })).toBeVisible();
  await checkScreen(page, 'order');

  await page.goto('/menu');
  await addDish(page, dishes[2]);
  await page.goto('/process-checkout');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
    usd.format(dishes[2].priceCents / 100),
  );
  await fillCard(page, '4000 0000 0000 0002');
  await pressPay(page);
  await expect(page.getByRole('alert').last()).toContainText(/declined/i);
  await checkScreen(page, 'checkout-declined');
  expect(pathOf(page)).toBe('/process-checkout');
  await page.goto('/order');
  await expect(page.locator('main').getByText(/^pi_/)).toHaveCount(1);
});
