/**
 * `npm start`'s pre-step: builds only when the build is missing or older than its sources,
 * so a start after an unchanged checkout runs the built service at once. `--stamp` records
 * a finished build (the last step of `npm run build`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');
const SOURCES = [
  'src',
  'generated',
  'web',
  'scripts/build-web.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
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
