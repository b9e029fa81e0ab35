/**
 * Greetings and sign-offs: writing them for a tone, and finding them in a draft or a
 * template so they can be swapped for the tone's own.
 */
import type { Formality, Tone, TonesData } from '../data.js';
import type { Chooser } from '../plan/choice.js';
import { fill } from '../phrasing.js';
import { alternationOf, patternOf } from '../text.js';
import { TRADING_WORDS } from '../read/roles.js';

const LEVELS: readonly Formality[] = ['low', 'medium', 'high'];

/** The greeting level after the recipient's nudge (an investor +1, a friend -1). */
export function greetingLevel(tone: Tone, shift: number): Formality {
  const index = Math.min(2, Math.max(0, LEVELS.indexOf(tone.formality) + shift));
  return LEVELS[index] ?? tone.formality;
}

export function greetingFor(
  tones: TonesData,
  tone: Tone,
  shift: number,
  name: string,
  choose: Chooser,
): string {
  const level = greetingLevel(tone, shift);
  const own = level === tone.formality ? tone.greetings : undefined;
  const called = level === 'low' ? firstName(name) : name;
  return (
    fill(choose('greeting', own ?? tones.greetings[level]), { name: called }) ?? `Hello ${name},`
  );
}

/** "Hi Dana," rather than "Hi Dana Whitfield,"; "Mr. Okafor", "Mrs Falconer" and "[Recipient Name]" stay. */
function firstName(name: string): string {
  const parts = name.split(' ');
  const [first] = parts;
  // "Okafor family", "Brightline Dental": a household or a company keeps its whole name.
  if (first === undefined || parts.length !== 2 || /[.[\]]/.test(name)) return name;
  // "Mrs Falconer", written without the title's period, is greeted whole too.
  if (/^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)$/.test(first)) return name;
  if (/^(?:family|team|household|group)$/i.test(parts[1]!) || BUSINESS.test(parts[1]!)) return name;
  return /^\p{Lu}\p{Ll}+$/u.test(first) ? first : name;
}

/** Second words that make a name a business's: "Ridgeway Vets", "Brightline Dental". */
const BUSINESS = new RegExp(`^(?:${TRADING_WORDS})$`, 'i');

export interface FoundGreeting {
  /** Index of the greeting line. */
  line: number;
  /** The name after the greeting word ("Dana"), or '' for "Hi,". */
  name: string;
}

/** A first line like "Hi Dana," or "Dear Ms. Lee,": a greeting word, a short name, a comma. */
export function findGreeting(
  lines: readonly string[],
  words: readonly string[],
): FoundGreeting | undefined {
  const line = lines.findIndex((l) => l.trim() !== '');
  const text = lines[line]?.trim() ?? '';
  const alternatives = alternationOf(words);
  const match = patternOf(
    `^(?:${alternatives})\\b[ \\t]*([^,!:\\n]{0,60}?)[ \\t]*[,!:]?$`,
    'i',
  ).exec(text);
  if (!match || (match[1] ?? '').split(/\s+/).length > 5) return undefined;
  return { line, name: (match[1] ?? '').trim() };
}

export interface FoundSignOff {
  /** Index of the sign-off line ("Best regards,"). */
  line: number;
  /** The lines after it (the sender's name, title …). */
  after: string[];
}

/** A sign-off line among the last few lines, followed by at most three short lines. */
export function findSignOff(
  lines: readonly string[],
  phrases: readonly string[],
): FoundSignOff | undefined {
  const known = setOf(phrases);
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 5); i--) {
    const phrase = (lines[i] ?? '')
      .trim()
      .replace(/[,.!]+$/, '')
      .toLowerCase();
    if (!known.has(phrase)) continue;
    const after = lines.slice(i + 1).filter((l) => l.trim() !== '');
    if (after.length <= 3 && after.every((l) => l.trim().split(/\s+/).length <= 6))
      return { line: i, after };
  }
  return undefined;
}

/** Each list of sign-off phrases as a set, made once per list. */
function setOf(phrases: readonly string[]): ReadonlySet<string> {
  let set = PHRASE_SETS.get(phrases);
  if (set === undefined) {
    set = new Set(phrases);
    PHRASE_SETS.set(phrases, set);
  }
  return set;
}

const PHRASE_SETS = new WeakMap<readonly string[], ReadonlySet<string>>();
