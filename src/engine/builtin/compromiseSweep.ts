/**
 * compromise's bulk matcher (`methods.one.bulkMatch`, src/1-one/sweep/methods/sweep/ in
 * compromise 14), the step of its tagger that runs the postTagger's match patterns on a
 * sentence, with the same answers in less time.
 *
 * The original gathers a sentence's candidates by walking its pattern index (key → the
 * patterns that need or want that word or tag), keeps each pattern once, in the index's key
 * order, then drops those whose needs, ifNo or wants the sentence does not meet. A sentence
 * of a dozen words reaches ~350 candidates of which ~25 remain: the gathering and the
 * dropping were a sixth of every parse. Here each pattern is filed under one key it cannot
 * do without (its rarest need), so only patterns that can remain are looked at, with their
 * words and tags as numbers; the ones that remain are put back in the original's order (by
 * the first of their keys the sentence has, then their place in that key's list). What a
 * sentence has is read from its words, not from the original's list of its strings. The
 * matching itself is the original code as it is, for the patterns that can match from a word
 * of the sentence (compromiseStart.ts).
 */
import { canMatch } from './compromiseStart.js';

interface Pattern {
  match: string;
  regs?: Parameters<typeof canMatch>[0];
  needs: string[];
  wants: string[];
  minWant: number;
  minWords: number;
  ifNo?: string[];
  unTag?: unknown;
}

interface Net {
  hooks: Record<string, Pattern[]>;
  always: Pattern[];
}

interface Methods {
  one: {
    match(docs: unknown[][], pattern: Pattern): { ptrs: number[][] };
    bulkMatch: BulkMatch;
    bulkTagger(found: unknown[], document: unknown[][], world: unknown): void;
  };
  two: { quickSplit(document: unknown[][]): { index: number[] }[][] };
}

interface PointerMethods {
  one: { getDoc(pointers: number[][], document: unknown[][]): unknown[][] };
}

/** What the postTagger step reads of the parse it tags (a compromise View). */
interface Parse {
  docs: unknown[][];
  document: unknown[][];
  uncache(): void;
  unfreeze(): void;
}

type BulkMatch = (
  document: unknown[][],
  net: Net,
  methods: Methods,
  opts?: { matchOne?: boolean },
) => unknown[];

/**
 * A pattern as the sweep reads it, its words and tags as numbers: looking a sentence's
 * strings up in sets was most of the sweep's time, and compromise's pattern objects come in
 * many shapes, which makes reading their fields slow where all of them are read.
 */
interface Entry {
  pattern: Pattern;
  needs: number[];
  ifNo: number[];
  wants: number[];
  minWant: number;
  minWords: number;
  /** The keys it is listed under, in key order, and its rank under each (key order, then place in the list). */
  keys: number[];
  ranks: number[];
  /** The sweep that last took it (`meeting`): taken once per sentence. */
  taken: number;
}

interface Filed {
  /** Every word and tag the patterns ask about, numbered. */
  ids: Map<string, number>;
  /** By key number, the patterns filed under it: each pattern with needs under its rarest need. */
  byKey: Entry[][];
  /** By number, whether the sentence being swept has it (1) or not (0); all 0 between sweeps. */
  has: Uint8Array;
  /** By tag, the number of its key ('#Noun'), or -1 when no pattern asks about it. */
  tagIds: Map<string, number>;
}

/** Room for every place in a key's list in a rank (the longest list has ~80). */
const PER_KEY = 1 << 16;

const FILED = new WeakMap<Net['hooks'], Filed | null>();

/**
 * The net's patterns filed for the sweep, or null when the shortcut would not give the
 * original's candidates: two patterns with one match string (the original keeps the first
 * it meets), or a pattern not listed under each of its needs and wants.
 */
