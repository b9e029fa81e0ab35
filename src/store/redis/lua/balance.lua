-- The balance at a moment, without writing: reading a future month's balance must not
-- move the stored period forward.
-- KEYS: account, balance
-- ARGV: now_period, catalog_json
local pots = load_pots(KEYS[1], KEYS[2], ARGV[1], cjson.decode(ARGV[2]))
if not pots then
  return { 0 }
end
return reply(1, pots)
