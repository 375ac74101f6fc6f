import type { App } from '../app';

/** The origin test apps are served at (buildApp's default); better-auth refuses POSTs without it. */
export const TEST_ORIGIN = 'http://localhost:5000';

let accountNumber = 0;

/** A fresh, unique sign-up: each test user has its own email. */
export function newAccount(name = 'Test User') {
  accountNumber += 1;
  return { name, email: `user-${accountNumber}-${Date.now()}@example.com`, password: 'correct horse battery' };
}

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request from the test origin, with a session's cookie when given, and a JSON body when given. */
export function sendAs(app: App, method: TestMethod, url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** `name=value` pairs of the response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

export function postAuth(
  app: App,
  path: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    payload,
    headers: { origin: TEST_ORIGIN, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * Signs a new user up and returns the session cookie to send with their requests. An app whose limits
 * live in a shared Redis is given a client address of the test's own, as its count outlives the run.
 */
export async function signUp(
  app: App,
  account = newAccount(),
  remoteAddress?: string,
): Promise<{ cookie: string; account: typeof account }> {
  const response = await postAuth(app, 'sign-up/email', account, {}, remoteAddress);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieHeader(response.headers['set-cookie']), account };
}
