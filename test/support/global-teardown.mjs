/**
 * After every test: a process a test spawned that still runs, or a process of this
 * project that was not running before the tests and now listens on a port, fails the run.
 * Each is killed first, so a failed run leaves nothing behind either.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive, listeningPids, projectProcesses } from './processes.mjs';

export default function globalTeardown() {
  const runDir = process.env.MAILWRIGHT_TEST_RUN_DIR;
  if (!runDir) return;
  const leftovers = [];
  // Noted by environment.mjs: stopped when the file ended, but the file should have.
  const forgotten = readdirSync(runDir)
    .filter((name) => name.startsWith('left-'))
    .map((name) => readFileSync(join(runDir, name), 'utf8'));
  for (const name of readdirSync(runDir)) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (isAlive(pid))
      leftovers.push({ pid, what: readFileSync(join(runDir, name), 'utf8').trim() });
  }
  const before = new Set(
    JSON.parse(readFileSync(join(runDir, 'before.json'), 'utf8')).map((p) => p.pid),
  );
  const listening = listeningPids();
  for (const p of projectProcesses()) {
    const ours = p.pid === process.pid || process.ppid === p.pid;
    if (
      !ours &&
      !before.has(p.pid) &&
      listening.has(p.pid) &&
      !leftovers.some((l) => l.pid === p.pid)
    ) {
      leftovers.push(p);
    }
  }
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone between the look and the kill: nothing left to stop.
    }
  }
  rmSync(runDir, { recursive: true, force: true });
  const problems = [
    ...forgotten,
    ...leftovers.map((l) => `still running after the tests (now killed): pid ${l.pid}: ${l.what}`),
  ];
  if (problems.length > 0) {
    throw new Error(`tests did not stop what they started:\n  ${problems.join('\n  ')}`);
  }
}
