/**
 * A failed call: `status` is the HTTP status, or 0 when the server could not be reached. It lives apart from
 * the request code and its schemas, so that the first page load (the session's retry rule) does not
 * carry them.
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Client errors (4xx) are real responses, not hiccups: only network failures and 5xx are worth retrying. */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
}
