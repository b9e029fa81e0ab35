import type { RateLimiterRedis as RedisLimiter } from 'rate-limiter-flexible';
import type { RateLimit } from '../../plans/plans.js';
import { flexible, PlanLimits } from '../limits.js';
import type { RedisClient } from './connection.js';
import type { RedisKeys } from './keys.js';

const RateLimiterRedis = flexible('RateLimiterRedis');

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
export function redisLimits(client: RedisClient, keys: RedisKeys): PlanLimits<RedisLimiter> {
  const build = (limit: RateLimit) =>
    new RateLimiterRedis({
      storeClient: client,
      // ioredis, not the `redis` package: the limiter calls ioredis' API and parses its replies.
      useRedisPackage: false,
      // Fail at once while the connection is down rather than waiting for a timeout.
      rejectIfRedisNotReady: true,
      keyPrefix: '',
      points: limit.requests,
      duration: limit.windowSeconds,
    });
  // One limiter built now and dropped: building one defines its Lua command (`rlflxIncr`) on
  // the client. With auto-pipelining (connection.ts) the commands of one turn of the event
  // loop are queued on a pipeline that copied the client's script commands when it was
  // made; a limiter built later, for the first request of a new limit, would define the
  // command after that and find it missing from the pipeline ("pipeline[functionName] is
  // not a function", which then fails every other command of the batch with "results[i]
  // is not iterable"). Defined before any traffic, every pipeline has it.
  build({ requests: 1, windowSeconds: 1 });
  return new PlanLimits(build, (accountId, limit) => keys.rateLimit(accountId, limit));
}
