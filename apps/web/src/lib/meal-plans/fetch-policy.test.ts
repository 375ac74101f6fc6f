import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api-error';
import { shouldRetryPlanFetch } from './fetch-policy';

const failure = (status: number, message = 'Database is down.', code = 'http') =>
  new ApiRequestError(message, status, code);

describe('retrying a failed plan fetch', () => {
  it('tries again 3 times after a lost connection or a server fault', () => {
    for (const error of [failure(0, 'x', 'network'), failure(0, 'x', 'timeout'), failure(503), failure(429)]) {
      expect([0, 1, 2, 3].map((count) => shouldRetryPlanFetch(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('does not retry responses that a retry cannot change', () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetryPlanFetch(0, failure(status))).toBe(false);
    expect(shouldRetryPlanFetch(0, new Error('schema'))).toBe(false);
  });
});
