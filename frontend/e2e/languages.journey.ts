import { expect, type Page, test } from '@playwright/test';
import {
  cartLineSent,
  checkScreen,
  emailsTo,
  fillCard,
  newEmail,
  pathOf,
  signUp,
} from './journey-helpers';

/** Chooses a language in the switcher: the header's from a tablet's width up, the navigation drawer's on a phone. */
async function chooseLanguage(page: Page, endonym: string) {
  const burger = page.getByRole('button', { name: 'Open the navigation' });
  if (await burger.isVisible()) {
    await burger.click();
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: endonym })
      .click();
  } else {
    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('link', { name: endonym }).click();
  }
}

test('a visitor reads the menu in French at /fr/menu before any script runs, the page naming itself in each language', async ({
  browser,
  page,
}) => {
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const reader = await noScripts.newPage();
  expect((await reader.goto('/fr/menu'))?.status()).toBe(200);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(reader.getByRole('button', { name: /^Ajouter au panier : / }).first()).toBeVisible();
  // The dishes in the restaurant's French (prisma/seed/translations.json).
  await expect(reader.getByText('Salade César classique', { exact: true }).first()).toBeVisible();
  await expect(reader.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/menu$/);
  for (const [language, address] of [
    ['en', /\/menu$/],
    ['fr', /\/fr\/menu$/],
    ['de', /\/de\/menu$/],
    ['x-default', /\/menu$/],
  ] as const) {
    await expect(reader.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
      'href',
      address,
    );
  }
  // And in German at its own address.
  expect((await reader.goto('/de/menu'))?.status()).toBe(200);
  await expect(reader.getByText('Klassischer Caesar Salad', { exact: true }).first()).toBeVisible();
  await noScripts.close();
});

test('the menu and its dish dialog in German pass the checks every screen passes (axe, nothing cut off)', async ({
  page,
}) => {
  await page.goto('/de/menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: /^In den Warenkorb: / }).first()).toBeVisible();
  await checkScreen(page, 'menu-in-german');
  // A pizza's dialog: its size and toppings, in the restaurant's German.
  await page.goto('/de/menu?category=pizza');
  await page.getByRole('button', { name: 'In den Warenkorb: Pizza Margherita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pizza Margherita' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Pizzagröße')).toBeVisible();
  await checkScreen(page, 'dish-dialog-in-german');
});

test('a customer switches to French, finds the shop in French on their next visit, pays, and is written to in French', async ({
  page,
  request,
}) => {
  // A sign-up, a payment and an e-mail to wait for: longer than a step of a journey.
  test.setTimeout(120_000);
  const email = newEmail('en-francais');
  await page.goto('/signup?redirect=%2Fmenu');
  await signUp(page, email, 'Camille Dupont');
  await expect.poll(() => pathOf(page)).toBe('/menu');

  await chooseLanguage(page, 'Français');
  await expect.poll(() => pathOf(page)).toBe('/fr/menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const addToCart = page.getByRole('button', { name: /^Ajouter au panier : / }).first();
  await expect(addToCart).toBeVisible();
  await checkScreen(page, 'menu-in-french');

  // The choice is remembered: the shop's own address sends the customer on to the French one.
  await page.goto('/menu');
  await expect.poll(() => pathOf(page)).toBe('/fr/menu');

  await cartLineSent(page, () => addToCart.click());
  await page.goto('/fr/process-checkout');
  await fillCard(page, '4242 4242 4242 4242');
  await checkScreen(page, 'checkout-in-french');
  const pay = page.getByRole('button', { name: /^Payer( |$)/ });
  await pay.click();
  const paid = page.getByText(/Paiement réussi/);
  // A bill's "as soon as possible" is a slot's start: if the clock passed into the next slot, the shop says the
  // time changed and the customer pays again.
  await expect(paid.or(page.getByRole('alert')).first()).toBeVisible();
  if (!(await paid.isVisible())) await pay.click();
  await expect(paid).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/fr/order');

  await expect
    .poll(async () => (await emailsTo(request, email)).map((mail) => mail.subject), {
      timeout: 60_000,
    })
    .toContainEqual(
      expect.stringMatching(/^Nous avons bien reçu votre commande \(commande #\d+, /),
    );
  const received = (await emailsTo(request, email)).find((mail) =>
    mail.subject.startsWith('Nous avons'),
  );
  expect(received!.text).toContain('Voir votre commande');
  expect(received!.text).toMatch(/\/fr\/order/);
});
