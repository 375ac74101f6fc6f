import { ApiRequestError } from '../api-error';

/** Spec §9: the plan calls give up after 5 s. */
export const PLAN_FETCH_TIMEOUT_MS = 5000;

/**
 * Spec §4/§9: a failed fetch is tried again up to 3 times. An answer such as 400, 401 or 404 will not
 * change on a retry; a lost connection, a timeout, a throttle or a server fault may.
 */
export function shouldRetryPlanFetch(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export const PLAN_RETRY_DELAY_MS = 2000;
