import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/database';
import { findPlan, type PlanKey } from './meal-plans.repository';

type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

/** Plans kept in memory: about 5 KB each. */
const CACHED_PLANS = 2000;

const cacheKey = ({ userId, date, type }: PlanKey) => `${userId}/${date}/${type}`;

/**
 * Reads of saved plans. On the embedded database this process is the only writer, so a plan it has read
 * stays true until it writes that plan itself: reads come from memory until then, which spares a query
 * that took more than half of a read's time. On PostgreSQL other instances write too, and every read
 * goes to the database.
 */
export class PlanReads {
  readonly #plans = new LRUCache<string, PlanRow>({ max: CACHED_PLANS });
  /** Writes finished so far: a read that overlapped one may have seen either side of it, so it is not kept. */
  #writes = 0;

  constructor(private readonly database: DatabaseHandle) {}

  async find(key: PlanKey): Promise<PlanRow | undefined> {
    const cached = this.#plans.get(cacheKey(key));
    if (cached) return cached;
    const writesBefore = this.#writes;
    const row = await findPlan(key, this.database.db);
    if (row && this.database.kind === 'pglite' && writesBefore === this.#writes) this.#plans.set(cacheKey(key), row);
    return row;
  }

  /** Runs a change to one plan; once it has ended, committed or not, that plan is read from the database again. */
  async change<T>(key: PlanKey, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      this.#writes += 1;
      this.#plans.delete(cacheKey(key));
    }
  }
}
