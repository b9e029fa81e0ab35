-- A key record and its account's record, read together: one command, so it can share an
-- auto-pipelined write with other requests' commands (a MULTI cannot), and atomic as the
-- MULTI it replaces was. Both keys are in the account's slot.
-- KEYS: key record, account record
-- ARGV: none
return { redis.call('HGETALL', KEYS[1]), redis.call('HGETALL', KEYS[2]) }
