/**
 * The retext checkers the editor relies on, built once: words the dictionary does not
 * know (retext-english's tokenizer with nspell), repeated words, a/an, wordy phrases
 * (retext-simplify), non-inclusive wording (retext-equality) and hard sentences
 * (retext-readability). Each returns its findings with offsets into the text it was given.
 *
 * Not retext-spell: it keeps a suggestion budget and a cache per processor, across every
 * call, so in a long-running service its results would depend on earlier requests and
 * its memory would grow without bound.
 */
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import retextSimplify from 'retext-simplify';
import { unified } from 'unified';
import type { Speller } from '../speller.js';
import { startsSentence } from './edits.js';

export interface Finding {
  /** The rule or plugin that found it (`retext-spell`, `in-order-to`, …). */
  rule: string;
  /** The text found, as written. */
  actual: string;
  /** Suggested replacements, best first where the plugin ranks them. */
  expected: string[];
  start: number;
  end: number;
}

export type Check = (text: string) => Promise<Finding[]>;

export interface Tools {
  unknownWords: Check;
  repeatedWords: Check;
  articles: Check;
  simplify: Check;
  equality: Check;
  readability: Check;
}

/** A checker run over a parsed text: its findings land on the file the callback gets. */
type Run = (
  tree: Tree,
  text: string,
  done: (error: unknown, tree: unknown, file?: { messages: readonly MessageLike[] }) => undefined,
) => void;

interface PointLike {
  offset?: number | undefined;
}

interface MessageLike {
  ruleId?: string | undefined;
  source?: string | undefined;
  actual?: string | undefined;
  expected?: readonly string[] | undefined;
  place?: PointLike | { start: PointLike; end: PointLike } | undefined;
}

function check(run: Run, parse: (text: string) => Tree): Check {
  return async (text) => {
    const file = await new Promise<{ messages: readonly MessageLike[] }>((resolve, reject) =>
      run(parse(text), text, (error, _tree, done) => {
        if (error === undefined || error === null) resolve(done ?? { messages: [] });
        else reject(error instanceof Error ? error : new Error(String(error)));
      }),
    );
    return file.messages.flatMap((m) => {
      // Findings without a range (whole-file notes) have no place to edit.
      const place = m.place;
      const start = place && 'start' in place ? place.start.offset : undefined;
      const end = place && 'end' in place ? place.end.offset : undefined;
      if (start === undefined || end === undefined) return [];
      return [
        {
          rule: m.ruleId ?? m.source ?? '',
          actual: m.actual ?? text.slice(start, end),
          expected: [...(m.expected ?? [])],
          start,
          end,
        },
      ];
    });
  };
}

/** Readers of business email: grade-school scales with an adult target. */
const READER_AGE = 18;

/**
 * The words of the text that the dictionary does not know. A word is a run of letters,
 * with hyphens or apostrophes inside ("well-known", "O'Neil's"); a token holding digits,
 * "@", "/", "_" or an inner period (an id, an address, "a.m.") is not a word to spell, so
 * it is passed over whole.
 */
function unknownWords(speller: Speller): Check {
  return async (text) => {
    const found: Finding[] = [];
    for (const token of text.matchAll(TOKEN)) {
      const bare = /^['‘’]*(.*?)[.'’]*$/su.exec(token[0])?.[1] ?? '';
      if (!/^\p{L}[\p{L}\p{M}'’-]*$/u.test(bare)) continue;
      const start = token.index + token[0].indexOf(bare);
      const known = speller.isWord(bare) || speller.isWord(bare.toLowerCase());
      if (!known)
        found.push({
          rule: 'unknown-word',
          actual: bare,
          expected: [],
          start,
          end: start + bare.length,
        });
    }
    return found;
  };
}

/**
 * A checker that reads sentence by sentence, run only on the lines where `maybe` finds
 * something: its findings are the same, for a parse of a line instead of the text.
 */
function linesWith(maybe: RegExp, checker: Check): Check {
  return async (text) => {
    const found: Finding[] = [];
    let start = 0;
    for (const line of text.split('\n')) {
      if (maybe.test(line))
        for (const f of await checker(line))
          found.push({ ...f, start: f.start + start, end: f.end + start });
      start += line.length + 1;
    }
    return found;
  };
}

/** What stands between words: spaces and the punctuation that cannot be inside one. */
const TOKEN = /[^\s,;:!?()[\]{}"“”«»<>…–—*]+/gu;

/**
 * A word written twice in a row ("the the", "yes, yes"), in the widest sense: where this
 * finds nothing, retext-repeated-words would not either, so it need not run.
 */
const MAYBE_REPEATED = /(?<![\p{L}\p{N}])([\p{L}\p{N}'’]+)[\s\p{P}]+\1(?![\p{L}\p{N}])/iu;

/**
 * "a" or "an" before a word, judged by retext-indefinite-article. Its judgement depends
 * only on the article, the word after it and whether the article opens the sentence
 * ("Station A equals" is not an article), so each pair is judged once, on its own, and
 * remembered.
 */
function articles(judge: Check): Check {
  const judged = new Map<string, string | undefined>();
  return async (text) => {
    const found: Finding[] = [];
    for (const m of text.matchAll(ARTICLE_PAIR)) {
      const [, article = '', quote = '', word = ''] = m;
      const opens = startsSentence(text, m.index);
      if (/^A$/.test(article) && !opens) continue;
      const key = `${article} ${quote}${word}`;
      if (!judged.has(key)) {
        if (judged.size >= REMEMBERED_PAIRS) judged.clear();
        judged.set(key, (await judge(key))[0]?.expected[0]);
      }
      const expected = judged.get(key);
      if (expected === undefined) continue;
      found.push({
        rule: 'retext-indefinite-article',
        actual: article,
        expected: [expected],
        start: m.index,
        end: m.index + article.length,
      });
    }
    return found;
  };
}

const ARTICLE_PAIR =
  /(?<![\p{L}\p{N}'’-])(an?|An?)[ \t]+([“”‘’'"()[\]]?)([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu;
const REMEMBERED_PAIRS = 20_000;

const english = unified().use(retextEnglish);
type Tree = ReturnType<typeof english.parse>;

export function createTools(speller: Speller): Tools {
  const parse = parsedOnce((text) => english.parse(text));
  const on = (processor: { run: Run }): Check =>
    check((tree, text, done) => processor.run(tree, text, done), parse);
  const repeated = on(retext().use(retextRepeatedWords));
  const article = retext().use(retextIndefiniteArticle);
  return {
    unknownWords: unknownWords(speller),
    repeatedWords: linesWith(MAYBE_REPEATED, repeated),
    articles: articles(
      check(
        (tree, text, done) => article.run(tree, text, done),
        (text) => english.parse(text),
      ),
    ),
    simplify: on(retext().use(retextSimplify)),
    equality: on(retext().use(retextEquality)),
    readability: on(retext().use(retextReadability, { age: READER_AGE })),
  };
}

/**
 * The parse of the last texts seen: a step runs several checkers over the same text, and
 * they only read the tree, so it is parsed once. Two texts are kept, the body and the
 * subject, so nothing is held beyond the call that is running.
 */
function parsedOnce(parse: (text: string) => Tree): (text: string) => Tree {
  const recent = new Map<string, Tree>();
  return (text) => {
    const hit = recent.get(text);
    if (hit !== undefined) return hit;
    const tree = parse(text);
    if (recent.size >= 2) recent.delete(recent.keys().next().value ?? '');
    recent.set(text, tree);
    return tree;
  };
}
