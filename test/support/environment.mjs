/**
 * The Node test environment, plus one duty: when a test file ends, anything it started
 * (child processes, servers; see test/support/children.ts) and did not stop is killed
 * here, and noted in the run's directory so the global teardown fails the run. It does
 * not fail the file itself: that would hide the file's own results (often a timeout that
 * explains why something was still running).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

export default class CleanEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
    this.running = new Set();
    this.global.__mailwrightRunning = this.running;
  }

  async teardown() {
    const left = [...this.running].filter((r) => r.running());
    for (const r of left) r.kill();
    await super.teardown();
    const runDir = process.env.MAILWRIGHT_TEST_RUN_DIR;
    if (left.length === 0 || !runDir) return;
    const note = `${this.testPath} left running: ${left.map((r) => r.what).join(', ')}`;
    process.stderr.write(`\n${note} (killed)\n`);
    writeFileSync(join(runDir, `left-${process.pid}-${Date.now()}`), note);
  }
}
