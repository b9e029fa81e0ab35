/**
 * Streaming for an engine that writes all at once (the builtin composer): it writes the
 * email, then hands the body out in groups of a few words. Nothing is gained in time —
 * the builtin composes in milliseconds — but a client reads every engine the same way.
 */
import { wordsWithSpacing } from '../text/stats.js';
import type { EmailEngine } from './engine.js';

/** Words per delta: small enough to look like typing, large enough not to flood. */
const WORDS_PER_DELTA = 4;

/** A `generateStream` that runs `generate` and then streams the body it wrote. */
export function streamWhenWritten(
  generate: EmailEngine['generate'],
): EmailEngine['generateStream'] {
  return async (input, onDelta, signal) => {
    const result = await generate(input, signal);
    for (const piece of wordGroups(result.value.content, WORDS_PER_DELTA)) onDelta(piece);
    return result;
  };
}

/** Consecutive pieces of `text`, each `size` words with the space after them; joined, `text`. */
export function wordGroups(text: string, size: number): string[] {
  const words = wordsWithSpacing(text);
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += size) groups.push(words.slice(i, i + size).join(''));
  return groups;
}
