-- Adds requests to an account's hourly usage counters, once per request id, and indexes
-- the hour so a range of hours can be found without scanning. The ids of the hour's records
-- are kept in a set for the dedupe period, so the same record written again (a retry after a
-- lost reply) adds nothing. Counters and index expire after the retention; index entries
-- older than the retention are trimmed as new hours are added. One call takes every record
-- of the same account and hour that the process had to write in one turn of its event loop.
-- KEYS: the hour's counters (hash), the account's hour index (zset), the hour's request
--       ids (set)
-- ARGV: hour_ms, retention_seconds, dedupe_seconds, then per record four values:
--       field_prefix (`<operation>|<status class>`), tokens, credits, request_id
-- Returns how many of the records were new.
local added = 0
for i = 4, #ARGV, 4 do
  if redis.call('SADD', KEYS[3], ARGV[i + 3]) == 1 then
    added = added + 1
    local prefix = ARGV[i]
    redis.call('HINCRBY', KEYS[1], prefix .. '|requests', 1)
    redis.call('HINCRBY', KEYS[1], prefix .. '|tokens', ARGV[i + 1])
    redis.call('HINCRBY', KEYS[1], prefix .. '|credits', ARGV[i + 2])
  end
end
if added == 0 then
  return 0
end
redis.call('EXPIRE', KEYS[3], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[2])
local oldest = tonumber(ARGV[1]) - tonumber(ARGV[2]) * 1000
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. string.format('%d', oldest))
return added
