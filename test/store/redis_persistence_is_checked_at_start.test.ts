import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config.js';
import { checkRedisPersistence, verdict } from '../../src/store/redis/persistence.js';
import { startRedisServer, type RedisServer } from '../support/redis.js';

jest.setTimeout(60_000);

let server: RedisServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

function capture() {
  const lines: { level: number; msg: string; redis?: { appendonly: string } }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

async function check(url: string) {
  const { logger, lines } = capture();
  const config = loadConfig({ REDIS_URL: url, NODE_ENV: 'test' });
  await checkRedisPersistence(config.redis!, logger);
  return lines;
}

describe('the Redis persistence check at start', () => {
  it('warns when Redis keeps nothing on disk', async () => {
    server = await startRedisServer();
    const lines = await check(server.url);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, redis: { appendonly: 'no' } });
    expect(lines[0]!.msg).toContain('keeps nothing on disk');
  });

  it('warns about snapshots only, and is content with an append-only file', async () => {
    server = await startRedisServer({ args: ['--save', '900 1'] });
    const rdb = await check(server.url);
    expect(rdb[0]).toMatchObject({ level: 40 });
    expect(rdb[0]!.msg).toContain('only RDB snapshots');
    await server.stop();
    server = await startRedisServer({ args: ['--appendonly', 'yes'] });
    const aof = await check(server.url);
    expect(aof).toEqual([
      expect.objectContaining({ level: 30, redis: expect.objectContaining({ appendonly: 'yes' }) }),
    ]);
  });

  it('says it could not check when CONFIG is not allowed', async () => {
    server = await startRedisServer({ args: ['--rename-command', 'CONFIG', ''] });
    const lines = await check(server.url);
    expect(lines[0]).toMatchObject({ level: 40 });
    expect(lines[0]!.msg).toContain('could not check Redis persistence');
  });

  it('reads the settings the way Redis reports them', () => {
    expect(verdict({ appendonly: 'yes', save: '' })).toBe('aof');
    expect(verdict({ appendonly: 'no', save: '3600 1 300 100' })).toBe('rdb_only');
    expect(verdict({ appendonly: 'no', save: '' })).toBe('none');
  });
});
