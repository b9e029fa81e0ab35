/**
 * Global set-up of the process tests: they run the service and the admin CLI the way an
 * operator does, `node dist/src/main.js`, so `dist/` is built first. esbuild transpiles
 * each file on its own (as `tsc` emits it: the project compiles with isolatedModules) in
 * well under a second; type checking is `npm run typecheck`'s job.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import globalSetup from './global-setup.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(dir) {
  return readdirSync(join(ROOT, dir), { recursive: true })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
}

export default async function buildDist() {
  globalSetup();
  await build({
    absWorkingDir: ROOT,
    entryPoints: [...sources('src'), ...sources('generated')],
    outdir: join(ROOT, 'dist'),
    outbase: ROOT,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}
