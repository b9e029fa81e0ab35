/**
 * Word-level improvements driven by the phrase tables in content/improve/: concise
 * (wordy phrases, plus retext-simplify findings with a known replacement), clarity
 * (filler and hedges, plus retext-equality findings with a known replacement) and
 * persuasive (hedges replaced with confident wording).
 */
import type { Rewrite } from '../data.js';
import { caseFor, phraseEdits, type Edit } from './edits.js';
import type { Finding } from './tools.js';
import { editStep, type StepContext } from './step.js';

export const concise = editStep(async (text, ctx) => [
  ...phraseEdits(text, ctx.data.wordy.concise, (r, found) => wordierThan(r, found)),
  ...known(
    text,
    await ctx.tools.simplify(text),
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
    await ctx.tools.equality(text),
    ctx.data.wordy.equality,
    (f, to) => `"${to}" includes everyone; "${f.actual}" may not`,
  ),
]);

export const persuasive = editStep((text, ctx: StepContext) =>
  phraseEdits(text, ctx.data.rewrites.persuasive, (r, found) =>
    r.to === ''
      ? `"${found}" undercuts the request`
      : `"${r.to}" sounds more confident than "${found}"`,
  ),
);

function wordierThan(rule: Rewrite, found: string): string {
  return rule.to === ''
    ? `"${found}" can go without changing the meaning`
    : `"${rule.to}" says the same as "${found}" in fewer words`;
}

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
