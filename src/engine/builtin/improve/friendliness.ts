/**
 * friendliness: warmer wording from the friendliness table, "Hi" in place of "Dear" or a
 * bare name (unless the target tone is formal), bare commands asked as questions ("Send
 * me the report." → "Could you send me the report?"), a pleasantry when the draft has
 * none, and a sign-off before a name that stands alone at the end.
 */
import { contract } from '../phrasing.js';
import { findCommands } from './commands.js';
import { contentOf, insertAfterGreeting, layoutOf, type Draft } from './draft.js';
import { applyEdits, phraseEdits, type Edit } from './edits.js';
import { onEachPart, recordChange, type StepContext } from './step.js';
import { greetingEdits, withSignOff } from './tone.js';

export async function friendliness(draft: Draft, ctx: StepContext): Promise<Draft> {
  const worded = await onEachPart(draft, async (text) =>
    applyEdits(
      text,
      phraseEdits(
        text,
        ctx.data.rewrites.friendliness,
        (r, found) => `"${r.to}" sounds warmer than "${found}"`,
      ),
      ctx.kind,
      ctx.record,
    ),
  );
  // The greeting and sign-off are the tone's or formality's call when either is asked for.
  const decided =
    ctx.requested.has('formality') || (ctx.tone !== undefined && ctx.requested.has('tone'));
  const warmGreeting =
    decided || ctx.tone?.data.formality === 'high'
      ? []
      : greetingEdits(worded.body, 'low', undefined, ctx);
  const asked = applyEdits(
    worded.body,
    [...warmGreeting, ...commandEdits(worded.body, ctx)],
    ctx.kind,
    ctx.record,
  );
  const questioned = applyEdits(asked, questionMarks(asked), ctx.kind, ctx.record);
  const signed = decided ? questioned : withSignOff(questioned, ctx.editing.sign_offs.warm, ctx);
  return { ...worded, body: withPleasantry(signed, ctx) };
}

/** "…, could you please send the contract." is a question: it ends with "?". */
function questionMarks(text: string): Edit[] {
  return [...text.matchAll(/\b(?:could|would|can) you\b[^.!?\n]*(\.)(?=\s|$)/gi)].map((m) => {
    const at = m.index + m[0].length - 1;
    return {
      start: at,
      end: at + 1,
      replacement: '?',
      reason: 'a request ends with a question mark',
      shown: { original: m[0], replacement: `${m[0].slice(0, -1)}?` },
    };
  });
}

function commandEdits(text: string, ctx: StepContext): Edit[] {
  return findCommands(text, ctx).map((c) => ({
    start: c.start,
    end: c.end,
    replacement: `Could you ${c.verb}${c.rest}?`,
    reason: 'a request reads warmer as a question',
  }));
}

function withPleasantry(body: string, ctx: StepContext): string {
  const { editor, rewrites } = ctx.data;
  const layout = layoutOf(body, ctx.words);
  const content = contentOf(body, layout).toLowerCase();
  if (editor.pleasantry_markers.some((m) => content.includes(m))) return body;
  const line = ctx.tone?.data.contractions
    ? contract(editor.pleasantry, rewrites.contractions)
    : editor.pleasantry;
  const out = insertAfterGreeting(body, layout, line);
  recordChange(ctx, body, out, 'a friendly opening line');
  return out;
}
