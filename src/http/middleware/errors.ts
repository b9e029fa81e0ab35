/**
 * Last on the path: any failure becomes the one error envelope. Domain errors (a store or
 * a provider unavailable, a provider too slow) and body-parser's errors get their status
 * here; anything else is a bug, logged with the request id and answered with a bare 500.
 */
import type { ErrorRequestHandler } from 'express';
import {
  EngineBadReplyError,
  EngineTimeoutError,
  EngineUnavailableError,
} from '../../engine/provider/errors.js';
import { StateUnavailableError } from '../../store/store.js';
import type { Deps } from '../context.js';
import { ApiError, errors } from '../errors.js';
import { varsOf } from '../vars.js';

/** The ApiError a failure is answered with; unknown failures are logged as bugs. */
export function describeFailure(
  err: unknown,
  deps: Pick<Deps, 'config' | 'logger'>,
  requestId: string,
  path?: string,
): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof StateUnavailableError) return errors.unavailable('state store');
  if (err instanceof EngineTimeoutError) return errors.upstreamTimeout();
  if (err instanceof EngineUnavailableError)
    return errors.engineUnavailable(err.retryAfterSeconds ?? 1);
  if (err instanceof EngineBadReplyError) return errors.badUpstreamReply();
  switch ((err as { type?: string } | null)?.type) {
    case 'entity.too.large':
      return errors.bodyTooLarge(deps.config.bodyLimitBytes);
    case 'entity.parse.failed':
      return errors.invalidJson((err as Error).message);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return errors.unsupportedMediaType();
    case 'request.aborted':
    case 'request.size.invalid':
      return errors.invalidJson('the body ended early or its length was wrong');
    default:
      deps.logger.error({ err, request_id: requestId, path }, 'unhandled error');
      return errors.internal();
  }
}

export function errorEnvelope(deps: Pick<Deps, 'config' | 'logger'>): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const vars = varsOf(req);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (req.socket.destroyed) {
      // The client left first (its abort is what failed the work): nobody to answer, no
      // bug to report. Recorded as 499, nginx's "client closed request", a 4xx.
      res.statusCode = 499;
      void vars.complete();
      res.destroy();
      return;
    }
    const failure = describeFailure(err, deps, vars.requestId, req.path);
    for (const [name, value] of Object.entries(failure.extra.headers ?? {}))
      res.setHeader(name, value);
    res.status(failure.status).json(failure.body(vars.requestId));
  };
}
