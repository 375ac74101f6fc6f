import type { FastifyBaseLogger } from 'fastify';
import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';
import type { z } from 'zod';

/** How long an outside service may take before we answer without it. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 5000;

export type RemoteFailure = 'timeout' | 'network' | 'status' | 'malformed';

/** An outside service did not give a usable answer; callers fall back to the built-in one. */
export class RemoteServiceError extends Error {
  constructor(
    readonly service: string,
    readonly failure: RemoteFailure,
    readonly status?: number,
  ) {
    super(`${service}: ${failure}${status ? ` (${status})` : ''}`);
    this.name = 'RemoteServiceError';
  }
}

export interface RemoteCallOptions<S extends z.ZodType> {
  /** A short name for logs, e.g. "yoga" or "youtube". */
  service: string;
  url: URL;
  /** Request headers besides `accept`, such as a key the service wants there; never logged. */
  headers?: Record<string, string>;
  /** The shape a successful answer must have. */
  schema: S;
  log: FastifyBaseLogger;
  timeoutMs?: number | undefined;
  /** Statuses that are answers rather than failures, e.g. 404 for "no such pose". */
  answerStatuses?: readonly number[];
  /** Statuses worth asking again after a wait that doubles each time, and how many tries in all. */
  retry?: { statuses: readonly number[]; tries: number; firstDelayMs: number } | undefined;
}

export type RemoteAnswer<T> = { status: 200; data: T } | { status: number; data?: undefined };

/**
 * The one way to call an outside service: a GET with a time limit whose answer is checked against its
 * schema. Each call is logged with the service, path, status and duration; the query and the headers,
 * which may hold a key, never are.
 */
export async function remoteCall<S extends z.ZodType>(
  options: RemoteCallOptions<S>,
): Promise<RemoteAnswer<z.output<S>>> {
  if (!options.retry) return callOnce(options);
  const { statuses, tries, firstDelayMs } = options.retry;
  const policy = retry(
    handleWhen((error) => error instanceof RemoteServiceError && statuses.includes(error.status ?? 0)),
    { maxAttempts: tries - 1, backoff: new ExponentialBackoff({ initialDelay: firstDelayMs, exponent: 2 }) },
  );
  return policy.execute(() => callOnce(options));
}

async function callOnce<S extends z.ZodType>(options: RemoteCallOptions<S>): Promise<RemoteAnswer<z.output<S>>> {
  const { service, url, log } = options;
  const started = performance.now();
  const logCall = (status: number | RemoteFailure, level: 'info' | 'warn') =>
    log[level](
      { service, route: url.pathname, status, durationMs: Math.round(performance.now() - started) },
      'outside service call',
    );

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...options.headers, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS),
    });
  } catch (error) {
    const failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
    logCall(failure, 'warn');
    throw new RemoteServiceError(service, failure);
  }
  if (options.answerStatuses?.includes(response.status)) {
    await response.body?.cancel();
    logCall(response.status, 'info');
    return { status: response.status };
  }
  if (!response.ok) {
    await response.body?.cancel();
    logCall(response.status, 'warn');
    throw new RemoteServiceError(service, 'status', response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'malformed';
    logCall(failure, 'warn');
    throw new RemoteServiceError(service, failure, response.status);
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    logCall('malformed', 'warn');
    throw new RemoteServiceError(service, 'malformed', response.status);
  }
  logCall(response.status, 'info');
  return { status: 200, data: parsed.data };
}

/**
 * Runs the remote call and, if the service fails, the built-in one instead, logging why. Answers the
 * service did give (such as "no such pose") are kept.
 */
export async function withFallback<T>(
  log: FastifyBaseLogger,
  remote: () => Promise<T>,
  builtIn: () => Promise<T>,
): Promise<T> {
  try {
    return await remote();
  } catch (error) {
    if (!(error instanceof RemoteServiceError)) throw error;
    log.warn(
      { service: error.service, failure: error.failure, status: error.status },
      'outside service failed; answering from the built-in catalog',
    );
    return builtIn();
  }
}
