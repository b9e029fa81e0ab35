-- Records when a key was last used, skipping the write when it was recorded less than a
-- minute ago (another instance may have just done it), so authenticating is not a write.
-- KEYS: key record
-- ARGV: used_at_ms, not_after_ms (write only when the stored time is at or before this)
if redis.call('EXISTS', KEYS[1]) == 0 then
  return 0
end
local last = redis.call('HGET', KEYS[1], 'last_used_at')
if last and tonumber(last) > tonumber(ARGV[2]) then
  return 0
end
redis.call('HSET', KEYS[1], 'last_used_at', ARGV[1])
return 1
