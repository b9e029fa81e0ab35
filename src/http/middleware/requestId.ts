/**
 * First on every request: its id (the caller's `X-Request-Id` when well formed, else a new
 * one), echoed on the response and carried in the request's variables.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { initVars } from '../vars.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const ID_BYTES = 12;
/** Random bytes for many ids at once: one call into the CSPRNG per 256 requests, not one each. */
const POOL_BYTES = ID_BYTES * 256;
let pool = Buffer.alloc(0);
let used = POOL_BYTES;

function randomId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const id = pool.toString('base64url', used, used + ID_BYTES);
  used += ID_BYTES;
  return `req_${id}`;
}

export function requestIdFor(given: string | undefined): string {
  return given && REQUEST_ID.test(given) ? given : randomId();
}

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const { requestId: id } = initVars(req, requestIdFor(req.get('x-request-id')));
    res.setHeader('X-Request-Id', id);
    next();
  };
}
