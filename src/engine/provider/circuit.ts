/**
 * The circuit breaker around one provider (opossum): after enough calls in a row fail
 * because the provider is down or too slow, calls fail fast as unavailable (and the
 * fallback engine, if any, answers) until a trial call after `resetMs` succeeds. Replies
 * that are merely malformed, and callers that hang up, do not count as failures.
 */
import CircuitBreaker from 'opossum';
import { EngineBadReplyError, EngineUnavailableError } from './errors.js';

export interface CircuitOptions {
  /** Calls within the rolling window before the breaker may open (default 5). */
  volumeThreshold?: number;
  /** Share of those calls that must fail to open it, in percent (default 50). */
  errorThresholdPercentage?: number;
  /** How long it stays open before one trial call (default 30 s). */
  resetMs?: number;
  /** The rolling window the counts are kept over (default 60 s). */
  windowMs?: number;
}

export interface Circuit {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly opened: boolean;
  shutdown(): void;
}

const BUCKETS = 10;

export function createCircuit(engine: string, options: CircuitOptions = {}): Circuit {
  const windowMs = options.windowMs ?? 60_000;
  const breaker = new CircuitBreaker((work: () => Promise<unknown>) => work(), {
    timeout: false,
    volumeThreshold: options.volumeThreshold ?? 5,
    errorThresholdPercentage: options.errorThresholdPercentage ?? 50,
    resetTimeout: options.resetMs ?? 30_000,
    rollingCountTimeout: windowMs,
    rollingCountBuckets: BUCKETS,
    errorFilter: (err: unknown) =>
      err instanceof EngineBadReplyError || (err as Error | null)?.name === 'AbortError',
  });
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      try {
        return (await breaker.fire(work)) as T;
      } catch (err) {
        if ((err as { code?: string } | null)?.code === 'EOPENBREAKER') {
          throw new EngineUnavailableError(
            engine,
            `${engine} failed repeatedly; calls are paused for a while (circuit open)`,
            { retryAfterSeconds: Math.ceil((options.resetMs ?? 30_000) / 1000) },
          );
        }
        throw err;
      }
    },
    get opened() {
      return breaker.opened;
    },
    shutdown: () => breaker.shutdown(),
  };
}
