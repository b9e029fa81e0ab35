-- Revokes a key once: the first revocation time stays.
-- KEYS: key record
-- ARGV: revoked_at_ms
-- Reply: the key record as a flat list, or nil when there is no such key.
if redis.call('EXISTS', KEYS[1]) == 0 then
  return nil
end
redis.call('HSETNX', KEYS[1], 'revoked_at', ARGV[1])
return redis.call('HGETALL', KEYS[1])
