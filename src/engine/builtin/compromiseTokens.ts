/**
 * compromise's tokenizer (`methods.one.tokenize.fromString`, src/1-one/tokenize/methods/
 * parse.js in compromise 14) with what it works out for each word kept: the same words
 * in less time.
 *
 * The original splits a text into sentences and each sentence into tokens ("office,"),
 * then works out each token's word, the punctuation around it and its normal form
 * ("office", "", ",", "office"), which is a third of a parse for a short text. That part
 * depends on the token alone, and words repeat across requests, so it is worked out once
 * per token (by compromise's own splitWhitespace and normal step) and kept, for a bounded
 * number of tokens. Sentences and tokens are still split by compromise on every call.
 */
import { Kept } from '../kept.js';

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: Set<string>;
  normal?: string;
  [later: string]: unknown;
}

/** A token's word as the original makes it, without the tags it starts with. */
interface Worked {
  text: string;
  pre: string;
  post: string;
  normal: string;
}

interface World {
  model: unknown;
  methods: {
    one: {
      tokenize: {
        splitSentences(input: string, world: World): string[];
        splitTerms(sentence: string, model: unknown): string[];
        splitWhitespace(token: string, model: unknown): Term;
        fromString(input: string, world: World): Term[][];
      };
    };
  };
  compute: { normal(view: { docs: Term[][]; world: World }): void };
}

/** Tokens remembered: far more than a request has, and a few hundred kilobytes at most. */
const KEPT_TOKENS = 8192;

/**
 * Makes compromise's tokenizer in `world` remember each token's word. Must run before any
 * other change to the tokenizer's methods, which it calls as they are when it runs.
 */
export function fasterTokenizer(world: unknown): void {
  const w = world as World;
  const { splitSentences, splitTerms, splitWhitespace } = w.methods.one.tokenize;
  const kept = new Kept<string, Worked>(KEPT_TOKENS);

  const worked = (token: string): Worked => {
    let known = kept.get(token);
    if (known === undefined) {
      const term = splitWhitespace(token, w.model);
      // The normal step reads only the term's text (cleanup, unicode, acronyms).
      w.compute.normal({ docs: [[term]], world: w });
      known = { text: term.text, pre: term.pre, post: term.post, normal: term.normal ?? '' };
      kept.set(token, known);
    }
    return known;
  };

  w.methods.one.tokenize.fromString = (input, world) =>
    splitSentences(input || '', world).map((sentence) =>
      splitTerms(sentence, w.model).map((token): Term => {
        const { text, pre, post, normal } = worked(token);
        // A new term each time, its properties in the original's order: the parse changes them.
        // The properties later steps add to some terms and not others are there from the
        // start, unset (read as absent: nothing in compromise asks whether a term has one),
        // so that every term has one shape: with a shape per set of steps that touched it,
        // the tagger's functions met new shapes request after request and were compiled
        // again each time.
        return {
          text,
          pre,
          post,
          tags: new Set(),
          normal,
          index: undefined,
          id: undefined,
          chunk: undefined,
          dirty: undefined,
          switch: undefined,
          confidence: undefined,
          machine: undefined,
          implicit: undefined,
          alias: undefined,
        };
      }),
    );
}
