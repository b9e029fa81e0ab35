/**
 * compromise's freeze step (`compute.freeze`, src/1-one/freeze/compute.js in compromise
 * 14), the first step of its tagger: words and phrases of its frozen lexicon ("prime
 * minister", "living room", 95 phrases) get their tags for good. The original looks at
 * every word, and for each one that starts any phrase of the main lexicon (2,000 of them)
 * joins the words after it into every candidate phrase to look it up. Here the step runs
 * only for a text with an entry among its words, or two words in a row that start one
 * ("prime minister"); it leaves the others as they are in any case. The step that runs
 * is the original.
 */

interface Term {
  normal: string;
  machine?: string | null;
}

interface FreezeView {
  docs: Term[][];
}

interface FreezeWorld {
  model: { one: { frozenLex: Record<string, unknown> } };
  compute: { freeze: (view: FreezeView) => unknown };
}

/**
 * The frozen lexicon's entries, and the starts of each that end before a space ("prime"
 * and "prime minister" of "prime minister"), with the entries among them.
 */
interface Frozen {
  entries: Set<string>;
  starts: Set<string>;
}

function frozenOf(frozenLex: Record<string, unknown>): Frozen {
  const entries = new Set(Object.keys(frozenLex));
  const starts = new Set(entries);
  for (const entry of entries) {
    for (let at = entry.indexOf(' '); at >= 0; at = entry.indexOf(' ', at + 1))
      starts.add(entry.slice(0, at));
  }
  return { entries, starts };
}

/**
 * Whether the freeze step can tag a word of the sentence: a word that is an entry, or a
 * word and the next that start one (the step joins a word with the words after it, so an
 * entry it finds starts with the word and the next).
 */
function meetsFrozen(terms: readonly Term[], frozen: Frozen): boolean {
  for (let i = 0; i < terms.length; i++) {
    const word = wordOf(terms[i]);
    if (!frozen.starts.has(word)) continue;
    if (frozen.entries.has(word)) return true;
    const next = terms[i + 1];
    if (next !== undefined && frozen.starts.has(`${word} ${wordOf(next)}`)) return true;
  }
  return false;
}

/** The word as the freeze step reads it. */
function wordOf(term: Term | undefined): string {
  return term === undefined ? '' : term.machine || term.normal;
}

interface Nlp {
  world(): unknown;
  addWords(words: unknown, isFrozen?: boolean): unknown;
}

/**
 * Makes compromise's freeze step skip texts with no word of a frozen entry. Takes `nlp`
 * itself, not only its world: words join the frozen lexicon through `nlp.addWords` (a
 * plugin's frozen words too), after which the starts are worked out again.
 */
export function fasterFreeze(nlp: unknown): void {
  const n = nlp as Nlp;
  const w = n.world() as FreezeWorld;
  const freeze = w.compute.freeze;
  let frozen: Frozen | undefined;
  const addWords = n.addWords.bind(n);
  n.addWords = (words, isFrozen) => {
    frozen = undefined;
    return addWords(words, isFrozen);
  };
  w.compute.freeze = (view) => {
    const known = (frozen ??= frozenOf(w.model.one.frozenLex));
    return view.docs.some((terms) => meetsFrozen(terms, known)) ? freeze(view) : undefined;
  };
}
