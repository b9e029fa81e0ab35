/**
 * tone and formality. `tone` moves a draft toward the requested tone: the tone's own
 * rewrites, its formality (contractions, casual words), its greeting and sign-off, and
 * one line in its voice when the draft has nothing of it. `formality` does the formality
 * part alone, toward the requested tone's level, or toward formal when none is given.
 */
import type { Formality, Tone } from '../data.js';
import { contract, fill } from '../phrasing.js';
import { findGreeting, findSignOff } from '../salutation.js';
import {
  insertAfterGreeting,
  insertBeforeSignOff,
  layoutOf,
  lineOffset,
  type Draft,
} from './draft.js';
import { applyEdits, phraseEdits, type Edit } from './edits.js';
import { onEachPart, type StepContext } from './step.js';

export async function tone(draft: Draft, ctx: StepContext): Promise<Draft> {
  if (ctx.tone === undefined) return draft;
  const { id, data: target } = ctx.tone;
  const reason = `suits a ${id} tone`;
  const worded = await onEachPart(draft, async (text) =>
    applyEdits(
      text,
      [
        ...phraseEdits(text, target.edit.rewrites, () => reason),
        ...formalityEdits(text, target.formality, ctx),
      ],
      ctx.kind,
      ctx.record,
    ),
  );
  const body = applyEdits(
    worded.body,
    [
      ...greetingEdits(worded.body, target.formality, target, ctx),
      ...signOffEdits(worded.body, target, ctx),
    ],
    ctx.kind,
    ctx.record,
  );
  return { ...worded, body: withToneLine(body, id, target, ctx) };
}

export async function formality(draft: Draft, ctx: StepContext): Promise<Draft> {
  const level = ctx.tone?.data.formality ?? 'high';
  const worded = await onEachPart(draft, async (text) =>
    applyEdits(text, formalityEdits(text, level, ctx), ctx.kind, ctx.record),
  );
  const edits = [
    ...greetingEdits(worded.body, level, ctx.tone?.data, ctx),
    ...levelSignOffEdits(worded.body, level, ctx),
  ];
  return { ...worded, body: applyEdits(worded.body, edits, ctx.kind, ctx.record) };
}

/** Formal drafts spell out contractions and casual words; relaxed ones use contractions. */
function formalityEdits(text: string, level: Formality, ctx: StepContext): Edit[] {
  const { rewrites } = ctx.data;
  if (level === 'low') {
    const contract = rewrites.contractions.map(([from, to]) => ({ from, to }));
    return [
      ...phraseEdits(
        text,
        rewrites.casualize,
        (r, found) => `"${r.to}" reads more relaxed than "${found}"`,
      ),
      ...phraseEdits(text, contract, () => 'contractions read more relaxed'),
    ];
  }
  const casual = phraseEdits(
    text,
    rewrites.formalize,
    (r, found) => `"${r.to}" is more formal than "${found}"`,
  );
  if (level === 'medium') return casual;
  const expand = [
    ...rewrites.expand_only,
    ...rewrites.contractions.map(([full, short]) => [short, full] as const),
  ].map(([from, to]) => ({ from, to }));
  return [...casual, ...phraseEdits(text, expand, () => 'formal writing spells out contractions')];
}

const LEVEL_NAMES: Readonly<Record<Formality, string>> = {
  high: 'formal',
  medium: 'professional',
  low: 'relaxed',
};

/** The greeting line in the level's own words, keeping the name ("Hey team," → "Dear team,"). */
export function greetingEdits(
  body: string,
  level: Formality,
  target: Tone | undefined,
  ctx: StepContext,
): Edit[] {
  const { tones } = ctx.data;
  const lines = body.split('\n');
  const found = findGreeting(lines, tones.greeting_words);
  const line = found === undefined ? '' : (lines[found.line] ?? '');
  // With no name, "Dear," reads wrong: a nameless greeting is "Hello," or, relaxed, "Hi,".
  const nameless = tones.nameless_greetings[level];
  const fits = found?.name === '' ? nameless.fits : tones.greeting_fits[level];
  if (found === undefined || fits.includes(firstWord(line))) return [];
  const own = target !== undefined && target.formality === level ? target.greetings : undefined;
  const template = (own ?? tones.greetings[level])[0] ?? 'Hello {name},';
  const replacement =
    found.name === '' ? nameless.greeting : (fill(template, { name: found.name }) ?? line);
  const start = lineOffset(lines, found.line);
  return [
    {
      start,
      end: start + line.length,
      replacement,
      reason: `a greeting that suits a ${LEVEL_NAMES[level]} email`,
    },
  ];
}

function firstWord(text: string): string {
  return (text.trim().split(/[\s,]+/)[0] ?? '').toLowerCase();
}

/** The tone's own sign-off in place of one it would not use. */
function signOffEdits(body: string, target: Tone, ctx: StepContext): Edit[] {
  const own = target.sign_offs.map(normalizeSignOff);
  return replaceSignOff(body, ctx, (phrase) =>
    own.includes(phrase) ? undefined : target.sign_offs[0],
  );
}

/** Without a tone, only sign-offs far from the level change ("Cheers," in a formal email). */
function levelSignOffEdits(body: string, level: Formality, ctx: StepContext): Edit[] {
  const editor = ctx.data.editor;
  return replaceSignOff(body, ctx, (phrase) => {
    if (level === 'high' && editor.casual_sign_offs.includes(phrase)) return editor.formal_sign_off;
    if (level === 'low' && editor.stiff_sign_offs.includes(phrase)) return editor.relaxed_sign_off;
    return undefined;
  });
}

function replaceSignOff(
  body: string,
  ctx: StepContext,
  choose: (phrase: string) => string | undefined,
): Edit[] {
  const lines = body.split('\n');
  const found = findSignOff(lines, ctx.data.editor.sign_offs);
  if (found === undefined) return [];
  const line = lines[found.line] ?? '';
  const replacement = choose(normalizeSignOff(line));
  if (replacement === undefined) return [];
  const start = lineOffset(lines, found.line);
  return [
    { start, end: start + line.length, replacement, reason: 'a sign-off that suits the tone' },
  ];
}

function normalizeSignOff(text: string): string {
  return text
    .trim()
    .replace(/[,.!]+$/, '')
    .toLowerCase();
}

/** One line in the tone's voice when the draft shows none of its markers. */
function withToneLine(body: string, id: string, target: Tone, ctx: StepContext): string {
  if (target.edit.line === undefined) return body;
  const line = target.contractions
    ? contract(target.edit.line, ctx.data.rewrites.contractions)
    : target.edit.line;
  const lower = body.toLowerCase();
  if (target.edit.markers.some((m) => lower.includes(m.toLowerCase()))) return body;
  const { editor, tones } = ctx.data;
  const layout = layoutOf(body, tones.greeting_words, editor.sign_offs);
  ctx.record({
    kind: ctx.kind,
    original: '',
    replacement: line,
    reason: `adds a ${id} note the draft lacked`,
  });
  return target.edit.line_at === 'start'
    ? insertAfterGreeting(body, layout, line)
    : insertBeforeSignOff(body, layout, line);
}
