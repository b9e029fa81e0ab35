import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimit } from '../../plans/plans.js';
import type { RateDecision } from '../store.js';
import type { RedisClient } from './connection.js';
import type { RedisKeys } from './keys.js';

/**
 * Plan limits through rate-limiter-flexible's RateLimiterRedis: a fixed window per account
 * that starts with its first request. Its consume is one Lua script (SET NX with the
 * window's expiry, INCRBY, PTTL), so every instance sharing the Redis counts against the
 * same counter and together they admit exactly the limit. A denied request still adds a
 * point, but the expiry is only set when a window starts, so hammering a limit never pushes
 * its reset further out. Time is the Redis server's (the key's TTL), so the `now` the Meter
 * interface accepts is not used for limits, as with the SQLite limiter.
 *
 * The limiter is given an empty keyPrefix and the whole key, `<prefix>{acct:ID}:rl:N:S`, so
 * the counter carries the account's hash tag and lands in the account's cluster slot like
 * every other key of the account (the limiter forms `keyPrefix:key` otherwise).
 */
export class RedisLimits {
  /** One limiter per distinct limit; the key names the limit, so limits never share a counter. */
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly client: RedisClient,
    private readonly keys: RedisKeys,
  ) {}

  async admit(accountId: string, limit: RateLimit): Promise<RateDecision> {
    try {
      const res = await this.limiter(limit).consume(this.keys.rateLimit(accountId, limit));
      return { ...windowState(res, limit), allowed: true, retryAfterSeconds: 0 };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return denied(err, limit);
    }
  }

  async peek(accountId: string, limit: RateLimit): Promise<RateDecision> {
    const res = await this.limiter(limit).get(this.keys.rateLimit(accountId, limit));
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

  private limiter(limit: RateLimit): RateLimiterRedis {
    const name = `${limit.requests}:${limit.windowSeconds}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.client,
        // ioredis, not the `redis` package: the limiter calls ioredis' API and parses its replies.
        useRedisPackage: false,
        // Fail at once while the connection is down rather than waiting for a timeout.
        rejectIfRedisNotReady: true,
        keyPrefix: '',
        points: limit.requests,
        duration: limit.windowSeconds,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}

function windowState(
  res: RateLimiterRes,
  limit: RateLimit,
): Omit<RateDecision, 'allowed' | 'retryAfterSeconds'> {
  return {
    limit: limit.requests,
    remaining: Math.max(0, res.remainingPoints),
    resetAt: new Date(Date.now() + Math.max(0, res.msBeforeNext)),
  };
}

function denied(res: RateLimiterRes, limit: RateLimit): RateDecision {
  return {
    ...windowState(res, limit),
    allowed: false,
    remaining: 0,
    // At least one second: the window may end within the millisecond, and `Retry-After: 0`
    // invites an immediate retry storm.
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}
