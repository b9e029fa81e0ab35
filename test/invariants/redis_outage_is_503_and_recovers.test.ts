import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, startInstances, type Instances } from '../support/instances.js';
import { startRedisServer, type RedisServer } from '../support/redis.js';

const dir = mkdtempSync(join(tmpdir(), 'mailwright-outage-'));
let redis: RedisServer | undefined;
let instances: Instances | undefined;
afterAll(async () => {
  await instances?.stop().catch(() => undefined);
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const BODY = {
  context: 'Quarterly numbers',
  tone: 'formal',
  recipient: 'executive',
  purpose: 'status_update',
};
// Data survives the restart, as it does on a production Redis with appendonly yes.
const persistent = ['--appendonly', 'yes', '--appendfsync', 'always'];

describe('a Redis outage', () => {
  it('gets 503s and never a 500, charges nothing, and the service recovers by itself', async () => {
    redis = await startRedisServer({ dir, args: persistent });
    instances = await startInstances(1, redis.url);
    const url = instances.urls[0]!;
    const { api_key } = await instances.createKey(['--plan', 'professional']);
    const before = await call(url, api_key, 'POST', '/v1/generate', BODY);
    expect(before.status).toBe(200);

    const port = redis.port;
    await redis.stop('SIGKILL');
    const during = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? call(url, api_key, 'POST', '/v1/generate', BODY)
          : call(url, api_key, 'GET', '/v1/usage'),
      ),
    );
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('service_unavailable');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { state: 'unavailable' } });

    redis = await startRedisServer({ port, dir, args: persistent });
    const back = Date.now();
    let after = await call(url, api_key, 'GET', '/v1/usage?period=day');
    while (after.status !== 200 && Date.now() - back < 5000) {
      expect(after.status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await call(url, api_key, 'GET', '/v1/usage?period=day');
    }
    expect(after.status).toBe(200);
    expect(after.body.credits.remaining).toBe(before.body.usage.remaining_credits);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await call(url, api_key, 'POST', '/v1/generate', BODY)).status).toBe(200);
  });
});
