import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { GeneratePlanQuery, GeneratedPlan, PlanDay, SwapMealBody } from '@thrive/contract';
import { BadRequestError, BusyError } from '../../lib/http-errors';
import type { PlannerPool } from '../../providers/recipes/recipe-provider';

export type PlanTask =
  | { kind: 'generate'; query: GeneratePlanQuery & { seed: number }; pool: PlannerPool }
  | { kind: 'swap'; body: SwapMealBody; pool: PlannerPool };

export type PlanOutcome =
  { ok: true; value: GeneratedPlan | PlanDay } | { ok: false; message: string; fields: Record<string, string> };

export interface PlanWorkerLimits {
  /** Threads that solve at once; by default all cores but one, which stays with the event loop. */
  threads?: number;
  /** Tasks that may wait for a thread; one more is refused with 503. */
  maxQueue?: number;
}

export const PLANNER_BUSY_MESSAGE = 'The meal planner is busy. Please try again in a moment.';
/** A week takes tens of milliseconds; a full queue drains in seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The worker module: the bundle's sibling file in production, the TypeScript source when the server runs from it. */
function workerFilename() {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './plan-worker-from-source.mjs' : './plan-worker.js', import.meta.url).href;
}

/**
 * Plan generation on a pool of worker threads with a bounded queue (a week is tens of milliseconds of
 * pure arithmetic: on the event loop, a few clients planning weeks would slow every other request).
 */
export class PlanWorkers {
  readonly #pool: Piscina<PlanTask, PlanOutcome>;
  readonly #maxQueue: number;

  constructor(limits: PlanWorkerLimits = {}) {
    const threads = limits.threads ?? Math.max(1, availableParallelism() - 1);
    this.#maxQueue = limits.maxQueue ?? 32 * threads;
    this.#pool = new Piscina({
      filename: workerFilename(),
      // Threads start with the first plan (an instance that never plans pays nothing) and then stay up:
      // starting a thread and compiling the planner again would cost every first plan after a quiet spell.
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: this.#maxQueue,
    });
  }

  generate(query: GeneratePlanQuery & { seed: number }, pool: PlannerPool): Promise<GeneratedPlan> {
    return this.#run({ kind: 'generate', query, pool }) as Promise<GeneratedPlan>;
  }

  swap(body: SwapMealBody, pool: PlannerPool): Promise<PlanDay> {
    return this.#run({ kind: 'swap', body, pool }) as Promise<PlanDay>;
  }

  close(): Promise<void> {
    return this.#pool.close({ force: true });
  }

  async #run(task: PlanTask) {
    if (this.#pool.queueSize >= this.#maxQueue) throw new BusyError(PLANNER_BUSY_MESSAGE, RETRY_AFTER_SECONDS);
    const outcome = await this.#pool.run(task);
    if (!outcome.ok) throw new BadRequestError(outcome.message, outcome.fields);
    return outcome.value;
  }
}
