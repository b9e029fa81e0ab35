// Writes every word form nspell makes of dictionary-en (each word and what its affix rules
// make of it), sorted, one a line: the speller reads this list instead of expanding the
// dictionary at every start (src/engine/builtin/speller.ts). Beside it, the forms
// dictionary-en-gb makes that dictionary-en does not ("colour", "grey", "mould"): the
// speller leaves those as written. `npm run generate` runs it; `npm run check:generated`
// fails when a list differs from what this writes now.
import dictionary from 'dictionary-en';
import british from 'dictionary-en-gb';
import nspell from 'nspell';
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const WORD_FORMS = 'generated/dictionary-en.forms.txt';
export const BRITISH_FORMS = 'generated/dictionary-en-gb.only.txt';

function formsOf({ aff, dic }) {
  return Object.keys(nspell({ aff: Buffer.from(aff), dic: Buffer.from(dic) }).data);
}

export function wordForms() {
  // The default sort compares UTF-16 code units, as the speller's lookup does.
  return formsOf(dictionary).sort().join('\n') + '\n';
}

export function britishForms() {
  const american = new Set(formsOf(dictionary));
  return (
    formsOf(british)
      .filter((form) => !american.has(form))
      .sort()
      .join('\n') + '\n'
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(process.argv[2] ?? WORD_FORMS, wordForms());
  writeFileSync(process.argv[3] ?? BRITISH_FORMS, britishForms());
}
