// Writes every word form nspell makes of dictionary-en (each word and what its affix rules
// make of it), sorted, one a line: the speller reads this list instead of expanding the
// dictionary at every start (src/engine/builtin/speller.ts). `npm run generate` runs it;
// `npm run check:generated` fails when the list differs from what this writes now.
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const WORD_FORMS = 'generated/dictionary-en.forms.txt';

export function wordForms() {
  const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  // The default sort compares UTF-16 code units, as the speller's lookup does.
  return Object.keys(spell.data).sort().join('\n') + '\n';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  writeFileSync(process.argv[2] ?? WORD_FORMS, wordForms());
