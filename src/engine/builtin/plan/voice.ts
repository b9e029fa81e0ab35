/**
 * A tone's voice: picks the tone's and the purpose's phrase variants for one email,
 * fills their slots and applies the tone's contractions to the engine's own words (never
 * to the caller's). Each slot draws a different variant each time it is used.
 */
import type { Chooser } from './choice.js';
import type { Tone } from '../data.js';
import { contract, fillable, type Pair, type Slots } from '../phrasing.js';
import { Kept } from '../../kept.js';

/** Where a tone starts in a list shared by every tone: its rank, offset per request. */
export interface Spread {
  index: number;
  choose: Chooser;
}

export class Voice {
  private readonly uses = new Map<string, number>();

  constructor(
    private readonly tone: Tone,
    private readonly choose: Chooser,
    private readonly slots: Slots,
    private readonly contractions: readonly Pair[],
    /** Prefer the shortest variant: for short emails whose essentials run long. */
    readonly brief = false,
    private readonly spread?: Spread,
    /** A time limit is set: "when you get a chance" is passed over while another variant fits. */
    private readonly mood: { pressing: boolean } = { pressing: false },
  ) {}

  /** The value of one of the email's slots ("deadline" → "Friday"), if it has one. */
  slot(name: string): string | undefined {
    return this.slots[name];
  }

  /** Engine-written text in this tone's register ("I am" → "I'm" for relaxed tones). */
  own(text: string): string {
    return this.tone.contractions ? contract(text, this.contractions) : text;
  }

  private readonly owned = (text: string): string => this.own(text);

  /** The email's slots with a pick's own (its values first); the email's when it has none. */
  private with(extra: Slots | undefined): Slots {
    if (extra === undefined) return this.slots;
    for (const _ in extra) return { ...this.slots, ...extra };
    return this.slots;
  }

  /**
   * One variant of `templates` with the slots filled, or undefined when none can be. A
   * variant that would repeat a slot's value ("by Friday … by Friday") is passed over
   * while another fits.
   */
  pick(slot: string, templates: readonly string[], extra?: Slots): string | undefined {
    const slots = this.with(extra);
    const variants = fillable(templates, slots, this.owned);
    const fitting = variants.filter(
      (v) => !repeatsValue(v, slots) && !repeatsConnector(v) && !this.unhurried(v),
    );
    const options = fitting.length > 0 ? fitting : variants;
    if (options.length === 0) return undefined;
    const use = this.uses.get(slot) ?? 0;
    this.uses.set(slot, use + 1);
    if (this.brief) return [...options].sort((a, b) => a.length - b.length)[use % options.length];
    const start = options.indexOf(this.choose(slot, options));
    return options[(start + use) % options.length];
  }

  /**
   * Like `pick`, for wording every tone shares (a purpose's asks and details, a
   * recipient's lines): tones next to each other in tones.yaml start at different
   * variants, and each use moves on by a step no other tone takes at the same time.
   */
  pickShared(slot: string, templates: readonly string[], extra?: Slots): string | undefined {
    if (this.spread === undefined) return this.pick(slot, templates, extra);
    const slots = this.with(extra);
    const all = fillable(templates, slots, this.owned).filter((v) => !repeatsConnector(v));
    const timely = all.filter((v) => !this.unhurried(v));
    // A brief email spreads its tones over the shorter two thirds of the variants.
    const usable = timely.length > 0 ? timely : all;
    const variants = this.brief
      ? [...usable].sort((a, b) => a.length - b.length).slice(0, Math.ceil((usable.length * 2) / 3))
      : usable;
    if (variants.length === 0) return undefined;
    const use = this.uses.get(slot) ?? 0;
    // A tone draws at most two thirds of a shared list, so two tones' long emails do not both
    // carry all of it.
    if (use >= Math.ceil((variants.length * 2) / 3)) return undefined;
    this.uses.set(slot, use + 1);
    const offset = variants.indexOf(this.spread.choose(slot, variants));
    return variants[(offset + this.spread.index + use) % variants.length];
  }

  /** "whenever you have a moment" beside a deadline the caller set. */
  private unhurried(text: string): boolean {
    return this.mood.pressing && LEISURELY.test(text);
  }
}

/**
 * "I can set up a call if that is easier if that helps": one "if" per sentence reads better.
 * Kept per text (a bounded number): the texts are mostly the data's own variants, filled
 * with the same slots again and again.
 */
function repeatsConnector(text: string): boolean {
  let known = REPEATS_CONNECTOR.get(text);
  if (known === undefined) {
    known = connectorTwice(text);
    REPEATS_CONNECTOR.set(text, known);
  }
  return known;
}

const KEPT_TEXTS = 4096;
const REPEATS_CONNECTOR = new Kept<string, boolean>(KEPT_TEXTS);

function connectorTwice(text: string): boolean {
  return (
    CONNECTORS.some((c) => text.split(c).length > 2) ||
    (text.match(SOFTENERS) ?? []).length > 1 ||
    (text.match(HASTE) ?? []).length > 1 ||
    // "Would you be able to say whether you'll be able to attend?"
    (text.match(/\bable to\b/gi) ?? []).length > 1
  );
}

/** "At your earliest opportunity, please send … as soon as you can" says it twice. */
const HASTE = /\b(?:as soon as (?:you can|possible)|at your earliest|right away|urgently)\b/gi;

/** "When you get a chance, could you reply … whenever you have a moment?" says it twice. */
const SOFTENERS =
  /\b(?:when(?:ever)? you (?:get|have) a (?:chance|minute|moment)|whenever you can|when convenient|at your convenience|if you have a (?:moment|minute))\b/gi;

const LEISURELY =
  /\b(?:when(?:ever)? you (?:get|have) a (?:chance|minute|moment)|whenever you can|when convenient|at your convenience|if you have a (?:moment|minute)|no rush)\b/i;

const CONNECTORS = ['if', 'because', 'so that', 'since'].map((c) => new RegExp(`\\b${c}\\b`, 'i'));

/** Facts worth saying once per sentence. */
const FACT_SLOTS = ['deadline', 'when', 'ref', 'amount'];

function repeatsValue(text: string, slots: Slots): boolean {
  return FACT_SLOTS.some((key) => {
    const value = slots[key];
    return value !== undefined && occursTwice(text, value);
  });
}

/** Whether `text.split(value)` has more than two parts, without the parts. */
function occursTwice(text: string, value: string): boolean {
  if (value === '') return text.length > 2;
  const at = text.indexOf(value);
  return at >= 0 && text.indexOf(value, at + value.length) >= 0;
}
