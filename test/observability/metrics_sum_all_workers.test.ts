import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminJson, spawnService } from '../support/process.js';
import { parsePrometheus, total } from '../support/prometheus.js';

// Two workers start on a shared, loaded 2-core machine.
jest.setTimeout(300_000);

const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-metrics-workers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const listening = (output: string) =>
  output.split('\n').filter((line) => line.includes('"msg":"listening"')).length;

describe('GET /metrics with WORKERS=2', () => {
  it('answers, from either worker, with the sum of both workers’ counts', async () => {
    const env = { DATA_DIR: dataDir, BOOTSTRAP_DEV_ACCOUNT: 'false', WORKERS: '2' };
    const { api_key } = await adminJson(['create-key', '--plan', 'professional'], env);
    const service = await spawnService(env, 150_000);
    try {
      const end = Date.now() + 120_000;
      while (listening(service.output()) < 2 && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(listening(service.output())).toBe(2);

      // Node's cluster hands connections to the workers in turn, so each serves about half.
      const get = (path: string) =>
        fetch(`${service.url}${path}`, {
          headers: { authorization: `Bearer ${api_key}`, connection: 'close' },
        }).then(async (r) => (await r.arrayBuffer(), r.status));
      const statuses = await Promise.all([
        ...Array.from({ length: 40 }, () => get('/v1/templates?limit=1')),
        ...Array.from({ length: 10 }, () => get('/v1/templates/no-such-template')),
      ]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(40);
      expect(statuses.filter((s) => s === 404)).toHaveLength(10);

      // Several scrapes, each possibly answered by the other worker, all see the same sums.
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${service.url}/metrics`, { headers: { connection: 'close' } });
        expect(res.status).toBe(200);
        const samples = parsePrometheus(await res.text());
        const count = (operation: string, status: string) =>
          total(samples, 'mailwright_http_requests_total', { operation, status });
        expect(count('listTemplates', '200')).toBe(40);
        expect(count('getTemplate', '404')).toBe(10);
        expect(count('getMetrics', '200')).toBe(i);
        expect(total(samples, 'mailwright_http_request_duration_seconds_count')).toBe(50 + i);
      }
    } finally {
      service.child.kill('SIGTERM');
    }
    expect(await service.exited).toBe(0);
  });
});
