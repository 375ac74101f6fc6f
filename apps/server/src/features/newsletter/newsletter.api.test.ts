import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { App } from '../../app';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { RATE_LIMITS } from '../../plugins/rate-limit';

describe('POST /api/contact (newsletter)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function subscriberCount(): Promise<number> {
    const [row] = await app.database.db.select({ value: count() }).from(newsletterSubscribers);
    return row?.value ?? 0;
  }

  function subscribe(payload: unknown) {
    return app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
  }

  it('stores a new subscriber and responds with the newsletter’s success message', async () => {
    const response = await subscribe({ email: 'ana@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    expect(await subscriberCount()).toBe(1);
  });

  it('accepts the same address in another letter case without a second row', async () => {
    const response = await subscribe({ email: 'ANA@Example.COM' });
    expect(response.statusCode).toBe(200);
    expect(await subscriberCount()).toBe(1);
  });

  it('refuses an invalid email with a 400 naming the field, storing nothing', async () => {
    const before = await subscriberCount();
    const response = await subscribe({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('email');
    expect(await subscriberCount()).toBe(before);
  });

  it('refuses a missing email with a 400 naming the field', async () => {
    const response = await subscribe({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('email');
  });

  it('refuses a body that is not JSON with a 400, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('limits each client, responding 429 with Retry-After and storing nothing more', async () => {
    const before = await subscriberCount();
    let limited;
    for (let attempt = 0; attempt <= RATE_LIMITS.newsletter.max; attempt++) {
      const response = await subscribe({ email: `reader${attempt}@example.com` });
      if (response.statusCode === 429) {
        limited = response;
        break;
      }
    }
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Too many requests. Please try again later.' },
    });
    const after = await subscriberCount();
    expect(after - before).toBeLessThan(RATE_LIMITS.newsletter.max);
    // Another client is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.1.2.3',
      payload: { email: 'other@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });
});
