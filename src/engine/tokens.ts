/**
 * Token counting shared by every engine that has no provider-reported count. o200k_base is
 * the encoding of current OpenAI models, so counts here match what a provider would bill
 * for the same text closely enough to meter credits by.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TextDecoder } from 'node:util';
import { GptEncoding } from 'gpt-tokenizer/GptEncoding';
import { Kept } from './kept.js';

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

/**
 * A fixed table of text tokens and their ranks, looked up by text: all the tokens in one
 * string, where each starts by rank, and an open-addressing hash of text → rank. About
 * 5 MB for o200k's 198,427 text tokens, where a Map of them takes 7 MB beside 6 MB more
 * for the strings themselves.
 */
export class TokenTable {
  private readonly text: string;
  /** Where the token of each rank starts in `text` (a rank with no text token: empty). */
  private readonly starts: Uint32Array;
  /** rank + 1 of the token hashed there, or 0 for none; twice as many slots as tokens. */
  private readonly slots: Int32Array;

  constructor(ranks: readonly (string | readonly number[] | undefined)[]) {
    const texts: string[] = [];
    this.starts = new Uint32Array(ranks.length + 1);
    let at = 0;
    for (let rank = 0; rank < ranks.length; rank++) {
      this.starts[rank] = at;
      const token = ranks[rank];
      if (typeof token !== 'string') continue;
      texts.push(token);
      at += token.length;
    }
    this.starts[ranks.length] = at;
    this.text = texts.join('');
    let size = 1;
    while (size < 2 * texts.length) size *= 2;
    this.slots = new Int32Array(size);
    ranks.forEach((token, rank) => {
      if (typeof token !== 'string') return;
      let slot = hash(token) & (size - 1);
      while (this.slots[slot] !== 0) slot = (slot + 1) & (size - 1);
      this.slots[slot] = rank + 1;
    });
  }

  /** The rank of the token written `text`, as Map.get would give it. */
  get(text: string): number | undefined {
    const mask = this.slots.length - 1;
    for (let slot = hash(text) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot] ?? 0;
      if (held === 0) return undefined;
      if (this.is(held - 1, text)) return held - 1;
    }
  }

  private is(rank: number, text: string): boolean {
    const start = this.starts[rank] ?? 0;
    if ((this.starts[rank + 1] ?? 0) - start !== text.length) return false;
    for (let i = 0; i < text.length; i++)
      if (this.text.charCodeAt(start + i) !== text.charCodeAt(i)) return false;
    return true;
  }
}

/** FNV-1a over the UTF-16 code units. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * gpt-tokenizer's o200k_base, with its text tokens in a TokenTable. Its core keeps them in
 * a Map from text to rank (bytePairStringRankEncoder), which its count and encode read
 * only through `get`, and again in its decoding table: 15 MB of heap, against about 6 MB
 * here. The core is given the ranks of the tokens that are not text (as bytes), so that
 * its own lookup of those is as before, and then the table for the text tokens: the same
 * ranks, so the same counts. It cannot decode (its decoding table has only the byte
 * tokens); nothing here decodes. Should a release of gpt-tokenizer keep its tokens some
 * other way, this throws when the engine loads rather than count wrong.
 */
function o200kCounter(): GptEncoding {
  const ranks = o200kRanks();
  const bytes: (string | number[])[] = [];
  ranks.forEach((token, rank) => {
    if (typeof token !== 'string') bytes[rank] = token;
  });
  const encoding = GptEncoding.getEncodingApi('o200k_base', () => bytes);
  const core = (encoding as unknown as { bytePairEncodingCoreProcessor?: StringRanks })
    .bytePairEncodingCoreProcessor;
  if (!(core?.bytePairStringRankEncoder instanceof Map))
    throw new Error('gpt-tokenizer no longer keeps its text tokens in a Map: see tokens.ts');
  core.bytePairStringRankEncoder = new TokenTable(ranks);
  if (encoding.countTokens('Hello world') !== 2)
    throw new Error('o200k_base with a TokenTable miscounts: see tokens.ts');
  return encoding;
}

interface StringRanks {
  bytePairStringRankEncoder: Map<string, number> | TokenTable;
}

const o200k = o200kCounter();

/**
 * The tokenizer keeps the tokens of each word it has met, up to 100,000 words by default:
 * about 27 MB of heap once varied requests have filled it, for a count that takes some
 * 15 µs per email with or without it. A few thousand words hold the vocabulary emails
 * share (about 2 MB); names, numbers and references come and go.
 */
const MERGE_CACHE_WORDS = 5000;
o200k.setMergeCacheSize(MERGE_CACHE_WORDS);

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

const pieces = (o200k as unknown as { bytePairEncodingCoreProcessor?: Partial<Pieces> })
  .bytePairEncodingCoreProcessor;
const own = pieces?.tokenSplitRegex;
/** A copy: the tokenizer's own pattern is left as it is (its lastIndex too). */
const split = own instanceof RegExp ? new RegExp(own.source, own.flags) : undefined;
const KEPT_PIECES = 5000;
const kept = new Kept<string, number>(KEPT_PIECES);

function countOf(piece: string, core: Pieces): number {
  const known = kept.get(piece);
  if (known !== undefined) return known;
  // As the tokenizer counts a piece (countNative): one token, or the tokens of its merge.
  const count =
    core.getBpeRankFromString(piece) !== undefined ? 1 : core.bytePairEncode(piece).length;
  kept.set(piece, count);
  return count;
}

const usable =
  split?.global === true &&
  typeof pieces?.getBpeRankFromString === 'function' &&
  typeof pieces.bytePairEncode === 'function';

export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  if (!usable || text.includes('<|')) return o200k.countTokens(text);
  let count = 0;
  let start = 0;
  const ends = new RegExp(LINE_END);
  for (let m = ends.exec(text); m !== null; m = ends.exec(text)) {
    const end = m.index + m[0].length;
    count += countOfLines(text.slice(start, end));
    start = end;
  }
  return count + countOfLines(start === 0 ? text : text.slice(start));
}

/**
 * Where a text can be cut into lines that are counted apart, with the same pieces: right
 * after a run of line breaks followed by a character that is neither a space nor a slash.
 * Of the pattern's alternatives, only whitespace runs (which end at their last line break,
 * tried before the others that take spaces) and punctuation (which takes the line breaks
 * and slashes after it) take a line break, so no piece goes on past such a run; and the
 * pattern looks neither behind nor, there, ahead.
 */
const LINE_END = /[\r\n]+(?=[^\s/])/g;

/**
 * The tokens of each short line met, kept (a bounded number): an email's greeting, its asks
 * and its sign-off are the data's own lines, and a prompt's "Tone: friendly" is every
 * caller's. Long lines are the callers' own paragraphs, which seldom come back: kept, they
 * could hold megabytes.
 */
const KEPT_LINES = 2048;
const KEPT_LINE_LENGTH = 200;
const lines = new Kept<string, number>(KEPT_LINES);

function countOfLines(text: string): number {
  if (text === '') return 0;
  const short = text.length <= KEPT_LINE_LENGTH;
  const known = short ? lines.get(text) : undefined;
  if (known !== undefined) return known;
  const core = pieces as Pieces;
  const pattern = split as RegExp;
  let count = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    // Every alternative of the pattern takes a character at least; as matchAll, in case.
    if (m[0] === '') pattern.lastIndex++;
    else count += countOf(m[0], core);
  }
  if (short) lines.set(text, count);
  return count;
}
