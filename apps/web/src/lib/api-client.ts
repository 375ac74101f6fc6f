import type { z } from 'zod';
import { ApiErrorSchema, routeUrl, type ApiRoute, type RouteInput, type SuccessSchema } from '@thrive/contract';
import { ApiRequestError } from './api-error';

interface CallOptions {
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** What a route responds with on success, as its schema parses it. */
export type ApiResult<R extends ApiRoute> = z.output<SuccessSchema<R>>;

/**
 * Calls an endpoint of the route table (`getProfileRoute` and the others in @thrive/contract): the path,
 * method and body come from the table, and the response is parsed with the route's schema before the UI sees it.
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<ApiResult<R>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const { body } = input as { body?: unknown };
  let response: Response;
  try {
    response = await fetch(routeUrl(route, input), {
      method: route.method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
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
  const schema = route.responses[route.successStatus] as z.ZodType;
  return schema.parse(payload) as ApiResult<R>;
}
