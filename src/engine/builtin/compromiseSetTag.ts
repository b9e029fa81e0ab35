/**
 * compromise's setTag (`methods.one.setTag`, src/1-one/tag/methods/setTag.js in
 * compromise 14), which gives words a tag with the tags it implies and without those it
 * rules out, called some twenty times a parse. The original reads `process.env.DEBUG_TAGS`
 * on every call, to print what it tags: an environment lookup costs ~0.2 µs, more than
 * the tagging. Here that is read once, when the engine loads (with DEBUG_TAGS set then,
 * compromise's own setTag stays, printing as before); the tagging is the original code.
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

function tagTerm(term: Term, tag: string, tagSet: TagSet, safe: boolean | undefined): void {
  if (term.tags.has(tag) || tag === '.') return;
  // A frozen word keeps its tags: nothing that conflicts is removed.
  const isSafe = term.frozen === true ? true : safe;
  const known = tagSet[tag];
  if (known) {
    for (const not of known.not ?? []) {
      if (isSafe === true && term.tags.has(not)) return;
      term.tags.delete(not);
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
