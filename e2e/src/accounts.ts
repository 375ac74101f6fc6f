import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A new account's details, unique to this run. */
export function newAccount(name: string): TestAccount {
  return { name, email: `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`, password: 'tree pose 4ever' };
}

/** Signs a new account up through the API, in the page's browser, so the page is signed in. */
export async function signUp(page: Page, name: string | TestAccount) {
  const account = typeof name === 'string' ? newAccount(name) : name;
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: account });
  expect(response.ok()).toBe(true);
  created.add(account.email);
  return account;
}

/** Accounts this file has signed up already. */
const created = new Set<string>();

/**
 * Signs the page in as `account`, signing it up on first use. Every journey shares one server and one
 * client address, whose sign-ups are limited (10 an hour): journeys of a file share an account.
 */
export async function signInAs(page: Page, account: TestAccount) {
  if (created.has(account.email)) return signIn(page, account);
  return signUp(page, account);
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
}
