/**
 * Flesch reading ease, computed the textbook way: 206.835 − 1.015 × words per sentence
 * − 84.6 × syllables per word. Syllables are counted by vowel groups with the usual
 * English corrections (silent final e, "-le", "-ed"), which is within a syllable of a
 * dictionary count for nearly all words in business email.
 */
import { Kept } from '../kept.js';

export function syllables(word: string): number {
  let count = COUNTED.get(word);
  if (count === undefined) {
    count = countSyllables(word);
    COUNTED.set(word, count);
  }
  return count;
}

/**
 * Words counted so far: an improve call scores its draft twice, and words repeat across
 * drafts. Bounded (kept.ts), as the words are the callers'.
 */
const COUNTED_WORDS = 8192;
const COUNTED = new Kept<string, number>(COUNTED_WORDS);

function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w === '') return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  return Math.max(1, groups);
}

export function sentenceCount(text: string): number {
  // Greeting and sign-off lines count as sentences of their own: they are read as such.
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.reduce(
    (n, line) => n + Math.max(1, (line.match(/[.!?]+(?=\s|$)/g) ?? []).length),
    0,
  );
}

export function words(text: string): string[] {
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [];
}

/** Flesch reading ease, rounded to one decimal; 0 for an empty text. */
export function fleschReadingEase(text: string): number {
  const all = words(text);
  if (all.length === 0) return 0;
  const syl = all.reduce((n, w) => n + syllables(w), 0);
  const score = 206.835 - 1.015 * (all.length / sentenceCount(text)) - 84.6 * (syl / all.length);
  return Math.round(score * 10) / 10;
}
