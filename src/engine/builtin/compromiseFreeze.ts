/**
 * compromise's freeze step (`compute.freeze`, src/1-one/freeze/compute.js in compromise
 * 14), the first step of its tagger: words and phrases of its frozen lexicon ("prime
 * minister", "living room", 95 phrases) get their tags for good. The original looks at
 * every word, and for each one that starts any phrase of the main lexicon (2,000 of them)
 * joins the words after it into every candidate phrase to look it up. Here the step runs
 * only for a sentence with a word that can start a frozen entry; the others it leaves
 * as they are in any case. The step that runs is the original.
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
 * The words a frozen entry can start with: each entry, and each of its starts that ends
 * before a space ("prime" of "prime minister").
 */
function startsOf(frozenLex: Record<string, unknown>): Set<string> {
  const starts = new Set<string>();
  for (const entry of Object.keys(frozenLex)) {
    starts.add(entry);
    for (let at = entry.indexOf(' '); at >= 0; at = entry.indexOf(' ', at + 1))
      starts.add(entry.slice(0, at));
  }
  return starts;
}

/** Makes compromise's freeze step in `world` skip texts with no word of a frozen entry. */
export function fasterFreeze(world: unknown): void {
  const w = world as FreezeWorld;
  const freeze = w.compute.freeze;
  // Remade when words are added to the frozen lexicon (nlp.addWords with isFrozen).
  let starts = new Set<string>();
  let counted = -1;
  w.compute.freeze = (view) => {
    const frozenLex = w.model.one.frozenLex;
    const count = Object.keys(frozenLex).length;
    if (count !== counted) {
      starts = startsOf(frozenLex);
      counted = count;
    }
    const meets = view.docs.some((terms) => terms.some((t) => starts.has(t.machine || t.normal)));
    return meets ? freeze(view) : undefined;
  };
}
