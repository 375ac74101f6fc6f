import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedStore } from '../lib/shared-store';
import { ChangeFeed } from '../lib/change-feed';
import { RetryLaterError } from '../lib/http-errors';
import { ACCOUNT_LOCK, AccountLock } from './account-lock';

describe('AccountLock', () => {
  let lock: AccountLock;
  beforeEach(() => {
    vi.useFakeTimers();
    lock = new AccountLock(
      new SharedStore(undefined, { warn: () => undefined, info: () => undefined }, new ChangeFeed()),
    );
  });
  afterEach(() => vi.useRealTimers());

  const fail = async (times: number, email = 'ana@example.com') => {
    for (let attempt = 0; attempt < times; attempt += 1) await lock.recordFailure(email);
  };

  it('locks on the 20th failure for a full 15 minutes, then lets the account in again', async () => {
    await fail(ACCOUNT_LOCK.failures - 1);
    await expect(lock.refuseIfLocked('ana@example.com')).resolves.toBeUndefined();
    vi.advanceTimersByTime(10 * 60_000);
    await fail(1);
    await expect(lock.refuseIfLocked('ANA@example.com ')).rejects.toBeInstanceOf(RetryLaterError);
    // The lock runs from the 20th failure, not from the first.
    vi.advanceTimersByTime(ACCOUNT_LOCK.lockMs - 1000);
    await expect(lock.refuseIfLocked('ana@example.com')).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 1,
    });
    vi.advanceTimersByTime(1000);
    await expect(lock.refuseIfLocked('ana@example.com')).resolves.toBeUndefined();
    await fail(1);
    await expect(lock.refuseIfLocked('ana@example.com')).resolves.toBeUndefined();
  });

  it('forgets failures older than the window and those before a sign-in that succeeded', async () => {
    await fail(ACCOUNT_LOCK.failures - 1);
    vi.advanceTimersByTime(ACCOUNT_LOCK.lockMs);
    await fail(1);
    await expect(lock.refuseIfLocked('ana@example.com')).resolves.toBeUndefined();

    await fail(ACCOUNT_LOCK.failures - 2);
    await lock.clear('ana@example.com');
    await fail(1);
    await expect(lock.refuseIfLocked('ana@example.com')).resolves.toBeUndefined();
  });

  it('counts each account on its own', async () => {
    await fail(ACCOUNT_LOCK.failures, 'ben@example.com');
    await expect(lock.refuseIfLocked('ben@example.com')).rejects.toBeInstanceOf(RetryLaterError);
    await expect(lock.refuseIfLocked('ana@example.com')).resolves.toBeUndefined();
  });
});
