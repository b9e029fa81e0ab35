/**
 * Runs the service and the admin CLI as real child processes, the way an operator
 * does, for tests of restarts, kill -9, signals and the CLI.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../src/paths.js';

const run = promisify(execFile);
const root = projectRoot();
const tsx = join(root, 'node_modules', '.bin', 'tsx');

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed on stdout. */
  output(): string;
  exited: Promise<number | null>;
}

export async function spawnService(
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<ServiceProcess> {
  const child = spawn(tsx, [join(root, 'src', 'main.ts')], {
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
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Leave nothing running behind a failed start (tsx passes SIGTERM on to the service;
      // a SIGKILL would stop tsx alone and leave the service running).
      child.kill('SIGTERM');
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
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

export async function admin(args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await run(tsx, [join(root, 'src', 'cli', 'admin.ts'), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
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
    await run(tsx, [join(root, 'src', 'cli', 'admin.ts'), ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
  throw new Error(`admin ${args.join(' ')} succeeded but was expected to fail`);
}
