import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '@thrive/server/test/smtp-inbox';

/** The messages the app has sent to `address`, as the local mail server wrote them to `dir`, oldest first. */
async function mailTo(dir: string, address: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as ReceivedMail),
  );
  return mails.filter((mail) => mail.to.split(', ').includes(address));
}

/** Waits for the `count`th message to `address` in the mail directory `dir` and returns it. */
export async function waitForMail(dir: string, address: string, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(async () => (await mailTo(dir, address)).length, { message: `mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return (await mailTo(dir, address))[count - 1]!;
}
