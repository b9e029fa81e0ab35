/**
 * What any reader would fix, whatever improvements were asked for: sound-alikes ("their
 * was"), missing apostrophes ("whats"), "discuss about", and chat shorthand ("u", "tbh",
 * "pls") when the draft is to read as grammatical or formal. Runs before spelling, so a
 * shorthand word is never "corrected" into another word ("lol" → "loll").
 */
import type { Edit } from './edits.js';
import { asFix, phraseEdits, type PhraseRule } from './edits.js';
import { editStep, type StepContext } from './step.js';
import { lexiconTags, termsOf } from '../nlp.js';

export const basics = editStep((text: string, ctx: StepContext): Edit[] => {
  const { sound_alikes, apostrophes, wording, shorthand } = ctx.data.basics;
  const written = (r: PhraseRule, found: string) =>
    r.to === '' ? `"${found}" does not belong` : `"${found}" is written "${r.to}"`;
  const fixed = [
    ...asFix('sound_alike', phraseEdits(text, sound_alikes, written)),
    ...asFix('apostrophe', phraseEdits(text, apostrophes, written)),
    ...asFix('wording', phraseEdits(text, wording, written)),
  ];
  const all = [
    ...fixed,
    ...asFix(
      'capital',
      nameEdits(text, ctx).filter((e) => !overlaps(e, fixed)),
    ),
  ];
  if (!wantsFullWords(ctx)) return all;
  const expanded = phraseEdits(text, shorthand, (r, found) =>
    r.to === '' ? `"${found}" is chat shorthand` : `"${found}" is chat shorthand for "${r.to}"`,
  )
    .filter((e) => !inAbbreviation(text, e) && !overlaps(e, all))
    .map((e) => ({ ...e, fix: 'shorthand', shorthand: /\d/.test(text.slice(e.start, e.end)) }));
  return [...all, ...expanded];
});

function overlaps(edit: Edit, others: readonly Edit[]): boolean {
  return others.some((o) => edit.start < o.end && edit.end > o.start);
}

/**
 * A person's first name written in lower case ("with john") gets its capital. compromise's
 * dictionary says which words are first names; a word that is also a common word ("mark",
 * "grant") is read in its sentence, so "mark the date" stays as written.
 */
function nameEdits(text: string, ctx: StepContext): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(/(?<![\w'’-])\p{Ll}+(?![\w'’-])/gu)) {
    const name = m[0];
    if (!lexiconTags(name).has('FirstName')) continue;
    // "ty" at the end of a chat draft is "thank you", not Ty.
    if (wantsFullWords(ctx) && ctx.data.basics.shorthand.some((r) => r.from === name)) continue;
    const ambiguous = ctx.speller.isWord(name) || lexiconTags(name).has('Verb');
    if (ambiguous ? !readsAsName(text, m.index, name) : afterModifier(text, m.index)) continue;
    edits.push({
      start: m.index,
      end: m.index + name.length,
      replacement: name.charAt(0).toUpperCase() + name.slice(1),
      reason: `"${name}" is a name`,
    });
  }
  return edits;
}

/** "the grant application": after an article, a possessive or an adjective, a noun. */
function afterModifier(text: string, offset: number): boolean {
  const previous = /([\p{L}'’]+)[ \t]+$/u.exec(text.slice(Math.max(0, offset - 30), offset));
  if (previous?.[1] === undefined) return false;
  const tags = lexiconTags(previous[1]);
  return ['Determiner', 'Possessive', 'Adjective'].some((tag) => tags.has(tag));
}

/** Whether compromise, reading the sentence around `offset`, takes the word for a name. */
function readsAsName(text: string, offset: number, name: string): boolean {
  const from = Math.max(
    text.lastIndexOf('\n', offset),
    ...['. ', '? ', '! '].map((p) => text.lastIndexOf(p, offset)),
  );
  const ends = ['\n', '. ', '? ', '! '].map((p) => text.indexOf(p, offset)).filter((i) => i >= 0);
  const sentence = text.slice(from + 1, ends.length > 0 ? Math.min(...ends) + 1 : text.length);
  const terms = termsOf(sentence);
  return terms.some(
    (t, i) =>
      t.text === name &&
      t.tags.has('FirstName') &&
      !t.tags.has('Verb') &&
      !['Determiner', 'Possessive', 'Adjective'].some((tag) => terms[i - 1]?.tags.has(tag)),
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
