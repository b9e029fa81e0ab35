/**
 * Token counting shared by every engine that has no provider-reported count. o200k_base is
 * the encoding of current OpenAI models, so counts here match what a provider would bill
 * for the same text closely enough to meter credits by.
 */
import { countTokens as countO200k, setMergeCacheSize } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * The tokenizer keeps the tokens of each word it has met, up to 100,000 words by default:
 * about 27 MB of heap once varied requests have filled it, for a count that takes some
 * 15 µs per email with or without it. A few thousand words hold the vocabulary emails
 * share (about 2 MB); names, numbers and references come and go.
 */
const MERGE_CACHE_WORDS = 5000;
setMergeCacheSize(MERGE_CACHE_WORDS);

export function countTokens(text: string): number {
  return text.length === 0 ? 0 : countO200k(text);
}
