-- Stores a key record in its account's slot, refusing a key for an account that does not
-- exist. The hash lookup (a separate, global key) has already been claimed with SET NX.
-- KEYS: account, key record, the account's key index (zset)
-- ARGV: key_id, account_id, created_at_ms, hint, hash, has_name ('1' or '0'), name
-- Reply: 1 stored, 0 no such account.
if redis.call('EXISTS', KEYS[1]) == 0 then
  return 0
end
redis.call('HSET', KEYS[2], 'id', ARGV[1], 'account_id', ARGV[2], 'created_at', ARGV[3],
  'hint', ARGV[4], 'hash', ARGV[5])
if ARGV[6] == '1' then
  redis.call('HSET', KEYS[2], 'name', ARGV[7])
end
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
return 1
