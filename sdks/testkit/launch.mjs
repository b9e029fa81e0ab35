#!/usr/bin/env node
/**
 * Starts a fresh Mailwright for one SDK test run and stops it afterwards.
 *
 * It runs the built service (dist/, built by `npm run build` when missing or stale) on its embedded
 * defaults: SQLite in a new temporary DATA_DIR, the builtin engine, a free port on
 * 127.0.0.1. It makes the test keys with the admin CLI and starts a fault proxy in front of
 * the service (see faults.mjs), then either
 *
 *   node sdks/testkit/launch.mjs --serve        prints one JSON line (the "testkit" object
 *                                              described in sdks/README.md) and runs until
 *                                              its stdin closes or it gets SIGTERM/SIGINT;
 *   node sdks/testkit/launch.mjs -- CMD ARGS…   runs CMD with MAILWRIGHT_BASE_URL,
 *                                              MAILWRIGHT_API_KEY and MAILWRIGHT_TESTKIT set
 *                                              and exits with CMD's status.
 *
 * Either way the service, the proxy and the temporary directory are gone when it exits.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startFaultProxy } from './faults.mjs';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mainJs = join(root, 'dist', 'src', 'main.js');
const adminJs = join(root, 'dist', 'src', 'cli', 'admin.js');
// Generous: on a loaded two-core machine a start (the builtin engine loads a language model) has taken minutes.
const START_TIMEOUT_MS = 240_000;

/** The keys every SDK's scenarios use; sdks/README.md says what each is for. */
const KEYS = {
  main: ['--plan', 'professional'],
  free: ['--plan', 'free'],
  poor: ['--plan', 'free', '--no-allowance', '--credits', '5'],
  ledger: ['--plan', 'professional', '--no-allowance', '--credits', '100000'],
  replay: ['--plan', 'professional', '--no-allowance', '--credits', '100000'],
};
const LEDGER_CREDITS = 100000;

function log(message) {
  process.stderr.write(`testkit: ${message}\n`);
}

/** The newest modification time of the files under a directory, in ms. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(latest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return latest;
}

async function ensureBuilt() {
  const built = existsSync(mainJs) && existsSync(adminJs) ? statSync(mainJs).mtimeMs : 0;
  const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'generated')));
  if (built >= sources) return;
  log('building the service (npm run build): dist/ is missing or older than src/');
  await run('npm', ['run', '-s', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
}

/** A port nothing listens on: bound and released, so a connection to it is refused. */
async function closedPort() {
  const server = createServer();
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  await new Promise((ok) => server.close(ok));
  return port;
}

function serviceEnv(dataDir) {
  const env = { ...process.env };
  // Embedded defaults: whatever the caller's shell says about Redis or engines is ignored.
  for (const name of Object.keys(env)) {
    if (/^(REDIS_|OPENAI_|ANTHROPIC_|EMAIL_ENGINE|ENGINE_|WORKERS|KEY_SECRET)/.test(name))
      delete env[name];
  }
  return {
    ...env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    BOOTSTRAP_DEV_ACCOUNT: 'false',
  };
}

function startService(env, cwd) {
  // PORT=0: the port the service got is in its "listening" log line.
  const child = spawn(process.execPath, ['--enable-source-maps', mainJs], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const port = new Promise((ok, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the service did not start:\n${out}${err}`)),
      START_TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk) => {
      if (out.length < 100_000) out += chunk;
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) {
        clearTimeout(timer);
        ok(JSON.parse(line).port);
      }
    });
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the service exited (${code}) before listening:\n${out}${err}`));
    });
  });
  return { child, port };
}

async function createKeys(env, cwd) {
  const keys = {};
  for (const [name, args] of Object.entries(KEYS)) {
    const { stdout } = await run(
      process.execPath,
      [adminJs, 'create-key', ...args, '--name', `sdk-${name}`, '--json'],
      { cwd, env },
    );
    keys[name] = JSON.parse(stdout).api_key;
  }
  return keys;
}

async function main() {
  const argv = process.argv.slice(2);
  const dash = argv.indexOf('--');
  const serve = argv.includes('--serve');
  if (!serve && dash < 0) {
    process.stderr.write('usage: launch.mjs --serve | launch.mjs -- COMMAND [ARGS…]\n');
    process.exit(2);
  }

  await ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-sdk-'));
  const env = serviceEnv(dataDir);
  let service;
  let proxy;
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (proxy) await proxy.close();
      if (service && service.child.exitCode === null && service.child.signalCode === null) {
        const exited = new Promise((ok) => service.child.once('exit', ok));
        service.child.kill('SIGTERM');
        const timer = setTimeout(() => service.child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => void stop().then(() => process.exit(130)));
  }

  try {
    // Keys first: the admin CLI and the service share the SQLite file, but creating the
    // accounts before the service starts keeps its start-up free of competing writers.
    const keys = await createKeys(env, dataDir);
    service = startService(env, dataDir);
    const port = await service.port;
    const baseUrl = `http://127.0.0.1:${port}`;
    proxy = await startFaultProxy(baseUrl);
    // One request on the main key before any suite runs, so its usage is never empty
    // whatever order a suite runs its scenarios in (minitest shuffles them).
    const first = await fetch(`${baseUrl}/v1/templates?limit=1`, {
      headers: { authorization: `Bearer ${keys.main}` },
    });
    if (!first.ok) throw new Error(`the service refused the main key: ${first.status}`);
    const kit = {
      base_url: baseUrl,
      faults_url: proxy.url,
      closed_url: `http://127.0.0.1:${await closedPort()}`,
      keys,
      ledger_credits: LEDGER_CREDITS,
    };

    if (serve) {
      process.stdout.write(`${JSON.stringify(kit)}\n`);
      process.stdin.resume();
      await new Promise((ok) => process.stdin.once('end', ok).once('close', ok));
      await stop();
      process.exit(0);
    }

    const [cmd, ...args] = argv.slice(dash + 1);
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        MAILWRIGHT_BASE_URL: baseUrl,
        MAILWRIGHT_API_KEY: keys.main,
        MAILWRIGHT_TESTKIT: JSON.stringify(kit),
      },
    });
    const code = await new Promise((ok) => {
      child.once('exit', (c, s) => ok(c ?? (s ? 1 : 0)));
      child.once('error', (e) => {
        log(`${cmd}: ${e.message}`);
        ok(127);
      });
    });
    await stop();
    process.exit(code);
  } catch (e) {
    log(e instanceof Error ? e.message : String(e));
    await stop();
    process.exit(1);
  }
}

await main();
