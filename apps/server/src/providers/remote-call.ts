import type { FastifyBaseLogger } from 'fastify';
import {
  BrokenCircuitError,
  circuitBreaker,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { z } from 'zod';
import type { RemoteCache } from './remote-cache';

/** How long an outside service may take before we respond without it. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 5000;

export type RemoteFailure = 'timeout' | 'network' | 'status' | 'malformed' | 'circuit-open';

/** An outside service did not give a usable response; callers fall back to the built-in one. */
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

/** How a service is retried and when it is left alone. */
export interface Resilience {
  /** Tries in all for a 429, a 5xx or a network failure; the first wait doubles each time, with jitter. */
  tries: number;
  firstDelayMs: number;
  /** Failures in a row that open the circuit, and how long it then stays open before one call tests it. */
  breakerFailures: number;
  breakerOpenMs: number;
}

/** A timeout is not retried: a second five seconds is worse than the built-in response now. */
export const DEFAULT_RESILIENCE: Resilience = {
  tries: 2,
  firstDelayMs: 250,
  breakerFailures: 5,
  breakerOpenMs: 30_000,
};

export interface RemoteServiceOptions {
  /** A short name for logs, e.g. "yoga" or "youtube". */
  service: string;
  log: FastifyBaseLogger;
  timeoutMs?: number | undefined;
  resilience?: Partial<Resilience> | undefined;
  /** Successful responses are cached this long in the shared cache and served from it without a call. */
  cache?: { store: RemoteCache; ttlMs: number } | undefined;
}

export interface RemoteRequest<S extends z.ZodType> {
  /** The address without any key: it also names the response in the cache. */
  url: URL;
  /** The shape a successful response must have. */
  schema: S;
  /** Request headers besides `accept`, such as a key the service wants there; never logged. */
  headers?: Record<string, string>;
  /** Query parameters that carry a key: sent, but never logged or part of a cache key. */
  secretParams?: Record<string, string>;
  /** Statuses that are results rather than failures, e.g. 404 for "no such pose". */
  expectedStatuses?: readonly number[];
}

/** What every adapter is given to reach its service: where to log, the shared cache and the limits. */
export interface RemoteAdapterOptions {
  log: FastifyBaseLogger;
  cache: RemoteCache;
  timeoutMs?: number | undefined;
  resilience?: Partial<Resilience> | undefined;
}

/**
 * An adapter's service: its own name, how long its responses are cached (none: not cached) and its own
 * retries, which the configuration's (tests shorten the waits) override.
 */
export function remoteServiceFor(
  service: string,
  adapter: RemoteAdapterOptions,
  own: { cacheTtlMs?: number; resilience?: Partial<Resilience> } = {},
): RemoteService {
  return new RemoteService({
    service,
    log: adapter.log,
    timeoutMs: adapter.timeoutMs,
    resilience: { ...own.resilience, ...adapter.resilience },
    cache: own.cacheTtlMs ? { store: adapter.cache, ttlMs: own.cacheTtlMs } : undefined,
  });
}

export type RemoteResponse<T> = { status: 200; data: T } | { status: number; data?: undefined };

const isRetryable = (error: unknown) =>
  error instanceof RemoteServiceError &&
  (error.failure === 'network' || (error.failure === 'status' && (error.status === 429 || (error.status ?? 0) >= 500)));

/**
 * The one way to call an outside service. Each GET has a time limit and its response is checked against its
 * schema; 429s, 5xx and network failures are retried with exponential backoff and jitter; after
 * repeated failures the circuit opens and calls fail at once (so the built-in response comes without a
 * wait) until one test call gets through. With a cache, a successful response is cached in the database for
 * its time to live, shared by every instance, and served from there without a call. Every call is logged
 * with the service, path, status and duration; the query and the headers, which may hold a key, never are.
 */
export class RemoteService {
  private readonly policy: IPolicy;

  constructor(private readonly options: RemoteServiceOptions) {
    const resilience = { ...DEFAULT_RESILIENCE, ...options.resilience };
    const retries = retry(handleWhen(isRetryable), {
      maxAttempts: resilience.tries - 1,
      backoff: new ExponentialBackoff({ initialDelay: resilience.firstDelayMs, exponent: 2 }),
    });
    const breaker = circuitBreaker(
      handleWhen((error) => error instanceof RemoteServiceError),
      { halfOpenAfter: resilience.breakerOpenMs, breaker: new ConsecutiveBreaker(resilience.breakerFailures) },
    );
    breaker.onBreak(() => options.log.warn({ service: options.service }, 'outside service circuit opened'));
    breaker.onReset(() => options.log.info({ service: options.service }, 'outside service circuit closed'));
    // Each try passes the breaker, so an open circuit also stops the retries.
    this.policy = wrap(retries, breaker);
  }

  async get<S extends z.ZodType>(request: RemoteRequest<S>): Promise<RemoteResponse<z.output<S>>> {
    const { cache, service } = this.options;
    const key = `${service}:${request.url.pathname}?${sortedParams(request.url)}`;
    const cached = cache ? await cache.store.get(key, request.schema) : undefined;
    if (cached !== undefined) return { status: 200, data: cached };

    const response = await this.execute(() =>
      callOnce({ ...this.options, ...request, accept: 'application/json', read: readJson(request.schema) }),
    );
    if (cache && response.status === 200) await cache.store.set(key, response.data, cache.ttlMs);
    return response;
  }

  /**
   * A file, such as a picture, under the same time limit, retries and circuit; never cached here (its
   * caller stores what it needs). Refused, as malformed, past `maxBytes`.
   */
  getBytes(request: { url: URL; accept: string; maxBytes: number }) {
    return this.execute(() => callOnce({ ...this.options, ...request, read: readBytes(request.maxBytes) }));
  }

  private async execute<T>(call: () => Promise<RemoteResponse<T>>): Promise<RemoteResponse<T>> {
    try {
      return await this.policy.execute(call);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new RemoteServiceError(this.options.service, 'circuit-open');
      throw error;
    }
  }
}

/** The same parameters in any order name the same response. */
function sortedParams(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.sort();
  return params.toString();
}

/** What one call sends and how it reads a successful response's body (throwing `malformed` when it cannot). */
interface CallOptions<T> extends RemoteServiceOptions {
  url: URL;
  accept: string;
  headers?: Record<string, string> | undefined;
  secretParams?: Record<string, string> | undefined;
  expectedStatuses?: readonly number[] | undefined;
  read: (response: Response) => Promise<T>;
}

async function callOnce<T>(options: CallOptions<T>): Promise<RemoteResponse<T>> {
  const { service, url, log } = options;
  const started = performance.now();
  const logCall = (status: number | RemoteFailure, level: 'info' | 'warn') =>
    log[level](
      { service, route: url.pathname, status, durationMs: Math.round(performance.now() - started) },
      'outside service call',
    );

  const sent = new URL(url);
  for (const [name, value] of Object.entries(options.secretParams ?? {})) sent.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(sent, {
      headers: { ...options.headers, accept: options.accept },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS),
    });
  } catch (error) {
    const failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
    logCall(failure, 'warn');
    throw new RemoteServiceError(service, failure);
  }
  if (options.expectedStatuses?.includes(response.status)) {
    await response.body?.cancel();
    logCall(response.status, 'info');
    return { status: response.status };
  }
  if (!response.ok) {
    await response.body?.cancel();
    logCall(response.status, 'warn');
    throw new RemoteServiceError(service, 'status', response.status);
  }
  let data: T;
  try {
    data = await options.read(response);
  } catch (error) {
    const failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'malformed';
    logCall(failure, 'warn');
    throw new RemoteServiceError(service, failure, response.status);
  }
  logCall(response.status, 'info');
  return { status: 200, data };
}

/** A JSON body of the given shape. */
const readJson =
  <S extends z.ZodType>(schema: S) =>
  async (response: Response): Promise<z.output<S>> => {
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new Error('The response has not the expected shape.');
    return parsed.data;
  };

/** The body's bytes, refused past `maxBytes` without reading the rest. */
const readBytes = (maxBytes: number) => async (response: Response) => {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error('The response is larger than allowed.');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error('The response is larger than allowed.');
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), contentType: response.headers.get('content-type') ?? '' };
};

/**
 * Runs the remote call and, if the service fails, the built-in one instead, logging why. Responses the
 * service did give (such as "no such pose") stand.
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
      'outside service failed; responding from the built-in catalog',
    );
    return builtIn();
  }
}
