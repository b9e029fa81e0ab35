-- Forgets a key whose request failed, so a retry runs again; a finished record stays.
-- KEYS: the key's record
-- Reply: 1 forgotten, 0 nothing to forget.
if redis.call('HEXISTS', KEYS[1], 'status') == 1 then
  return 0
end
return redis.call('DEL', KEYS[1])
