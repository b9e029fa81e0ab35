/** Temporary directories for tests that need real files (databases, data dirs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function makeTempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `mailwright-${label}-`));
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
