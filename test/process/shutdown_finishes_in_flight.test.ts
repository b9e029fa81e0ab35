import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminJson, spawnService } from '../support/process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGTERM', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s finishes the request in flight, then exits 0',
    async (signal) => {
      const env = { DATA_DIR: dataDir, BOOTSTRAP_DEV_ACCOUNT: 'false' };
      const { api_key } = await adminJson(['create-key', '--plan', 'professional'], env);
      const service = await spawnService(env);
      const body = JSON.stringify({
        context: 'Launch plan',
        tone: 'enthusiastic',
        recipient: 'team',
        purpose: 'announcement',
      });

      // A request whose body is still arriving when the signal comes.
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${service.url}/v1/generate`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${api_key}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          service.child.kill(signal);
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });

      const res = await response;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).success).toBe(true);
      expect(await service.exited).toBe(0);
      expect(service.output()).toContain('"msg":"stopped"');
    },
  );
});
