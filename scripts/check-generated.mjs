// Fails when generated/ differs from what the spec generates now, so a spec change
// cannot land without its regenerated types.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'mailwright-gen-'));
const fresh = join(dir, 'openapi.ts');
try {
  execFileSync('npx', ['openapi-typescript', 'openapi/openapi.yaml', '-o', fresh], {
    stdio: 'ignore',
  });
  if (readFileSync(fresh, 'utf8') !== readFileSync('generated/openapi.ts', 'utf8')) {
    console.error('generated/openapi.ts is stale: run `npm run generate` and commit the result.');
    process.exit(1);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
