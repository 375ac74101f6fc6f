import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';

/** A built SPA in miniature: an index page and one hashed asset. */
async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'thrive-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Thrive</title><div id="root"></div>');
  await writeFile(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
  // The build's brotli copy of a chunk, sent as it is.
  await writeFile(path.join(root, 'assets', 'main-def456.js'), 'console.log("main");'.repeat(200));
  await writeFile(
    path.join(root, 'assets', 'main-def456.js.br'),
    brotliCompressSync('console.log("main");'.repeat(200)),
  );
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** A build whose prerender wrote the home, recipe and not-found pages (and, say, not the blog). */
async function makePrerenderedWebRoot(): Promise<string> {
  const root = await makeWebRoot();
  await mkdir(path.join(root, 'pages'));
  const pages = [
    { route: '/', file: 'pages/home.html', js: [], css: [] },
    { route: '/recipe/:id', file: 'pages/recipe-id.html', js: [], css: [] },
    { route: '*', file: 'pages/not-found.html', js: [], css: [] },
  ];
  for (const page of pages) {
    await writeFile(path.join(root, page.file), `<!doctype html><div id="root"><h1>${page.route}</h1></div>`);
  }
  await writeFile(
    path.join(root, 'pages.json'),
    JSON.stringify({ entry: { js: [], css: [] }, signedIn: { css: [] }, pages }),
  );
  return root;
}

describe('serving prerendered pages', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ webRoot: await makePrerenderedWebRoot() });
  });
  afterAll(() => app.close());

  it.each([
    ['/', 200, '<h1>/</h1>'],
    ['/recipe/1001', 200, '<h1>/recipe/:id</h1>'],
    ['/Recipe/12/', 200, '<h1>/recipe/:id</h1>'],
    ['/no/such/page', 404, '<h1>*</h1>'],
    // A page the build did not prerender gets the app shell, which renders it.
    ['/blog', 200, '<div id="root"></div>'],
  ])('responds to %s with status %i and its own page', async (url, status, markup) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(markup);
  });
});

describe('serving the SPA', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ webRoot: await makeWebRoot() });
  });
  afterAll(() => app.close());

  it.each(['/', '/AIMeal', '/aimeal', '/recipe/12', '/yoga/session/3', '/blog/'])(
    'serves the app shell for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets forever and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/no/such/page', '/recipe', '/recipe/12/extra', '/aimeal.php'])(
    'serves the app shell with status 404 for %s, a path with no page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('keeps its policy on better-auth’s own pages, and leaves the provider callback page its own', async () => {
    const error = await app.inject({ method: 'GET', url: '/api/auth/error?error=state_mismatch' });
    expect(error.headers['content-type']).toContain('text/html');
    expect(error.headers['content-security-policy']).toContain("script-src 'self'");
    expect(error.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const callback = await app.inject({ method: 'GET', url: '/api/auth/callback/google?state=x&code=y' });
    expect(callback.headers['content-security-policy'] ?? '').not.toContain("script-src 'self'");
  });

  it('sends the build’s compressed copy of a file rather than compressing it again', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/main-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(brotliCompressSync('console.log("main");'.repeat(200)));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("main");'.repeat(200));
  });

  it('responds to an unknown asset with a 404, not the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('sends HSTS only over https', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const https = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('revalidates files that are not hashed', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('responds to an unknown /api path with a JSON 404 in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('sends security headers with a policy that allows no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact']));
  });
});
