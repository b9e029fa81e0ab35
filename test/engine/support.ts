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

function trigrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(words.slice(i, i + 3).join(' '));
  return out;
}

/** The share of the smaller text's word trigrams that the other text also has. */
export function sharedTrigrams(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  const shared = [...ta].filter((t) => tb.has(t)).length;
  return shared / Math.min(ta.size, tb.size);
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

export function lines(text: string): string[] {
  return text.split('\n').filter((l) => l.trim() !== '');
}
