/**
 * No file of the builtin engine is over 500 lines: a newcomer finds where a sentence comes
 * from by its stage's folder and a file they can read whole.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../../src/paths.js';

const MAX_LINES = 500;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the builtin engine', () => {
  const root = join(projectRoot(), 'src', 'engine', 'builtin');
  const files = sources(root);

  it('has its files where the test looks', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = files
      .map((file) => ({
        file: relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
