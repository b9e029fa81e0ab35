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

type Run = (text: string) => Promise<{ messages: readonly MessageLike[] }>;

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

function check(run: Run): Check {
  return async (text) => {
    const file = await run(text);
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

interface NodeLike {
  type: string;
  position?: { start: PointLike; end: PointLike } | undefined;
  children?: readonly NodeLike[];
}

/** The words of the text (retext-english's tokens) that the dictionary does not know. */
function unknownWords(parse: (text: string) => NodeLike, speller: Speller): Check {
  return async (text) => {
    const found: Finding[] = [];
    const walk = (node: NodeLike): void => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (node.type === 'WordNode' && start !== undefined && end !== undefined) {
        const word = text.slice(start, end);
        const known = speller.isWord(word) || speller.isWord(word.toLowerCase());
        if (!known) found.push({ rule: 'unknown-word', actual: word, expected: [], start, end });
        return;
      }
      node.children?.forEach(walk);
    };
    walk(parse(text));
    return found;
  };
}

export function createTools(speller: Speller): Tools {
  const english = unified().use(retextEnglish);
  const repeated = retext().use(retextRepeatedWords);
  const articles = retext().use(retextIndefiniteArticle);
  const simplify = retext().use(retextSimplify);
  const equality = retext().use(retextEquality);
  const readability = retext().use(retextReadability, { age: READER_AGE });
  return {
    unknownWords: unknownWords((text) => english.parse(text), speller),
    repeatedWords: check((text) => repeated.process(text)),
    articles: check((text) => articles.process(text)),
    simplify: check((text) => simplify.process(text)),
    equality: check((text) => equality.process(text)),
    readability: check((text) => readability.process(text)),
  };
}
