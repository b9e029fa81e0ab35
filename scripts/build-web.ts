/**
 * `npm run build:web`: builds the dashboard pages (web/dashboard/) into dist/dashboard/.
 * esbuild bundles the TypeScript and the CSS it imports into content-hashed files under
 * assets/, and index.html is written with their names: assets can then be cached for a
 * year and index.html revalidated every time. Every file is written to a temporary name
 * and renamed, so a service starting meanwhile never reads half a file.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { projectRoot } from '../src/paths.js';

const root = projectRoot();
const source = join(root, 'web', 'dashboard');
const out = join(root, 'dist', 'dashboard');
const assets = join(out, 'assets');

function writeAtomically(path: string, contents: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

function hashed(name: string, contents: Buffer): string {
  const hash = createHash('sha256').update(contents).digest('base64url').slice(0, 10);
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}-${hash}${name.slice(dot)}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(assets, { recursive: true });
  const result = await build({
    entryPoints: { app: join(source, 'src', 'main.ts') },
    outdir: assets,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    legalComments: 'none',
    charset: 'utf8',
    tsconfig: join(source, 'tsconfig.json'),
    metafile: true,
    write: false,
    logLevel: 'warning',
  });

  const written = new Set<string>();
  for (const file of result.outputFiles) {
    writeAtomically(file.path, file.contents);
    written.add(basename(file.path));
  }
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)?.[1];
  const script = Object.keys(result.metafile.outputs).find(
    (path) => result.metafile.outputs[path] === entry,
  );
  if (!entry || !script || !entry.cssBundle) throw new Error('esbuild made no script or CSS');

  const iconSource = readFileSync(join(source, 'favicon.svg'));
  const icon = hashed('favicon.svg', iconSource);
  writeAtomically(join(assets, icon), iconSource);
  written.add(icon);

  const names: Record<string, string> = {
    '%APP_JS%': basename(script),
    '%APP_CSS%': basename(entry.cssBundle),
    '%FAVICON%': icon,
  };
  const html = readFileSync(join(source, 'index.html'), 'utf8').replace(
    /%APP_JS%|%APP_CSS%|%FAVICON%/g,
    (placeholder) => names[placeholder]!,
  );
  writeAtomically(join(out, 'index.html'), html);

  // Files of earlier builds: nothing refers to them any more.
  for (const name of readdirSync(assets)) {
    if (!written.has(name)) rmSync(join(assets, name), { force: true });
  }
  const bytes = [...written]
    .filter((name) => !name.endsWith('.map'))
    .map((name) => `${name} ${readFileSync(join(assets, name)).length} B`);
  console.log(
    `dashboard pages built into ${relative(root, out)} in ${Date.now() - started} ms: ${bytes.join(', ')}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
