/**
 * Before any test: a directory where test/support/children.ts lists each process it
 * spawns while that process runs, and a note of the project's processes already running
 * (a developer's own `npm start` is not the tests' to stop). global-teardown.mjs reads both.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectProcesses } from './processes.mjs';

export default function globalSetup() {
  // Every project names this hook; the process project's build-dist.mjs calls it too.
  if (process.env.MAILWRIGHT_TEST_RUN_DIR) return;
  const runDir = mkdtempSync(join(tmpdir(), 'mailwright-test-run-'));
  writeFileSync(join(runDir, 'before.json'), JSON.stringify(projectProcesses()));
  // Workers start after this hook and inherit the variable.
  process.env.MAILWRIGHT_TEST_RUN_DIR = runDir;
}
