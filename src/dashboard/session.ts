/**
 * The dashboard API's cookie sessions: the cookie itself. Finding the session is
 * middleware/auth.ts's job; the same-origin and CSRF checks are middleware/sameOrigin.ts's;
 * their refusals are `dashboardErrors` in src/http/errors.ts, beside every other error.
 * Dashboard calls never count toward a plan's limit or its usage: they carry a session,
 * never a Caller.
 */
import { parse, serialize } from 'cookie';
import type { Session } from '../store/store.js';

export const SESSION_COOKIE = 'mw_session';
const COOKIE_PATH = '/dashboard';
const DASHBOARD_PREFIX = '/dashboard/api/';

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
