import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { signUp } from '../test/sessions';

/**
 * The web build in miniature: its browser files (one hashed asset with the build's brotli copy beside it) and a server
 * module in React Router's shape whose routes answer what their loaders found, so these tests read what the server
 * gave the loaders: who is signed in, a recipe, the script nonce.
 */
async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'thrive-web-'));
  const client = path.join(root, 'client');
  await mkdir(path.join(client, 'assets'), { recursive: true });
  await writeFile(path.join(client, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
  await writeFile(path.join(client, 'assets', 'main-def456.js'), 'console.log("main");'.repeat(200));
  await writeFile(
    path.join(client, 'assets', 'main-def456.js.br'),
    brotliCompressSync('console.log("main");'.repeat(200)),
  );
  await writeFile(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(root, 'server'));
  await writeFile(path.join(root, 'server', 'index.js'), MINIATURE_SERVER_BUILD);
  return root;
}

const MINIATURE_SERVER_BUILD = `
const route = (id, parentId, path, module) => ({ id, parentId, path, index: undefined, caseSensitive: undefined, module });
const page = (loader) => ({ default: () => null, loader });
export const routes = {
  root: route('root', undefined, '', page(async ({ context }) => ({ user: await context.signedInUser(), nonce: context.scriptNonce }))),
  recipe: route('recipe', 'root', 'recipe/:id', page(async ({ params, context }) => context.recipe(params.id))),
  missing: route('missing', 'root', '*', page(() => new Response(null, { status: 404 }))),
};
export const entry = {
  module: {
    default: async (request, status, headers, context) => {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      const found = JSON.stringify(context.staticHandlerContext.loaderData).replace(/</g, '\\u003c');
      return new Response('<!doctype html><pre id="loaded">' + found + '</pre>', { status, headers });
    },
  },
};
export const assets = { entry: { module: '/assets/index-abc123.js', imports: [] }, routes: {}, url: '/assets/manifest.js', version: '1' };
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const basename = '/';
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
`;

/** What the miniature build's loaders found for a page. */
function loaded(body: string): Record<string, unknown> {
  const found = /<pre id="loaded">(.*)<\/pre>/.exec(body)?.[1];
  return JSON.parse(found ?? 'null') as Record<string, unknown>;
}

describe('rendering pages', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ webRoot: await makeWebRoot() });
  });
  afterAll(() => app.close());

  it.each(['/', '/recipe/12', '/Recipe/12/'])('renders %s as a page', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(loaded(response.body)).toHaveProperty('root');
  });

  it('gives the loaders a visitor when nobody is signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(loaded(response.body)['root']).toMatchObject({ user: null });
  });

  it('gives the loaders the signed-in user of the request’s session, and no one else', async () => {
    for (const { cookie, account } of [await signUp(app), await signUp(app)]) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(loaded(response.body)['root']).toMatchObject({ user: { name: account.name, email: account.email } });
    }
  });

  it('gives the loaders a recipe as its endpoint answers it, and none for an id it would refuse', async () => {
    const endpoint = await app.inject({ method: 'GET', url: '/api/recipes/1001' });
    const page = await app.inject({ method: 'GET', url: '/recipe/1001' });
    expect(loaded(page.body)['recipe']).toEqual(endpoint.json());
    for (const id of ['999999', 'abc', '-1']) {
      const none = await app.inject({ method: 'GET', url: `/recipe/${id}` });
      expect(loaded(none.body)['recipe']).toBeNull();
    }
  });

  it('allows the page’s inline scripts by a nonce of each response alone', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'GET', url: '/' });
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
      const nonce = (loaded(response.body)['root'] as { nonce: string }).nonce;
      expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('answers a path with no page with the status its route gives', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
  });
});

describe('serving the web app’s files', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ webRoot: await makeWebRoot() });
  });
  afterAll(() => app.close());

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

  it('sends security headers with a policy that allows no inline script outside a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
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
