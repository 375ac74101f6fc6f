import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { inject } from 'vitest';
import { launchBrowser } from './browser';

export const baseUrl = inject('baseUrl');

/**
 * Pages arrive prerendered and come alive when the app takes them over (decision 0020); until then
 * their buttons do nothing and what is typed is lost. A journey waits for that, as a person waits for a page
 * to respond, after every load it starts.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const live = () => page.waitForSelector('#root:not([data-prerendered])', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

/** A browser for one test file, with every console error and page error recorded. */
export class Journey {
  readonly errors: string[] = [];
  private constructor(
    private readonly browser: Browser,
    readonly context: BrowserContext,
    private readonly baseUrl: string,
  ) {}

  /** A browser on the shared server, or on `baseUrl` (a server a journey started itself). */
  static async start(options: { width?: number; height?: number; baseUrl?: string } = {}): Promise<Journey> {
    const browser = await launchBrowser();
    const url = options.baseUrl ?? baseUrl;
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    });
    context.on('page', waitForTheAppAfterLoads);
    return new Journey(browser, context, url);
  }

  async newPage(): Promise<Page> {
    const page = await this.context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.errors.push(`${page.url()}: ${error.message}`));
    return page;
  }

  /** Another context of the same browser: its own cookies and storage, as a second browser would have. */
  async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext({ baseURL: this.baseUrl, ...options });
    // Without scripts the page stays as prerendered: there is no app to wait for.
    if (options.javaScriptEnabled !== false) context.on('page', waitForTheAppAfterLoads);
    return context;
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/**
 * Accessibility violations a user would be blocked by (serious or critical), on the settled page: fades
 * (a testimonial coming in) are finished first, so text is not measured half-transparent.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
