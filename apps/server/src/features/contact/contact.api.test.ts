import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { App } from '../../app';
import { contactMessages } from '../../db/schema';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { createTestApp } from '../../test/test-app';

describe('POST /api/contact/messages', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function storedCount(): Promise<number> {
    const [row] = await app.database.db.select({ value: count() }).from(contactMessages);
    return row?.value ?? 0;
  }

  function send(payload: object, remoteAddress = '127.0.0.1') {
    return app.inject({ method: 'POST', url: '/api/contact/messages', payload, remoteAddress });
  }

  it('stores a valid message and confirms it', async () => {
    const response = await send({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Could you add more vegan breakfasts?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Thank you!/);
    const [row] = await app.database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Could you add more vegan breakfasts?',
    });
  });

  it('names every bad field in a 400 and stores nothing', async () => {
    const before = await storedCount();
    const response = await send({ name: ' ', email: 'nope', message: 'short' }, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'message', 'name']);
    expect(await storedCount()).toBe(before);
  });

  it('limits each client with a 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.contactMessage.max; attempt++) {
      const response = await send(
        { name: 'Bo', email: 'bo@example.com', message: `Message number ${attempt}` },
        '10.0.0.3',
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, RATE_LIMITS.contactMessage.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
