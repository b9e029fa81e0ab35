/**
 * Token counting shared by every engine that has no provider-reported count. o200k_base is
 * the encoding of current OpenAI models, so counts here match what a provider would bill
 * for the same text closely enough to meter credits by.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TextDecoder } from 'node:util';
import { GptEncoding } from 'gpt-tokenizer/GptEncoding';

/**
 * o200k_base's ranks, read from the copy of OpenAI's rank file that gpt-tokenizer ships
 * (data/o200k_base.tiktoken: each token's bytes in base64, then its rank) and turned into
 * the table its bundled encoding module holds, as its own generator does
 * (src/codegen/generateJsBpe.ts): a token whose bytes are UTF-8 as a string, any other
 * as its bytes, no entry for a rank not in the file. The same table, so the same counts;
 * but importing that module keeps its 2.4 MB source in the heap for good, as a string of
 * 4.3 MB (it has non-Latin-1 text), beside the 200,000 literals its code holds: some 5 MB
 * more than the table itself.
 */
export function o200kRanks(): (string | number[])[] {
  const require = createRequire(import.meta.url);
  const file = readFileSync(require.resolve('gpt-tokenizer/data/o200k_base.tiktoken'), 'latin1');
  // The generator's check: a token is a string when its bytes decode and encode back whole.
  const decoder = new TextDecoder('utf8', { fatal: true });
  const ranks: (string | number[])[] = [];
  for (let start = 0; start < file.length;) {
    const space = file.indexOf(' ', start);
    const end = file.indexOf('\n', space);
    if (space < 0 || end < 0) throw new Error('o200k_base.tiktoken: a line without a rank');
    const bytes = Buffer.from(file.slice(start, space), 'base64');
    ranks[Number(file.slice(space + 1, end))] = asText(decoder, bytes) ?? [...bytes];
    start = end + 1;
  }
  return ranks;
}

function asText(decoder: TextDecoder, bytes: Uint8Array): string | undefined {
  try {
    const text = decoder.decode(bytes);
    return Buffer.byteLength(text) === bytes.byteLength ? text : undefined;
  } catch {
    return undefined;
  }
}

const o200k = GptEncoding.getEncodingApi('o200k_base', o200kRanks);

/**
 * The tokenizer keeps the tokens of each word it has met, up to 100,000 words by default:
 * about 27 MB of heap once varied requests have filled it, for a count that takes some
 * 15 µs per email with or without it. A few thousand words hold the vocabulary emails
 * share (about 2 MB); names, numbers and references come and go.
 */
const MERGE_CACHE_WORDS = 5000;
o200k.setMergeCacheSize(MERGE_CACHE_WORDS);

export function countTokens(text: string): number {
  return text.length === 0 ? 0 : o200k.countTokens(text);
}
