/**
 * Where the project's files are on disk. The same module runs from `src/` (tsx, ts-jest) and
 * compiled from `dist/src/`, so no relative path from here is right in both cases; instead we
 * walk up until we reach the directory that holds both `package.json` and `content/`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function projectRoot(): string {
  if (root !== undefined) return root;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'content'))) {
      root = dir;
      return dir;
    }
    if (dirname(dir) === dir) {
      throw new Error(`no directory above ${start} holds both package.json and content/`);
    }
  }
}

/** A path inside `<project root>/content`, where data files (templates, plans, …) live. */
export function contentPath(...parts: string[]): string {
  return join(projectRoot(), 'content', ...parts);
}
