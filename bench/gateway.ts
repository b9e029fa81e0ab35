/**
 * `npx tsx bench/gateway.ts`: only the gateway row of the bench (`GET /v1/templates?limit=1`)
 * beside Express 5's canned JSON, in one run, plus what the full bench does not show: the
 * CPU time the service spent per request (from /proc, so other work on the machine inflates
 * it far less than it lowers req/s). BENCH_ONLY=sqlite,redis picks the backends;
 * BENCH_CPU_PROF=dir writes each service's CPU profile there; WORKERS=N is passed on.
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { openStateFor } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { issueKey } from '../src/keys/keys.js';
import { projectRoot } from '../src/paths.js';
import { deleteKeysByPrefix } from '../test/support/redis.js';
import { generateBody, IMPROVE_BODY } from './inputs.js';
import { cpuMs, freePort, rssMb, startFlags, startTarget, type Target } from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = projectRoot();
const only = process.env.BENCH_ONLY?.split(',') ?? ['sqlite', 'redis'];

/** CPU of a process and its children (the workers under WORKERS=N), in ms. */
function treeCpuMs(pid: number): number {
  let total = cpuMs(pid) ?? 0;
  try {
    const children = readChildren(pid);
    for (const child of children) total += treeCpuMs(child);
  } catch {
    // No children file on this kernel: the process alone.
  }
  return total;
}

/** Read and write system calls of a process and its children so far, from /proc/PID/io. */
function treeSyscalls(pid: number): number {
  let total = 0;
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    total += Number(/syscr: (\d+)/.exec(io)?.[1] ?? 0) + Number(/syscw: (\d+)/.exec(io)?.[1] ?? 0);
    for (const child of readChildren(pid)) total += treeSyscalls(child);
  } catch {
    // No io file on this kernel, or no children file: what was read.
  }
  return total;
}

function readChildren(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

async function load(
  target: Target,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const before = treeCpuMs(target.pid);
  const syscallsBefore = treeSyscalls(target.pid);
  const result = await autocannon({
    url: target.url + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  const cpu = treeCpuMs(target.pid) - before;
  const syscalls = treeSyscalls(target.pid) - syscallsBefore;
  const rps = Math.round(result.requests.average);
  const perRequest = result.requests.total > 0 ? cpu / result.requests.total : 0;
  return (
    `${rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `${perRequest.toFixed(3)} CPU ms/request, ` +
    `${result.requests.total > 0 ? (syscalls / result.requests.total).toFixed(2) : 0} read/write syscalls/request, non-2xx ${result.non2xx}, errors ${result.errors}`
  );
}

async function benchKey(env: Record<string, string>): Promise<string> {
  const config = loadConfig({ ...env });
  const { state, keyring } = await openStateFor(config, pino({ level: 'silent' }));
  try {
    const account = await state.accounts.createAccount({
      name: 'Bench',
      plan: 'enterprise',
      credits: 1_000_000_000,
      rateLimit: { requests: 1_000_000_000, windowSeconds: 3600 },
    });
    return (await issueKey(state, keyring, account.id, 'bench')).apiKey;
  } finally {
    await state.close();
  }
}

function profile(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}.cpuprofile`] : [];
}

async function express(): Promise<void> {
  const port = await freePort();
  const target = await startTarget({
    name: 'express',
    command: process.execPath,
    args: [join(root, 'bench', 'targets', 'canned-express.mjs')],
    env: { PORT: String(port) },
    port,
    probe: '/',
  });
  try {
    console.log(`Express 5, canned JSON: ${await load(target, '/')}`);
  } finally {
    await target.stop();
  }
}

async function service(backend: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-gw-'));
  const prefix = `mwgw${process.pid}:`;
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    BOOTSTRAP_DEV_ACCOUNT: 'false',
    LOG_LEVEL: 'warn',
    KEY_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    ...(process.env.WORKERS && { WORKERS: process.env.WORKERS }),
    ...(backend === 'redis' && { REDIS_URL, REDIS_KEY_PREFIX: prefix }),
  };
  let target: Target | undefined;
  try {
    const apiKey = await benchKey(env);
    const port = await freePort();
    target = await startTarget({
      name: backend,
      command: process.execPath,
      args: [...startFlags(), ...profile(backend), join(root, 'dist', 'src', 'main.js')],
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      port,
      probe: '/healthz',
      readyStatus: 200,
    });
    const rssAtStart = rssMb(target.pid);
    const auth = { authorization: `Bearer ${apiKey}` };
    // As the full bench: one generate and one improve first, so what start-up left to
    // load lazily is loaded before the load (and its CPU) is measured.
    for (const [path, body] of [
      ['/v1/generate', generateBody(1_000_000)],
      ['/v1/improve', IMPROVE_BODY],
    ] as const) {
      const res = await fetch(target.url + path, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200)
        throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    }
    const start = `start ${target.startMs} ms (CPU ${target.startCpuMs} ms), RSS ${rssAtStart} MB, warm ${rssMb(target.pid)} MB`;
    const result = await load(target, '/v1/templates?limit=1', auth);
    if (process.env.BENCH_MEMORY) {
      const text = await (await fetch(`${target.url}/metrics`)).text();
      for (const line of text.split('\n'))
        if (
          /^(nodejs_heap_size_(used|total)_bytes|nodejs_external_memory_bytes|process_resident_memory_bytes) /.test(
            line,
          )
        )
          console.log(
            `  ${line.replace(/ (\d+)$/, (_, n: string) => ` ${Math.round(Number(n) / 2 ** 20)} MB`)}`,
          );
    }
    console.log(
      `${backend}: GET /v1/templates?limit=1: ${result}; ${start}, after ${rssMb(target.pid)} MB`,
    );
  } finally {
    await target?.stop();
    if (backend === 'redis') await deleteKeysByPrefix({ url: REDIS_URL }, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await express();
for (const backend of only) await service(backend);
await express();
