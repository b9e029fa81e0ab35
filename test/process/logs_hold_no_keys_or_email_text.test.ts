import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminJson, spawnService } from '../support/process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-logs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the logs', () => {
  it('are JSON lines with request ids, and never hold a key, a draft or a context', async () => {
    const env = { DATA_DIR: dataDir, BOOTSTRAP_DEV_ACCOUNT: 'false', LOG_LEVEL: 'debug' };
    const { api_key } = await adminJson(['create-key', '--plan', 'professional'], env);
    const service = await spawnService(env);
    const secretContext = 'Confidential merger with Zephyrcorp';
    const secretDraft = 'Draft about the Quillbrook acquisition';
    const headers = { authorization: `Bearer ${api_key}`, 'content-type': 'application/json' };
    try {
      const ok = await fetch(`${service.url}/v1/generate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          context: secretContext,
          tone: 'formal',
          recipient: 'executive',
          purpose: 'request',
        }),
      });
      expect(ok.status).toBe(200);
      await fetch(`${service.url}/v1/improve`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content: secretDraft }),
      });
      await fetch(`${service.url}/v1/generate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ context: secretContext, tone: 'nope' }),
      });
      await fetch(`${service.url}/v1/usage`, { headers: { authorization: `Bearer ${api_key}x` } });
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    const output = service.output();
    expect(output).not.toContain(api_key);
    expect(output).not.toContain(api_key.slice(8));
    expect(output).not.toContain('Zephyrcorp');
    expect(output).not.toContain('Quillbrook');
    const lines = output.split('\n').filter((l) => l.startsWith('{'));
    const requests = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(4);
    for (const line of requests) expect(String(line.request_id)).toMatch(/^req_/);
    // A request's line is written once its response has gone, so the client may send the
    // next request first: each status is logged, in whatever order the lines were written.
    expect(requests.map((l) => Number(l.status)).sort((a, b) => a - b)).toEqual([
      200, 200, 400, 401,
    ]);
  });
});
