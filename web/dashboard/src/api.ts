/**
 * The dashboard API client. The session itself is an HttpOnly cookie the page never sees;
 * the CSRF token from sign-up, login and GET session is kept in memory only (never in
 * storage, see docs/decisions/006) and sent as X-CSRF-Token on every POST.
 */
import type { components } from '../../../generated/openapi';

type Schemas = components['schemas'];
export type Session = Schemas['DashboardSession'];
export type Key = Schemas['DashboardKey'];
export type CreatedKey = Schemas['CreatedDashboardKey'];
export type UsageReport = Schemas['UsageReport'];
export type Counters = Schemas['Counters'];
export type ErrorDetail = Schemas['ErrorDetail'];
export type Period = 'day' | 'week' | 'month';
export type Granularity = 'hour' | 'day';

/** A refusal from the API, with the error envelope's fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly param?: string,
  ) {
    super(message);
  }

  /** The session is gone (expired, logged out elsewhere): the page must sign in again. */
  get signedOut(): boolean {
    return this.status === 401 && this.code === 'not_signed_in';
  }
}

let csrfToken: string | null = null;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method === 'POST' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let res: Response;
  try {
    res = await fetch(`/dashboard/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach Mailwright. Check the connection.');
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return data as T;
  const error = (data as Schemas['ErrorResponse'] | null)?.error;
  if (!error) {
    throw new ApiError(res.status, 'http_error', `The request failed (HTTP ${res.status}).`);
  }
  throw new ApiError(res.status, error.code, error.message, error.details ?? [], error.param);
}

function remember(session: Session): Session {
  csrfToken = session.csrf_token;
  return session;
}

export const api = {
  /** The signed-in session, or null when there is none. */
  async session(): Promise<Session | null> {
    try {
      return remember(await call<Session>('GET', 'session'));
    } catch (err) {
      if (err instanceof ApiError && err.signedOut) return null;
      throw err;
    }
  },
  signUp: async (email: string, password: string) =>
    remember(await call<Session>('POST', 'signup', { email, password })),
  logIn: async (email: string, password: string) =>
    remember(await call<Session>('POST', 'login', { email, password })),
  async logOut(): Promise<void> {
    await call('POST', 'logout');
    csrfToken = null;
  },
  /** The newest 100 keys (an account holds at most MAX_ACTIVE_KEYS active ones, 100 by default). */
  keys: async () => (await call<Schemas['DashboardKeyList']>('GET', 'keys?limit=100')).data,
  createKey: (name: string) => call<CreatedKey>('POST', 'keys', { name }),
  revokeKey: async (id: string) =>
    (await call<Schemas['RevokedDashboardKey']>('POST', `keys/${encodeURIComponent(id)}/revoke`))
      .key,
  usage: (period: Period, granularity: Granularity) =>
    call<UsageReport>('GET', `usage?${new URLSearchParams({ period, granularity }).toString()}`),
};
