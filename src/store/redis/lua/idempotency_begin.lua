-- Claims an idempotency key, or says why not, in one atomic round trip. A record that has
-- expired, or that is unfinished and older than the lock (its process died), counts as
-- absent. The SQLite backend's idempotency.ts follows the same rules.
-- KEYS: the key's record (hash: fingerprint, created_at; once finished status, body, completed_at)
-- ARGV: fingerprint, now_ms, ttl_ms, lock_ms
-- Reply: { 'started' } | { 'in_progress' } | { 'mismatch' } | { 'replay', status, body }
local record = redis.call('HMGET', KEYS[1], 'fingerprint', 'created_at', 'status', 'body')
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
if record[1] then
  local age = now - tonumber(record[2])
  local finished = record[3] ~= false and record[4] ~= false
  if age < ttl and (finished or age < tonumber(ARGV[4])) then
    if record[1] ~= ARGV[1] then
      return { 'mismatch' }
    end
    if finished then
      return { 'replay', record[3], record[4] }
    end
    return { 'in_progress' }
  end
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'fingerprint', ARGV[1], 'created_at', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ttl)
return { 'started' }
