/**
 * The JSON body, parsed only for an operation that takes one and only when one was sent:
 * 415 for another media type, 413 past the size limit, 400 for broken JSON (those two
 * come from body-parser as typed errors; errors.ts turns them into the envelope), and 400
 * for a body that is not what its Content-Encoding says (bodyErrors.ts).
 */
import express, { type RequestHandler } from 'express';
import { bodyError } from '../bodyErrors.js';
import { errors } from '../errors.js';
import { operationOf } from './route.js';

export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, strict: true, type: () => true });
  return (req, res, next) => {
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > 0;
    if (!operationOf(req).requestBody || !hasBody) return next();
    if (!req.is('application/json')) return next(errors.unsupportedMediaType());
    parse(req, res, (err?: unknown) =>
      next(err === undefined ? undefined : bodyError(err, req.headers)),
    );
  };
}
