/** One class per kind of failure, so callers can `instanceof` what they handle. */

export interface ErrorDetail {
  param?: string;
  code?: string;
  message?: string;
}

/** The base of every error this library throws. */
export class MailwrightError extends Error {
  override name = 'MailwrightError';
}

interface Envelope {
  type?: string;
  code?: string;
  message?: string;
  param?: string;
  details?: ErrorDetail[];
}

/** The service answered with an error status. Carries the error envelope's fields. */
export class APIError extends MailwrightError {
  override name = 'APIError';
  readonly status: number;
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly details: ErrorDetail[];
  /** The service's request id: quote it when asking for help. */
  readonly requestId: string | undefined;
  readonly headers: Headers;

  constructor(status: number, error: Envelope, requestId: string | undefined, headers: Headers) {
    super(error.message ?? `HTTP ${status}`);
    this.status = status;
    this.type = error.type;
    this.code = error.code;
    this.param = error.param;
    this.details = error.details ?? [];
    this.requestId = requestId;
    this.headers = headers;
  }
}

/** 400, 409, 413, 415, 422 and other 4xx: the request must change before it can succeed. */
export class InvalidRequestError extends APIError {
  override name = 'InvalidRequestError';
}

/** 404: no such template or route. */
export class NotFoundError extends InvalidRequestError {
  override name = 'NotFoundError';
}

/** 401: the key is missing, malformed, unknown or revoked. */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}

/** 403: the key may not do this. */
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}

/** 402: the account's credits cannot cover the operation. */
export class InsufficientCreditsError extends APIError {
  override name = 'InsufficientCreditsError';
}

/** 429: the plan's rate limit is exhausted. */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
  /** Seconds to wait before trying again (`Retry-After`), when the service said. */
  readonly retryAfter: number | undefined;

  constructor(status: number, error: Envelope, requestId: string | undefined, headers: Headers) {
    super(status, error, requestId, headers);
    this.retryAfter = retryAfterSeconds(headers);
  }
}

/** No HTTP answer: the connection was refused, reset or never made. */
export class APIConnectionError extends MailwrightError {
  override name = 'APIConnectionError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer within the timeout. */
export class APITimeoutError extends APIConnectionError {
  override name = 'APITimeoutError';
}

/** `Retry-After` in seconds (a number or an HTTP date), or undefined. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** The error for an error status, from the envelope when the body is one. */
export function errorFromResponse(status: number, body: unknown, headers: Headers): APIError {
  const envelope = (body ?? {}) as { error?: Envelope; request_id?: string };
  const error: Envelope =
    envelope.error && typeof envelope.error === 'object'
      ? envelope.error
      : { message: `HTTP ${status} with no error envelope` };
  const requestId = envelope.request_id ?? headers.get('x-request-id') ?? undefined;
  const Kind =
    status === 401
      ? AuthenticationError
      : status === 402
        ? InsufficientCreditsError
        : status === 403
          ? PermissionDeniedError
          : status === 404
            ? NotFoundError
            : status === 429
              ? RateLimitError
              : status >= 400 && status < 500
                ? InvalidRequestError
                : APIError;
  return new Kind(status, error, requestId, headers);
}
