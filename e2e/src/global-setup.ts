import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer, TEST_SERVER_ENV, type ServerProcess } from '@thrive/server/test/server-process';
import { startFakeService } from '@thrive/server/test/fake-service';
import { startSmtpInbox } from '@thrive/server/test/smtp-inbox';
import { MOCK_IDENTITIES, startOAuthMock } from './oauth-mock';
import { youtubeSearchAnswer } from './fake-youtube';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mock Google and Facebook live, so a journey can hold their pages. */
    oauthIssuers: { google: string; facebook: string };
    /** Where the local mail server writes what the app sends (see e2e/src/mail.ts). */
    mailDir: string;
  }
}

let server: ServerProcess | undefined;
const stops: (() => Promise<void>)[] = [];

/**
 * Starts the built server on a free port with an empty embedded database, once for all journeys, with
 * Google and Facebook sign-in pointed at local mock OpenID providers (started first: the server reads
 * their discovery documents at start-up), YouTube's search at a local fake that knows one tutorial, and
 * email at a local SMTP server.
 */
export async function setup(project: TestProject) {
  const bundle = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');
  const webApp = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(bundle) || !existsSync(webApp)) {
    throw new Error('Build first: the browser journeys run against `npm run build` output.');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-'));
  const google = await startOAuthMock(MOCK_IDENTITIES.google, await freePort());
  const facebook = await startOAuthMock(MOCK_IDENTITIES.facebook, await freePort());
  const youtube = await startFakeService(youtubeSearchAnswer);
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-mail-'));
  const inbox = await startSmtpInbox({ dir: mailDir });
  stops.push(google.stop, facebook.stop, youtube.stop, inbox.stop);
  server = await startServer(
    {
      ...TEST_SERVER_ENV,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      GOOGLE_CLIENT_ID: 'thrive-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      FACEBOOK_CLIENT_ID: 'thrive-facebook',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      FACEBOOK_DISCOVERY_URL: facebook.discoveryUrl,
      YOUTUBE_API_KEY: 'e2e-youtube-key',
      YOUTUBE_API_URL: `${youtube.origin}/youtube/v3`,
      SMTP_URL: inbox.url,
    },
    'bundle',
  );
  project.provide('baseUrl', server.url);
  project.provide('oauthIssuers', { google: google.issuer, facebook: facebook.issuer });
  project.provide('mailDir', mailDir);
}

export async function teardown() {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await Promise.all(stops.map((stop) => stop()));
}