function filed(hooks: Net['hooks']): Filed | null {
  const known = FILED.get(hooks);
  if (known !== undefined) return known;
  const ids = new Map<string, number>();
  const id = (word: string) => {
    let n = ids.get(word);
    if (n === undefined) ids.set(word, (n = ids.size));
    return n;
  };
  const entries = new Map<Pattern, Entry>();
  Object.keys(hooks).forEach((key, order) => {
    (hooks[key] ?? []).forEach((m, at) => {
      let entry = entries.get(m);
      if (entry === undefined) {
        entry = {
          pattern: m,
          needs: m.needs.map(id),
          ifNo: (m.ifNo ?? []).map(id),
          wants: m.wants.map(id),
          minWant: m.minWant,
          minWords: m.minWords,
          keys: [],
          ranks: [],
          taken: 0,
        };
        entries.set(m, entry);
      }
      entry.keys.push(id(key));
      entry.ranks.push(order * PER_KEY + at);
    });
  });
  const matches = new Set<string>();
  let sound = true;
  for (const [m, entry] of entries) {
    const keys = new Set([...entry.needs, ...entry.wants]);
    if (matches.has(m.match) || keys.size !== entry.keys.length) sound = false;
    if (!entry.keys.every((k) => keys.has(k))) sound = false;
    matches.add(m.match);
  }
  const listed: number[] = [];
  for (const [key, list] of Object.entries(hooks)) listed[id(key)] = list.length;
  const rarest = (a: number, b: number) => ((listed[b] ?? 0) < (listed[a] ?? 0) ? b : a);
  const byKey: Entry[][] = [];
  const file = (key: number, entry: Entry) => (byKey[key] ??= []).push(entry);
  for (const entry of entries.values()) {
    if (entry.needs.length > 0) file(entry.needs.reduce(rarest), entry);
    else for (const key of entry.keys) file(key, entry);
  }
  const result = sound ? { ids, byKey, has: new Uint8Array(ids.size), tagIds: new Map() } : null;
  if (sound) for (const m of entries.keys()) oneShape(m.regs);
  FILED.set(hooks, result);
  return result;
}

/**
 * The fields compromise's match tokens may have (its parseMatch makes them; its matcher
 * reads them). A pattern's tokens came in some sixty shapes (a word, a #Tag, a group's
 * start, an optional choice …), which made the matcher's reads of them megamorphic.
 */
const TOKEN_FIELDS = new Set([
  'operator',
  'fastOr',
  'tag',
  'choices',
  'group',
  'groupStart',
  'groupEnd',
  'word',
  'optional',
  'greedy',
  'switch',
  'start',
  'end',
  'regex',
  'anything',
  'method',
  'negative',
  'min',
  'max',
  'id',
  'use',
  'fuzzy',
  'machine',
  'sense',
  'pos',
  'chunk',
  'pre',
  'post',
  'root',
]);

type MatchToken = Record<string, unknown>;

/**
 * The tokens of a pattern (and of its choices) made again with every field, in one order,
 * those a token lacks present and unset: one shape for all of them. The matcher only reads
 * a token's fields by value (and copies a token whole), so an unset field reads as an
 * absent one. A token with a field not listed here keeps the pattern as it was.
 */
function oneShape(regs: unknown): void {
  if (!Array.isArray(regs) || !(regs as MatchToken[]).every(listedOnly)) return;
  regs.forEach((t: MatchToken, i) => {
    const choices = t.choices;
    if (Array.isArray(choices)) choices.forEach(oneShape);
    regs[i] = {
      operator: t.operator,
      fastOr: t.fastOr,
      tag: t.tag,
      choices,
      group: t.group,
      groupStart: t.groupStart,
      groupEnd: t.groupEnd,
      word: t.word,
      optional: t.optional,
      greedy: t.greedy,
      switch: t.switch,
      start: t.start,
      end: t.end,
      regex: t.regex,
      anything: t.anything,
      method: t.method,
      negative: t.negative,
      min: t.min,
      max: t.max,
      id: t.id,
      use: t.use,
      fuzzy: t.fuzzy,
      machine: t.machine,
      sense: t.sense,
      pos: t.pos,
      chunk: t.chunk,
      pre: t.pre,
      post: t.post,
      root: t.root,
    };
  });
}

