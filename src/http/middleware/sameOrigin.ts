/**
 * The dashboard API's defence against cross-site requests: a state-changing call must come
 * from this origin, and, with a session, carry that session's CSRF token (`X-CSRF-Token`).
 * Runs before "not signed in" is decided, as sign-up and login have no session yet.
 */
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { isDashboardPath } from '../../dashboard/session.js';
import { dashboardErrors } from '../errors.js';
import { varsOf } from '../vars.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOrigin(): RequestHandler {
  return (req, _res, next) => {
    if (!isDashboardPath(req.path) || SAFE_METHODS.has(req.method)) return next();
    // req.protocol and req.host honour X-Forwarded-Proto/-Host under TRUST_PROXY.
    const origin = req.get('origin');
    if (origin !== undefined && origin !== `${req.protocol}://${req.host}`) {
      throw dashboardErrors.crossOrigin();
    }
    const { session } = varsOf(req);
    if (!session) return next();
    const sent = Buffer.from(req.get('x-csrf-token') ?? '');
    const expected = Buffer.from(session.csrfToken);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      throw dashboardErrors.csrfTokenInvalid();
    }
    next();
  };
}
