/**
 * What a failed body read becomes. body-parser marks its own failures (too large, not
 * JSON, an unsupported charset or encoding) with a `type`; a body that claims a
 * `Content-Encoding` it does not have fails inside zlib, which body-parser passes on as a
 * plain 400 with no type. Each is the caller's mistake and gets the envelope's 4xx.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, errors } from './errors.js';

export function bodyError(err: unknown, headers: IncomingHttpHeaders, limit: number): unknown {
  if (err instanceof ApiError) return err;
  const { type, status } = (err ?? {}) as { type?: string; status?: number };
  switch (type) {
    case 'entity.too.large':
      return errors.bodyTooLarge(limit);
    case 'entity.parse.failed':
      return errors.invalidJson((err as Error).message);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return errors.unsupportedMediaType();
    case 'request.aborted':
    case 'request.size.invalid':
      return errors.invalidJson('the body ended early or its length was wrong');
  }
  const encoding = headers['content-encoding'];
  if (status === 400 && encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    return errors.invalidContentEncoding(encoding);
  }
  return err;
}
