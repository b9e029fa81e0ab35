/**
 * Builds the service and the admin CLI into dist/src/ (`main.js`, `cli/admin.js`): esbuild
 * bundles each with the packages it imports, so a start reads a few files instead of
 * about 700 modules, each resolved, read and linked on its own (measured: a third of the
 * CPU a start took). What is imported with `import()` stays in chunks of its own, loaded
 * only when asked for (the builtin engine, the Redis backend, the provider SDKs).
 *
 * Left outside the bundle: better-sqlite3 (a native addon) and dictionary-en (it reads its
 * files next to its own module). Packages the code loads with `createRequire` at run time
 * are not bundled either, and load from node_modules as before.
 *
 * Type checking is `npm run typecheck`'s job; this only transpiles and bundles. Used by
 * `npm run build` and by the process tests' set-up (test/support/build-dist.mjs), so the
 * tests run what an operator starts.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { narrowFiles } from './ascii-bundle.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One copy of each package version in the bundle. npm installs a package once more under
 * each dependent it could not share the top-level copy with: express, body-parser and send
 * each have their own mime-types 3.0.2 and mime-db 1.54.0 (the top level holds older ones),
 * and each copy was parsed and built its tables at every start. A package imported from a
 * nested copy is resolved to the first copy of the same name and version found.
 */
const dedupePackages = {
  name: 'dedupe-packages',
  setup(build) {
    const first = new Map();
    const packageOf = (path) => {
      const at = path.lastIndexOf(`${sep}node_modules${sep}`);
      if (at < 0) return undefined;
      const rest = path.slice(at + 14).split(sep);
      const depth = rest[0].startsWith('@') ? 2 : 1;
      const dir = path.slice(0, at + 14) + rest.slice(0, depth).join(sep);
      try {
        const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return { dir, id: `${name}@${version}` };
      } catch {
        return undefined;
      }
    };
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === dedupePackages) return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: dedupePackages,
      });
      if (result.errors.length > 0 || result.external || !result.path) return result;
      const found = packageOf(result.path);
      if (!found) return result;
      const kept = first.get(found.id) ?? found.dir;
      first.set(found.id, kept);
      return { ...result, path: kept + result.path.slice(found.dir.length) };
    });
  },
};

export async function buildService() {
  const outdir = join(ROOT, 'dist', 'src');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/main.ts', 'cli/admin': 'src/cli/admin.ts' },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['better-sqlite3', 'dictionary-en'],
    plugins: [dedupePackages],
    // CommonJS packages inside an ES module bundle call `require` for Node's own modules.
    banner: {
      js: "import { createRequire as __mailwrightRequire } from 'node:module'; const require = __mailwrightRequire(import.meta.url);",
    },
    // Stack traces name src/ files and lines (`npm start` runs with --enable-source-maps);
    // without the sources' text the maps Node reads at start are a fraction of the size.
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  // Files of an earlier build (per-file output, chunks of other hashes) go once this one is
  // written, not before: a service started from the earlier build has loaded its chunks by
  // the time it listens, and one starting meanwhile still finds them.
  const written = new Set(Object.keys(result.metafile.outputs).map((f) => resolve(ROOT, f)));
  // One byte per character in the heap's copy of each chunk's source (ascii-bundle.mjs).
  narrowFiles([...written].filter((f) => f.endsWith('.js')));
  const entries = readdirSync(outdir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(path)) rmSync(path);
  }
  // Then the folders left empty, the deepest first.
  const folders = entries.filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name));
  for (const folder of folders.sort((a, b) => b.length - a.length))
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  rmSync(join(ROOT, 'dist', 'generated'), { recursive: true, force: true });
}

// No top-level await: Jest loads the process tests' set-up, which imports this, with require().
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildService().catch((err) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
