/**
 * `npm run bench`: requests per second and latency of the main operations against a
 * real server on loopback (builtin engine), with the embedded SQLite store and with
 * Redis, printed side by side as one table.
 * Bounded in time and count; it stops by itself.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteKeysByPrefix } from '../test/support/redis.js';
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
    body: {
      content: 'Hi team,\n\nI will recieve the the report in order to review it.\n\nThanks,\nSam',
      improvements: ['spelling', 'grammar', 'concise'],
    },
  },
  { name: 'GET /v1/templates', method: 'GET', path: '/v1/templates?limit=20' },
  { name: 'GET /v1/usage', method: 'GET', path: '/v1/usage?period=day' },
];

/** Each backend the service can run on: the embedded default, and Redis when one answers. */
const BACKENDS: Array<{ name: string; env: () => Record<string, string> }> = [
  { name: 'sqlite', env: () => ({}) },
  {
    name: 'redis',
    env: () => ({
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `mwbench:${Date.now()}:`,
    }),
  },
];

async function measure(backend: (typeof BACKENDS)[number]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-bench-'));
  const env = backend.env();
  const service = await startService({ DATA_DIR: dataDir, ...env });
  const key = await service.createKey({
    plan: 'enterprise',
    limit: { requests: 100_000_000, windowSeconds: 3600 },
    credits: 1_000_000_000,
  });
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
    if (env.REDIS_KEY_PREFIX)
      await deleteKeysByPrefix({ url: env.REDIS_URL! }, env.REDIS_KEY_PREFIX);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  for (const backend of BACKENDS) rows.push(...(await measure(backend)));
  // Side by side: each operation's backends on adjacent rows.
  rows.sort(
    (a, b) =>
      CASES.findIndex((c) => c.name === a.operation) -
      CASES.findIndex((c) => c.name === b.operation),
  );
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per operation and backend, loopback, Node ${process.version}\n`,
  );
  console.table(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
