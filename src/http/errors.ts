/**
 * The one error envelope. Anything thrown as an ApiError becomes
 * `{success: false, error: {type, code, message, param?, details?}, request_id}`;
 * anything else is a bug and becomes a 500 that reveals nothing.
 */

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'billing_error'
  | 'rate_limit_error'
  | 'api_error';

export interface ErrorDetail {
  param?: string;
  code: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly extra: {
      param?: string;
      details?: ErrorDetail[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(requestId: string) {
    const { param, details } = this.extra;
    return {
      success: false as const,
      error: {
        type: this.type,
        code: this.code,
        message: this.message,
        ...(param !== undefined && { param }),
        ...(details !== undefined && details.length > 0 && { details }),
      },
      request_id: requestId,
    };
  }
}

/** "1 second", "30 seconds". */
export function seconds(n: number): string {
  return `${n} second${n === 1 ? '' : 's'}`;
}

export const errors = {
  invalidParameter: (param: string, message: string) =>
    new ApiError(400, 'invalid_request_error', 'invalid_parameter', message, {
      param,
      details: [{ param, code: 'invalid_parameter', message }],
    }),
  invalidJson: (why: string) =>
    new ApiError(
      400,
      'invalid_request_error',
      'invalid_json',
      `The body is not valid JSON: ${why}`,
    ),
  invalidRequest: (details: ErrorDetail[]) => {
    const first = details[0];
    const message =
      details.length > 1
        ? `${first?.message.replace(/\.$/, '')} (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''}, listed in details).`
        : (first?.message ?? 'The request is invalid.');
    return new ApiError(400, 'invalid_request_error', first?.code ?? 'invalid_parameter', message, {
      param: first?.param,
      details,
    });
  },
  bodyTooLarge: (limit: number) =>
    new ApiError(
      413,
      'invalid_request_error',
      'body_too_large',
      `The body is larger than the limit of ${limit} bytes.`,
    ),
  invalidContentEncoding: (encoding: string) =>
    new ApiError(
      400,
      'invalid_request_error',
      'invalid_content_encoding',
      `The body is marked "Content-Encoding: ${encoding.slice(0, 40)}" but does not decode as that; send it compressed that way, or without the header.`,
    ),
  unsupportedMediaType: () =>
    new ApiError(
      415,
      'invalid_request_error',
      'unsupported_media_type',
      'Send the body as JSON with "Content-Type: application/json" (UTF-8).',
    ),
  routeNotFound: (method: string, path: string) =>
    new ApiError(404, 'invalid_request_error', 'route_not_found', `No route ${method} ${path}.`),
  methodNotAllowed: (method: string, path: string, allow: string[]) =>
    new ApiError(
      405,
      'invalid_request_error',
      'method_not_allowed',
      `${path} does not accept ${method}; it accepts ${allow.join(', ')}.`,
      { headers: { Allow: allow.join(', ') } },
    ),
  templateNotFound: (id: string) =>
    new ApiError(
      404,
      'invalid_request_error',
      'template_not_found',
      `No template with id "${id}".`,
      {
        param: 'template_id',
      },
    ),
  missingTemplateVariables: (templateId: string, names: string[]) =>
    errors.invalidRequest(
      names.map((name) => ({
        param: `variables.${name}`,
        code: 'missing_parameter',
        message: `variables.${name} is required by template "${templateId}".`,
      })),
    ),
  unauthorized: () =>
    new ApiError(
      401,
      'authentication_error',
      'invalid_api_key',
      'Missing or invalid API key. Send it as "Authorization: Bearer <API_KEY>".',
      { headers: { 'WWW-Authenticate': 'Bearer realm="mailwright"' } },
    ),
  metricsUnauthorized: () =>
    new ApiError(
      401,
      'authentication_error',
      'invalid_metrics_token',
      'Missing or wrong metrics token. Send METRICS_TOKEN as "Authorization: Bearer <token>".',
      { headers: { 'WWW-Authenticate': 'Bearer realm="mailwright-metrics"' } },
    ),
  insufficientCredits: (needed: number, available: number) =>
    new ApiError(
      402,
      'billing_error',
      'insufficient_credits',
      `This request needs up to ${needed} credits and the account has ${available}; nothing was charged. An administrator can add credits (top-up).`,
    ),
  rateLimited: (limit: number, retryAfterSeconds: number) =>
    new ApiError(
      429,
      'rate_limit_error',
      'rate_limit_exceeded',
      `The plan's limit of ${limit} requests is used up; retry in ${seconds(retryAfterSeconds)}.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  idempotencyRequestInProgress: () =>
    new ApiError(
      409,
      'invalid_request_error',
      'idempotency_request_in_progress',
      'A request with this Idempotency-Key is still in progress. Retry shortly to get its response.',
      { headers: { 'Retry-After': '1' } },
    ),
  idempotencyKeyReused: () =>
    new ApiError(
      422,
      'invalid_request_error',
      'idempotency_key_reused',
      'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
    ),
  internal: () =>
    new ApiError(
      500,
      'api_error',
      'internal_error',
      'Something went wrong on our side. Quote the request id if you report it.',
    ),
  unavailable: (what: string) =>
    new ApiError(
      503,
      'api_error',
      'service_unavailable',
      `The service cannot reach its ${what} right now; nothing was charged. Try again shortly.`,
      { headers: { 'Retry-After': '1' } },
    ),
  upstreamTimeout: () =>
    new ApiError(
      504,
      'api_error',
      'upstream_timeout',
      'The writing engine did not answer in time; nothing was charged. Try again.',
    ),
  engineUnavailable: (retryAfterSeconds: number) =>
    new ApiError(
      503,
      'api_error',
      'service_unavailable',
      `The writing engine is unavailable right now; nothing was charged. Try again in ${seconds(retryAfterSeconds)}.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  badUpstreamReply: () =>
    new ApiError(
      502,
      'api_error',
      'bad_upstream_reply',
      'The writing engine gave an answer that was not a usable email, even after a retry; nothing was charged.',
    ),
};

/** The dashboard API's refusals: sessions, CSRF, sign-in, its keys. */
export const dashboardErrors = {
  notSignedIn: () =>
    new ApiError(401, 'authentication_error', 'not_signed_in', 'Sign in to the dashboard first.'),
  csrfTokenInvalid: () =>
    new ApiError(
      403,
      'invalid_request_error',
      'csrf_token_invalid',
      "Send the session's CSRF token in the X-CSRF-Token header.",
    ),
  crossOrigin: () =>
    new ApiError(
      403,
      'invalid_request_error',
      'cross_origin_request',
      'Dashboard changes are accepted only from the dashboard itself.',
    ),
  invalidCredentials: () =>
    new ApiError(
      401,
      'authentication_error',
      'invalid_credentials',
      'The email or password is incorrect.',
    ),
  signupFailed: () =>
    new ApiError(
      409,
      'invalid_request_error',
      'signup_failed',
      'Could not create an account with these details.',
    ),
  weakPassword: (problems: string[]) =>
    new ApiError(400, 'invalid_request_error', 'weak_password', problems.join(' '), {
      param: 'password',
      details: problems.map((message) => ({ param: 'password', code: 'weak_password', message })),
    }),
  keyNotFound: (id: string) =>
    new ApiError(404, 'invalid_request_error', 'key_not_found', `No key with id "${id}".`, {
      param: 'id',
    }),
  keyLimitReached: (max: number) =>
    new ApiError(
      409,
      'invalid_request_error',
      'key_limit_reached',
      `The account already has ${max} active keys, the most it may hold. Revoke one it no longer uses, then create the new one.`,
    ),
  throttled: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      'rate_limit_error',
      'rate_limit_exceeded',
      `Too many attempts; retry in ${seconds(retryAfterSeconds)}.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
};
