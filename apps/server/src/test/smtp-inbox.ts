import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives: the app sends to it exactly as it
 * would to a mail provider. With `dir`, each message is also written there as JSON, for a test in another
 * process (the browser journeys) to read.
 */
export async function startSmtpInbox(options: { dir?: string } = {}) {
  const received: ReceivedMail[] = [];
  if (options.dir) await mkdir(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ''));
          const mail = { to: to.join(', '), subject: parsed.subject ?? '', text: parsed.text ?? '' };
          received.push(mail);
          if (options.dir) {
            await writeFile(path.join(options.dir, `${Date.now()}-${received.length}.json`), JSON.stringify(mail));
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages sent to `address` so far. */
    to: (address: string) => received.filter((mail) => mail.to.split(', ').includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text. */
export function firstLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}

/** The app's mail settings for sending through this inbox. */
export function mailThrough(inbox: { url: string }) {
  return { smtpUrl: inbox.url, from: 'Thrive <no-reply@thrive.test>' };
}
