-- Stores a key record in its account's slot, refusing a key for an account that does not
-- exist, or (with a limit) for an account that already holds that many unrevoked keys.
-- The hash lookup (a separate, global key) has already been claimed with SET NX.
-- KEYS: account, key record, the account's key index (zset)
-- ARGV: key_id, account_id, created_at_ms, hint, hash, has_name ('1' or '0'), name,
--       max_active ('' for no limit), the key-record name prefix of this account
--       (its records live in the same slot: the prefix carries the account's hash tag)
-- Reply: 1 stored, 0 no such account, -1 the account is at its limit of active keys.
if redis.call('EXISTS', KEYS[1]) == 0 then
  return 0
end
if ARGV[8] ~= '' then
  local max = tonumber(ARGV[8])
  local active = 0
  for _, id in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
    if redis.call('HEXISTS', ARGV[9] .. id, 'revoked_at') == 0 then
      active = active + 1
      if active >= max then
        return -1
      end
    end
  end
end
redis.call('HSET', KEYS[2], 'id', ARGV[1], 'account_id', ARGV[2], 'created_at', ARGV[3],
  'hint', ARGV[4], 'hash', ARGV[5])
if ARGV[6] == '1' then
  redis.call('HSET', KEYS[2], 'name', ARGV[7])
end
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
return 1
