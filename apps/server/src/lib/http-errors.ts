/** What a 500 says: nothing of what went wrong inside. */
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/** Thrown by features and turned into the API's error shape by the one error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'bad_request', message, fields);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in first.') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'This is not yours.') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, 'service_unavailable', message);
  }
}

/** Refused for now: the client may retry after `retryAfterSeconds`, sent as Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code, message);
  }
}

/** Too much work already waiting for a CPU-bound resource (solvers, password hashing). */
export class BusyError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, 'busy', message, retryAfterSeconds);
  }
}
