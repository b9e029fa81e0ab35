/**
 * The plan's rate limit, for an API key's calls: one admission per request, the
 * `RateLimit-*` headers on every answer, and 429 with `Retry-After` once the limit is spent.
 * The request was counted when its key was found (`State.admitKey`, one round trip with
 * the key's lookup); this step answers for the count. Dashboard calls carry a session, not
 * a key, and never count.
 */
import type { RequestHandler, Response } from 'express';
import type { RateDecision } from '../../store/store.js';
import { errors } from '../errors.js';
import { varsOf } from '../vars.js';

function setRateHeaders(res: Response, d: RateDecision): void {
  res.setHeader('RateLimit-Limit', String(d.limit));
  res.setHeader('RateLimit-Remaining', String(d.remaining));
  res.setHeader(
    'RateLimit-Reset',
    String(Math.max(0, Math.ceil((d.resetAt.getTime() - Date.now()) / 1000))),
  );
}

export function rateLimits(): RequestHandler {
  return (req, res, next) => {
    const { caller } = varsOf(req);
    if (!caller) return next();
    const decision = caller.admission;
    setRateHeaders(res, decision);
    if (!decision.allowed) throw errors.rateLimited(decision.limit, decision.retryAfterSeconds);
    next();
  };
}
