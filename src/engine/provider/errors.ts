/**
 * What can go wrong when a provider writes: each kind maps to one HTTP status in the HTTP
 * layer (timeout → 504, unavailable → 503, bad reply → 502), and none of them charges
 * credits. Anything a provider does wrong ends as one of these, never as a bare error.
 */

export abstract class EngineError extends Error {
  constructor(
    /** The engine that failed (`openai`, `anthropic`). */
    readonly engine: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The provider did not answer within the engine's timeout (→ 504 upstream_timeout). */
export class EngineTimeoutError extends EngineError {
  override readonly name = 'EngineTimeoutError';
}

/**
 * The provider cannot be used now: down, rate-limited past our retries, refusing our
 * credentials or model, or the circuit breaker is open (→ 503).
 */
export class EngineUnavailableError extends EngineError {
  override readonly name = 'EngineUnavailableError';
  /** When the provider said how long to wait (a 429's Retry-After), in whole seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    engine: string,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(engine, message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** The provider answered, but not with a usable email, even after one repair (→ 502). */
export class EngineBadReplyError extends EngineError {
  override readonly name = 'EngineBadReplyError';
}

export function isEngineError(err: unknown): err is EngineError {
  return err instanceof EngineError;
}
