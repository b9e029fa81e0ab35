-- Adds one request to an account's hourly usage counters, once per request id, and indexes
-- the hour so a range of hours can be found without scanning. The ids of the hour's records
-- are kept in a set for the dedupe period, so the same record written again (a retry after a
-- lost reply) adds nothing. Counters and index expire after the retention; index entries
-- older than the retention are trimmed as new hours are added.
-- KEYS: the hour's counters (hash), the account's hour index (zset), the hour's request
--       ids (set)
-- ARGV: hour_ms, field_prefix (`<operation>|<status class>`), tokens, credits,
--       retention_seconds, request_id, dedupe_seconds
if redis.call('SADD', KEYS[3], ARGV[6]) == 0 then
  return 0
end
redis.call('EXPIRE', KEYS[3], ARGV[7])
local prefix = ARGV[2]
redis.call('HINCRBY', KEYS[1], prefix .. '|requests', 1)
redis.call('HINCRBY', KEYS[1], prefix .. '|tokens', ARGV[3])
redis.call('HINCRBY', KEYS[1], prefix .. '|credits', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[5])
local oldest = tonumber(ARGV[1]) - tonumber(ARGV[5]) * 1000
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. string.format('%d', oldest))
return 1
