import { ApiRequestError } from '../api-error';

/** The plan calls give up after 5 s (docs/product.md, "Plan messages"). */
export const PLAN_FETCH_TIMEOUT_MS = 5000;

/**
 * A failed fetch is retried up to 3 times. A response such as 400, 401 or 404 will not
 * change on a retry; a lost connection, a timeout, a throttle or a server fault may.
 */
export function shouldRetryPlanFetch(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export const PLAN_RETRY_DELAY_MS = 2000;
