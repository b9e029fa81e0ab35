/**
 * compromise's setTag (`methods.one.setTag`, src/1-one/tag/methods/setTag.js in
 * compromise 14), which gives words a tag with the tags it implies and without those it
 * rules out, called some twenty times a parse. The original reads `process.env.DEBUG_TAGS`
 * on every call, to print what it tags: an environment lookup costs ~0.2 µs, more than
 * the tagging. Here that is read once, when the engine loads (with DEBUG_TAGS set then,
 * compromise's own setTag stays, printing as before). The tagging is the original's, but
 * for how the tags a new tag rules out are found: the original deletes each of them (some
 * fifty) from the word's tags, here each of the word's few tags is looked up among them.
 */

interface Term {
  tags: Set<string>;
  frozen?: boolean;
  dirty?: boolean;
  chunk?: string;
}

interface TagInfo {
  not?: readonly string[];
  parents?: readonly string[];
}

type TagSet = Record<string, TagInfo | undefined>;

type SetTag = (
  terms: Term[],
  tag: string | string[] | undefined,
  world?: { model: { one: { tagSet?: TagSet } } },
  isSafe?: boolean,
  reason?: string,
) => void;

const IS_MULTI = / /;

function addChunk(term: Term, tag: string): void {
  if (tag === 'Noun' || tag === 'Verb') term.chunk = tag;
}

/**
 * The tags a tag rules out, as a set. compromise makes a new tag set (new lists) when tags
 * are added, so a list is a key that never goes stale.
 */
const NOT_SETS = new WeakMap<readonly string[], ReadonlySet<string>>();

function notSetOf(not: readonly string[]): ReadonlySet<string> {
  let set = NOT_SETS.get(not);
  if (set === undefined) {
    set = new Set(not);
    NOT_SETS.set(not, set);
  }
  return set;
}

function tagTerm(term: Term, tag: string, tagSet: TagSet, safe: boolean | undefined): void {
  if (term.tags.has(tag) || tag === '.') return;
  // A frozen word keeps its tags: nothing that conflicts is removed.
  const isSafe = term.frozen === true ? true : safe;
  const known = tagSet[tag];
  if (known) {
    // With `isSafe` the original stops at the first tag ruled out that the word has,
    // having deleted none (those before it were not there); else it deletes them all.
    const not = known.not;
    if (not !== undefined && not.length > 0) {
      const ruledOut = notSetOf(not);
      if (isSafe === true) {
        for (const has of term.tags) if (ruledOut.has(has)) return;
      } else {
        for (const has of term.tags) if (ruledOut.has(has)) term.tags.delete(has);
      }
    }
    for (const parent of known.parents ?? []) {
      term.tags.add(parent);
      addChunk(term, parent);
    }
  }
  term.tags.add(tag);
  term.dirty = true;
  addChunk(term, tag);
}

/** '#Noun . #Adjective': a tag for each word in turn ('.' skips one). */
function multiTag(terms: Term[], tags: string, tagSet: TagSet, isSafe: boolean | undefined): void {
  const each = tags.split(IS_MULTI);
  terms.forEach((term, i) => {
    const tag = each[i];
    if (tag) tagTerm(term, tag.replace(/^#/, ''), tagSet, isSafe);
  });
}

const setTag: SetTag = (terms, tag, world, isSafe) => {
  const tagSet = world?.model.one.tagSet ?? {};
  if (!tag) return;
  if (Array.isArray(tag)) {
    for (const one of tag) setTag(terms, one, world, isSafe);
    return;
  }
  if (typeof tag !== 'string') {
    // eslint-disable-next-line no-console -- compromise's own warning, kept as it was
    console.warn(`compromise: Invalid tag '${String(tag)}'`);
    return;
  }
  const trimmed = tag.trim();
  if (IS_MULTI.test(trimmed)) {
    multiTag(terms, trimmed, tagSet, isSafe);
    return;
  }
  const bare = trimmed.replace(/^#/, '');
  for (const term of terms) tagTerm(term, bare, tagSet, isSafe);
};

/** Puts the setTag above in compromise's `world`, unless its tags are to be printed. */
export function fasterSetTag(world: unknown): void {
  if (process.env.DEBUG_TAGS) return;
  (world as { methods: { one: { setTag: SetTag } } }).methods.one.setTag = setTag;
}
