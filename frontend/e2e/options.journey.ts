import { expect, type Page, test, type TestInfo } from '@playwright/test';
import {
  cartLineSent,
  checkScreen,
  fillCard,
  followEmailLink,
  newEmail,
  pathOf,
  pressPay,
  returnToTab,
  signUp,
} from './journey-helpers';
import { staffEmail } from './staff';
import { KITCHEN_TABLET } from './widths';

/** Each browser project has its own kitchen administrator, named in ADMIN_EMAILS by global-setup.ts. */
const chefEmail = (testInfo: TestInfo) => staffEmail('chef', testInfo.project.name, testInfo.retry);
/**
 * The kitchen runs out of a soup and a topping no other journey orders; the customer takes another topping, and the
 * pizza's and the order's totals follow.
 */
const RUN_OUT_OF = {
  soup: 'Carrot Ginger Soup',
  topping: 'Olives',
  taken: 'Fresh basil',
  pizza: /Total\s*\$20\.50/,
  order: '$37.45',
};

async function openDish(page: Page, dish: string) {
  await page.goto(`/menu?q=${encodeURIComponent(dish)}`);
  await page.getByRole('button', { name: `Add to Cart: ${dish}` }).click();
  const dialog = page.getByRole('dialog', { name: dish });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addFromDialog(page: Page, dish: string) {
  const dialog = page.getByRole('dialog', { name: dish });
  await cartLineSent(page, () =>
    dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click(),
  );
  await expect(dialog).toBeHidden();
}

test(
  'the kitchen marks a dish sold out; a customer orders a pizza with a size and three toppings and a burger without onions, and the order shows every choice',
  { tag: '@own-widths' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const { soup, topping, taken, pizza: pizzaTotal, order: orderTotal } = RUN_OUT_OF;
    const toppings = `Toppings: Extra mozzarella, Mushrooms, ${taken}`;

    // The kitchen runs out of a soup mid-service: one press in Manage Items.
    const kitchen = await browser.newContext(KITCHEN_TABLET);
    const chef = await kitchen.newPage();
    await chef.goto('/signup?redirect=%2Fdashboard');
    await signUp(chef, chefEmail(testInfo), 'Head Chef');
    await followEmailLink(kitchen, chefEmail(testInfo), 'VERIFY_EMAIL');
    await returnToTab(chef);
    await expect(chef.getByRole('region', { name: 'Pending orders' })).toBeVisible({
      timeout: 25_000,
    });
    await chef.goto('/dashboard/manage-items');
    await chef.getByLabel('Find a dish').fill(soup);
    const soldOut = chef.waitForResponse(
      (r) => r.url().endsWith('/sold-out') && r.request().method() === 'PUT',
    );
    await chef.getByRole('button', { name: `Sold out until tomorrow: ${soup}` }).click();
    expect((await soldOut).status()).toBe(200);
    await expect(chef.getByRole('button', { name: `Back on sale: ${soup}` })).toBeVisible();
    // And out of a topping, on every pizza at once: the choices are below the dishes.
    const choices = chef.getByRole('article', { name: 'Choices of Toppings' });
    await choices.getByRole('button', { name: `Sold out until tomorrow: ${topping}` }).click();
    await expect(choices.getByRole('button', { name: `Back on sale: ${topping}` })).toBeVisible();
    await checkScreen(chef, 'dashboard-manage-items-sold-out');

    // A customer finds the soup sold out, within the menu cache's lifetime, and cannot add it.
    await page.goto('/signup?redirect=%2Fmenu');
    await signUp(page, newEmail('options'), 'Choosy Customer');
    await expect.poll(() => pathOf(page)).toBe('/menu');
    await expect
      .poll(
        async () => {
          await page.goto(`/menu?q=${encodeURIComponent(soup)}`);
          return page.getByRole('button', { name: `Add to Cart: ${soup}` }).isDisabled();
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await expect(page.getByRole('article', { name: soup })).toContainText(
      'Sold out until tomorrow',
    );
    await checkScreen(page, 'menu-sold-out-dish');

    // A pizza: a size and three toppings; the sold-out truffle oil and the topping just run out cannot be chosen.
    const pizza = await openDish(page, 'Margherita Pizza');
    const add = pizza.getByRole('button', { name: 'Add to Cart', exact: true });
    await expect(pizza.getByRole('radio', { name: '10-inch' })).toBeChecked();
    await pizza.getByRole('radio', { name: '12-inch' }).check();
    await expect(pizza.getByRole('button', { name: 'One more Truffle oil' })).toBeDisabled();
    await expect(pizza.getByRole('button', { name: `One more ${topping}` })).toBeDisabled();
    for (const choice of ['Extra mozzarella', 'Mushrooms', taken])
      await pizza.getByRole('button', { name: `One more ${choice}` }).click();
    // $14.50 + $3.00 for 12 inches + $1.50 mozzarella + $1.00 mushrooms + $1.00 olives or $0.50 basil.
    await expect(pizza).toContainText(pizzaTotal);
    await expect(add).toBeEnabled();
    await checkScreen(page, 'dish-dialog-pizza');
    await addFromDialog(page, 'Margherita Pizza');

    // A burger without onions.
    const burger = await openDish(page, 'Double Smash Burger');
    await burger.getByRole('checkbox', { name: 'No onions' }).check();
    await addFromDialog(page, 'Double Smash Burger');

    await page.goto('/cart-page');
    const pizzaLine = `Margherita Pizza (Pizza size: 12-inch · ${toppings})`;
    const burgerLine = 'Double Smash Burger (Remove: No onions)';
    await expect(page.getByLabel(`Quantity of ${pizzaLine}`)).toHaveText('1');
    await expect(page.getByLabel(`Quantity of ${burgerLine}`)).toHaveText('1');
    await expect(page.getByText(orderTotal).first()).toBeVisible();
    await checkScreen(page, 'cart-with-choices');

    await page.goto('/process-checkout');
    await expect(page.getByText(toppings)).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await pressPay(page);
    await expect(page.getByText('Payment successfull!')).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/order');
    const order = page.locator('main');
    await expect(order.getByText(`Pizza size: 12-inch · ${toppings}`)).toBeVisible();
    await expect(order.getByText('Remove: No onions')).toBeVisible();
    await expect(order.getByText(orderTotal).first()).toBeVisible();
    await checkScreen(page, 'order-with-choices');

    // Back on sale for the next evening.
    await chef.bringToFront();
    await chef.getByRole('button', { name: `Back on sale: ${soup}` }).click();
    await choices.getByRole('button', { name: `Back on sale: ${topping}` }).click();
    await expect(
      choices.getByRole('button', { name: `Sold out until tomorrow: ${topping}` }),
    ).toBeVisible();
    await expect(
      chef.getByRole('button', { name: `Sold out until tomorrow: ${soup}` }),
    ).toBeVisible();
    await kitchen.close();
  },
);
