import { expect, test } from '@playwright/test';
import {
  addToCart,
  checkScreen,
  emailsTo,
  fillCard,
  newEmail,
  pathOf,
  pressPay,
  signUp,
} from './journey-helpers';

const CODE = /[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}/;

test('a gift card one customer buys for another pays part of the other’s order, the card the rest', async ({
  page,
}) => {
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
});
