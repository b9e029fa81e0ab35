// Fails when src/generated/openapi.ts is not what the current spec generates.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cli = join('node_modules', 'openapi-typescript', 'bin', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'mailwright-node-types-'));
try {
  const out = join(dir, 'openapi.ts');
  execFileSync(process.execPath, [cli, '../../openapi/openapi.yaml', '-o', out], { stdio: 'pipe' });
  if (readFileSync(out, 'utf8') !== readFileSync('src/generated/openapi.ts', 'utf8')) {
    console.error('src/generated/openapi.ts is out of date: run npm run generate');
    process.exit(1);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
