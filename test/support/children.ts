/**
 * Every process and server a test starts is registered here, so none outlives its test
 * file: the test environment (test/support/environment.mjs) stops whatever is still
 * running when the file ends, on success, failure or timeout, and fails the file. Each
 * process is also listed as a file in the run's directory while it runs, so the global
 * teardown can fail the run if one escaped even that (a worker killed mid-test).
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Something a test started and must stop: a child process or a listening server. */
export interface Running {
  what: string;
  running(): boolean;
  kill(): void;
}

const registry = (): Set<Running> => {
  const holder = globalThis as { __mailwrightRunning?: Set<Running> };
  holder.__mailwrightRunning ??= new Set();
  return holder.__mailwrightRunning;
};

/** Registers `running` until `stopped` settles. */
export function register(running: Running, stopped: Promise<unknown>): void {
  registry().add(running);
  void stopped.finally(() => registry().delete(running));
}

/** Tracks a child process from spawn to exit; `what` names it in the teardown's message. */
export function track<C extends ChildProcess>(child: C, what: string): C {
  const pid = child.pid;
  if (pid === undefined) return child;
  const runDir = process.env.MAILWRIGHT_TEST_RUN_DIR;
  const file = runDir === undefined ? undefined : join(runDir, String(pid));
  if (file) writeFileSync(file, `${what}\n`);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  }).finally(() => {
    if (file) rmSync(file, { force: true });
  });
  register(
    {
      what: `${what} (pid ${pid})`,
      running: () => child.exitCode === null && child.signalCode === null,
      kill: () => child.kill('SIGKILL'),
    },
    exited,
  );
  return child;
}
