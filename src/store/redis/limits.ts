import { RateLimiterRedis } from 'rate-limiter-flexible';
import { PlanLimits } from '../limits.js';
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
export function redisLimits(client: RedisClient, keys: RedisKeys): PlanLimits<RateLimiterRedis> {
  return new PlanLimits(
    (limit) =>
      new RateLimiterRedis({
        storeClient: client,
        // ioredis, not the `redis` package: the limiter calls ioredis' API and parses its replies.
        useRedisPackage: false,
        // Fail at once while the connection is down rather than waiting for a timeout.
        rejectIfRedisNotReady: true,
        keyPrefix: '',
        points: limit.requests,
        duration: limit.windowSeconds,
      }),
    (accountId, limit) => keys.rateLimit(accountId, limit),
  );
}