function listedOnly(token: MatchToken): boolean {
  return (
    Object.keys(token).every((k) => TOKEN_FIELDS.has(k)) &&
    (!Array.isArray(token.choices) ||
      (token.choices as unknown[]).every(
        (c) => Array.isArray(c) && (c as MatchToken[]).every(listedOnly),
      ))
  );
}

/** Whether the sentence has what a pattern needs and none of what rules it out (trimDown). */
function possible(e: Entry, has: Uint8Array): boolean {
  for (const need of e.needs) if (has[need] === 0) return false;
  for (const no of e.ifNo) if (has[no] === 1) return false;
  if (e.wants.length === 0) return true;
  let found = 0;
  for (const want of e.wants) found += has[want] ?? 0;
  return found >= e.minWant;
}

/** Its rank among the original's candidates: its rank under the first of its keys the sentence has. */
function rankIn(e: Entry, has: Uint8Array): number {
  for (let i = 0; i < e.keys.length; i++) if (has[e.keys[i] ?? 0] === 1) return e.ranks[i] ?? 0;
  return 0;
}

/** A term as the original's cacheDoc reads it. */
interface SweptTerm {
  normal?: string;
  switch?: string;
  implicit?: string;
  machine?: string | null;
  root?: string;
  alias?: readonly string[];
  tags: ReadonlySet<string>;
}

/**
 * Marks in `index.has` what the original's cacheDoc lists of a sentence (each word's normal
 * form, switch, implicit, machine and root forms, aliases, and its tags as '#Tag'), for
 * those the patterns ask about: straight from the words, without the list's strings, most
 * of them made anew on each parse ('#' + tag) and so hashed anew to be looked up.
 */
function markSentence(index: Filed, terms: readonly SweptTerm[], present: number[]): void {
  const { ids, has, tagIds } = index;
  const mark = (n: number | undefined) => {
    if (n === undefined || n < 0 || has[n] === 1) return;
    has[n] = 1;
    present.push(n);
  };
  for (const term of terms) {
    if (term.normal !== '') mark(ids.get(term.normal as string));
    if (term.switch) mark(ids.get(`%${term.switch}%`));
    if (term.implicit) mark(ids.get(term.implicit));
    if (term.machine) mark(ids.get(term.machine));
    if (term.root) mark(ids.get(term.root));
    if (term.alias) for (const str of term.alias) mark(ids.get(str));
    for (const tag of term.tags) {
      let n = tagIds.get(tag);
      if (n === undefined) {
        n = ids.get(`#${tag}`) ?? -1;
        tagIds.set(tag, n);
      }
      mark(n);
    }
  }
}

/** The patterns the original would try on a sentence, in its order (getHooks, trimDown, tooSmall). */
function toTry(index: Filed, terms: readonly SweptTerm[], net: Net): Pattern[] {
  const has = index.has;
  const present: number[] = [];
  try {
    markSentence(index, terms, present);
    return meeting(index, present, terms.length, net);
  } finally {
    for (const n of present) has[n] = 0;
  }
}

/** The patterns the sentence (its words and tags marked in `index.has`) meets, in the original's order. */
function meeting(index: Filed, present: readonly number[], termCount: number, net: Net): Pattern[] {
  const has = index.has;
  const sweep = ++sweeps;
  const found: Entry[] = [];
  const ranks: number[] = [];
  for (const key of present) {
    for (const e of index.byKey[key] ?? []) {
      // A pattern with no needs is filed under each of its wants: taken once.
      if (e.taken === sweep || termCount < e.minWords || !possible(e, has)) continue;
      e.taken = sweep;
      found.push(e);
      ranks.push(rankIn(e, has));
    }
  }
  const order = found.map((_, i) => i).sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0));
  const list = order.map((i) => (found[i] as Entry).pattern);
  for (const m of net.always) if (termCount >= m.minWords) list.push(m);
  return list;
}

