/**
 * tone and formality. `tone` moves a draft toward the requested tone: hostile wording made
 * courteous (for any tone), the tone's own rewrites, its formality (contractions, casual
 * words, capitals), its greeting and sign-off, bare commands made polite in a formal or
 * professional tone, and one line in its voice when the draft has nothing of it. With no
 * tone requested it only makes hostile wording courteous. `formality` does the formality
 * part alone, toward the requested tone's level, or toward formal when none is given.
 */
import type { Formality, Tone } from '../data.js';
import { emailLayout } from './structure.js';
import { contract, fill } from '../phrasing.js';
import { findGreeting, findSignOff } from '../write/salutation.js';
import { capitalize } from '../text.js';
import { findCommands } from './commands.js';
import {
  insertAfterGreeting,
  insertBeforeSignOff,
  layoutOf,
  lineOffset,
  type Draft,
} from './draft.js';
import { applyEdits, articleFor, phraseEdits, type Edit } from './edits.js';
import { caseEdits, spacingEdits } from './grammar.js';
import { inVoice, onEachPart, recordChange, type StepContext } from './step.js';

export async function tone(draft: Draft, ctx: StepContext): Promise<Draft> {
  if (ctx.tone === undefined) {
    return onEachPart(draft, async (text) =>
      applyEdits(text, softenEdits(text, ctx), ctx.kind, ctx.record),
    );
  }
  const { id, data: target } = ctx.tone;
  const level = target.formality;
  const reason = `suits ${withArticle(id)} tone`;
  const greeted = applyEdits(
    draft.body,
    [...greetingEdits(draft.body, level, target, ctx), ...signOffEdits(draft.body, target, ctx)],
    ctx.kind,
    ctx.record,
  );
  const signed = withSignOff(greeted, target.sign_offs[0], ctx);
  const worded = await onEachPart({ ...draft, body: signed }, async (text) =>
    applyEdits(
      text,
      [
        ...softenEdits(text, ctx),
        ...phraseEdits(text, target.edit.rewrites, () => reason),
        ...formalityEdits(text, level, ctx),
        ...shoutingEdits(text, ctx),
      ],
      ctx.kind,
      ctx.record,
    ),
  );
  if (level === 'low') return { ...worded, body: withToneLine(worded.body, id, target, ctx) };
  const polished = await onEachPart(worded, async (t) => polish(t, ctx));
  const courteous = applyEdits(
    polished.body,
    courteousCommands(polished.body, ctx),
    ctx.kind,
    ctx.record,
  );
  return { ...polished, body: withToneLine(courteous, id, target, ctx) };
}

export async function formality(written: Draft, ctx: StepContext): Promise<Draft> {
  const level = ctx.tone?.data.formality ?? 'high';
  const draft = level === 'low' ? written : emailLayout(written, ctx);
  const greeted = applyEdits(
    draft.body,
    [
      ...greetingEdits(draft.body, level, ctx.tone?.data, ctx),
      ...levelSignOffEdits(draft.body, level, ctx),
    ],
    ctx.kind,
    ctx.record,
  );
  const signOff =
    level === 'low' ? undefined : (ctx.tone?.data.sign_offs[0] ?? ctx.editing.sign_offs.polite);
  const signed = signOff === undefined ? greeted : withSignOff(greeted, signOff, ctx);
  const worded = await onEachPart({ ...draft, body: signed }, async (text) =>
    applyEdits(
      text,
      [...formalityEdits(text, level, ctx), ...shoutingEdits(text, ctx)],
      ctx.kind,
      ctx.record,
    ),
  );
  return level === 'low' ? worded : onEachPart(worded, async (t) => polish(t, ctx));
}

/** Hostile or blaming wording said courteously; any tone wants that. */
function softenEdits(text: string, ctx: StepContext): Edit[] {
  const rules = ctx.editing.tone.soften.map((r) => ({ ...r, to: inVoice(ctx, r.to) }));
  return phraseEdits(text, rules, (r, found) =>
    r.to === ''
      ? `"${found}" reads as hostile and adds nothing`
      : `"${r.to}" is more courteous than "${found}"`,
  );
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
    [...ctx.editing.formality.casual, ...rewrites.formalize],
    (r, found) =>
      r.to === ''
        ? `"${found}" is too casual for this email`
        : `"${r.to}" is more formal than "${found}"`,
  );
  if (level === 'medium') return casual;
  const expand = [
    ...rewrites.expand_only,
    ...rewrites.contractions.map(([full, short]) => [short, full] as const),
  ].map(([from, to]) => ({ from, to }));
  return [...casual, ...phraseEdits(text, expand, () => 'formal writing spells out contractions')];
}

/** Capitals where a careful writer puts them, and one punctuation mark where there were several. */
function polish(text: string, ctx: StepContext): string {
  const spaced = applyEdits(text, spacingEdits(text, ctx), ctx.kind, ctx.record);
  return applyEdits(spaced, caseEdits(spaced, ctx), ctx.kind, ctx.record);
}

/** "I NEED THIS REPORT TODAY" → "I need this report today"; acronyms keep their capitals. */
function shoutingEdits(text: string, ctx: StepContext): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(/\b[A-Z]{2,}(?:[\s,!?.]+[A-Z]{1,}\b){2,}/g)) {
    const run = m[0];
    const lowered = run.replace(/[A-Z]{2,}/g, (w) =>
      ctx.speller.isWord(w.toLowerCase()) ? w.toLowerCase() : w,
    );
    const fixed =
      /^[A-Z]{2,}/.test(run) && startsAfterBreak(text, m.index) ? capitalize(lowered) : lowered;
    if (fixed === run) continue;
    edits.push({
      start: m.index,
      end: m.index + run.length,
      replacement: fixed,
      reason: 'writing in capitals reads as shouting',
    });
  }
  return edits;
}

