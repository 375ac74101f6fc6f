import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { ReceivedMail } from '@thrive/server/test/smtp-inbox';

/** The messages the app has sent to `address`, as the local mail server received them, oldest first. */
async function mailTo(address: string): Promise<ReceivedMail[]> {
  const dir = inject('mailDir');
  const files = (await readdir(dir).catch(() => [])).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as ReceivedMail),
  );
  return mails.filter((mail) => mail.to.split(', ').includes(address));
}

/** Waits for the `count`th message to `address` and returns it. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect.poll(async () => (await mailTo(address)).length).toBeGreaterThanOrEqual(count);
  return (await mailTo(address))[count - 1]!;
}
