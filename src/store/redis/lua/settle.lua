-- Charges `actual` against a reservation and finishes it; a refund is a settle of 0.
-- The unused rest goes back to purchased first, then to the allowance, and to the allowance
-- only within the month it was drawn (a new month starts full) and never above the plan's
-- monthly amount (the plan may have changed meanwhile). An overrun is charged only as far
-- as the pots reach. A finished reservation is kept `keep_finished_ms` with what it charged,
-- so settling it again changes nothing and answers what the first settle charged (a caller
-- whose first reply was lost learns the real charge).
-- KEYS: account, balance, reservation, open reservations (zset)
-- ARGV: actual, now_ms, now_period, catalog_json, keep_finished_ms, reservation_id
-- Status: 0 unknown reservation or account, 1 already finished, 2 settled now.
-- Reply: { status, period, allowance, purchased, charged }
local reservation = redis.call('HMGET', KEYS[3], 'period', 'from_allowance', 'from_purchased',
  'finished_at', 'charged')
if not reservation[1] then
  redis.call('ZREM', KEYS[4], ARGV[6])
  return { 0 }
end
local catalog = cjson.decode(ARGV[4])
local pots = load_pots(KEYS[1], KEYS[2], ARGV[3], catalog)
if not pots then
  return { 0 }
end
if reservation[4] then
  return reply(1, pots, tonumber(reservation[5]) or 0)
end

local actual = tonumber(ARGV[1])
local from_allowance = tonumber(reservation[2])
local from_purchased = tonumber(reservation[3])
local reserved = from_allowance + from_purchased
local charged
if actual <= reserved then
  local unused = reserved - actual
  local to_purchased = math.min(unused, from_purchased)
  local to_allowance = 0
  if pots.period == reservation[1] then
    to_allowance = unused - to_purchased
  end
  pots.purchased = pots.purchased + to_purchased
  pots.allowance = math.max(pots.allowance,
    math.min(pots.allowance + to_allowance, catalog[pots.plan]))
  charged = actual
else
  local extra = actual - reserved
  local extra_allowance = math.min(extra, pots.allowance)
  local extra_purchased = math.min(extra - extra_allowance, pots.purchased)
  pots.allowance = pots.allowance - extra_allowance
  pots.purchased = pots.purchased - extra_purchased
  charged = reserved + extra_allowance + extra_purchased
end
save_pots(KEYS[2], pots)
redis.call('HSET', KEYS[3], 'finished_at', ARGV[2], 'charged', charged)
redis.call('PEXPIRE', KEYS[3], ARGV[5])
redis.call('ZREM', KEYS[4], ARGV[6])
return reply(2, pots, charged)
