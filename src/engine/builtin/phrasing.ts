/** Filling the data files' phrase templates, and contractions. */
import { capitalize, escapeRegExp } from './text.js';
import { Kept } from '../kept.js';

export type Slots = Readonly<Record<string, string | undefined>>;

/**
 * Fills `{slot}` placeholders; `{Slot}` gets the value capitalized. A template that needs
 * a slot with no value gives `undefined`, so callers can skip that variant (a payment ask
 * that names `{amount}` when the input gave none).
 */
export function fill(template: string, slots: Slots): string | undefined {
  const parts = partsOf(template);
  let missing = false;
  let filled = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] ?? '';
    const name = key.charAt(0).toLowerCase() + key.slice(1);
    const value = slots[name];
    if (value === undefined) missing = true;
    else filled += key === name ? value : capitalize(value);
    filled += parts[i + 1] ?? '';
  }
  return missing ? undefined : filled;
}

/**
 * A template as its text between placeholders and the placeholders' keys, alternating
 * ("Hi {name}," → ["Hi ", "name", ","]): split once per template, as templates are filled
 * again and again. Bounded (kept.ts).
 */
function partsOf(template: string): readonly string[] {
  let parts = TEMPLATE_PARTS.get(template);
  if (parts === undefined) {
    parts = template.split(/\{([A-Za-z_]+)\}/);
    TEMPLATE_PARTS.set(template, parts);
  }
  return parts;
}

const KEPT_TEMPLATES = 4096;
const TEMPLATE_PARTS = new Kept<string, readonly string[]>(KEPT_TEMPLATES);

/** The variants of a list that can be filled with the slots at hand. */
export function fillable(
  templates: readonly string[],
  slots: Slots,
  /** Applied to each template before it is filled (a tone's contractions). */
  own?: (template: string) => string,
): string[] {
  const out: string[] = [];
  for (const t of templates) {
    const filled = fill(own === undefined ? t : own(t), slots);
    if (filled !== undefined) out.push(filled);
  }
  return out;
}

export type Pair = readonly [string, string];

/**
 * Applies contractions ("I am" → "I'm", "Do not" → "Don't") to the engine's own words for
 * tones that use them. Each pair is [full form, contraction].
 */
export function contract(text: string, contractions: readonly Pair[]): string {
  let known = CONTRACTED.get(contractions);
  if (known === undefined) {
    known = {
      patterns: contractions.map(([from, to]) => [pattern(from), to]),
      texts: new Kept(CONTRACTED_TEXTS),
    };
    CONTRACTED.set(contractions, known);
  }
  const hit = known.texts.get(text);
  if (hit !== undefined) return hit;
  let out = text;
  for (const [from, to] of known.patterns) out = out.replace(from, (match) => matchCase(match, to));
  known.texts.set(text, out);
  return out;
}

/**
 * Each list of contractions as patterns, and the texts already contracted with it: the
 * texts are the engine's own templates, picked again and again, so each is contracted once.
 */
const CONTRACTED = new WeakMap<
  readonly Pair[],
  { patterns: [RegExp, string][]; texts: Kept<string, string> }
>();
const CONTRACTED_TEXTS = 8192;

function pattern(from: string): RegExp {
  // "how pleased I am for you", "… than it is.": a verb whose complement went before it, or
  // that ends the clause, is not contracted.
  const verb = /\b(?:am|is|are|have|has|will|would)$/i.test(from);
  const before = verb ? String.raw`(?<!\bhow\s+\S+\s+)` : '';
  const after = verb ? String.raw`(?!\s*[.,;:!?])` : '';
  return new RegExp(`${before}\\b${escapeRegExp(from).replace(/'/g, "['’]")}\\b${after}`, 'gi');
}

/** `to` with the first letter's case of `original` ("Do not" → "Don't"); "I" stays. */
export function matchCase(original: string, to: string): string {
  if (to.startsWith('I ') || to.startsWith("I'") || to === 'I') return to;
  const first = original.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? capitalize(to)
    : to.charAt(0).toLowerCase() + to.slice(1);
}
