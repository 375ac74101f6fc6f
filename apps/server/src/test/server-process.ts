import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_HASH_COST } from '../auth/password-hashing';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** What a test's server runs with besides its own settings: password hashes at the lowest cost. */
export const TEST_SERVER_ENV = { NODE_ENV: 'test', PASSWORD_HASH_COST: String(PASSWORD_HASH_COST.lowest) } as const;

/** How to run the server: from its TypeScript sources, or the bundle that `npm start` builds. */
export type ServerEntry = 'source' | 'bundle';

const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', 'src/server.ts'],
  bundle: ['--enable-source-maps', 'dist/server.js'],
};

/** Runs the server as its own process. */
export function spawnServer(env: Record<string, string>, entry: ServerEntry = 'source'): ServerProcess {
  const child = spawn(process.execPath, ENTRY_ARGS[entry], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { url: `http://127.0.0.1:${env.PORT ?? 5000}`, child, output: () => output, exited };
}

/** Starts a server and waits until /api/health responds. */
export async function startServer(
  env: Record<string, string>,
  entry: ServerEntry = 'source',
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const server = spawnServer(env, entry);
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
