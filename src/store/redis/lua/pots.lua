-- Shared by the credit scripts: loaded in front of each of them (Redis scripts cannot call
-- one another), so the month roll-over and the pot arithmetic exist once.
--
-- Balance hash fields: period (`YYYY-MM`), allowance, purchased. Account hash field: plan.
-- Numbers are written with %d because Lua's default number-to-string switches to exponent
-- notation for large values, which HINCRBY and tonumber would then misread.

local function int(n)
  return string.format('%d', n)
end

-- The account's pots as they stand in `now_period`: a later month starts with a full
-- allowance; an earlier `now_period` (a clock a moment behind) never moves the period back.
local function load_pots(account_key, balance_key, now_period, catalog)
  local plan = redis.call('HGET', account_key, 'plan')
  if not plan then
    return nil
  end
  local stored = redis.call('HMGET', balance_key, 'period', 'allowance', 'purchased')
  local pots = {
    plan = plan,
    period = stored[1],
    allowance = tonumber(stored[2]),
    purchased = tonumber(stored[3]),
  }
  if now_period > pots.period then
    pots.period = now_period
    pots.allowance = catalog[plan]
  end
  return pots
end

local function save_pots(balance_key, pots)
  redis.call('HSET', balance_key, 'period', pots.period, 'allowance', int(pots.allowance),
    'purchased', int(pots.purchased))
end

-- Every credit script answers { status, period, allowance, purchased, ... }; status 0 means
-- "no such account or reservation" and carries no pots.
local function reply(status, pots, ...)
  return { status, pots.period, pots.allowance, pots.purchased, ... }
end
