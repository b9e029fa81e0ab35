import type Database from 'better-sqlite3';
import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { RateLimit } from '../../plans/plans.js';
import type { RateDecision } from '../store.js';

/**
 * Plan limits through rate-limiter-flexible's RateLimiterSQLite: a fixed window per account
 * that starts with its first request. Its consume is one `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING` statement in a transaction whose first statement writes, so SQLite takes the
 * file's write lock (waiting up to busy_timeout) before reading the counter: the
 * read-increment-return is atomic across every process sharing the file. A denied request
 * still adds a point, but the window's expiry is only set when a new window starts, so
 * hammering a limit never pushes its reset further out.
 *
 * The limiter keeps time with its own clock (Date.now()), so the `now` the Meter interface
 * accepts is not used for limits; the Redis limiter keeps time on the server the same way.
 */
export class SqliteLimits {
  /** One limiter per distinct limit; the prefix keeps each limit's counters apart. */
  private readonly limiters = new Map<string, RateLimiterSQLite>();

  constructor(private readonly db: Database.Database) {}

  async admit(accountId: string, limit: RateLimit): Promise<RateDecision> {
    try {
      const res = await this.limiter(limit).consume(accountId);
      return { ...windowState(res, limit), allowed: true, retryAfterSeconds: 0 };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return denied(err, limit);
    }
  }

  async peek(accountId: string, limit: RateLimit): Promise<RateDecision> {
    const res = await this.limiter(limit).get(accountId);
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

  private limiter(limit: RateLimit): RateLimiterSQLite {
    const name = `rl:${limit.requests}:${limit.windowSeconds}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterSQLite({
        storeClient: this.db,
        storeType: 'better-sqlite3',
        tableName: 'rate_limits',
        // The table comes from our migrations; the limiter's own CREATE would run asynchronously.
        tableCreated: true,
        keyPrefix: name,
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
