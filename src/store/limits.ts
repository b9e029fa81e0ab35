/**
 * Plan limits over any rate-limiter-flexible store: a fixed window per account that starts
 * with its first request. The backends differ only in which limiter they build and how an
 * account's counter is keyed; the mapping to RateDecision lives here once.
 */
import { createRequire } from 'node:module';
import type * as Flexible from 'rate-limiter-flexible';
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { RateLimit } from '../plans/plans.js';
import type { RateDecision } from './store.js';

/**
 * A class of rate-limiter-flexible, read from its own file: the package's index loads all
 * of its limiters and their stores' adapters, 1.2 MB of heap in every process, where a
 * backend needs one limiter and RateLimiterRes.
 */
export function flexible<K extends 'RateLimiterRedis' | 'RateLimiterSQLite' | 'RateLimiterRes'>(
  name: K,
): (typeof Flexible)[K] {
  return createRequire(import.meta.url)(
    `rate-limiter-flexible/lib/${name}.js`,
  ) as (typeof Flexible)[K];
}

const RateLimiterRes = flexible('RateLimiterRes');
type RateLimiterRes = Flexible.RateLimiterRes;

export class PlanLimits<L extends RateLimiterStoreAbstract> {
  /** One limiter per distinct limit, built on first use. */
  private readonly limiters = new Map<string, L>();

  constructor(
    private readonly build: (limit: RateLimit) => L,
    private readonly keyFor: (accountId: string, limit: RateLimit) => string,
  ) {}

  async admit(accountId: string, limit: RateLimit): Promise<RateDecision> {
    try {
      const res = await this.limiter(limit).consume(this.keyFor(accountId, limit));
      return { ...windowState(res, limit), allowed: true, retryAfterSeconds: 0 };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return denied(err, limit);
    }
  }

  async peek(accountId: string, limit: RateLimit): Promise<RateDecision> {
    const res = await this.limiter(limit).get(this.keyFor(accountId, limit));
    if (!res) {
      return {
        allowed: true,
        limit: limit.requests,
        remaining: limit.requests,
        resetAt: new Date(Date.now() + limit.windowSeconds * 1000),
        retryAfterSeconds: 0,
      };
    }
    return res.remainingPoints > 0
      ? { ...windowState(res, limit), allowed: true, retryAfterSeconds: 0 }
      : denied(res, limit);
  }

  private limiter(limit: RateLimit): L {
    const name = `${limit.requests}:${limit.windowSeconds}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.build(limit);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}

/** What a limiter's count says: the points consumed in the window and when it ends. */
type Count = Pick<RateLimiterRes, 'remainingPoints' | 'msBeforeNext'>;

/**
 * The decision for a request a backend counted itself, in a script of its own that counts
 * exactly as the backend's limiter does: `consumed` points in a window that ends in
 * `msBeforeNext`. Allowed up to the limit, as the limiter's `consume` resolves.
 */
export function decisionOfCount(
  consumed: number,
  msBeforeNext: number,
  limit: RateLimit,
): RateDecision {
  const count = { remainingPoints: Math.max(limit.requests - consumed, 0), msBeforeNext };
  return consumed <= limit.requests
    ? { ...windowState(count, limit), allowed: true, retryAfterSeconds: 0 }
    : denied(count, limit);
}

function windowState(
  res: Count,
  limit: RateLimit,
): Omit<RateDecision, 'allowed' | 'retryAfterSeconds'> {
  return {
    limit: limit.requests,
    remaining: Math.max(0, res.remainingPoints),
    resetAt: new Date(Date.now() + Math.max(0, res.msBeforeNext)),
  };
}

function denied(res: Count, limit: RateLimit): RateDecision {
  return {
    ...windowState(res, limit),
    allowed: false,
    remaining: 0,
    // At least one second: the window may end within the millisecond, and `Retry-After: 0`
    // invites an immediate retry storm.
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}
