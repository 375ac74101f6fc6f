import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect as baseExpect,
  type BrowserContext,
  type BrowserContextOptions,
  type Cookie,
  type Page,
  type Response,
} from '@playwright/test';
import { freePort, startServer, TEST_SERVER_ENV } from '@thrive/server/test/server-process';
import { startFakeService } from '@thrive/server/test/fake-service';
import { startSmtpInbox } from '@thrive/server/test/smtp-inbox';
import { waitForMail } from './mail';
import { newAccount, type TestAccount } from './accounts';
import { youtubeSearchAnswer } from './fake-youtube';
import { MOCK_IDENTITIES, startOAuthMock } from './oauth-mock';

/**
 * Pages arrive prerendered and come alive when the app has rendered over them (decision 0032); until then
 * their buttons do nothing and what is typed is lost. The app takes this mark off its root once it has: the
 * one place the journeys know it.
 */
const APP_RENDERED = '#root:not([data-prerendered])';

export const expect = baseExpect.extend({
  /** The app has rendered over the prerendered page: its controls respond. */
  async toBeInteractive(page: Page, options: { timeout?: number } = {}) {
    try {
      await baseExpect(page.locator(APP_RENDERED)).toBeAttached(options);
      return { pass: true, name: 'toBeInteractive', message: () => `${page.url()} is interactive` };
    } catch (error) {
      return {
        pass: false,
        name: 'toBeInteractive',
        message: () => `${page.url()} did not become interactive: ${(error as Error).message}`,
      };
    }
  },
});

