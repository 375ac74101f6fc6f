import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A new account's details, unique to this run. */
export function newAccount(name: string): TestAccount {
  const first = name.split(' ')[0]!.toLowerCase();
  return { name, email: `${first}-${randomUUID().slice(0, 8)}@example.com`, password: 'tree pose 4ever' };
}

/** Signs a new account up through the API, in the page's browser, so the page is signed in. */
export async function signUp(page: Page, name: string | TestAccount): Promise<TestAccount> {
  const account = typeof name === 'string' ? newAccount(name) : name;
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: account });
  expect(response.ok(), `sign-up of ${account.email}`).toBe(true);
  return account;
}

/** Signs the page's browser in through the API. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), `sign-in of ${account.email}`).toBe(true);
}
