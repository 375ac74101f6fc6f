import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@thrive/contract';
import { COMPATIBILITY_ROUTES } from '../providers/compatibility-routes';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { guardUndeclaredRoutes, SERVED_ROUTES, unservedRoutes } from './api-routes';

/** A request path for a table path: each parameter filled with a placeholder, the wildcard with a name. */
const somePath = (path: string) => path.replace(/:([A-Za-z]+)/g, '$1').replace(/\*$/, 'anything');
/** OpenAPI writes path parameters in braces. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the route table and the server', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves every endpoint the table declares', () => {
    expect(unservedRoutes(app)).toEqual([]);
  });

  it('keeps the routes shaped like outside services out of the contract, each naming its service', () => {
    const contract = new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`));
    for (const route of COMPATIBILITY_ROUTES) {
      expect(contract.has(`${route.method} ${route.path}`), route.path).toBe(false);
      expect(route.compatibility, route.path).toBeDefined();
    }
    expect(COMPATIBILITY_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/health-topics/itemlist.json', '/api/health-topics/topicsearch.json']),
    );
    expect(API_ROUTES.filter((route) => route.path.startsWith('/api/health-topics/'))).toEqual([]);
  });

  it('refuses to serve an /api route the table does not declare', () => {
    const server = Fastify();
    guardUndeclaredRoutes(server);
    expect(() => server.get('/api/undeclared', async () => 'hi')).toThrow(/not declared in the route table/);
    expect(() => server.post('/api/health', async () => 'hi')).toThrow(/POST \/api\/health is served but not declared/);
    expect(() => server.get('/somewhere/else', async () => 'hi')).not.toThrow();
  });

  it.each(SERVED_ROUTES.filter((route) => route.access === 'signed-in').map((route) => [route.method, route.path]))(
    '%s %s responds 401 without a session, before reading its input',
    async (method, path) => {
      const response = await app.inject({ method, url: somePath(path), payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode).toBe(401);
    },
  );

  it('documents every endpoint at /api/docs, with its error responses', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const route of SERVED_ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation!.responses).map(Number).sort()).toEqual(
        Object.keys(route.responses).map(Number).sort(),
      );
    }
  });
});
