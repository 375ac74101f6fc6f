import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { usePglite } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one PGlite once and saves it as a tarball; every API test file starts from a copy,
 * which is much faster than creating and migrating a database per file.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'thrive-pglite-template-'));
  const client = await PGlite.create();
  await usePglite(client);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const file = path.join(dir, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
