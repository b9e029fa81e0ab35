/**
 * The safe headers, on every response, in this one place: helmet with one policy per kind
 * of answer. API answers (`/v1`, `/dashboard/api`, health, errors) may load nothing and be
 * framed nowhere; the dashboard pages may run and style only their own files; `/docs`
 * (Redoc) only its own script, its inline styles and its worker. Every answer is
 * `no-store` unless the code that sends it says otherwise (the dashboard's pages and
 * hashed assets do). HSTS goes out only when the request came over TLS, which behind a
 * proxy is known from `X-Forwarded-Proto` when `TRUST_PROXY` is on (Express's
 * `req.secure`); a plain-HTTP answer carrying it would be ignored or, worse, pin a name
 * that has no TLS.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

const NOTHING: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

const DASHBOARD_PAGES: Directives = {
  ...NOTHING,
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
};

/** Redoc styles through injected <style> elements and searches in a blob: worker. */
const DOCS: Directives = {
  ...NOTHING,
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
};

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers for one policy, worked out once: none of them depends on the request,
 * so each answer gets the same list set in one loop instead of helmet's chain of a dozen
 * middleware. helmet still decides what they are.
 */
function policy(directives: Directives): ReadonlyArray<readonly [string, string]> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let done = false;
  middleware({} as never, recorder as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

function isDocs(path: string): boolean {
  return path === '/docs' || path.startsWith('/docs/');
}

function isDashboardPage(path: string): boolean {
  if (path !== '/dashboard' && !path.startsWith('/dashboard/')) return false;
  return path !== '/dashboard/api' && !path.startsWith('/dashboard/api/');
}

export function secureHeaders(): RequestHandler {
  const api = policy(NOTHING);
  const pages = policy(DASHBOARD_PAGES);
  const docs = policy(DOCS);
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    const chosen = isDocs(req.path) ? docs : isDashboardPage(req.path) ? pages : api;
    for (const [name, value] of chosen) res.setHeader(name, value);
    next();
  };
}

/**
 * The same headers as an API answer gets, for the few answers written straight to the
 * socket before Express sees the request (src/http/clientError.ts).
 */
export const RAW_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': Object.entries(NOTHING)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; '),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};
