/**
 * The processes a bench run measures: each target runs in a child process of its own on a
 * free loopback port, so its start time and resident memory are its own. Every child is
 * stopped when the run ends, fails or is interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../src/paths.js';

export interface Target {
  name: string;
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first answer of the readiness probe. */
  startMs: number;
  /** CPU time the process had used by then: what start-up costs, whatever else runs. */
  startCpuMs?: number;
  /** Output the child wrote, kept for the error message when it fails. */
  output(): string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();

function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Node flags `npm start` gives the service (package.json's start script), so the bench
 * measures the process an operator starts, its heap sizing included.
 */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process, in MB, from /proc. */
export function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
  } catch {
    return undefined;
  }
}

/** User plus system CPU time of a process so far, in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  port: number;
  /** Path polled until it answers `readyStatus` (any status when omitted). */
  probe: string;
  readyStatus?: number;
  timeoutMs?: number;
}

export async function startTarget(options: StartOptions): Promise<Target> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(options.command, options.args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = once(child, 'exit').then(() => {
    exited = true;
    children.delete(child);
  });

  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`${options.name} exited before it was ready:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} was not ready in time:\n${output}`);
    }
    try {
      const res = await fetch(url + options.probe, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (options.readyStatus === undefined || res.status === options.readyStatus) break;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  const startMs = Math.round(performance.now() - started);
  const startCpuMs = cpuMs(child.pid!);

  return {
    name: options.name,
    url,
    pid: child.pid!,
    startMs,
    ...(startCpuMs !== undefined && { startCpuMs }),
    output: () => output,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
