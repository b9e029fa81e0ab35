/**
 * Runs the service and the admin CLI as real child processes, the way an operator
 * does (`node dist/src/main.js`, built by the process project's global set-up), for
 * tests of restarts, kill -9, signals and the CLI.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../src/paths.js';
import { track } from './children.js';

const run = promisify(execFile);
const root = projectRoot();
const MAIN = join(root, 'dist', 'src', 'main.js');
const ADMIN = join(root, 'dist', 'src', 'cli', 'admin.js');
/** Room for a start on a loaded two-core machine; a hung one fails before the test's timeout. */
const START_TIMEOUT_MS = 60_000;

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed on stdout. */
  output(): string;
  exited: Promise<number | null>;
}

export async function spawnService(
  env: Record<string, string>,
  startTimeoutMs = START_TIMEOUT_MS,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child, 'the service (dist/src/main.js)');
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Leave nothing running behind a failed start.
      child.kill('SIGKILL');
      reject(new Error(`service did not start:\n${out}\n${err}`));
    }, startTimeoutMs);
    const look = () => {
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    };
    child.stdout!.on('data', look);
    void exited.then(() => reject(new Error(`service exited early:\n${out}\n${err}`)));
  }).catch(async (failure: unknown) => {
    // A start that failed or hung leaves nothing running behind it.
    child.kill('SIGKILL');
    await exited;
    throw failure;
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

export async function admin(args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, [ADMIN, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    timeout: START_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  return stdout;
}

export async function adminJson<T = any>(args: string[], env: Record<string, string>): Promise<T> {
  return JSON.parse(await admin([...args, '--json'], env)) as T;
}

export async function adminFails(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, [ADMIN, ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      timeout: START_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
  throw new Error(`admin ${args.join(' ')} succeeded but was expected to fail`);
}
