import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { startShop } from '../../scripts/shop-process.mjs';
import {
  cartLineSent,
  checkScreen,
  emailsTo,
  fillCard,
  followEmailLink,
  newEmail,
  password,
  pathOf,
  returnToTab,
} from './journey-helpers';

/**
 * A restaurant in Paris: a shop of its own beside the journeys' one, whose own language is French and whose money is
 * the euro (SHOP_LOCALE=fr-FR, SHOP_CURRENCY=EUR). Its addresses have no prefix in French (`/menu`), its menu is
 * the seed's in French, and its e-mails go to an inbox of its own. It signs in through the journeys' Auth emulator.
 * One browser project is enough: the journey looks at each screen at both widths itself.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let dataDir: string;
const COOK = 'chef-paris@example.com';
const FEE_PURPOSE = 'Ils paient un salaire juste à notre équipe de cuisine.';
/** What a customer reads beside the prices once the owner adds the fee. */
const FEE_NOTE = `Frais de cuisine : 3 % du repas, ajoutés à chaque commande. ${FEE_PURPOSE}`;
/** A price as France writes it: "11,95 €", with a (narrow) no-break space before the sign. */
const EURO_PRICE = /^\d{1,3}(\s\d{3})*,\d{2}\s€$/;

test.beforeAll(async () => {
  // A fresh PostgreSQL cluster, its migrations and the seed menu: longer than a step of a journey.
  test.setTimeout(5 * 60_000);
  const { firebase } = (await (
    await fetch(`${process.env.SHOP_URL}/api/client-config`)
  ).json()) as {
    firebase: { projectId: string; authEmulatorUrl: string };
  };
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-paris-'));
  shop = await startShop({
    dataDir,
    logFile: path.join(dataDir, 'shop.log'),
    env: {
      SHOP_CURRENCY: 'EUR',
      SHOP_LOCALE: 'fr-FR',
      SHOP_TIME_ZONE: 'Europe/Paris',
      FIREBASE_PROJECT_ID: firebase.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: new URL(firebase.authEmulatorUrl).host,
      ADMIN_EMAILS: COOK,
      JWT_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
    timeoutMs: 4 * 60_000,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The shop's e-mails are read from its own inbox while its journeys run; the worker's next file reads the other. */
const journeysInbox = process.env.SHOP_INBOX_URL;
test.beforeEach(() => {
  process.env.SHOP_INBOX_URL = shop.inboxUrl;
});
test.afterEach(() => {
  process.env.SHOP_INBOX_URL = journeysInbox;
});

/** A browser in France, on the Paris shop, at a phone's width. */
async function parisBrowser(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    ...options,
    baseURL: shop.url,
    // A browser in France: the shop's own addresses stay French (an English one is sent on to /en/…).
    locale: 'fr-FR',
    viewport: { width: 360, height: 780 },
  });
  return { context, page: await context.newPage() };
}

/** The screen at a phone's width and a desktop's, each checked (axe, nothing cut) and kept. */
async function checkAtBothWidths(page: Page, name: string) {
  await checkScreen(page, `${name}-360`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await checkScreen(page, `${name}-1440`);
  await page.setViewportSize({ width: 360, height: 780 });
}

async function signUpInFrench(page: Page, email: string, name: string) {
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel(/^Nom/).fill(name);
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Inscription' }).click();
  await expect(page.getByText(/^Votre compte a bien été créé/)).toBeVisible();
}

test(
  'a Paris restaurant’s visitor reads the menu in French with euro prices before any script runs',
  { tag: '@any-width' },
  async ({ browser }) => {
    const { context, page } = await parisBrowser(browser, { javaScriptEnabled: false });
    expect((await page.goto('/menu'))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Salade César classique', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(EURO_PRICE).first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/menu$/,
    );
    // The English address is the same menu in the restaurant's English.
    expect((await page.goto('/en/menu'))?.status()).toBe(200);
    await expect(page.getByText('Classic Caesar Salad', { exact: true }).first()).toBeVisible();
    await context.close();
  },
);

test(
  'a Paris customer orders and pays in euros, is written to in French, and the kitchen reads the order in French',
  { tag: '@any-width' },
  async ({ browser }) => {
    // Two sign-ups, an address to confirm, a payment and an e-mail to wait for: longer than a step of a journey.
    test.setTimeout(180_000);

    // The kitchen tablet: the chef signs up, confirms the address, and opens the kitchen screen.
    const tablet = await parisBrowser(browser);
    await tablet.page.goto('/signup?redirect=%2Fdashboard');
    await signUpInFrench(tablet.page, COOK, 'Chef Paris');
    await followEmailLink(tablet.context, COOK, 'VERIFY_EMAIL');
    await returnToTab(tablet.page);
    await expect(tablet.page.getByRole('region', { name: 'Commandes en attente' })).toBeVisible({
      timeout: 25_000,
    });

    // The owner adds a kitchen fee of 3 %, saying what it pays for: customers read it beside the prices.
    await tablet.page.goto('/dashboard/ordering');
    const settings = tablet.page.getByRole('form', { name: 'Paramètres de commande' });
    await settings.getByRole('switch', { name: /^Ajouter des frais à chaque commande/ }).click();
    await settings.getByLabel(/^Part du repas/).fill('3');
    await settings.getByLabel(/^Nom sur l’addition/).fill('Frais de cuisine');
    await settings.getByLabel(/^Ce qu’ils financent/).fill(FEE_PURPOSE);
    await expect(settings.getByTestId('service-fee-note')).toHaveText(FEE_NOTE);
    await checkAtBothWidths(tablet.page, 'paris-service-fee');
    await settings.getByRole('button', { name: 'Enregistrer les paramètres de commande' }).click();
    await expect(
      tablet.page.getByText('Les paramètres de commande sont enregistrés'),
    ).toBeVisible();

    await tablet.page.goto('/dashboard/kitchen');
    await expect(tablet.page.getByRole('status').filter({ hasText: /^En direct/ })).toBeVisible({
      timeout: 60_000,
    });

    const { context, page } = await parisBrowser(browser);
    const email = newEmail('paris');
    await page.goto('/signup?redirect=%2Fmenu');
    await signUpInFrench(page, email, 'Camille Martin');
    await expect.poll(() => pathOf(page)).toBe('/menu');
    await expect(page.getByText(EURO_PRICE).first()).toBeVisible();
    await expect(page.getByTestId('service-fee-note')).toHaveText(FEE_NOTE);
    await checkAtBothWidths(page, 'paris-menu');
    await cartLineSent(page, () =>
      page
        .getByRole('button', { name: /^Ajouter au panier : Salade César classique/ })
        .first()
        .click(),
    );

    await page.goto('/process-checkout');
    await expect(page.getByText('Salade César classique').first()).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    // The card's Pay, not the bank's (a euro shop offers both).
    const pay = page
      .getByRole('form', { name: 'Payer', exact: true })
      .getByRole('button', { name: /^Payer( |$)/ });
    // The amount on the button is the bill's total, in euros as France writes them.
    await expect(pay).toHaveAccessibleName(/\d,\d{2}\s€/);
    // The bill names the fee on a row of its own, and says beneath it what it pays for.
    await expect(page.getByTestId('bill-service-fee')).toHaveText(/^Frais de cuisine\d+,\d{2}\s€$/);
    await expect(
      page.getByRole('region', { name: 'Votre addition' }).getByTestId('service-fee-note'),
    ).toHaveText(FEE_NOTE);
    await checkAtBothWidths(page, 'paris-checkout');
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/api/payments') && r.request().method() === 'POST',
    );
    await pay.click();
    const paid = page.getByText(/Paiement réussi/);
    // A bill's "as soon as possible" is a slot's start: past it, the shop says the time changed and the customer
    // pays again.
    await expect(paid.or(page.getByRole('alert')).first()).toBeVisible();
    if (!(await paid.isVisible())) await pay.click();
    await expect(paid).toBeVisible();
    const { number } = (await (await recorded).json()) as { number: number };
    await expect.poll(() => pathOf(page)).toBe('/order');

    // The kitchen's screen is in French, and names the dish as the restaurant writes it.
    const order = tablet.page
      .getByRole('region', { name: 'Nouvelles' })
      .getByRole('article', { name: `Commande #${number}` });
    await expect(order).toBeVisible();
    await expect(order.getByText(/Salade César classique/)).toBeVisible();
    await checkAtBothWidths(tablet.page, 'paris-kitchen');

    await expect
      .poll(async () => (await emailsTo(page.request, email)).map((mail) => mail.subject), {
        timeout: 60_000,
      })
      .toContainEqual(
        expect.stringMatching(/^Nous avons bien reçu votre commande \(commande #\d+, /),
      );
    const received = (await emailsTo(page.request, email)).find((mail) =>
      mail.subject.startsWith('Nous avons'),
    );
    expect(received!.text).toMatch(/\d,\d{2}\s€/);
    expect(received!.text).toContain('Salade César classique');
    expect(received!.text).toMatch(/Frais de cuisine\s*:\s*\d+,\d{2}\s€/);
    await context.close();
    await tablet.context.close();
  },
);

test(
  'a Paris customer pays with their own bank (iDEAL), approves it there, comes back, and the order is charged',
  { tag: '@any-width' },
  async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await parisBrowser(browser);
    await page.goto('/signup?redirect=%2Fmenu');
    await signUpInFrench(page, newEmail('paris-bank'), 'Lotte de Vries');
    await expect.poll(() => pathOf(page)).toBe('/menu');
    await cartLineSent(page, () =>
      page
        .getByRole('button', { name: /^Ajouter au panier : Salade grecque traditionnelle/ })
        .first()
        .click(),
    );

    await page.goto('/process-checkout');
    const bank = page.getByRole('form', { name: 'Payer avec votre banque' });
    // It says before Pay that a bank's payment is taken at once, and refunded if the kitchen cannot take the order.
    await expect(bank).toContainText('Il est encaissé tout de suite, et remboursé si la cuisine');
    await expect(bank.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    const pay = bank.getByRole('button', { name: /^Payer \d+,\d{2}\s€ avec votre banque$/ });
    await expect(pay).toBeEnabled();
    await checkAtBothWidths(page, 'paris-bank-payment');

    // The customer leaves for the bank, approves, and comes back to the checkout, which finishes the order. Should the
    // pickup time have moved between the bill and Pay (other journeys' orders fill the kitchen), the checkout says so,
    // charges nothing, and the customer presses Pay again, as it asks.
    const atTheBank = page.getByRole('dialog', { name: 'iDEAL test payment' });
    const changed = page
      .getByRole('alert')
      .filter({ hasText: 'Votre commande a changé avant le paiement' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const started = page.waitForResponse(
        (res) =>
          res.url().endsWith('/api/create-payment-intent') && res.request().method() === 'POST',
      );
      await pay.click();
      await started;
      await expect(atTheBank.or(changed).first()).toBeVisible();
      if (await atTheBank.isVisible()) break;
      await expect(page.getByRole('region', { name: 'Votre addition' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
      await expect(pay).toBeEnabled();
    }
    await atTheBank.getByRole('button', { name: 'Authorize test payment' }).click();
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/order');
    await expect(page.getByText('Salade grecque traditionnelle').first()).toBeVisible();
    await context.close();
  },
);
