/**
 * What any reader would fix, whatever improvements were asked for: sound-alikes ("their
 * was"), missing apostrophes ("whats"), "discuss about", and chat shorthand ("u", "tbh",
 * "pls") when the draft is to read as grammatical or formal. Runs before spelling, so a
 * shorthand word is never "corrected" into another word ("lol" → "loll").
 */
import type { Edit } from './edits.js';
import { phraseEdits } from './edits.js';
import { editStep, type StepContext } from './step.js';
import { termsOf } from '../nlp.js';

export const basics = editStep((text: string, ctx: StepContext): Edit[] => {
  const { always, shorthand } = ctx.data.basics;
  const fixed = phraseEdits(text, always, (r, found) =>
    r.to === '' ? `"${found}" does not belong` : `"${found}" is written "${r.to}"`,
  );
  const all = [...fixed, ...nameEdits(text).filter((e) => !overlaps(e, fixed))];
  if (!wantsFullWords(ctx)) return all;
  const expanded = phraseEdits(text, shorthand, (r, found) =>
    r.to === '' ? `"${found}" is chat shorthand` : `"${found}" is chat shorthand for "${r.to}"`,
  ).filter((e) => !inAbbreviation(text, e) && !overlaps(e, all));
  return [...all, ...expanded];
});

function overlaps(edit: Edit, others: readonly Edit[]): boolean {
  return others.some((o) => edit.start < o.end && edit.end > o.start);
}

/** A person's first name written in lower case ("with john") gets its capital. */
function nameEdits(text: string): Edit[] {
  const terms = termsOf(text);
  // "the grant application": after an article or a possessive, a name-like word is a noun.
  const names = new Set(
    terms
      .filter(
        (t, i) =>
          t.tags.has('FirstName') &&
          !t.tags.has('Verb') &&
          /^\p{Ll}+$/u.test(t.text) &&
          !['Determiner', 'Possessive', 'Adjective'].some((tag) => terms[i - 1]?.tags.has(tag)),
      )
      .map((t) => t.text),
  );
  return [...names].flatMap((name) =>
    [...text.matchAll(new RegExp(`(?<![\\w'’-])${name}(?![\\w'’-])`, 'g'))].map((m) => ({
      start: m.index,
      end: m.index + name.length,
      replacement: name.charAt(0).toUpperCase() + name.slice(1),
      reason: `"${name}" is a name`,
    })),
  );
}

/** Shorthand stays only in a casual rewrite that did not ask for grammar or formality. */
export function wantsFullWords(ctx: StepContext): boolean {
  if (ctx.requested.has('grammar') || ctx.requested.has('formality')) return true;
  return ctx.tone !== undefined && ctx.tone.data.formality !== 'low';
}

/** "U.S.", "u/n": a letter of an abbreviation, not the word "you". */
function inAbbreviation(text: string, edit: Edit): boolean {
  return (
    /^[./]\w/.test(text.slice(edit.end, edit.end + 2)) ||
    /\w[./]$/.test(text.slice(Math.max(0, edit.start - 2), edit.start))
  );
}
