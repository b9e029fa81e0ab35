/**
 * The dashboard API's cookie sessions: the cookie itself and its errors. Finding the
 * session is middleware/auth.ts's job; the same-origin and CSRF checks are
 * middleware/sameOrigin.ts's. Dashboard calls never count toward a plan's limit or its
 * usage: they carry a session, never a Caller.
 */
import { parse, serialize } from 'cookie';
import type { Session } from '../store/store.js';
import { ApiError, seconds } from '../http/errors.js';

export const SESSION_COOKIE = 'mw_session';
const COOKIE_PATH = '/dashboard';
const DASHBOARD_PREFIX = '/dashboard/api/';

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

export function isDashboardPath(path: string): boolean {
  return path.startsWith(DASHBOARD_PREFIX);
}

/** The session id the browser sent, if any. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const id = parse(cookieHeader)[SESSION_COOKIE];
  return id && id.length <= 128 ? id : undefined;
}

/** The session cookie: HttpOnly, SameSite=Strict, only sent to /dashboard, Secure over HTTPS. */
export function sessionCookie(session: Session, secure: boolean, now = Date.now()): string {
  return serialize(SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure,
    maxAge: Math.max(0, Math.round((session.expiresAt.getTime() - now) / 1000)),
  });
}

/** Tells the browser to forget the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure,
    maxAge: 0,
  });
}

export function requireSession(ctx: { session: Session | null }): Session {
  if (!ctx.session) throw new Error('operation needs a dashboard session');
  return ctx.session;
}
