-- Takes `amount` from the pots, allowance first, all or nothing, and records where it came
-- from so settle can hand the unused rest back to the right pot.
-- KEYS: account, balance, reservation, open reservations (zset)
-- ARGV: amount, now_ms, now_period, catalog_json, reservation_id
-- Status: 0 no account, 1 refused (not enough credits), 2 reserved.
local amount = tonumber(ARGV[1])
local pots = load_pots(KEYS[1], KEYS[2], ARGV[3], cjson.decode(ARGV[4]))
if not pots then
  return { 0 }
end
if pots.allowance + pots.purchased < amount then
  return reply(1, pots)
end
local from_allowance = math.min(amount, pots.allowance)
local from_purchased = amount - from_allowance
pots.allowance = pots.allowance - from_allowance
pots.purchased = pots.purchased - from_purchased
save_pots(KEYS[2], pots)
redis.call('HSET', KEYS[3], 'period', pots.period, 'from_allowance', int(from_allowance),
  'from_purchased', int(from_purchased), 'created_at', ARGV[2])
redis.call('ZADD', KEYS[4], ARGV[2], ARGV[5])
return reply(2, pots)
