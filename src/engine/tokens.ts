/**
 * Token counting shared by every engine that has no provider-reported count. o200k_base is
 * the encoding of current OpenAI models, so counts here match what a provider would bill
 * for the same text closely enough to meter credits by.
 */
import encoding, {
  countTokens as countO200k,
  setMergeCacheSize,
} from 'gpt-tokenizer/encoding/o200k_base';

/**
 * The tokenizer keeps the tokens of each word it has met, up to 100,000 words by default:
 * about 27 MB of heap once varied requests have filled it, for a count that takes some
 * 15 µs per email with or without it. A few thousand words hold the vocabulary emails
 * share (about 2 MB); names, numbers and references come and go.
 */
const MERGE_CACHE_WORDS = 5000;
setMergeCacheSize(MERGE_CACHE_WORDS);

/**
 * The tokenizer counts a text piece by piece (a word with the space before it, a run of
 * digits, of punctuation, of spaces): it splits the text with its pattern, then looks each
 * piece up among the encoding's 200,000 tokens (one token), or else merges its bytes. That
 * lookup in a table of 200,000 strings was most of a count, far from the processor's cache
 * when the engine's own work runs between counts; a piece's count depends on the piece
 * alone, and pieces repeat across requests, so the count of each piece met is kept here,
 * for a bounded number of pieces. The pattern and the two lookups are the tokenizer's own
 * (its encoder's, not part of its typed API: without them every text goes to the tokenizer
 * whole, as does a text that holds a special token such as "<|endoftext|>", to be refused).
 */
interface Pieces {
  tokenSplitRegex: RegExp;
  getBpeRankFromString(piece: string): number | undefined;
  bytePairEncode(piece: string): readonly number[];
}

const pieces = (encoding as unknown as { bytePairEncodingCoreProcessor?: Partial<Pieces> })
  .bytePairEncodingCoreProcessor;
const own = pieces?.tokenSplitRegex;
/** A copy: the tokenizer's own pattern is left as it is (its lastIndex too). */
const split = own instanceof RegExp ? new RegExp(own.source, own.flags) : undefined;
const KEPT_PIECES = 5000;
const kept = new Map<string, number>();

function countOf(piece: string, core: Pieces): number {
  const known = kept.get(piece);
  if (known !== undefined) return known;
  // As the tokenizer counts a piece (countNative): one token, or the tokens of its merge.
  const count =
    core.getBpeRankFromString(piece) !== undefined ? 1 : core.bytePairEncode(piece).length;
  if (kept.size >= KEPT_PIECES) kept.delete(kept.keys().next().value ?? '');
  kept.set(piece, count);
  return count;
}

const usable =
  split?.global === true &&
  typeof pieces?.getBpeRankFromString === 'function' &&
  typeof pieces.bytePairEncode === 'function';

export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  if (!usable || text.includes('<|')) return countO200k(text);
  const core = pieces as Pieces;
  const pattern = split as RegExp;
  let count = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    // Every alternative of the pattern takes a character at least; as matchAll, in case.
    if (m[0] === '') pattern.lastIndex++;
    else count += countOf(m[0], core);
  }
  return count;
}
