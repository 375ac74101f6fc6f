import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs a new account up through the API, in the page's browser, so the page is signed in. */
export async function signUp(page: Page, name: string) {
  const account = {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`,
    password: 'tree pose 4ever',
  };
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: account });
  expect(response.ok()).toBe(true);
  return account;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
}
