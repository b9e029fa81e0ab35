/**
 * First on every request: its id (the caller's `X-Request-Id` when well formed, else a new
 * one), echoed on the response and carried in the request's variables.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { initVars } from '../vars.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFor(given: string | undefined): string {
  return given && REQUEST_ID.test(given) ? given : `req_${randomBytes(12).toString('base64url')}`;
}

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const { requestId: id } = initVars(req, requestIdFor(req.get('x-request-id')));
    res.setHeader('X-Request-Id', id);
    next();
  };
}
