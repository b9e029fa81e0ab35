/** Shared checks for the builtin engine's tests: hygiene, spelling, word trigrams. */
import dictionary from 'dictionary-en';
import nspell from 'nspell';

const spell = nspell({
  aff: Buffer.from(dictionary.aff.buffer, dictionary.aff.byteOffset, dictionary.aff.byteLength),
  dic: Buffer.from(dictionary.dic.buffer, dictionary.dic.byteOffset, dictionary.dic.byteLength),
});

/** What no email may contain: template leftovers, doubled spaces, a space before punctuation. */
export function hygieneProblems(text: string): string[] {
  const problems: string[] = [];
  if (/\{\{|\}\}|\bundefined\b|\bnull\b|\bNaN\b/.test(text))
    problems.push('leftover placeholder or value');
  if (/ {2}/.test(text)) problems.push('doubled space');
  if (/ [,.;:!?]/.test(text)) problems.push('space before punctuation');
  if (/\n{3,}/.test(text)) problems.push('more than one blank line');
  const repeated = /\b(\w+)\s+\1\b/i.exec(text);
  if (repeated) problems.push(`repeated word "${repeated[0]}"`);
  return problems;
}

function wordsOf(text: string): string[] {
  return text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
}

/** Words of `text` that dictionary-en does not know, ignoring any word the caller wrote. */
export function misspelledOwnWords(text: string, callerText: string): string[] {
  const given = new Set(wordsOf(callerText).map((w) => w.toLowerCase()));
  return wordsOf(text).filter((word) => {
    const bare = word.replace(/['’]s$/, '');
    if (given.has(word.toLowerCase()) || given.has(bare.toLowerCase())) return false;
    if (spell.correct(word) || spell.correct(bare)) return false;
    return !word.split('-').every((part) => part === '' || spell.correct(part));
  });
}

/**
 * A fixed, seeded sample of `count` (tone, purpose, context index) triples: the same every
 * run, spread over the whole tone × purpose × context matrix.
 */
export function sample(
  tones: readonly string[],
  purposes: readonly string[],
  contexts: number,
  count: number,
): [string, string, number][] {
  const all = tones.flatMap((t) =>
    purposes.flatMap((p) =>
      Array.from({ length: contexts }, (_, i) => [t, p, i] as [string, string, number]),
    ),
  );
  // A linear congruential generator with a fixed seed: deterministic, no dependency.
  let seed = 12;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const picked = new Set<number>();
  while (picked.size < Math.min(count, all.length)) picked.add(next() % all.length);
  return [...picked].sort((a, b) => a - b).map((k) => all[k] as [string, string, number]);
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

export function lines(text: string): string[] {
  return text.split('\n').filter((l) => l.trim() !== '');
}