function startsAfterBreak(text: string, offset: number): boolean {
  return /(?:^|[.!?:]\s+|\n\s*)$/.test(text.slice(Math.max(0, offset - 10), offset));
}

/** "Send it by Friday." → "Please send it by Friday." in a formal or professional tone. */
function courteousCommands(text: string, ctx: StepContext): Edit[] {
  return findCommands(text, ctx).map((c) => {
    const polite =
      fill(ctx.editing.tone.courteous_command, { command: `${c.verb}${c.rest}` }) ?? c.sentence;
    const rewritten = `${polite}.`;
    return {
      start: c.start,
      end: c.end,
      replacement: rewritten,
      reason: 'a bare command reads as curt; "please" makes it a request',
      shown: { original: c.sentence, replacement: rewritten },
    };
  });
}

const LEVEL_NAMES: Readonly<Record<Formality, string>> = {
  high: 'formal',
  medium: 'professional',
  low: 'relaxed',
};

/** "a friendly", "an urgent". */
function withArticle(word: string): string {
  return `${articleFor(word) ?? 'a'} ${word}`;
}

/**
 * The greeting line in the level's own words, keeping the name ("Hey team," → "Dear
 * team,"), with the name capitalized and a group named as the level names it ("hey
 * guys," → "Dear all,"). A name alone ("Ms. Ortiz,") gets a greeting word.
 */
export function greetingEdits(
  body: string,
  level: Formality,
  target: Tone | undefined,
  ctx: StepContext,
): Edit[] {
  const { tones } = ctx.data;
  const lines = body.split('\n');
  const layout = layoutOf(body, ctx.words);
  if (layout.greeting === undefined) return [];
  const line = lines[layout.greeting] ?? '';
  const found = layout.bareGreeting
    ? { name: line.trim().replace(/,$/, '') }
    : findGreeting(lines, ctx.words.greetings);
  if (found === undefined) return [];
  const name = politeName(found.name, level, ctx);
  // With no name, "Dear," reads wrong: a nameless greeting is "Hello," or, relaxed, "Hi,".
  const nameless = tones.nameless_greetings[level];
  const fits = found.name === '' ? nameless.fits : tones.greeting_fits[level];
  const word = layout.bareGreeting ? '' : firstWord(line);
  const start = lineOffset(lines, layout.greeting);
  const reason = `a greeting that suits ${withArticle(LEVEL_NAMES[level])} email`;
  if (word !== '' && fits.includes(word)) {
    if (name === found.name) return [];
    const replacement = line.replace(found.name, name);
    return [{ start, end: start + line.length, replacement, reason: 'a name is capitalized' }];
  }
  const own = target !== undefined && target.formality === level ? target.greetings : undefined;
  const template = (own ?? tones.greetings[level])[0] ?? 'Hello {name},';
  const replacement = name === '' ? nameless.greeting : (fill(template, { name }) ?? line);
  return [{ start, end: start + line.length, replacement, reason }];
}

/** "mike" → "Mike"; "guys" → "all" in a formal or professional email; "Team" → "team". */
function politeName(name: string, level: Formality, ctx: StepContext): string {
  const { group_names: groups, formal_group_names: formalGroups } = ctx.editing.greetings;
  const lower = name.toLowerCase();
  if (groups.includes(lower))
    return level === 'low' ? lower : (formalGroups[level][lower] ?? lower);
  return name.replace(/(?<![\w'’-])[a-z][a-z'’-]*/g, (w) => capitalize(w));
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
  const casual = [...editor.casual_sign_offs, ...ctx.editing.sign_offs.extra];
  return replaceSignOff(body, ctx, (phrase) => {
    if (level === 'high' && casual.includes(phrase)) return editor.formal_sign_off;
    if (level === 'medium' && ctx.editing.sign_offs.extra.includes(phrase))
      return editor.formal_sign_off;
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
  const found = findSignOff(lines, ctx.words.signOffs);
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

/** A sign-off before a sender's name that stands alone at the end ("…\n\nSam"). */
export function withSignOff(body: string, signOff: string | undefined, ctx: StepContext): string {
  const layout = layoutOf(body, ctx.words);
  if (signOff === undefined || layout.sender === undefined) return body;
  const lines = body.split('\n');
  const name = lines[layout.sender] ?? '';
  const sender = /^[a-z]+$/.test(name) ? capitalize(name) : name;
  const out = [...lines.slice(0, layout.sender), `${signOff}\n${sender}`].join('\n');
  ctx.record({
    kind: ctx.kind,
    original: name.trim(),
    replacement: `${signOff}\n${sender.trim()}`,
    reason: 'an email ends with a sign-off before the name',
  });
  return out;
}

/** One line in the tone's voice when the draft shows none of its markers. */
function withToneLine(body: string, id: string, target: Tone, ctx: StepContext): string {
  if (target.edit.line === undefined) return body;
  const line = target.contractions
    ? contract(target.edit.line, ctx.data.rewrites.contractions)
    : target.edit.line;
  const lower = body.toLowerCase();
  if (target.edit.markers.some((m) => lower.includes(m.toLowerCase()))) return body;
  const layout = layoutOf(body, ctx.words);
  const out =
    target.edit.line_at === 'start'
      ? insertAfterGreeting(body, layout, line)
      : insertBeforeSignOff(body, layout, line);
  recordChange(ctx, body, out, `adds ${withArticle(id)} note the draft lacked`);
  return out;
}
