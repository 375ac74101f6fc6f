import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer, type ServerProcess } from '@thrive/server/test/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ServerProcess | undefined;

/** Starts the built server on a free port with an empty embedded database, once for all journeys. */
export async function setup(project: TestProject) {
  const bundle = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');
  const webApp = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(bundle) || !existsSync(webApp)) {
    throw new Error('Build first: the browser journeys run against `npm run build` output.');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'thrive-e2e-'));
  server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }, 'bundle');
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
