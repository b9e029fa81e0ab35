/**
 * Word-level improvements driven by the phrase tables in content/improve/: concise
 * (wordy phrases, plus retext-simplify findings with a known replacement), clarity
 * (filler, hedges and vague or inflated words, plus retext-equality findings with a known
 * replacement) and persuasive (hedges replaced with confident wording, and a sentence on
 * what the reader gains when the draft gives none).
 */
import type { Rewrite } from '../data.js';
import { fill } from '../phrasing.js';
import { escapeRegExp, splitSentences } from '../text.js';
import { contentOf, layoutOf, type Draft } from './draft.js';
import { applyEdits, caseFor, phraseEdits, type Edit, type PhraseRule } from './edits.js';
import { detectPurpose } from './purpose.js';
import type { Finding } from './tools.js';
import { editStep, inVoice, onEachPart, recordChange, type StepContext } from './step.js';

export const concise = editStep(async (text, ctx) => [
  ...phraseEdits(text, ctx.data.wordy.concise, (r, found) => wordierThan(r, found)),
  ...known(
    text,
    mentionsAny(text, ctx.data.wordy.simplify) ? await ctx.tools.simplify(text) : [],
    ctx.data.wordy.simplify,
    (f, to) => `"${to}" is simpler than "${f.actual}"`,
  ),
]);

export const clarity = editStep(async (text, ctx) => [
  ...phraseEdits(text, ctx.data.wordy.clarity, (r, found) =>
    r.to === '' ? `"${found}" adds nothing to the point` : `"${r.to}" is clearer than "${found}"`,
  ),
  ...known(
    text,
    mentionsAny(text, ctx.data.wordy.equality) ? await ctx.tools.equality(text) : [],
    ctx.data.wordy.equality,
    (f, to) => `"${to}" includes everyone; "${f.actual}" may not`,
  ),
]);

export async function persuasive(draft: Draft, ctx: StepContext): Promise<Draft> {
  // The editor's hedges first: at equal length, theirs (with a question form) win.
  const table: PhraseRule[] = [...ctx.editing.persuasive.hedges, ...ctx.data.rewrites.persuasive];
  const rules = table.map((r) => ({
    ...r,
    to: inVoice(ctx, r.to),
    ...(r.question !== undefined && { question: inVoice(ctx, r.question) }),
  }));
  const worded = await onEachPart(draft, async (text) =>
    applyEdits(
      text,
      phraseEdits(text, rules, (r, found) =>
        r.to === ''
          ? `"${found}" undercuts the request`
          : `"${r.to}" sounds more confident than "${found}"`,
      ),
      ctx.kind,
      ctx.record,
    ),
  );
  const hedged = worded.body !== draft.body || worded.subject !== draft.subject;
  return { ...worded, body: withBenefit(worded.body, hedged, ctx) };
}

/**
 * A sentence on what the reader gains ("This way, we can start delivering results
 * sooner."), from the values of the purpose the draft's words point to, after the last
 * sentence of its content: in a draft that proposes or asks for something (or hedged),
 * and says nowhere why. A notice or a reminder is left as it is.
 */
function withBenefit(body: string, hedged: boolean, ctx: StepContext): string {
  const data = ctx.editing.persuasive;
  const layout = layoutOf(body, ctx.words);
  const content = contentOf(body, layout);
  const lower = content.toLowerCase();
  const says = (text: string, list: readonly string[], tail: string) =>
    list.some((m) => new RegExp(`\\b${escapeRegExp(m)}${tail}`).test(text));
  // A proposal is made in a statement; an ask ("Could you review the proposal?") is not one.
  const statements = splitSentences(lower.replace(/\s+/g, ' '))
    .filter((s) => !s.endsWith('?') && !ctx.data.editor.request_markers.some((m) => s.includes(m)))
    .join(' ');
  const pitches = hedged || says(statements, data.pitch_cues, '');
  if (content === '' || says(lower, data.benefit_markers, '\\b') || !pitches) return body;
  const purpose = detectPurpose(content, ctx.data.purposes);
  const value = purpose?.purpose.values[0] ?? data.default_values[0];
  const frame = data.benefit_frames[0];
  const filled = frame === undefined || value === undefined ? undefined : fill(frame, { value });
  if (filled === undefined) return body;
  const sentence = inVoice(ctx, filled);
  const at = body.lastIndexOf(content) + content.length;
  // A sentence more in the last paragraph, unless that makes it one too many.
  const last = content.split(/\n[ \t]*\n/).at(-1) ?? '';
  const room = splitSentences(last).length < ctx.data.editor.structure.max_sentences;
  const out =
    room && /[.!?]["')\]]?$/.test(content)
      ? `${body.slice(0, at)} ${sentence}${body.slice(at)}`
      : `${body.slice(0, at)}\n\n${sentence}${body.slice(at)}`;
  recordChange(
    ctx,
    body,
    out,
    'says what the reader gains, which makes the request more convincing',
  );
  return out;
}

function wordierThan(rule: Rewrite, found: string): string {
  return rule.to === ''
    ? `"${found}" can go without changing the meaning`
    : `"${rule.to}" says the same as "${found}" in fewer words`;
}

/**
 * Whether the text holds a phrase the table replaces: only those findings are used, so a
 * checker (which parses and walks the whole text) need not run on a text without any.
 */
function mentionsAny(text: string, table: Readonly<Record<string, string>>): boolean {
  let pattern = MENTIONS.get(table);
  if (pattern === undefined) {
    const phrases = Object.keys(table).map((k) => escapeRegExp(k).replace(/\\?\s+/g, '\\s+'));
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})`, 'iu');
    MENTIONS.set(table, pattern);
  }
  return pattern.test(text);
}

const MENTIONS = new WeakMap<object, RegExp>();

/** Findings of a retext checker whose phrase has a replacement chosen in the data. */
function known(
  text: string,
  findings: readonly Finding[],
  replacements: Readonly<Record<string, string>>,
  reason: (finding: Finding, to: string) => string,
): Edit[] {
  return findings.flatMap((f) => {
    const to = replacements[f.actual.toLowerCase()];
    if (to === undefined) return [];
    return [
      {
        start: f.start,
        end: f.end,
        replacement: caseFor(text, f.start, f.actual, to),
        reason: reason(f, to),
      },
    ];
  });
}
