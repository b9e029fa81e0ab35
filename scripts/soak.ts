/**
 * `npm run soak [-- --seconds 150]`: four service instances on one Redis, all on loopback,
 * under mixed traffic from keys on every plan, while faults are injected:
 *
 * - the provider (a local OpenAI-compatible server) fails with 500s, then hangs;
 * - Redis is killed (SIGKILL) and started again on its own append-only file;
 * - one instance gets SIGTERM and is started again.
 *
 * Then it checks, from every answer the clients got and from the store: no 500, 503s only
 * while Redis was down, no key admitted over its limit, no balance below zero, credits
 * spent = the tokens_used acknowledged, one usage record per answered request; and it
 * measures how long the service took to serve again after Redis came back. The figures go
 * to docs/reliability.md, above its hand-written part (after HAND_WRITTEN), which is kept.
 * Exit status 1 when a check fails.
 *
 * The instances run the built service (`node dist/src/main.js`, what `npm start` runs),
 * built first when stale, not through tsx: tsx's CLI passes SIGTERM on and, when the
 * service does not acknowledge it within 30 ms (a busy event loop on a loaded machine),
 * kills it with SIGKILL and exits 143 itself; and it compiles every module at each start.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { issueKey, type Keyring } from '../src/keys/keys.js';
import { effectiveLimit, loadPlans, type PlanId, type RateLimit } from '../src/plans/plans.js';
import { projectRoot } from '../src/paths.js';
import { openState } from '../src/store/open.js';
import type { State } from '../src/store/store.js';
import { startFakeOpenAI, type FakeServer } from '../test/support/fake-openai.js';
import {
  checkSoak,
  recoveryTimes,
  type AccountAtEnd,
  type Outcome,
  type Window,
  checkStops,
} from './soak/checks.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '150' },
    clients: { type: 'string', default: '24' },
    'no-write': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
if (!(SECONDS >= 30 && SECONDS <= 3600)) throw new Error('--seconds must be between 30 and 3600');

const root = projectRoot();
const RELIABILITY = join(root, 'docs', 'reliability.md');
/** The line in docs/reliability.md after which everything is written by hand and kept. */
const HAND_WRITTEN = '<!-- Written by hand below this line: npm run soak keeps it. -->';
const work = mkdtempSync(join(tmpdir(), 'mailwright-soak-'));
const KEY_SECRET = 'soak-key-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const INSTANCES = 4;
const started = Date.now();
const log = (text: string) =>
  process.stdout.write(
    `[soak ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${text}\n`,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const children = new Set<ChildProcess>();
// Whatever happens to this script, nothing it started outlives it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

// ---- Redis, on its own port with an append-only file synced on every write ----
const redisPort = await freePort();
const redisUrl = `redis://127.0.0.1:${redisPort}`;
let redis: ChildProcess | null = null;
async function startRedis(): Promise<void> {
  redis = track(
    spawn(
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        work,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    ),
  );
  for (let i = 0; i < 200; i++) {
    if (await redisAnswers()) return;
    await sleep(50);
  }
  throw new Error('redis-server did not start');
}
async function redisAnswers(): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(redisPort, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
  });
}

// ---- The provider ----
const provider: FakeServer = await startFakeOpenAI();

// ---- Instances ----
interface Instance {
  port: number;
  child: ChildProcess | null;
  up: boolean;
}
const instances: Instance[] = [];
for (let i = 0; i < INSTANCES; i++)
  instances.push({ port: await freePort(), child: null, up: false });

execFileSync(process.execPath, [join(root, 'scripts', 'build-if-stale.mjs')], { stdio: 'inherit' });
const MAIN = join(root, 'dist', 'src', 'main.js');

