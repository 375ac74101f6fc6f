import type { z } from 'zod';
import type { RemoteCache } from './remote-cache';
import { RemoteServiceError } from './remote-call';

/** How long an instance caches a list it read before reading the shared cache again. */
const MEMORY_TTL_MS = 10 * 60 * 1000;

interface RemoteListOptions<S extends z.ZodType<unknown[]>, T> {
  cache: RemoteCache;
  /** The cache key, shared by every instance. */
  key: string;
  /** The shape the raw list is cached in. */
  schema: S;
  ttlMs: number;
  /** Reads the whole list from the service. */
  fetch: () => Promise<z.output<S>>;
  /** Turns the cached list into ours. */
  map: (raw: z.output<S>) => readonly T[];
  /** For logs: which service responded with nothing. */
  service: string;
}

/**
 * A whole list read from an outside service: cached for `ttlMs` in the shared cache and ten minutes in this
 * instance (as the same object, so indexes built on it are reused), read once however many requests want it
 * at the same moment. An empty response counts as a failure, so the built-in list stands in rather than
 * nothing being cached for a day.
 */
export class RemoteList<S extends z.ZodType<unknown[]>, T> {
  private memory: { list: readonly T[]; until: number } | undefined;
  private loading: Promise<readonly T[]> | undefined;

  constructor(private readonly options: RemoteListOptions<S, T>) {}

  get(): Promise<readonly T[]> {
    if (this.memory && this.memory.until > Date.now()) return Promise.resolve(this.memory.list);
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<readonly T[]> {
    const { cache, key, schema, ttlMs, service } = this.options;
    const raw = await cache.through(key, schema, ttlMs, async () => {
      const fresh = await this.options.fetch();
      if (fresh.length === 0) throw new RemoteServiceError(service, 'malformed');
      return fresh;
    });
    const list = this.options.map(raw);
    this.memory = { list, until: Date.now() + MEMORY_TTL_MS };
    return list;
  }
}
