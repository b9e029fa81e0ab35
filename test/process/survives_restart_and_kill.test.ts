import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminJson, spawnService, type ServiceProcess } from '../support/process.js';
import { deleteKeysByPrefix, REDIS_URL, uniquePrefix } from '../support/redis.js';

const BODY = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
};

const running: ServiceProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  const stopping = running.splice(0);
  for (const p of stopping) p.child.kill('SIGKILL');
  await Promise.all(stopping.map((p) => p.exited));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function call(url: string, apiKey: string, path = '/v1/generate') {
  const res = await fetch(url + path, {
    method: path === '/v1/generate' ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: path === '/v1/generate' ? JSON.stringify(BODY) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('state outlives the process', () => {
  it('keeps keys, the balance and usage across a graceful restart and a kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-proc-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, BOOTSTRAP_DEV_ACCOUNT: 'false' };

    const first = await spawnService(env);
    running.push(first);
    // The CLI writes to the same store while the service runs.
    const created = await adminJson(['create-key', '--plan', 'free', '--credits', '1000'], env);
    expect(created.api_key).toMatch(/^mw_test_/);
    const generated = await call(first.url, created.api_key);
    expect(generated.status).toBe(200);
    const balance = generated.body.usage.remaining_credits;

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await spawnService(env);
    running.push(second);
    const usage = await call(second.url, created.api_key, '/v1/usage?period=day');
    expect(usage.status).toBe(200);
    expect(usage.body.credits.remaining).toBe(balance);
    expect(usage.body.operations.generateEmail.requests).toBe(1);

    second.child.kill('SIGKILL');
    await second.exited;

    const third = await spawnService(env);
    running.push(third);
    const after = await call(third.url, created.api_key, '/v1/usage?period=day');
    expect(after.status).toBe(200);
    expect(after.body.credits.remaining).toBe(balance);
    // The usage call answered before the kill was recorded, too.
    expect(after.body.operations.getUsage.requests).toBe(1);
    expect(after.body.rate_limit.remaining).toBe(100 - 3);
  });

  it.each([
    ['sqlite', {}],
    ['redis', { REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix() }],
  ] as Array<[string, Record<string, string>]>)(
    'creates a development account on the very first start and prints its key once (%s)',
    async (_backend, backendEnv) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-proc-'));
      dirs.push(dataDir);
      const env = { DATA_DIR: dataDir, BOOTSTRAP_DEV_ACCOUNT: 'true', ...backendEnv };
      try {
        const first = await spawnService(env);
        running.push(first);
        const key = /(mw_test_[0-9A-Za-z]+)/.exec(first.output())?.[1];
        expect(key).toBeDefined();
        expect((await call(first.url, key!)).status).toBe(200);
        first.child.kill('SIGTERM');
        await first.exited;

        const second = await spawnService(env);
        running.push(second);
        expect(second.output()).not.toContain('mw_test_');
        expect((await call(second.url, key!)).status).toBe(200);
      } finally {
        if (backendEnv.REDIS_KEY_PREFIX)
          await deleteKeysByPrefix({ url: REDIS_URL }, backendEnv.REDIS_KEY_PREFIX);
      }
    },
  );
});
