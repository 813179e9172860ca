import { expect, test } from '@playwright/test';
import {
  addToCart,
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

const CODE = /[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}/;

test('a gift card one customer buys for another pays part of the other’s order, the card the rest', async ({
  page,
}, testInfo) => {
  const recipient = newEmail('gift-taker');

  // The buyer chooses an amount, writes a few words and pays by card; the card goes to the recipient by e-mail.
  await page.goto('/signup?redirect=%2Fgift-cards');
  await signUp(page, newEmail('gift-giver'), 'Ada Giver');
  await expect.poll(() => pathOf(page)).toBe('/gift-cards');
  await page.getByRole('textbox', { name: /^Or another amount/ }).fill('5');
  await page.getByRole('textbox', { name: /^Recipient’s e-mail/ }).fill(recipient);
  await page.getByRole('textbox', { name: 'Recipient’s name' }).fill('Noor');
  await page.getByRole('textbox', { name: 'Message' }).fill('Dinner is on me this time!');
  await fillCard(page, '4242 4242 4242 4242');
  await checkScreen(page, 'gift-card-purchase');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByText('Your gift card is on its way')).toBeVisible();
  await checkScreen(page, 'gift-card-sent');

  await expect.poll(async () => (await emailsTo(page.request, recipient)).length).toBe(1);
  const [email] = await emailsTo(page.request, recipient);
  const code = CODE.exec(email.text)![0];
  expect(email.subject).toBe('Ada Giver sent you a $5.00 gift card for Foodi');
  expect(email.text).toContain('Dinner is on me this time!');

  // The buyer leaves; the recipient checks the balance, then orders and pays with the code and a card.
  await page.getByRole('button', { name: 'Open the account menu of Ada Giver' }).click();
  await page
    .getByRole('dialog', { name: 'Your account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByText('You are logged out. See you soon!')).toBeVisible();

  await page.goto('/gift-cards/balance');
  await page.getByRole('textbox', { name: /^Gift card code/ }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('$5.00 left')).toBeVisible();
  await checkScreen(page, 'gift-card-balance');

  await page.goto('/signup?redirect=%2Fmenu');
  await signUp(page, recipient, 'Noor');
  await expect.poll(() => pathOf(page)).toBe('/menu');
  // A dish no other journey gives choices to or sells out (the allergens journey takes the sixth, for one).
  await addToCart(page, page.getByRole('article', { name: 'Strawberry Spinach Salad' }));
  await page.goto('/process-checkout');
  const bill = page.getByRole('region', { name: 'Your bill' });
  await expect(bill.getByTestId('bill-total')).toBeVisible();
  const total = await bill.getByTestId('bill-total').getAttribute('aria-label');
  const totalCents = Math.round(
    Number(/\$([\d,.]+)$/.exec(total ?? '')![1].replace(/,/g, '')) * 100,
  );

  await page.getByRole('textbox', { name: 'Gift card' }).fill(code);
  await page.getByTestId('checkout-step-gift-card').getByRole('button', { name: 'Apply' }).click();
  const ending = code.slice(-4);
  await expect(page.getByText(`Gift card ending ${ending} pays $5.00`)).toBeVisible();
  await expect(bill.getByTestId('bill-gift-card')).toHaveAttribute(
    'aria-label',
    'Gift card: −$5.00',
  );
  const due = `$${((totalCents - 500) / 100).toFixed(2)}`;
  await expect(bill.getByTestId('bill-due')).toHaveAttribute(
    'aria-label',
    `Left to pay by card: ${due}`,
  );
  await page.getByLabel(/^Phone/).fill('+1 555 010 0142');
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('button', { name: `Pay ${due}` })).toBeEnabled();
  await checkScreen(page, 'checkout-gift-card');
  await pressPay(page);
  await expect(page.getByText('Payment successfull!')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/order');
  // The order's bill keeps what the gift card paid.
  await expect(page.getByTestId('bill-gift-card').first()).toHaveAttribute(
    'aria-label',
    'Gift card: −$5.00',
  );

  // Spent: nothing is left on the card.
  await page.goto('/gift-cards/balance');
  await page.getByRole('textbox', { name: /^Gift card code/ }).fill(code);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('$0.00 left')).toBeVisible();

  // Staff find the card by its code on the dashboard: bought online, and its ledger says where the money went.
  await page.getByRole('button', { name: 'Open the account menu of Noor' }).click();
  await page
    .getByRole('dialog', { name: 'Your account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByText('You are logged out. See you soon!')).toBeVisible();
  const cashier = staffEmail('cashier', testInfo.project.name, testInfo.retry);
  await page.goto('/signup?redirect=%2Fdashboard%2Fgift-cards');
  await signUp(page, cashier, 'Cashier');
  // Staff are staff once their address is proven.
  await followEmailLink(page.context(), cashier, 'VERIFY_EMAIL');
  await returnToTab(page);
  await expect(page.getByRole('heading', { name: 'Gift Cards', level: 1 })).toBeVisible({
    timeout: 25_000,
  });
  await page.getByRole('textbox', { name: 'Find a card' }).fill(code.toLowerCase());
  const found = page.getByRole('article', { name: code });
  await expect(found).toContainText('Bought online');
  await expect(page.getByRole('article')).toHaveCount(1);
  // The sign-up's and the address's toasts go by first: under the card's dialog they would be half hidden.
  await expect(page.getByText('Account creation successfully done!')).toBeHidden();
  await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeHidden();
  await found.getByRole('button').click();
  const ledger = page.getByRole('table', { name: `Ledger of ${code}` });
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger.getByRole('row').nth(1)).toContainText('Issued');
  await expect(ledger.getByRole('row').nth(2)).toContainText(/Spent · #\d+/);
  await checkScreen(page, 'dashboard-gift-card');
});
