/**
 * `npm run bench`: requests per second and latency of the main operations against a
 * real server on loopback (embedded SQLite store, builtin engine), printed as a table.
 * Bounded in time and count; it stops by itself.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../test/support/service.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const CASES: Case[] = [
  {
    name: 'POST /v1/generate',
    method: 'POST',
    path: '/v1/generate',
    body: {
      context: 'Follow up on project proposal meeting',
      tone: 'professional',
      recipient: 'client',
      purpose: 'follow_up',
      additional_notes: 'Meeting was yesterday, they seemed interested',
    },
  },
  {
    name: 'POST /v1/improve',
    method: 'POST',
    path: '/v1/improve',
    body: { content: 'Hi team,\n\nI will recieve the the report in order to review it.\n\nThanks,\nSam', improvements: ['spelling', 'grammar', 'concise'] },
  },
  { name: 'GET /v1/templates', method: 'GET', path: '/v1/templates?limit=20' },
  { name: 'GET /v1/usage', method: 'GET', path: '/v1/usage?period=day' },
];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-bench-'));
  const service = await startService({ DATA_DIR: dataDir });
  const key = await service.createKey({ plan: 'enterprise', limit: { requests: 100_000_000, windowSeconds: 3600 }, credits: 1_000_000_000 });
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const c of CASES) {
      const result = await autocannon({
        url: service.url + c.path,
        method: c.method,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { authorization: `Bearer ${key.apiKey}`, 'content-type': 'application/json' },
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
      });
      rows.push({
        operation: c.name,
        backend: service.deps.state.backend,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per operation, loopback, Node ${process.version}\n`);
  console.table(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
