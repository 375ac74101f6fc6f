import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import { BusyError } from '../lib/http-errors';

/**
 * scrypt's cost as a power of two: 2^17 is what OWASP ASVS 5.0 asks for (128 MiB and ~0.4 s per hash
 * here). Only tests go lower (PASSWORD_HASH_COST), to sign many users up quickly.
 */
export const PASSWORD_HASH_COST = { production: 17, lowest: 10 } as const;

/** scrypt's parameters for a cost: N = 2^cost, r = 8, p = 1. */
export const scryptCost = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 });

/**
 * Node's native scrypt runs on the libuv pool, so a hash never blocks the event loop. The parameters are
 * stored with each hash, so raising them later still verifies the passwords hashed before.
 */
export const SCRYPT_COST = scryptCost(PASSWORD_HASH_COST.production);
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes plus a little.
  const options: ScryptOptions = { ...cost, maxmem: 129 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string, cost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface PasswordWorkOptions {
  /** Requests that hash at once; by default one per core. */
  concurrent?: number;
  /** Requests that may wait for a turn; one more is refused with 503. */
  queue?: number;
  /** scrypt's cost for new hashes (PASSWORD_HASH_COST); by default the production one. */
  cost?: number;
}

export const PASSWORD_BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';
/** A full queue of hashes drains in a few seconds. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Requests that hash or check a password take turns: each hash holds a libuv thread and 128 MiB for ~0.4 s,
 * and a burst of them used to leave no thread for reading files. Past the queue's bound, 503 + Retry-After.
 */
export class PasswordWork {
  readonly #bulkhead;
  readonly #cost;

  constructor(options: PasswordWorkOptions = {}) {
    this.#bulkhead = bulkhead(options.concurrent ?? availableParallelism(), options.queue ?? 64);
    this.#cost = scryptCost(options.cost ?? PASSWORD_HASH_COST.production);
  }

  /** How many hashes this process has made: what a test of equal work counts. */
  hashes = 0;

  /** A new password's hash at the configured cost (within `run` where requests must take turns). */
  hash(password: string): Promise<string> {
    this.hashes += 1;
    return hashPassword(password, this.#cost);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.#bulkhead.execute(work);
    } catch (error) {
      if (error instanceof BulkheadRejectedError) throw new BusyError(PASSWORD_BUSY_MESSAGE, RETRY_AFTER_SECONDS);
      throw error;
    }
  }
}
