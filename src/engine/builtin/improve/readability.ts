/**
 * readability: sentences that run long (or that retext-readability finds hard) are split
 * where a conjunction joins two clauses ("…, and we…" → "…. We…", "…, but…" → "….
 * However, …", "…, which appear…" → "…. These appear…"), and their long words are swapped
 * for plain ones ("regarding" → "about"). A sentence with no clean place to split keeps
 * its length. The joints and the words are in content/improve/editing.yaml.
 */
import { capitalize, countWords, escapeRegExp } from '../text.js';
import type { Draft } from './draft.js';
import { applyEdits, phraseEdits, type Edit } from './edits.js';
import type { EditingData } from './editing.js';
import { type StepContext } from './step.js';

/** Retext-readability may flag shorter sentences; splitting under this length does more harm than good. */
const FLAGGED_MIN_WORDS = 20;
const MAX_DEPTH = 4;

interface Joint {
  pattern: RegExp;
  lead: string;
}

export async function readability(draft: Draft, ctx: StepContext): Promise<Draft> {
  const { max_words: maxWords, min_part_words: minPart } = ctx.data.editor.readability;
  const joints = jointsOf(ctx.editing.readability);
  const text = draft.body;
  const flagged = await ctx.tools.readability(text);
  const edits: Edit[] = [];
  for (const m of text.matchAll(/[^.!?\n]+(?:[.!?]+["')\]]?|(?=\n)|$)/g)) {
    const sentence = m[0].trim();
    const start = m.index + m[0].indexOf(sentence);
    const words = wordCount(sentence);
    const hard = flagged.some((f) => f.start <= start && f.end >= start + sentence.length);
    if (words <= maxWords && !(hard && words >= FLAGGED_MIN_WORDS)) continue;
    const limit = Math.min(maxWords, Math.max(minPart * 2, Math.ceil(words / 2)));
    const limits = {
      minPart,
      maxWords: limit,
      joints,
      openers: ctx.editing.readability.common_openers,
    };
    edits.push(...splits(sentence, start, limits, MAX_DEPTH, words));
    edits.push(...plainWords(sentence, start, ctx));
  }
  return { ...draft, body: applyEdits(text, edits, ctx.kind, ctx.record) };
}

/** The joints of the data as patterns: "', and'" before a subject, "', which'" before a verb. */
function jointsOf(data: EditingData['readability']): Joint[] {
  const words = (list: readonly string[]) => list.map(escapeRegExp).join('|');
  const ahead: Record<string, string> = {
    subject: `(?=(?:${words(data.subjects)})\\b)`,
    plural_verb: `(?=(?:${words(data.plural_verbs)})\\b)`,
    singular_verb: `(?=(?:${words(data.singular_verbs)})\\b)`,
  };
  return data.joints.map(({ join, lead, before }) => {
    const source = escapeRegExp(join).replace(/^ /, '\\s+').replace(/ /g, '\\s+');
    const tail = /\w$/.test(join) ? '\\s+' : '\\s*';
    return {
      pattern: new RegExp(`${source}${tail}${before === undefined ? '' : ahead[before]}`, 'g'),
      lead,
    };
  });
}

/** Plain words for long ones, in a sentence that is hard to read. */
function plainWords(sentence: string, offset: number, ctx: StepContext): Edit[] {
  return phraseEdits(
    sentence,
    ctx.editing.readability.plain_words,
    (r, found) => `"${r.to}" is easier to read than "${found}"`,
  ).map((e) => ({ ...e, start: e.start + offset, end: e.end + offset }));
}

const wordCount = countWords;

interface Limits {
  minPart: number;
  maxWords: number;
  joints: readonly Joint[];
  openers: readonly string[];
}

/**
 * Edits that end the sentence at the joint nearest its middle and start the next one,
 * then do the same inside each part that is still long. Only the joints change, so the
 * facts in the sentence are never touched.
 */
function splits(
  sentence: string,
  offset: number,
  limits: Limits,
  depth: number,
  total: number,
): Edit[] {
  if (depth === 0 || wordCount(sentence) <= limits.maxWords) return [];
  const joint = bestJoint(sentence, limits);
  if (joint === undefined) return [];
  const rest = sentence.slice(joint.at + joint.length);
  const letter = /^[A-Za-z]/.test(rest) ? 1 : 0;
  const opening =
    joint.lead === '' ? rest.charAt(0).toUpperCase() : joint.lead + startOf(rest, limits.openers);
  const nextWord = /^\S+/.exec(rest)?.[0] ?? '';
  const shownNext =
    joint.lead === ''
      ? capitalize(nextWord)
      : joint.lead + startOf(nextWord, limits.openers) + nextWord.slice(1);
  const edit: Edit = {
    start: offset + joint.at,
    end: offset + joint.at + joint.length + letter,
    replacement: `. ${letter ? opening : joint.lead}`,
    reason: `a ${total}-word sentence is easier to read in parts`,
    shown: {
      original: `${lastWord(sentence.slice(0, joint.at))}${sentence.slice(joint.at, joint.at + joint.length)}${nextWord}`,
      replacement: `${lastWord(sentence.slice(0, joint.at))}. ${shownNext}`,
    },
  };
  const left = sentence.slice(0, joint.at);
  return [
    ...splits(left, offset, limits, depth - 1, total),
    edit,
    ...splits(rest, offset + joint.at + joint.length, limits, depth - 1, total),
  ];
}

function lastWord(text: string): string {
  return /\S+$/.exec(text)?.[0] ?? '';
}

function bestJoint(
  sentence: string,
  limits: Limits,
): { at: number; length: number; lead: string } | undefined {
  const middle = sentence.length / 2;
  for (const { pattern, lead } of limits.joints) {
    let best: { at: number; length: number; lead: string } | undefined;
    for (const m of sentence.matchAll(pattern)) {
      const left = sentence.slice(0, m.index);
      // "between the client and the vendor" joins two nouns, not two clauses.
      const pairs = /^\s+and\b/.test(m[0]) && /\b(?:between|both)\b(?:\s+\S+){0,4}$/i.test(left);
      const fits =
        !pairs &&
        wordCount(left) >= limits.minPart &&
        wordCount(sentence.slice(m.index + m[0].length)) >= limits.minPart;
      if (fits && (best === undefined || Math.abs(m.index - middle) < Math.abs(best.at - middle))) {
        best = { at: m.index, length: m[0].length, lead };
      }
    }
    if (best !== undefined) return best;
  }
  return undefined;
}

/** The first letter of the next part after a lead such as "However, ". */
function startOf(rest: string, openers: readonly string[]): string {
  const first = /^[A-Za-z]+/.exec(rest)?.[0] ?? '';
  const letter = rest.charAt(0);
  return openers.includes(first.toLowerCase()) ? letter.toLowerCase() : letter;
}
