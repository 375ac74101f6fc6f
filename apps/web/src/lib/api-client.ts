import type { z } from 'zod';
import { ApiErrorSchema } from '@thrive/contract';
import { ApiRequestError } from './api-error';

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Every response is parsed with its contract schema before the UI sees it. */
  schema: S;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  return (await apiResponse(path, options)).data;
}

/** The same call, keeping the response headers for a caller that reads one (e.g. a version). */
export async function apiResponse<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<{ data: z.output<S>; headers: Headers }> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    const timedOut = timeout.aborted;
    throw new ApiRequestError(
      timedOut ? 'The server took too long to answer.' : 'Cannot reach the server.',
      0,
      timedOut ? 'timeout' : 'network',
    );
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiRequestError(message, response.status, code, fields);
    }
    throw new ApiRequestError(`Request failed with status ${response.status}.`, response.status, 'http');
  }
  return { data: options.schema.parse(payload), headers: response.headers };
}
