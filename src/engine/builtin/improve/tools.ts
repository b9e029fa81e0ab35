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

/** A checker run over a parsed text: its findings land on the file the callback gets. */
type Run = (
  tree: Tree,
  text: string,
  done: (error: unknown, tree: unknown, file?: { messages: readonly MessageLike[] }) => void,
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
      run(parse(text), text, (error, _tree, done) =>
        error === undefined || error === null ? resolve(done ?? { messages: [] }) : reject(error),
      ),
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

const english = unified().use(retextEnglish);
type Tree = ReturnType<typeof english.parse>;

export function createTools(speller: Speller): Tools {
  const parse = parsedOnce((text) => english.parse(text));
  const on = (processor: { run: Run }): Check =>
    check((tree, text, done) => processor.run(tree, text, done), parse);
  return {
    unknownWords: unknownWords(parse, speller),
    repeatedWords: on(retext().use(retextRepeatedWords)),
    articles: on(retext().use(retextIndefiniteArticle)),
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
