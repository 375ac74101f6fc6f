import { expect } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';

type Get = (url: string) => Promise<Response>;

/** Each address is refused with a 400 whose `error.fields` names the field given beside it. */
export async function expectFieldRefusals(get: Get, cases: readonly (readonly [url: string, field: string])[]) {
  for (const [url, field] of cases) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(400);
    expect(Object.keys(response.json().error.fields), url).toContain(field);
  }
}

/** A 400 whose `error.fields` names `field`. */
export function expectFieldRefused(response: Response, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fields).toHaveProperty(field);
}

/** The API's 404: nothing there. */
export function expectNotFound(response: Response) {
  expect(response.statusCode).toBe(404);
  expect(response.json().error.code).toBe('not_found');
}

/** A muscle map at the drawing's current version (cached for good) with `primary` marked as worked most. */
export function expectCurrentMuscleMap(map: Response, primary: string) {
  expect(map.statusCode).toBe(200);
  expect(map.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(map.headers['cache-control']).toContain('immutable');
  expect(map.body).toContain(`data-muscle="${primary}" data-state="primary"`);
}