/** Sentences swept so far, to mark the patterns a sentence has taken without a search. */
let sweeps = 0;

function fasterBulkMatch(original: BulkMatch): BulkMatch {
  return (document, net, methods, opts = {}) => {
    const index = filed(net.hooks);
    if (index === null) return original(document, net, methods, opts);
    const maybeList = document.map((terms) => toTry(index, terms as SweptTerm[], net));
    // runMatch, as the original.
    const results: unknown[] = [];
    for (let n = 0; n < maybeList.length; n += 1) {
      const terms = document[n] ?? [];
      for (const m of maybeList[n] ?? []) {
        // A pattern that can match from no word finds nothing (compromiseStart.ts).
        if (!canMatch(m.regs, terms as Parameters<typeof canMatch>[1])) continue;
        const res = methods.one.match([terms], m);
        if (res.ptrs.length > 0) {
          for (const ptr of res.ptrs) {
            ptr[0] = n;
            const todo: Pattern & { pointer?: number[] } = Object.assign({}, m, { pointer: ptr });
            if (m.unTag !== undefined) todo.unTag = m.unTag;
            results.push(todo);
          }
          if (opts.matchOne === true) return [results[0]];
        }
      }
    }
    return results;
  };
}

/**
 * compromise's postTagger step (src/2-two/postTagger/compute/index.js) without the views
 * of its results: it sweeps the match patterns over the sentence's clauses through
 * `View.sweep`, which tags the matches and then makes a view of each match and one of
 * them all, for a caller that wants them; the postTagger drops them. Here the same two
 * calls that tag (bulkMatch, bulkTagger) run on the same clauses, and no view is made,
 * not even the view of the clauses: their terms are read from the parse's document with
 * the pointers, as that view's `docs` reads them (getDoc), without the five properties
 * defined on each new view (a tenth of a short text's parse).
 * The first parse goes through the original, to get the pattern net it builds (building
 * it again would parse its patterns twice, which compromise cannot do).
 */
function postTaggerWithoutViews(world: TaggerWorld, original: PostTagger): PostTagger {
  const { methods } = world;
  let net: Net | undefined;
  return (view) => {
    if (net === undefined) {
      net = netOfSweep(methods, () => original(view));
      return view;
    }
    const clauses = methods.two.quickSplit(view.docs).map((terms) => {
      const [n = 0, start = 0] = terms[0]?.index ?? [];
      return [n, start, start + terms.length];
    });
    const docs = (methods as unknown as PointerMethods).one.getDoc(clauses, view.document);
    methods.one.bulkTagger(methods.one.bulkMatch(docs, net, methods), docs, world);
    view.uncache();
    view.unfreeze();
    return view;
  };
}

type PostTagger = (view: Parse) => Parse;

/** The net the first sweep of `run` matches with. */
function netOfSweep(methods: Methods, run: () => void): Net | undefined {
  const bulkMatch = methods.one.bulkMatch;
  let net: Net | undefined;
  methods.one.bulkMatch = (document, used, ...rest) => {
    net ??= used;
    return bulkMatch(document, used, ...rest);
  };
  try {
    run();
  } finally {
    methods.one.bulkMatch = bulkMatch;
  }
  return net;
}

interface TaggerWorld {
  methods: Methods;
  hooks: string[];
  compute: { postTagger: PostTagger };
}

/**
 * Makes compromise's tagger in `world` faster, with the same tags: the matcher above in
 * place of its own, a postTagger step that makes no views of its matches, and no chunking
 * (its last step groups the words into noun and verb chunks; it sets no tag, and the
 * engine reads none).
 */
export function fasterTagger(world: unknown): void {
  const w = world as TaggerWorld;
  w.methods.one.bulkMatch = fasterBulkMatch(w.methods.one.bulkMatch);
  w.compute.postTagger = postTaggerWithoutViews(w, w.compute.postTagger);
  w.hooks = w.hooks.filter((step) => step !== 'chunks');
}
