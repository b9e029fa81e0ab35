-- Stores the response of a started key. A record that is gone (expired, abandoned) or
-- already finished is left as it is. The expiry set by begin stays: the record lives
-- 24 hours from the request that first used the key.
-- KEYS: the key's record
-- ARGV: status, body, now_ms
-- Reply: 1 stored, 0 nothing to complete.
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'status') == 1 then
  return 0
end
redis.call('HSET', KEYS[1], 'status', ARGV[1], 'body', ARGV[2], 'completed_at', ARGV[3])
return 1
