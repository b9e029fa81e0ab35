-- Drops an account from the global set of accounts that may hold open reservations, but
-- only while its last reservation is still older than the cutoff: a reserve that raced
-- with the sweep has moved the score forward and keeps the account in the set.
-- KEYS: the global set of accounts with open reservations (zset, score = last reserve ms)
-- ARGV: account_id, cutoff_ms
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) < tonumber(ARGV[2]) then
  return redis.call('ZREM', KEYS[1], ARGV[1])
end
return 0
