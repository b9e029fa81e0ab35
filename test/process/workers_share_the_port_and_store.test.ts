import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminJson, spawnService } from '../support/process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-workers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const listeningPids = (output: string): number[] =>
  output
    .split('\n')
    .filter((line) => line.includes('"msg":"listening"'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

async function until(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('WORKERS=2', () => {
  it('serves from two processes on one port and one store, replaces a dead one, and stops cleanly', async () => {
    const env = { DATA_DIR: dataDir, BOOTSTRAP_DEV_ACCOUNT: 'false', WORKERS: '2' };
    const { api_key } = await adminJson(
      ['create-key', '--plan', 'enterprise', '--limit', '40/hour'],
      env,
    );
    const service = await spawnService(env);
    try {
      await until('two workers', () => listeningPids(service.output()).length === 2);
      const [first] = listeningPids(service.output());

      // The plan limit is shared by both workers: exactly 40 of 60 succeed.
      const statuses = await Promise.all(
        Array.from({ length: 60 }, () =>
          fetch(`${service.url}/v1/templates?limit=1`, {
            headers: { authorization: `Bearer ${api_key}` },
          }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(40);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);

      process.kill(first!, 'SIGKILL');
      await until('a replacement worker', () => listeningPids(service.output()).length === 3);
      expect(service.output()).toContain('worker died');
      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    } finally {
      service.child.kill('SIGTERM');
    }
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('"msg":"stopped"');
  });
});
