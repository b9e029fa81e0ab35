/**
 * readability: sentences that run long (or that retext-readability finds hard) are split
 * where a conjunction joins two clauses: "…, and we…" → "…. We…", "…, but…" →
 * "…. However, …". A sentence with no clean place to split is left alone.
 */
import { capitalize } from '../text.js';
import type { Draft } from './draft.js';
import { applyEdits, type Edit } from './edits.js';
import { type StepContext } from './step.js';

/** Where a sentence may be split, and how the second part begins. */
const JOINTS: readonly { pattern: RegExp; lead: string }[] = [
  { pattern: /;\s+/g, lead: '' },
  { pattern: /,\s+and\s+/g, lead: '' },
  { pattern: /,\s+but\s+/g, lead: 'However, ' },
  { pattern: /,\s+so\s+/g, lead: 'As a result, ' },
  { pattern: /,\s+because\s+/g, lead: 'This is because ' },
  {
    pattern: /\s+and\s+(?=(?:we|I|you|they|it|he|she|this|that|the|our|their|my|your)\b)/g,
    lead: '',
  },
];
/** Retext-readability may flag shorter sentences; splitting under this length does more harm than good. */
const FLAGGED_MIN_WORDS = 20;
const MAX_DEPTH = 4;

export async function readability(draft: Draft, ctx: StepContext): Promise<Draft> {
  const { max_words: maxWords, min_part_words: minPart } = ctx.data.editor.readability;
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
    edits.push(...splits(sentence, start, { minPart, maxWords: limit }, MAX_DEPTH, words));
  }
  return { ...draft, body: applyEdits(text, edits, ctx.kind, ctx.record) };
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

interface Limits {
  minPart: number;
  maxWords: number;
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
  const joint = bestJoint(sentence, limits.minPart);
  if (joint === undefined) return [];
  const rest = sentence.slice(joint.at + joint.length);
  const letter = /^[A-Za-z]/.test(rest) ? 1 : 0;
  const opening = joint.lead === '' ? rest.charAt(0).toUpperCase() : joint.lead + startOf(rest);
  const nextWord = /^\S+/.exec(rest)?.[0] ?? '';
  const edit: Edit = {
    start: offset + joint.at,
    end: offset + joint.at + joint.length + letter,
    replacement: `. ${letter ? opening : joint.lead}`,
    reason: `a ${total}-word sentence is easier to read in parts`,
    shown: {
      original: sentence.slice(joint.at, joint.at + joint.length) + nextWord,
      replacement: `. ${joint.lead === '' ? capitalize(nextWord) : joint.lead + startOf(nextWord) + nextWord.slice(1)}`,
    },
  };
  const left = sentence.slice(0, joint.at);
  const right = rest;
  return [
    ...splits(left, offset, limits, depth - 1, total),
    edit,
    ...splits(right, offset + joint.at + joint.length, limits, depth - 1, total),
  ];
}

function bestJoint(
  sentence: string,
  minPart: number,
): { at: number; length: number; lead: string } | undefined {
  const middle = sentence.length / 2;
  for (const { pattern, lead } of JOINTS) {
    let best: { at: number; length: number; lead: string } | undefined;
    for (const m of sentence.matchAll(pattern)) {
      const fits =
        wordCount(sentence.slice(0, m.index)) >= minPart &&
        wordCount(sentence.slice(m.index + m[0].length)) >= minPart;
      if (fits && (best === undefined || Math.abs(m.index - middle) < Math.abs(best.at - middle))) {
        best = { at: m.index, length: m[0].length, lead };
      }
    }
    if (best !== undefined) return best;
  }
  return undefined;
}

/** Words that lose their capital after "However, "; anything else may be a name. */
const COMMON_OPENERS = new Set([
  'we',
  'the',
  'it',
  'they',
  'you',
  'this',
  'that',
  'our',
  'there',
  'he',
  'she',
  'a',
  'an',
  'my',
  'your',
  'their',
  'its',
  'these',
  'those',
]);

/** The first letter of the next part after a lead such as "However, ". */
function startOf(rest: string): string {
  const first = /^[A-Za-z]+/.exec(rest)?.[0] ?? '';
  const letter = rest.charAt(0);
  return COMMON_OPENERS.has(first.toLowerCase()) ? letter.toLowerCase() : letter;
}
