import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_COST, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  // Four scrypt runs at the ASVS cost: seconds of CPU on a busy two-core machine, so no 5 s default here.
  it('stores scrypt at the ASVS cost with a random salt and verifies only the same password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: first, password: 'correct horsE' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'correct horse' })).toBe(false);
  }, 60_000);
});
