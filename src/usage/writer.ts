/**
 * Writes usage records so that none is lost while the store is away for a while. A write
 * is tried again with backoff (p-retry); one that still fails waits in a bounded
 * in-process outbox, tried again every `outboxRetryMs` until the store answers, and
 * drained at shutdown (`settled`, bounded by `drainTimeoutMs`). Writes are idempotent by
 * request id (`Meter.record`), so trying again a write whose reply was lost, or one that
 * the outbox and a late retry both send, never counts a request twice.
 */
import pRetry from 'p-retry';
import type { Logger } from 'pino';
import type { Meter, UsageEvent } from '../store/store.js';

export interface UsageWriterOptions {
  /** Tries of one write after the first, with exponential backoff, before it waits in the outbox. */
  retries?: number;
  minRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Records kept while the store does not answer; past this the oldest is dropped (and logged). */
  outboxLimit?: number;
  /** How often the outbox is tried again while it holds records. */
  outboxRetryMs?: number;
  /** How long `settled` waits for records still unwritten before it gives up on them. */
  drainTimeoutMs?: number;
}

export interface UsageWriter {
  /**
   * Writes one record. Resolves after the first try, whatever its outcome: retries and the
   * outbox carry on in the background, and nothing is ever thrown to the caller.
   */
  write(event: UsageEvent): Promise<void>;
  /** Records in the outbox now, waiting for the store. */
  waiting(): number;
  /**
   * Resolves when every record written so far is stored, or after `drainTimeoutMs`, having
   * logged each record it could not store.
   */
  settled(): Promise<void>;
}

const DEFAULTS: Required<UsageWriterOptions> = {
  retries: 3,
  minRetryDelayMs: 100,
  maxRetryDelayMs: 1000,
  outboxLimit: 10_000,
  outboxRetryMs: 1000,
  drainTimeoutMs: 5000,
};

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export function usageWriter(
  meter: Pick<Meter, 'record'>,
  logger: Logger,
  options: UsageWriterOptions = {},
): UsageWriter {
  const o = { ...DEFAULTS, ...options };
  const inFlight = new Set<Promise<void>>();
  // By request id, oldest first (a Map keeps insertion order).
  const outbox = new Map<string, UsageEvent>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  function park(event: UsageEvent, err: unknown): void {
    if (outbox.size >= o.outboxLimit) {
      const [oldestId, oldest] = outbox.entries().next().value as [string, UsageEvent];
      outbox.delete(oldestId);
      logger.error(
        { request_id: oldest.requestId, account_id: oldest.accountId, limit: o.outboxLimit },
        'usage outbox full: oldest record dropped',
      );
    }
    outbox.set(event.requestId, event);
    logger.warn(
      { err, request_id: event.requestId, waiting: outbox.size },
      'usage record waits for the store',
    );
    schedule();
  }

  function schedule(): void {
    if (timer || flushing || outbox.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, o.outboxRetryMs);
    timer.unref();
  }

  /** Writes the outbox oldest first, and stops at the first failure: the store is still away. */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      for (const [id, event] of outbox) {
        try {
          await meter.record(event);
        } catch {
          return;
        }
        outbox.delete(id);
      }
      logger.info('usage outbox drained');
    })().finally(() => {
      flushing = undefined;
      schedule();
    });
    return flushing;
  }

  /** After a failed first try: the retries with backoff, then the outbox. */
  async function retry(event: UsageEvent, err: unknown): Promise<void> {
    if (o.retries === 0) return park(event, err);
    await sleep(o.minRetryDelayMs);
    await pRetry(() => meter.record(event), {
      retries: o.retries - 1,
      minTimeout: o.minRetryDelayMs,
      maxTimeout: o.maxRetryDelayMs,
      randomize: true,
    }).catch((last: unknown) => park(event, last));
  }

  return {
    write(event) {
      // The first try is a plain call: nearly every record is stored by it, and p-retry's
      // set-up (options, validation, timers) per request was a visible share of the
      // gateway's time. Only a record whose first try failed goes through p-retry.
      let first: Promise<void>;
      try {
        first = meter.record(event);
      } catch (err) {
        first = Promise.reject(err);
      }
      const writing: Promise<void> = first
        .catch((err: unknown) => retry(event, err))
        .finally(() => inFlight.delete(writing));
      inFlight.add(writing);
      return first.then(
        () => undefined,
        () => undefined,
      );
    },
    waiting: () => outbox.size,
    async settled() {
      let timedOut = false;
      const drain = async () => {
        while (!timedOut && (inFlight.size > 0 || outbox.size > 0)) {
          await Promise.allSettled([...inFlight]);
          if (outbox.size === 0) continue;
          await flush();
          if (outbox.size > 0) await sleep(Math.min(o.outboxRetryMs, 100));
        }
      };
      await Promise.race([drain(), sleep(o.drainTimeoutMs).then(() => (timedOut = true))]);
      clearTimeout(timer);
      timer = undefined;
      if (outbox.size > 0 || inFlight.size > 0) {
        logger.error(
          {
            unwritten: outbox.size + inFlight.size,
            request_ids: [...outbox.keys()].slice(0, 100),
          },
          'usage records not stored before shutdown',
        );
      }
    },
  };
}
