import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, ping } from './database';
import { createEmptyPostgresDatabase } from '../test/postgres-database';
import { testDatabaseKind } from '../test/test-database';

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL connections', () => {
  it('outlives connections PostgreSQL ends itself, and responds on new ones', async () => {
    const { url, drop } = await createEmptyPostgresDatabase();
    const handle = await openPostgres(url);
    try {
      await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      // The pool's idle connections hear of it; one that no longer responds is replaced.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(ping(handle.db)).resolves.toBeUndefined();
    } finally {
      await handle.close();
      await drop();
    }
  });
});
