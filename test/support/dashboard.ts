/**
 * A browser-like dashboard client over the test service: keeps the `mw_session` cookie it
 * is given and sends the CSRF token back on state-changing calls.
 */
import type { ApiResponse, RequestOptions, TestService } from './service.js';

export interface DashboardClient {
  cookie: string | undefined;
  csrf: string | undefined;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  signUp(email: string, password?: string): Promise<ApiResponse>;
  logIn(email: string, password?: string): Promise<ApiResponse>;
}

export const PASSWORD = 'plum-harbour-lantern-42';

let counter = 0;
/** A fresh email per call, so tests do not meet each other's accounts or throttles. */
export function uniqueEmail(): string {
  counter += 1;
  return `user${counter}-${process.pid}-${Date.now()}@example.com`;
}

export function dashboard(service: TestService, ip?: string): DashboardClient {
  const client: DashboardClient = {
    cookie: undefined,
    csrf: undefined,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (client.cookie) headers.cookie = `mw_session=${client.cookie}`;
      if (client.csrf && method !== 'GET') headers['x-csrf-token'] = client.csrf;
      if (ip) headers['x-forwarded-for'] = ip;
      const res = await service.request(method, path, {
        ...options,
        headers: { ...headers, ...options.headers },
      });
      const set = res.headers.get('set-cookie');
      const match = set && /mw_session=([^;]*)/.exec(set);
      if (match) client.cookie = match[1] || undefined;
      if (res.body?.csrf_token) client.csrf = res.body.csrf_token;
      return res;
    },
    signUp: (email, password = PASSWORD) =>
      client.request('POST', '/dashboard/api/signup', { body: { email, password } }),
    logIn: (email, password = PASSWORD) =>
      client.request('POST', '/dashboard/api/login', { body: { email, password } }),
  };
  return client;
}

let addresses = 0;
/** A fresh client address (with TRUST_PROXY=true), so per-address throttles stay apart. */
export function uniqueIp(): string {
  addresses += 1;
  return `203.0.113.${addresses % 250}`;
}
