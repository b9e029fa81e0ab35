/**
 * The usage writer's bounds: the outbox holds at most `outboxLimit` records (the oldest go
 * first, logged), and the shutdown wait gives up after `drainTimeoutMs` while the store
 * stays away, naming what it could not store.
 */
import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { UsageEvent } from '../../src/store/store.js';
import { usageWriter } from '../../src/usage/writer.js';

function capture() {
  const lines: { msg: string; [k: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const event = (n: number): UsageEvent => ({
  requestId: `req_${n}`,
  accountId: 'acct_1',
  keyId: null,
  operation: 'listTemplates',
  status: 200,
  tokens: 0,
  credits: 0,
  at: new Date(),
});

const fast = { retries: 1, minRetryDelayMs: 1, maxRetryDelayMs: 1, outboxRetryMs: 20 };

describe('usage writer', () => {
  it('keeps at most outboxLimit records and drops the oldest', async () => {
    let away = true;
    const stored: string[] = [];
    const meter = {
      record: async (e: UsageEvent) => {
        if (away) throw new Error('Connection is closed');
        stored.push(e.requestId);
      },
    };
    const { logger, lines } = capture();
    const writer = usageWriter(meter, logger, { ...fast, outboxLimit: 2 });
    for (const n of [1, 2, 3]) await writer.write(event(n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writer.waiting()).toBe(2);
    const dropped = lines.filter((l) => l.msg === 'usage outbox full: oldest record dropped');
    expect(dropped.map((l) => l.request_id)).toEqual(['req_1']);

    away = false;
    await writer.settled();
    expect(stored.sort()).toEqual(['req_2', 'req_3']);
    expect(writer.waiting()).toBe(0);
  });

  it('gives up at shutdown after drainTimeoutMs and logs what it could not store', async () => {
    const meter = {
      record: async () => {
        throw new Error('Connection is closed');
      },
    };
    const { logger, lines } = capture();
    const writer = usageWriter(meter, logger, { ...fast, drainTimeoutMs: 200 });
    await writer.write(event(7));
    const started = Date.now();
    await writer.settled();
    expect(Date.now() - started).toBeLessThan(1000);
    const lost = lines.find((l) => l.msg === 'usage records not stored before shutdown');
    expect(lost).toMatchObject({ unwritten: 1, request_ids: ['req_7'] });
  });
});
