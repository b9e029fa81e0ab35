/**
 * A body that claims a `Content-Encoding` it does not have (plain JSON sent as gzip,
 * deflate or br, or a truncated stream) fails inside zlib, and body-parser passes that on
 * as a plain 400 with no `type`, which the error envelope would take for a bug. It is the
 * caller's mistake: 400 `invalid_content_encoding`. body-parser's typed failures (too
 * large, not JSON, an unknown encoding) pass through to middleware/errors.ts.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { errors } from './errors.js';

export function bodyError(err: unknown, headers: IncomingHttpHeaders): unknown {
  const { type, status } = (err ?? {}) as { type?: string; status?: number };
  const encoding = headers['content-encoding'];
  const encoded = encoding !== undefined && encoding.toLowerCase() !== 'identity';
  return type === undefined && status === 400 && encoded
    ? errors.invalidContentEncoding(encoding)
    : err;
}
