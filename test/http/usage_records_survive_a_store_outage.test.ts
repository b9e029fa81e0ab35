/**
 * No usage record is lost, and none counts twice, when the store fails the first writes:
 * the service runs in-process on a store whose `record` refuses for a while (the store is
 * away) or runs and then fails (the reply was lost, as with a Redis command that timed out
 * on this side), and every answered request ends up recorded exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import { buildDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import type { Deps } from '../../src/http/context.js';
import { issueKey } from '../../src/keys/keys.js';
import { StateUnavailableError, type Meter, type UsageEvent } from '../../src/store/store.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';

const dir = makeTempDir('usage-outage');

/** The store's meter, with `record` failing as the test says. */
const store = {
  away: false,
  /** The next N records are written and then fail, as if their reply was lost. */
  lostReplies: 0,
  tries: 0,
};

let deps: Deps;
let server: Server;
let url: string;
let settled: () => Promise<void>;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, BOOTSTRAP_DEV_ACCOUNT: 'false' });
  const real = await buildDeps(config, pino({ level: 'silent' }));
  const meter: Meter = {
    ...real.state.meter,
    record: async (event: UsageEvent) => {
      store.tries += 1;
      if (store.away) throw new StateUnavailableError({ cause: new Error('Connection is closed') });
      await real.state.meter.record(event);
      if (store.lostReplies > 0) {
        store.lostReplies -= 1;
        throw new StateUnavailableError({ cause: new Error('Command timed out') });
      }
    },
  };
  deps = { ...real, state: { ...real.state, meter } };
  const app = await createApp(deps);
  settled = app.settled;
  server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await settled();
  await deps.state.close();
  removeTempDir(dir);
});

async function newKey() {
  const account = await deps.state.accounts.createAccount({ plan: 'professional' });
  const { apiKey } = await issueKey(deps.state, deps.keyring, account.id, 'test');
  return { accountId: account.id, apiKey };
}

async function listTemplates(apiKey: string, requestId?: string): Promise<number> {
  const res = await fetch(`${url}/v1/templates?limit=1`, {
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(requestId && { 'x-request-id': requestId }),
    },
  });
  await res.arrayBuffer();
  return res.status;
}

async function recorded(accountId: string): Promise<number> {
  const now = Date.now();
  const rows = await deps.state.meter.usageRows(
    accountId,
    new Date(now - 3_600_000),
    new Date(now + 3_600_000),
  );
  return rows.reduce((sum, row) => sum + row.requests, 0);
}

describe('usage records', () => {
  it('arrive once, after the store comes back, when it refused every try at first', async () => {
    const { accountId, apiKey } = await newKey();
    store.away = true;
    store.tries = 0;
    const statuses = await Promise.all([1, 2, 3].map(() => listTemplates(apiKey)));
    expect(statuses).toEqual([200, 200, 200]);

    // Longer than the writer's own retries: the records now wait in its outbox.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(store.tries).toBeGreaterThan(3 * 4);
    expect(await recorded(accountId)).toBe(0);

    store.away = false;
    await settled();
    expect(await recorded(accountId)).toBe(3);
  });

  it('count once when a write landed but its reply was lost', async () => {
    const { accountId, apiKey } = await newKey();
    store.lostReplies = 2;
    store.tries = 0;
    expect(await listTemplates(apiKey)).toBe(200);
    await settled();
    expect(store.tries).toBe(3);
    expect(await recorded(accountId)).toBe(1);
  });

  it('count each request once even when the caller sends the same X-Request-Id twice', async () => {
    const { accountId, apiKey } = await newKey();
    expect(await listTemplates(apiKey, 'client-chosen-id-1')).toBe(200);
    expect(await listTemplates(apiKey, 'client-chosen-id-1')).toBe(200);
    await settled();
    expect(await recorded(accountId)).toBe(2);
  });

  it('are drained by the shutdown wait as soon as the store answers', async () => {
    const { accountId, apiKey } = await newKey();
    store.away = true;
    expect(await listTemplates(apiKey)).toBe(200);
    expect(await listTemplates(apiKey)).toBe(200);
    const draining = settled();
    setTimeout(() => (store.away = false), 300);
    await draining;
    expect(await recorded(accountId)).toBe(2);
  });
});
