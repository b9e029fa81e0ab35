-- Adds purchased credits.
-- KEYS: account, balance
-- ARGV: amount, now_period, catalog_json
-- Status: 0 no account, 2 topped up.
local pots = load_pots(KEYS[1], KEYS[2], ARGV[2], cjson.decode(ARGV[3]))
if not pots then
  return { 0 }
end
pots.purchased = pots.purchased + tonumber(ARGV[1])
save_pots(KEYS[2], pots)
return reply(2, pots)
