import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Shared steps of the journeys: fresh accounts, the address bar, and signing up on /signup. */
export const password = 'tasty-pasta-42';

export const newEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export async function signUp(page: Page, email: string, name = 'Journey Tester') {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account creation successfully done!')).toBeVisible();
}
