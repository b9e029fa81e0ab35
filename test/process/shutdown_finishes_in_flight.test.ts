import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminJson, spawnService, type ServiceProcess } from '../support/process.js';
import { deleteKeysByPrefix, REDIS_URL, uniquePrefix } from '../support/redis.js';

const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-shutdown-'));
const prefix = uniquePrefix();
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await deleteKeysByPrefix({ url: REDIS_URL }, prefix);
});

const BODY = JSON.stringify({
  context: 'Launch plan',
  tone: 'enthusiastic',
  recipient: 'team',
  purpose: 'announcement',
});

/** A generate whose body is still arriving when the signal comes; its answer. */
function generateAcrossSignal(
  service: ServiceProcess,
  apiKey: string,
  signal: NodeJS.Signals,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${service.url}/v1/generate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(BODY),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(BODY.slice(0, 10));
    setTimeout(() => {
      service.child.kill(signal);
      setTimeout(() => req.end(BODY.slice(10)), 300);
    }, 200);
  });
}

describe('SIGTERM', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s finishes the request in flight, then exits 0',
    async (signal) => {
      const env = { DATA_DIR: dataDir, BOOTSTRAP_DEV_ACCOUNT: 'false' };
      const { api_key } = await adminJson(['create-key', '--plan', 'professional'], env);
      const service = await spawnService(env);

      const res = await generateAcrossSignal(service, api_key, signal);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).success).toBe(true);
      expect(await service.exited).toBe(0);
      expect(service.output()).toContain('"msg":"stopped"');
    },
  );

  it('with WORKERS=2 on Redis (as the soak runs) finishes the request in flight, then exits 0', async () => {
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      WORKERS: '2',
      BOOTSTRAP_DEV_ACCOUNT: 'false',
    };
    const { api_key } = await adminJson(['create-key', '--plan', 'professional'], env);
    const service = await spawnService(env);

    const res = await generateAcrossSignal(service, api_key, 'SIGTERM');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).success).toBe(true);
    expect(await service.exited).toBe(0);
    const output = service.output();
    expect(output.match(/"msg":"worker stopped"/g)).toHaveLength(2);
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain('usage records not stored');
  });
});
