import { expect, type Page, test, type TestInfo } from '@playwright/test';
import {
  cartLineSent,
  checkScreen,
  emailsTo,
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

const sousChefEmail = (testInfo: TestInfo) =>
  staffEmail('sous', testInfo.project.name, testInfo.retry);

/**
 * The kitchen offers its nut topping on a dish no other journey orders; its group's name says the attempt, since a
 * retry adds another.
 */
const kitchenOf = (testInfo: TestInfo) => ({
  dish: 'Watermelon Feta Salad',
  group: `Nut pesto ${testInfo.retry}`,
});

// A step that cannot happen fails with what it waited for, not at the journey's end.
test.use({ actionTimeout: 30_000 });

const NOTE = 'Severe peanut allergy: no cross-contact, please.';

interface PaidOrder {
  number: number;
}

/** The dish's dialog from the menu as the customer narrowed it, once the menu offers the new topping. */
async function openWithTopping(page: Page, dish: string, group: string) {
  const card = page.getByRole('article', { name: dish });
  // The menu's cache may answer the dish without its new group for a moment.
  await expect
    .poll(
      async () => {
        await page.goto(`/menu?without=peanuts&q=${encodeURIComponent(dish)}`);
        return card.textContent();
      },
      { timeout: 60_000 },
    )
    // Its own group, wherever it stands among the choices: a failed first attempt may have left its own there too.
    .toMatch(new RegExp(`Choose: (.*, )?${group}(,|$|[A-Z])`));
  await card.getByRole('button', { name: `Add to Cart: ${dish}` }).click();
  const dialog = page.getByRole('dialog', { name: dish });
  await expect(dialog).toBeVisible();
  return dialog;
}

test(
  'a customer with an allergy narrows the menu, sees a nut topping add its allergens, leaves a note and pays; the kitchen, the ticket and the e-mail say them all',
  { tag: '@own-widths' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const { dish, group } = kitchenOf(testInfo);

    // The sous-chef adds a pistachio pesto to a dish, saying what it contains.
    const kitchen = await browser.newContext(KITCHEN_TABLET);
    const chef = await kitchen.newPage();
    // The ticket prints through the browser's dialog, which a headless browser has not.
    await chef.addInitScript(() => {
      window.print = () => undefined;
    });
    await chef.goto('/signup?redirect=%2Fdashboard');
    await signUp(chef, sousChefEmail(testInfo), 'Sous Chef');
    await followEmailLink(kitchen, sousChefEmail(testInfo), 'VERIFY_EMAIL');
    await returnToTab(chef);
    await expect(chef.getByRole('region', { name: 'Pending orders' })).toBeVisible({
      timeout: 25_000,
    });

    try {
      await chef.goto('/dashboard/option-groups');
      await chef.getByRole('button', { name: 'New option group' }).click();
      const form = chef.getByRole('form', { name: 'New option group' });
      await form.getByLabel(/^Group name/).fill(group);
      const choice = form.getByRole('group', { name: 'Choice 1' });
      await choice.getByLabel(/^Name/).fill('Pistachio pesto');
      await choice.getByLabel(/^Price change/).fill('2');
      await choice
        .locator('input')
        .and(choice.getByLabel(/^Adds allergens/))
        .click();
      await chef.getByRole('option', { name: 'Tree nuts' }).click();
      await chef.getByRole('option', { name: 'Milk' }).click();
      await chef.keyboard.press('Escape');
      await checkScreen(chef, 'dashboard-option-group-allergens');
      await form.getByRole('button', { name: 'Add the group' }).click();
      await expect(chef.getByRole('article', { name: group })).toBeVisible();

      await chef.goto('/dashboard/manage-items');
      await chef.getByLabel('Find a dish').fill(dish);
      await chef.getByRole('link', { name: `Edit ${dish}` }).click();
      const dishForm = chef.getByRole('form', { name: `Update ${dish}` });
      // Each group is offered with its rule: "Nut pesto 0 (Choose up to 1)".
      const offered = dishForm.getByLabel(/^Add an option group/);
      const value = await offered
        .locator('option', { hasText: `${group} (` })
        .getAttribute('value');
      await offered.selectOption(value);
      await dishForm.getByRole('button', { name: 'Add', exact: true }).click();
      await checkScreen(chef, 'dashboard-dish-food-information');
      await dishForm.getByRole('button', { name: 'Update Menu Item' }).click();
      await expect(chef.getByText('Your Item is updated successfully!')).toBeVisible();

      // A customer keeps peanuts out of the menu; the dish, which has none, stays.
      const customer = newEmail('allergy');
      await page.goto('/signup?redirect=%2Fmenu');
      await signUp(page, customer, 'Careful Customer');
      await expect.poll(() => pathOf(page)).toBe('/menu');
      await page.getByText('Dietary needs').click();
      await page
        .getByRole('group', { name: 'Without, not even as traces' })
        .getByRole('checkbox', { name: 'Peanuts' })
        .check();
      await expect.poll(() => pathOf(page)).toBe('/menu?without=peanuts');
      await expect(page.getByText('Dietary needs: without Peanuts')).toBeVisible();
      await checkScreen(page, 'menu-without-peanuts');

      // The dish's allergens, said again as the nut topping is picked.
      const dialog = await openWithTopping(page, dish, group);
      const allergens = dialog.getByRole('region', { name: 'Allergens' });
      await expect(allergens).not.toContainText('Tree nuts');
      await dialog.getByLabel(/Pistachio pesto/).check();
      await expect(allergens).toContainText('Tree nuts');
      await expect(allergens).toContainText('Milk');
      await checkScreen(page, 'dish-dialog-nut-topping');
      await cartLineSent(page, () =>
        dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click(),
      );

      // At the checkout: the line's allergens, and a note for the kitchen.
      await page.goto('/process-checkout');
      await expect(page.getByText(/Allergens: Milk, Tree nuts/).first()).toBeVisible();
      await page.getByRole('textbox', { name: /^A note for the kitchen/ }).fill(NOTE);
      await checkScreen(page, 'checkout-allergy-note');
      await fillCard(page, '4242 4242 4242 4242');
      const recorded = page.waitForResponse(
        (r) => r.url().endsWith('/api/payments') && r.request().method() === 'POST',
      );
      await pressPay(page);
      const number = `#${((await (await recorded).json()) as PaidOrder).number}`;
      await expect.poll(() => pathOf(page)).toBe('/order');
      await expect(page.getByRole('note', { name: 'Allergy note' }).first()).toContainText(NOTE);

      // The kitchen's card shows the note framed and the line's allergens; the ticket prints them.
      await chef.goto('/dashboard/kitchen');
      const card = chef.getByRole('article', { name: `Order ${number}` });
      await expect(card.getByRole('note', { name: 'Allergy note' })).toContainText(NOTE);
      await expect(card).toContainText('Allergens: Milk, Tree nuts');
      await checkScreen(chef, 'kitchen-allergy-note');
      await card.getByRole('button', { name: 'Accept' }).click();
      const accept = chef.getByRole('form', { name: `Accept order ${number}` });
      await accept.getByRole('button', { name: 'Confirm' }).click();
      await expect(accept).toBeHidden();
      const cooking = chef
        .getByRole('region', { name: 'Accepted and preparing' })
        .getByRole('article', { name: `Order ${number}` });
      await cooking.getByRole('button', { name: 'Print ticket' }).click();
      const ticket = chef.getByTestId('print-area');
      await expect(ticket).toContainText(`ALLERGY NOTE: ${NOTE}`);
      await expect(ticket).toContainText('Allergens: Milk, Tree nuts');

      // And the e-mail in the inbox says them in writing.
      await expect
        .poll(
          async () =>
            (await emailsTo(page.request, customer)).find((email) =>
              email.text.includes(`Your allergy note for the kitchen: ${NOTE}`),
            )?.text ?? '',
          { timeout: 60_000 },
        )
        .toContain('Allergens: Milk, Tree nuts');
    } finally {
      await kitchen.close();
    }
  },
);
