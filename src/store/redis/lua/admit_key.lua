-- The first step of every API call in one round trip: the key record and its account's
-- record, read together as read_key.lua does, and the request counted against the account's
-- plan limit. It counts only when the key is active and the account still has the plan and
-- own limit the caller expects (ARGV), the limit KEYS[3] counts for; otherwise it only
-- reads, and the caller counts against the right counter in a second step. The counting is
-- rate-limiter-flexible's (RateLimiterRedis, one point): the same counter, read by its
-- limiter and counted by it in the second step.
-- KEYS: key record, account record, the expected limit's counter
-- ARGV: plan, own limit requests ('' for none), own limit window seconds ('' for none),
--       the expected limit's window seconds
local key = redis.call('HGETALL', KEYS[1])
local account = redis.call('HGETALL', KEYS[2])
if #key == 0 or redis.call('HEXISTS', KEYS[1], 'revoked_at') == 1 then
  return { key, account }
end
local limit = redis.call('HMGET', KEYS[2], 'plan', 'limit_requests', 'limit_window_seconds')
if limit[1] ~= ARGV[1] or (limit[2] or '') ~= ARGV[2] or (limit[3] or '') ~= ARGV[3] then
  return { key, account }
end
redis.call('SET', KEYS[3], 0, 'EX', ARGV[4], 'NX')
local consumed = redis.call('INCRBY', KEYS[3], 1)
local ttl = redis.call('PTTL', KEYS[3])
if ttl == -1 then
  redis.call('EXPIRE', KEYS[3], ARGV[4])
  ttl = 1000 * ARGV[4]
end
return { key, account, consumed, ttl }