/** Loads `url` and waits, as a person waits for a page to respond, until the app has rendered over it. */
export async function open(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null> {
  const response = await page.goto(url, options);
  await expect(page).toBeInteractive();
  return response;
}

/** Reloads the page and waits until the app has rendered over it again. */
export async function reload(page: Page, options?: Parameters<Page['reload']>[0]): Promise<Response | null> {
  const response = await page.reload(options);
  await expect(page).toBeInteractive();
  return response;
}

/** The server the journeys of one worker use, with the local stand-ins for the services it calls. */
export interface ThriveServer {
  url: string;
  /** Where the mock Google and Facebook live, so a journey can hold their pages. */
  oauthIssuers: { google: string; facebook: string };
  /** Where the local mail server writes what the app sends (see e2e/src/mail.ts). */
  mailDir: string;
}

/** An account signed up through the API, with the cookies of its session. */
export interface SignedUpAccount extends TestAccount {
  cookies: Cookie[];
}

/**
 * Every console error and page error of the test's own browser context. A test that expects one (a refused
 * request the browser reports itself) allows it; any other fails the test when it ends.
 */
export class BrowserErrors {
  readonly recorded: string[] = [];
  private readonly allowed: RegExp[] = [];

  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  get unexpected(): string[] {
    return this.recorded.filter((error) => !this.allowed.some((pattern) => pattern.test(error)));
  }

  /** Records the errors of `page`, unless it is a popup: those show other sites (a sign-in provider's). */
  watch(page: Page): void {
    const popup = page.opener().then((opener) => opener !== null);
    const record = (error: string) => {
      this.pending.push(
        popup.then((isPopup) => {
          if (!isPopup) this.recorded.push(error);
        }),
      );
    };
    page.on('console', (message) => {
      if (message.type() === 'error') record(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => record(`${page.url()}: ${error.message}`));
  }

  /** Every error seen so far, recorded. */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
  }

  private readonly pending: Promise<void>[] = [];
}

interface WorkerFixtures {
  thrive: ThriveServer;
}

interface TestFixtures {
  /** The address the server takes this test's requests to come from (see `thrive`). */
  clientAddress: string;
  browserErrors: BrowserErrors;
  /** The name `account` and `signedIn` sign up with. */
  accountName: string;
  /** A new account, signed up through the API; the browser is not signed in. */
  account: SignedUpAccount;
  /** A new account whose session the test's browser context holds. */
  signedIn: SignedUpAccount;
  /** Another browser: its own cookies and storage, on the same server; closed when the test ends. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/** Client addresses handed out by this worker; its server is its own, so they only need to differ here. */
let clients = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /**
   * Starts the built server on a free port with an empty embedded database, once per worker, with Google and
   * Facebook sign-in pointed at local mock OpenID providers (started first: the server reads their discovery
   * documents at start-up), YouTube's search at a local fake that knows one tutorial, and email at a local
   * SMTP server. It believes the client address that a request's X-Forwarded-For names, as it does behind a
   * proxy: each test comes from an address of its own, so the per-client limits on sign-ups, sign-ins and
   * plans count each test's requests alone, and still hold within a test.
   */
  thrive: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const bundle = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');
      const webApp = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
      if (!existsSync(bundle) || !existsSync(webApp)) {
        throw new Error('Build first: the browser journeys run against `npm run build` output.');
      }
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-'));
      const mailDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-mail-'));
      const google = await startOAuthMock(MOCK_IDENTITIES.google, await freePort());
      const facebook = await startOAuthMock(MOCK_IDENTITIES.facebook, await freePort());
      const youtube = await startFakeService(youtubeSearchAnswer);
      const inbox = await startSmtpInbox({ dir: mailDir });
      const server = await startServer(
        {
          ...TEST_SERVER_ENV,
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
          TRUST_PROXY: '127.0.0.1',
          GOOGLE_CLIENT_ID: 'thrive-google',
          GOOGLE_CLIENT_SECRET: 'google-secret',
          GOOGLE_DISCOVERY_URL: google.discoveryUrl,
          FACEBOOK_CLIENT_ID: 'thrive-facebook',
          FACEBOOK_CLIENT_SECRET: 'facebook-secret',
          FACEBOOK_DISCOVERY_URL: facebook.discoveryUrl,
          YOUTUBE_API_KEY: 'e2e-youtube-key',
          YOUTUBE_API_URL: `${youtube.origin}/youtube/v3`,
          SMTP_URL: inbox.url,
        },
        'bundle',
        // Every worker starts its server at once, on a machine that may be busy with more.
        110_000,
      );
      await use({ url: server.url, oauthIssuers: { google: google.issuer, facebook: facebook.issuer }, mailDir });
      server.child.kill('SIGTERM');
      await server.exited;
      await Promise.all([google.stop(), facebook.stop(), youtube.stop(), inbox.stop()]);
      await rm(dataDir, { recursive: true, force: true });
      await rm(mailDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  baseURL: async ({ thrive }, use) => use(thrive.url),

  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use) => {
    clients += 1;
    await use(`127.1.${Math.floor(clients / 250)}.${(clients % 250) + 1}`);
  },

  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'x-forwarded-for': clientAddress }),

  browserErrors: [
    async ({ context }, use) => {
      const errors = new BrowserErrors();
      for (const page of context.pages()) errors.watch(page);
      context.on('page', (page) => errors.watch(page));
      await use(errors);
      await errors.settled();
      expect(errors.unexpected, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],

  accountName: ['Test Person', { option: true }],

  account: async ({ playwright, baseURL, clientAddress, accountName, thrive }, use) => {
    const account = newAccount(accountName);
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
    });
    const response = await api.post('/api/auth/sign-up/email', { headers: { origin: baseURL! }, data: account });
    expect(response.ok(), `sign-up of ${account.email}`).toBe(true);
    // Confirmed as its owner would, from the emailed link: the reminder to confirm has a journey of its own. A server
    // a test starts for itself has no mail server, so its accounts stay unconfirmed.
    const { cookies } = await api.storageState();
    if (baseURL === thrive.url) {
      const mail = await waitForMail(thrive.mailDir, account.email, 'Confirm your Thrive email');
      const confirmed = await api.get(/https?:\/\/\S+/.exec(mail.text)![0], { maxRedirects: 0 });
      expect(confirmed.status(), `confirmation of ${account.email}`).toBe(302);
    }
    await api.dispose();
    await use({ ...account, cookies });
  },

  signedIn: async ({ account, context }, use) => {
    await context.addCookies(account.cookies);
    await use(account);
  },

  newContext: async ({ browser, baseURL, clientAddress }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
        ...options,
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