async function startInstance(instance: Instance): Promise<void> {
  const child = track(
    spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        KEY_SECRET,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: 'soak:',
        EMAIL_ENGINE: 'openai',
        OPENAI_BASE_URL: provider.baseURL,
        OPENAI_MODEL: 'soak-model',
        ENGINE_FALLBACK: 'builtin',
        ENGINE_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'warn',
        BOOTSTRAP_DEV_ACCOUNT: 'false',
        DATA_DIR: join(work, 'data'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  instance.child = child;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited at start:\n${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${instance.port}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) {
      instance.up = true;
      return;
    }
    await sleep(250);
  }
  throw new Error(`instance on ${instance.port} did not start:\n${stderr}`);
}

/** What docs/reliability.md holds after HAND_WRITTEN, so a new run keeps it. */
function handWritten(): string {
  const text = existsSync(RELIABILITY) ? readFileSync(RELIABILITY, 'utf8') : '';
  const at = text.indexOf(HAND_WRITTEN);
  return at < 0 ? '' : text.slice(at + HAND_WRITTEN.length).replace(/^\n/, '');
}

// ---- Accounts on every plan ----
const plans = loadPlans();
const keyring: Keyring = { secret: KEY_SECRET, prefix: 'mw_live_' };
interface SoakKey {
  accountId: string;
  apiKey: string;
  plan: PlanId;
  limit: RateLimit;
  initialCredits: number;
}

async function withState<T>(use: (state: State) => Promise<T>): Promise<T> {
  const state = await openState({
    dataDir: join(work, 'data'),
    plans,
    redis: { url: redisUrl, keyPrefix: 'soak:' },
  });
  try {
    return await use(state);
  } finally {
    await state.close();
  }
}

async function makeKeys(): Promise<SoakKey[]> {
  const specs: {
    plan: PlanId;
    credits: number;
    allowance: boolean;
    rateLimit: RateLimit | null;
  }[] = [
    ...Array.from({ length: 6 }, () => ({
      plan: 'free' as const,
      credits: 0,
      allowance: true,
      rateLimit: null,
    })),
    // Small balances, so some accounts run dry and 402s are part of the mix.
    ...Array.from({ length: 6 }, (_, i) => ({
      plan: 'professional' as const,
      credits: 4_000 + 4_000 * i,
      allowance: false,
      rateLimit: null,
    })),
    ...Array.from({ length: 4 }, () => ({
      plan: 'enterprise' as const,
      credits: 0,
      allowance: true,
      rateLimit: { requests: 150, windowSeconds: 3600 },
    })),
  ];
  return withState(async (state) =>
    Promise.all(
      specs.map(async (s) => {
        const account = await state.accounts.createAccount(s);
        const { apiKey } = await issueKey(state, keyring, account.id, 'soak');
        return {
          accountId: account.id,
          apiKey,
          plan: s.plan,
          limit: effectiveLimit(plans, s.plan, s.rateLimit),
          initialCredits: (await state.meter.balance(account.id)).total,
        };
      }),
    ),
  );
}

// ---- Traffic ----
const EMAIL = {
  context: 'Confirm the delivery window for the spring order of 40 chairs',
  tone: 'friendly',
  recipient: 'customer',
  purpose: 'follow_up',
};
const DRAFT = {
  content: 'hi,\n\nthe the order ships monday. let me know\n\nthanks',
  improvements: ['spelling', 'grammar'],
  tone: 'professional',
};

const outcomes: Outcome[] = [];
let refused = 0;

async function oneRequest(keys: SoakKey[], n: number): Promise<void> {
  const key = keys[Math.floor(Math.random() * keys.length)]!;
  const up = instances.filter((i) => i.up);
  const instance = up[n % up.length] ?? instances[0]!;
  const roll = Math.random();
  const [operation, method, path, body] =
    roll < 0.4
      ? ['generateEmail', 'POST', '/v1/generate', { ...EMAIL, variation: n % 100 }]
      : roll < 0.55
        ? ['improveEmail', 'POST', '/v1/improve', DRAFT]
        : roll < 0.8
          ? ['listTemplates', 'GET', '/v1/templates?limit=5', undefined]
          : roll < 0.9
            ? ['getTemplate', 'GET', '/v1/templates/sales-follow-up-after-demo', undefined]
            : ['getUsage', 'GET', '/v1/usage', undefined];
  try {
    const res = await fetch(`http://127.0.0.1:${instance.port}${path}`, {
      method,
      headers: { authorization: `Bearer ${key.apiKey}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await res.json()) as {
      usage?: { tokens_used: number; remaining_credits: number };
    };
    const usage = res.status === 200 ? json.usage : undefined;
    outcomes.push({
      accountId: key.accountId,
      operation,
      status: res.status,
      at: Date.now() - started0,
      ...(usage && { tokensUsed: usage.tokens_used, remainingCredits: usage.remaining_credits }),
    });
  } catch {
    // No answer: the instance was stopping or not started yet. Not an answered request.
    refused++;
    outcomes.push({ accountId: key.accountId, operation, status: 0, at: Date.now() - started0 });
    await sleep(50);
  }
}

// ---- The run ----
const windows: Window[] = [];
const redisRestarts: number[] = [];
const events: string[] = [];
let sigtermExit: number | string | null = null;
/** How each instance ended when the run stopped them all with SIGTERM. */
const finalExits: (number | string | null)[] = [];
let instanceRestartMs = 0;

async function faults(): Promise<void> {
  const at = (fraction: number) =>
    sleep(Math.max(0, started0 + fraction * SECONDS * 1000 - Date.now()));
  await at(0.12);
  log('provider: 500 on every call');
  events.push(`${elapsed()} provider answers 500`);
  for (let i = 0; i < 20_000; i++) provider.script({ status: 500 });
  await at(0.24);
  provider.reset();
  log('provider: hangs');
  events.push(`${elapsed()} provider hangs (timeout 1.5 s)`);
  for (let i = 0; i < 20_000; i++) provider.script({ hang: true });
  await at(0.34);
  provider.reset();
  log('provider: back to normal; killing Redis (SIGKILL)');
  events.push(`${elapsed()} provider healthy again; Redis killed (SIGKILL)`);
  const down = Date.now();
  redis!.kill('SIGKILL');
  await once(redis!, 'exit');
  await sleep(8_000);
  await startRedis();
  const back = Date.now();
  redisRestarts.push(back - started0);
  events.push(
    `${elapsed()} Redis started again on its append-only file (down ${((back - down) / 1000).toFixed(1)} s)`,
  );
  log('Redis is back');
  // A 503 may still come while each instance's client reconnects.
  windows.push({ from: down - started0, to: back - started0 + 5_000 });
  await at(0.6);
  const victim = instances[1]!;
  log('SIGTERM to instance 2');
  events.push(`${elapsed()} SIGTERM to instance 2`);
  victim.up = false;
  const child = victim.child!;
  child.kill('SIGTERM');
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  sigtermExit = code ?? signal;
  events.push(`${elapsed()} instance 2 exited with code ${sigtermExit}; starting it again`);
  const restartAt = Date.now();
  await startInstance(victim);
  instanceRestartMs = Date.now() - restartAt;
  events.push(`${elapsed()} instance 2 serving again`);
  log('instance 2 is back');
}

let started0 = 0;
const elapsed = () => `${((Date.now() - started0) / 1000).toFixed(1)} s`;

let exitCode = 1;
try {
  await startRedis();
  log(`Redis on ${redisPort}; starting ${INSTANCES} instances`);
  await Promise.all(instances.map(startInstance));
  const keys = await makeKeys();
  log(`${keys.length} accounts; traffic for ${SECONDS} s from ${CLIENTS} clients`);

  started0 = Date.now();
  let stop = false;
  let n = 0;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (!stop) await oneRequest(keys, n++);
  });
  let faultError: unknown;
  const faulting = faults().catch((err: unknown) => {
    faultError = err;
  });
  await sleep(SECONDS * 1000);
  stop = true;
  await Promise.all([...clients, faulting]);
  if (faultError) throw faultError;
  const trafficSeconds = (Date.now() - started0) / 1000;
  log(`traffic over: ${outcomes.length} requests`);

  // Stop every instance (finishing in-flight work and usage records), then return any
  // reservation a request left while Redis was gone.
  const exits = instances.map(async (i) => {
    i.up = false;
    const child = i.child!;
    if (child.exitCode !== null) return child.exitCode;
    const exit = once(child, 'exit') as Promise<[number | null, string | null]>;
    child.kill('SIGTERM');
    const [code, signal] = await exit;
    return code ?? signal;
  });
  finalExits.push(...(await Promise.all(exits)));
  const { released, atEnd } = await withState(async (state) => {
    const released = await state.meter.releaseStale(0);
    const atEnd: AccountAtEnd[] = [];
    const from = new Date(started - 3_600_000);
    const to = new Date(Date.now() + 3_600_000);
    for (const k of keys) {
      const recorded: Record<string, number> = {};
      for (const row of await state.meter.usageRows(k.accountId, from, to))
        recorded[row.statusClass] = (recorded[row.statusClass] ?? 0) + row.requests;
      atEnd.push({
        accountId: k.accountId,
        plan: k.plan,
        limit: k.limit.requests,
        initialCredits: k.initialCredits,
        finalCredits: (await state.meter.balance(k.accountId)).total,
        recorded,
      });
    }
    return { released, atEnd };
  });

  const findings = [...checkSoak(outcomes, atEnd, windows), checkStops(sigtermExit, finalExits)];
  const recovery = recoveryTimes(outcomes, redisRestarts);
  const count = (f: (o: Outcome) => boolean) => outcomes.filter(f).length;
  const statuses = new Map<number, number>();
  for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  const answered = count((o) => o.status !== 0);
  const figures: [string, string][] = [
    [
      'Traffic',
      `${trafficSeconds.toFixed(0)} s, ${CLIENTS} concurrent clients, ${keys.length} accounts (6 free, 6 professional, 4 enterprise), ${INSTANCES} instances`,
    ],
    ['Requests sent', String(outcomes.length)],
    ['Answered', `${answered} (${(answered / trafficSeconds).toFixed(1)}/s)`],
    ['No answer (instance stopping or starting)', String(refused)],
    [
      'Statuses',
      [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s === 0 ? 'none' : s}: ${c}`)
        .join(', '),
    ],
    ['503 answers (all)', String(count((o) => o.status === 503))],
    [
      '503 answers outside the Redis outage',
      String(
        count((o) => o.status === 503 && !windows.some((w) => o.at >= w.from && o.at <= w.to)),
      ),
    ],
    [
      'Redis down',
      `${windows.map((w) => ((w.to - 5_000 - w.from) / 1000).toFixed(1)).join(', ')} s`,
    ],
    ['First success after Redis came back', `${recovery.map((ms) => `${ms} ms`).join(', ')}`],
    [
      'Instance 2 after SIGTERM',
      `exit code ${sigtermExit}; serving again ${(instanceRestartMs / 1000).toFixed(1)} s after restart`,
    ],
    [
      'Credits spent (sum over accounts)',
      String(atEnd.reduce((s, a) => s + a.initialCredits - a.finalCredits, 0)),
    ],
    [
      'tokens_used acknowledged (sum)',
      String(outcomes.reduce((s, o) => s + (o.tokensUsed ?? 0), 0)),
    ],
    ['Stale reservations returned at the end', String(released)],
    [
      'Usage records',
      String(atEnd.reduce((s, a) => s + Object.values(a.recorded).reduce((x, y) => x + y, 0), 0)),
    ],
  ];
  for (const [k, v] of figures) log(`${k}: ${v}`);
  for (const f of findings) log(`${f.ok ? 'PASS' : 'FAIL'} ${f.check}: ${f.detail}`);
  exitCode = findings.every((f) => f.ok) ? 0 : 1;

  if (!args['no-write']) {
    const table = (rows: [string, string][]) =>
      ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v.replace(/\|/g, '\\|')} |`)].join(
        '\n',
      );
    const doc = `# Reliability: the soak with faults

\`npm run soak\` (\`-- --seconds N\` to change its length) runs ${INSTANCES} Mailwright instances on
one Redis (a \`redis-server\` of its own with \`appendonly yes\`, \`appendfsync always\`), all on
loopback, with the OpenAI engine pointed at a local OpenAI-compatible server and
\`ENGINE_FALLBACK=builtin\`. Clients send a mix of generate (40 %), improve (15 %), template
list and reads (35 %) and usage (10 %) with keys on every plan, while the script injects the
faults below. Afterwards it stops the instances, returns reservations stranded by the outage,
and checks every answer against the store.

Measured on ${new Date(started).toISOString().slice(0, 10)}, on a shared 2-core machine under
other load (absolute rates are low for that reason; the checks are what matters).

## Faults, in order

${events.map((e) => `- ${e}`).join('\n')}

## Figures

${table(figures)}

## Checks

${table(findings.map((f) => [`${f.ok ? '✅' : '❌'} ${f.check}`, f.detail]))}

What the checks mean:

- **No key admitted over its limit**: per account, the answers that passed the plan limit
  (every status but 401, 429 and 5xx) never exceed the plan's requests per window, across
  the four instances and the Redis restart (the limiter's counters are in the append-only file).
- **Credits spent = tokens_used acknowledged**: per account, initial balance − final balance
  equals the sum of \`usage.tokens_used\` in the 200s the clients received: nothing charged
  for a failed request, nothing written for free.
- **One usage record per answered request**: per account and status class, the store's usage
  counters equal the answers (2xx and 4xx; a 503 during the outage may have come before the
  caller was known, and then has no record).
- **SIGTERM exits 0**: instance 2, stopped mid-traffic, and every instance at the end finish
  their in-flight requests and usage records and exit with status 0.
- **Recovery**: the time from Redis accepting connections again to the first successful
  request.

${HAND_WRITTEN}
${handWritten()}`;
    writeFileSync(RELIABILITY, doc);
    log('wrote docs/reliability.md');
  }
} catch (err) {
  process.stderr.write(`soak failed: ${(err as Error).stack ?? String(err)}\n`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await provider.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
