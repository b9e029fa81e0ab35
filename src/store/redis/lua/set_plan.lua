-- Changes an account's plan (and its own limit, which only Enterprise keeps). A new plan
-- grants its own allowance for the month; setting the same plan again (say, to change an
-- Enterprise limit) must not refill it.
-- KEYS: account, balance
-- ARGV: plan, limit_requests, limit_window_seconds ('' for none), now_period, catalog_json
-- Reply: the account hash as a flat list, or nil when there is no such account.
local before = redis.call('HGET', KEYS[1], 'plan')
if not before then
  return nil
end
redis.call('HSET', KEYS[1], 'plan', ARGV[1])
if ARGV[2] == '' then
  redis.call('HDEL', KEYS[1], 'limit_requests', 'limit_window_seconds')
else
  redis.call('HSET', KEYS[1], 'limit_requests', ARGV[2], 'limit_window_seconds', ARGV[3])
end
if before ~= ARGV[1] then
  local period = redis.call('HGET', KEYS[2], 'period') or ARGV[4]
  if ARGV[4] > period then
    period = ARGV[4]
  end
  redis.call('HSET', KEYS[2], 'period', period,
    'allowance', int(cjson.decode(ARGV[5])[ARGV[1]]))
end
return redis.call('HGETALL', KEYS[1])
