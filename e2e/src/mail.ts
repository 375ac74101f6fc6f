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

/** Waits for the first message to `address` with this subject in the mail directory `dir` and returns it. */
export async function waitForMail(dir: string, address: string, subject: string): Promise<ReceivedMail> {
  const find = async () => (await mailTo(dir, address)).find((mail) => mail.subject === subject);
  await expect.poll(find, { message: `“${subject}” to ${address}` }).toBeDefined();
  return (await find())!;
}
