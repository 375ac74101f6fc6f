import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, defineRoute, routeUrl } from './index';

describe('routeUrl', () => {
  it('fills in and encodes path parameters', () => {
    expect(routeUrl({ path: '/api/workouts/:id/sets/:n' }, { params: { id: 'a b/c', n: 2 } })).toBe(
      '/api/workouts/a%20b%2Fc/sets/2',
    );
  });

  it('appends the query, leaving out empty values and joining lists with commas', () => {
    const query = { q: 'tofu & rice', number: 5, offset: undefined, diet: '', intolerances: ['egg', 'soy'] };
    expect(routeUrl({ path: '/api/recipes/complexSearch' }, { query })).toBe(
      '/api/recipes/complexSearch?q=tofu%20%26%20rice&number=5&intolerances=egg%2Csoy',
    );
  });

  it('refuses a path parameter that is missing', () => {
    expect(() => routeUrl({ path: '/api/workouts/:id' }, { params: {} })).toThrow(/needs the path parameter id/);
  });
});

describe('defineRoute', () => {
  it('adds the errors an endpoint’s shape implies to those it names', () => {
    const route = defineRoute({
      method: 'PUT',
      path: '/api/things/:id',
      tag: 'things',
      summary: 'Replace a thing',
      access: 'signed-in',
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string() }),
      responses: { 200: z.object({ name: z.string() }) },
      errors: [404, 409],
    });
    expect(Object.keys(route.responses).map(Number)).toEqual([200, 400, 401, 404, 409, 413]);
    expect(route.successStatus).toBe(200);
  });

  it('declares each method and path once', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
