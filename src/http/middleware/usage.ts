/**
 * The usage record and the log line of each request, written once when it completes:
 * which operation, which account and key, the status, and what the operation reported it
 * consumed. Pending writes are kept so a shutdown can wait for them.
 */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Meter } from '../../store/store.js';
import { varsOf } from '../vars.js';

export interface UsageRecorder {
  middleware: RequestHandler;
  /** Resolves when every record started so far is written (or has failed and been logged). */
  settled(): Promise<void>;
}

export function usage(meter: Meter, logger: Logger): UsageRecorder {
  const pending = new Set<Promise<void>>();
  const middleware: RequestHandler = (req, res, next) => {
    const vars = varsOf(req);
    let done = false;
    let written: Promise<void> = Promise.resolve();
    vars.complete = () => {
      if (done) return written;
      done = true;
      const { caller, operation, consumed, requestId } = vars;
      if (caller && operation) {
        const write = meter
          .record({
            accountId: caller.account.id,
            keyId: caller.key.id,
            operation: operation.operationId!,
            status: res.statusCode,
            tokens: consumed?.tokens ?? 0,
            credits: consumed?.credits ?? 0,
            at: new Date(),
          })
          .catch((err: unknown) =>
            logger.error({ err, request_id: requestId }, 'usage record failed'),
          )
          .finally(() => pending.delete(write));
        pending.add(write);
        written = write;
      }
      logger.info(
        {
          request_id: requestId,
          method: req.method,
          path: req.path,
          operation: operation?.operationId,
          status: res.statusCode,
          account_id: caller?.account.id,
          ms: Number((process.hrtime.bigint() - vars.started) / 1_000_000n),
        },
        'request',
      );
      return written;
    };
    res.on('finish', () => void vars.complete());
    next();
  };
  return {
    middleware,
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}
