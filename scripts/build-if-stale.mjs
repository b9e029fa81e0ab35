/**
 * `npm start`'s pre-step: builds only when the build is missing or older than its sources,
 * so a start after an unchanged checkout runs the built service at once. It also refreshes
 * the parsed twins of the YAML data files (`dist/yaml/<path>.json`, read by src/yaml.ts),
 * which is quick and needs no TypeScript build. `--stamp` records a finished build (the
 * last step of `npm run build`).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');
const SOURCES = [
  'src',
  'generated',
  'web',
  'scripts/build-web.ts',
  'scripts/build-service.mjs',
  'tsconfig.json',
  'package-lock.json',
];
const DATA = ['content', 'openapi'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return entry.name.endsWith('.yaml') ? [path] : [];
  });
}

/** Writes the JSON twin of every YAML data file whose twin is missing or older than it. */
function refreshTwins() {
  for (const file of DATA.flatMap((d) => yamlFiles(join(root, d)))) {
    const twin = join(root, 'dist', 'yaml', `${relative(root, file)}.json`);
    if (existsSync(twin) && statSync(twin).mtimeMs >= statSync(file).mtimeMs) continue;
    let parsed;
    try {
      parsed = parse(readFileSync(file, 'utf8'));
    } catch {
      // A broken file gets no twin: the service parses it itself and names the problem.
      continue;
    }
    mkdirSync(dirname(twin), { recursive: true });
    const temporary = `${twin}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(parsed));
    renameSync(temporary, twin);
  }
}

if (process.argv.includes('--stamp')) {
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
} else {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (changed > built) {
    process.stdout.write(
      built === 0 ? 'No build yet: building.\n' : 'Sources changed: rebuilding.\n',
    );
    execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  }
}
refreshTwins();
