import { and, eq, gt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { remoteCache } from '../db/schema';

/**
 * Responses of outside services, cached in the database for a time, so every instance shares them and a
 * service with a small daily quota (YouTube allows about 100 searches) is called as little as possible.
 */
export class RemoteCache {
  constructor(private readonly db: Database) {}

  /** The cached value, if it has not expired and still has the expected shape. */
  async get<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S> | undefined> {
    const [row] = await this.db
      .select({ value: remoteCache.value })
      .from(remoteCache)
      .where(and(eq(remoteCache.key, key), gt(remoteCache.expiresAt, new Date())));
    if (!row) return undefined;
    const parsed = schema.safeParse(row.value);
    return parsed.success ? parsed.data : undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    const expiresAt = new Date(Date.now() + ttlMs);
    await this.db
      .insert(remoteCache)
      .values({ key, value, expiresAt })
      .onConflictDoUpdate({ target: remoteCache.key, set: { value, expiresAt } });
    // Expired responses are never read again; clearing them on each write keeps the table small.
    await this.db.delete(remoteCache).where(lte(remoteCache.expiresAt, new Date()));
  }

  /** The cached value, or a fresh one from `load`, which is then cached for `ttlMs`. */
  async through<S extends z.ZodType>(key: string, schema: S, ttlMs: number, load: () => Promise<z.output<S>>) {
    const cached = await this.get(key, schema);
    if (cached !== undefined) return cached;
    const fresh = await load();
    await this.set(key, fresh, ttlMs);
    return fresh;
  }
}
