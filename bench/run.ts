/**
 * `npm run bench`: the service measured beside the anchors, in one run, on loopback.
 *
 * Anchors: bare node:http and Express 5 answering canned JSON, Prism mocking the same
 * spec, and for the provider path LiteLLM's proxy in front of the same local
 * OpenAI-compatible server (bench/targets/upstream.mjs, which answers at once). The
 * service runs from the build (`dist/`), once on the embedded SQLite store and once on
 * Redis, each in a process of its own, so start time and memory are its own.
 *
 * Prints one table (req/s, p50, p99, start time, RSS, ratios to Express and LiteLLM) and
 * writes it to docs/performance.md with the machine it ran on. Every load is bounded in
 * time (BENCH_SECONDS per row) and every process it starts is stopped at the end.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { openStateFor } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { issueKey } from '../src/keys/keys.js';
import { projectRoot } from '../src/paths.js';
import { deleteKeysByPrefix } from '../test/support/redis.js';
import { chatBody, generateBody, IMPROVE_BODY } from './inputs.js';
import { freePort, rssMb, startFlags, startTarget, type Target } from './processes.js';
import { machine, writeReport, type Row } from './report.js';
import { engineCpu } from './engine.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MODEL = 'bench-model';

const root = projectRoot();
const require = createRequire(import.meta.url);
const node = process.execPath;

interface Load {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A fresh body per request (varied inputs), or one body for all. */
  body?: (i: number) => unknown;
  connections?: number;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, load: Load): Promise<Measured> {
  let counter = 0;
  const body = load.body;
  const result = await autocannon({
    url,
    connections: load.connections ?? CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', ...load.headers },
    requests: [
      {
        method: load.method,
        path: load.path,
        ...(body && { setupRequest: (req) => ({ ...req, body: JSON.stringify(body(counter++)) }) }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function row(
  what: string,
  target: Target | undefined,
  m: Measured,
  extra: Partial<Row> & Pick<Row, 'kind'>,
): Row {
  const r: Row = {
    what,
    rps: m.rps,
    p50: m.p50,
    p99: m.p99,
    non2xx: m.non2xx,
    errors: m.errors,
    ...(target && {
      startMs: target.startMs,
      startCpuMs: target.startCpuMs,
      rssMb: rssMb(target.pid),
    }),
    ...extra,
  };
  console.log(
    `${what}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms` +
      (m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : ''),
  );
  return r;
}

/** One request before the load: what a target loads on first use is loaded by then. */
async function first(url: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 500)}`);
}

/** A key on the enterprise plan with room for the whole run, made in the service's own store. */
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

function startService(name: string, env: Record<string, string>): Promise<Target> {
  return freePort().then((port) =>
    startTarget({
      name,
      command: node,
      args: [...startFlags(), ...profile(name), join(root, 'dist', 'src', 'main.js')],
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      port,
      probe: '/healthz',
      readyStatus: 200,
    }),
  );
}

/** BENCH_CPU_PROF=dir: each service process writes a CPU profile there when it stops. */
function profile(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${dir}`,
        `--cpu-prof-name=${name.replace(/\W+/g, '-')}.cpuprofile`,
      ]
    : [];
}

/** BENCH_ONLY=sqlite,redis (anchors, prism, sqlite, redis, provider, engine) runs only those groups. */
const only = process.env.BENCH_ONLY?.split(',');
const runs = (group: string) => !only || only.includes(group);

const serviceEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  BOOTSTRAP_DEV_ACCOUNT: 'false',
  LOG_LEVEL: 'warn',
  KEY_SECRET: 'bench-secret-bench-secret-bench-secret-0',
});

const SETTLE_MS = 15_000;

/** The service on one backend: templates, varied generates, improve; RSS before and after. */
async function serviceRows(backend: 'sqlite' | 'redis'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-bench-'));
  const prefix = `mwbench:${process.pid}:${Date.now()}:`;
  const env = {
    ...serviceEnv(dataDir),
    ...(backend === 'redis' && { REDIS_URL, REDIS_KEY_PREFIX: prefix }),
  };
  let service: Target | undefined;
  try {
    const apiKey = await benchKey(env);
    service = await startService(`service (${backend})`, env);
    const rssAtStart = rssMb(service.pid);
    const auth = { authorization: `Bearer ${apiKey}` };
    // One request of each kind first: what start-up left to load lazily is loaded by then.
    for (const [path, body] of [
      ['/v1/generate', generateBody(1_000_000)],
      ['/v1/improve', IMPROVE_BODY],
    ] as const) {
      const res = await fetch(service.url + path, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200)
        throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    }
    const rssWarm = rssMb(service.pid);
    const common = { backend, rssAtStartMb: rssAtStart, rssWarmMb: rssWarm };
    const rows = [
      row(
        `${backend}: GET /v1/templates?limit=1`,
        service,
        await measure(service.url, { method: 'GET', path: '/v1/templates?limit=1', headers: auth }),
        { ...common, kind: 'templates' },
      ),
      row(
        `${backend}: POST /v1/generate, varied`,
        service,
        await measure(service.url, {
          method: 'POST',
          path: '/v1/generate',
          headers: auth,
          body: generateBody,
        }),
        { ...common, kind: 'generate' },
      ),
      row(
        `${backend}: POST /v1/improve`,
        service,
        await measure(service.url, {
          method: 'POST',
          path: '/v1/improve',
          headers: auth,
          body: () => IMPROVE_BODY,
        }),
        { ...common, kind: 'improve' },
      ),
    ];
    // Right after a row, much of the heap is garbage V8 has not given back yet; idle, its
    // memory reducer collects it. Both readings are reported.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    rows.at(-1)!.rssSettledMb = rssMb(service.pid);
    return rows;
  } finally {
    await service?.stop();
    if (backend === 'redis') await deleteKeysByPrefix({ url: REDIS_URL }, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function anchorRow(what: string, script: string, kind: string): Promise<Row> {
  const port = await freePort();
  const target = await startTarget({
    name: what,
    command: node,
    args: [join(root, 'bench', 'targets', script)],
    env: { PORT: String(port) },
    port,
    probe: '/',
  });
  try {
    return row(what, target, await measure(target.url, { method: 'GET', path: '/' }), { kind });
  } finally {
    await target.stop();
  }
}

async function prismRow(): Promise<Row> {
  const port = await freePort();
  const prism = await startTarget({
    name: 'Prism',
    command: node,
    args: [
      require.resolve('@stoplight/prism-cli/dist/index.js'),
      'mock',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      join(root, 'openapi', 'openapi.yaml'),
    ],
    port,
    probe: '/healthz',
    timeoutMs: 120_000,
  });
  try {
    return row(
      'Prism mock: POST /v1/generate, varied',
      prism,
      await measure(prism.url, {
        method: 'POST',
        path: '/v1/generate',
        headers: { authorization: 'Bearer mw_test_bench' },
        body: generateBody,
      }),
      { kind: 'prism' },
    );
  } finally {
    await prism.stop();
  }
}

/** LiteLLM's proxy: from LITELLM_BIN, bench/.venv (see docs/performance.md), or the PATH. */
function findLiteLLM(): string | undefined {
  const candidates = [process.env.LITELLM_BIN, join(root, 'bench', '.venv', 'bin', 'litellm')];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    return execFileSync('which', ['litellm'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The provider path: upstream alone, the service in front of it, LiteLLM in front of it. */
async function providerRows(): Promise<Row[]> {
  const connections = Number(process.env.BENCH_PROVIDER_CONNECTIONS ?? 10);
  const upstreamPort = await freePort();
  const upstream = await startTarget({
    name: 'upstream',
    command: node,
    args: [join(root, 'bench', 'targets', 'upstream.mjs')],
    env: { PORT: String(upstreamPort) },
    port: upstreamPort,
    probe: '/',
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-bench-'));
  const rows: Row[] = [];
  try {
    const chat = { method: 'POST' as const, path: '/v1/chat/completions', connections };
    const direct = await measure(upstream.url, { ...chat, body: (i) => chatBody(i, MODEL) });
    rows.push(row('upstream alone (OpenAI wire format)', upstream, direct, { kind: 'upstream' }));

    const env = {
      ...serviceEnv(dataDir),
      EMAIL_ENGINE: 'openai',
      ENGINE_FALLBACK: 'none',
      OPENAI_BASE_URL: `${upstream.url}/v1`,
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_MODEL: MODEL,
    };
    const apiKey = await benchKey(env);
    const service = await startService('service (openai engine)', env);
    try {
      await first(
        `${service.url}/v1/generate`,
        { authorization: `Bearer ${apiKey}` },
        generateBody(1_000_000),
      );
      const m = await measure(service.url, {
        method: 'POST',
        path: '/v1/generate',
        connections,
        headers: { authorization: `Bearer ${apiKey}` },
        body: generateBody,
      });
      rows.push(
        row('service (sqlite, openai engine): POST /v1/generate', service, m, {
          kind: 'provider',
          addedP50: m.p50 - direct.p50,
        }),
      );
    } finally {
      await service.stop();
    }

    const litellm = findLiteLLM();
    if (!litellm) {
      rows.push({ what: 'LiteLLM proxy: not installed, not measured', kind: 'litellm-missing' });
      return rows;
    }
    const config = join(dataDir, 'litellm.yaml');
    writeFileSync(
      config,
      [
        'model_list:',
        `  - model_name: ${MODEL}`,
        '    litellm_params:',
        `      model: openai/${MODEL}`,
        `      api_base: ${upstream.url}/v1`,
        '      api_key: sk-bench',
        'litellm_settings:',
        '  telemetry: false',
        '',
      ].join('\n'),
    );
    const port = await freePort();
    const masterKey = `sk-${randomBytes(24).toString('hex')}`;
    const proxy = await startTarget({
      name: 'LiteLLM',
      command: litellm,
      args: [
        '--config',
        config,
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--num_workers',
        '1',
      ],
      // The model price map ships with the package; nothing is fetched.
      // It authenticates its callers, as the service does: with a master key, sent as Bearer.
      env: {
        LITELLM_LOCAL_MODEL_COST_MAP: 'True',
        LITELLM_LOG: 'ERROR',
        LITELLM_MASTER_KEY: masterKey,
      },
      port,
      probe: '/health/liveliness',
      readyStatus: 200,
      timeoutMs: 180_000,
    });
    try {
      await first(
        `${proxy.url}/v1/chat/completions`,
        { authorization: `Bearer ${masterKey}` },
        chatBody(1_000_000, MODEL),
      );
      const m = await measure(proxy.url, {
        ...chat,
        headers: { authorization: `Bearer ${masterKey}` },
        body: (i) => chatBody(i, MODEL),
      });
      rows.push(
        row('LiteLLM proxy: POST /v1/chat/completions', proxy, m, {
          kind: 'litellm',
          addedP50: m.p50 - direct.p50,
        }),
      );
    } finally {
      await proxy.stop();
    }
    return rows;
  } finally {
    await upstream.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // The service runs from its build; build it first when it is missing or stale.
  execFileSync(node, [join(root, 'scripts', 'build-if-stale.mjs')], { stdio: 'inherit' });
  const before = machine();
  const started = Date.now();
  const rows: Row[] = [];
  if (runs('anchors')) {
    rows.push(await anchorRow('node:http, canned JSON', 'canned-http.mjs', 'node'));
    rows.push(await anchorRow('Express 5, canned JSON', 'canned-express.mjs', 'express'));
  }
  if (runs('prism')) rows.push(await prismRow());
  if (runs('sqlite')) rows.push(...(await serviceRows('sqlite')));
  if (runs('redis')) rows.push(...(await serviceRows('redis')));
  if (runs('provider')) rows.push(...(await providerRows()));
  const engine = runs('engine') ? await engineCpu() : undefined;
  if (engine !== undefined) console.log('builtin engine CPU per call (ms):', engine);
  const file = writeReport(rows, {
    ...(engine !== undefined && { engine }),
    before,
    after: machine(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    providerConnections: Number(process.env.BENCH_PROVIDER_CONNECTIONS ?? 10),
    elapsedS: Math.round((Date.now() - started) / 1000),
  });
  console.log(`\nwritten to ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
