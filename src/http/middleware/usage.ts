/**
 * The usage record and the log line of each request, written once when it completes:
 * which operation, which account and key, the status, and what the operation reported it
 * consumed. The writer (src/usage/writer.ts) retries a record the store did not take and
 * keeps it until the store answers, so a shutdown waits for it with `settled`.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Meter } from '../../store/store.js';
import { usageWriter, type UsageWriterOptions } from '../../usage/writer.js';
import { varsOf } from '../vars.js';

export interface UsageRecorder {
  middleware: RequestHandler;
  /**
   * Resolves when every record started so far is stored, or when the writer's drain
   * timeout has passed (the records it could not store are logged).
   */
  settled(): Promise<void>;
}

/**
 * The id a record is deduplicated by. The request id alone would not do: it is the caller's
 * `X-Request-Id` when one was sent, and a caller may send the same one twice. A random part
 * drawn once per process and a counter make it unique without a call into the CSPRNG per
 * request: 72 random bits tell processes (and restarts) apart.
 */
const PROCESS_PART = randomBytes(9).toString('base64url');
let recordCount = 0;
function recordId(requestId: string): string {
  recordCount += 1;
  return `${requestId}~${PROCESS_PART}${recordCount.toString(36)}`;
}

export function usage(meter: Meter, logger: Logger, options?: UsageWriterOptions): UsageRecorder {
  const writer = usageWriter(meter, logger, options);
  const middleware: RequestHandler = (req, res, next) => {
    const vars = varsOf(req);
    let done = false;
    let firstTried: Promise<void> = Promise.resolve();
    vars.complete = () => {
      if (done) return firstTried;
      done = true;
      const { caller, operation, consumed, requestId } = vars;
      if (caller && operation) {
        firstTried = writer.write({
          requestId: recordId(requestId),
          accountId: caller.account.id,
          keyId: caller.key.id,
          operation: operation.operationId!,
          status: res.statusCode,
          tokens: consumed?.tokens ?? 0,
          credits: consumed?.credits ?? 0,
          at: new Date(),
        });
      }
      // Built only when it is written: at LOG_LEVEL=warn the line costs nothing.
      if (logger.isLevelEnabled('info'))
        logger.info(
          {
            request_id: requestId,
            method: req.method,
            path: req.path,
            operation: operation?.operationId,
            status: res.statusCode,
            account_id: caller?.account.id,
            ms: Math.trunc(performance.now() - vars.started),
          },
          'request',
        );
      return firstTried;
    };
    res.on('finish', () => void vars.complete());
    next();
  };
  return { middleware, settled: () => writer.settled() };
}
