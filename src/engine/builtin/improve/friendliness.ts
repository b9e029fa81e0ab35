/**
 * friendliness: warmer wording from the friendliness table, "Hi" in place of "Dear"
 * (unless the target tone is formal), bare commands asked as questions ("Send me the
 * report." → "Could you send me the report?"), and a pleasantry when the draft has none.
 */
import { contract } from '../phrasing.js';
import { contentOf, insertAfterGreeting, layoutOf, type Draft } from './draft.js';
import { applyEdits, phraseEdits, type Edit } from './edits.js';
import { onEachPart, type StepContext } from './step.js';
import { greetingEdits } from './tone.js';

/** Verbs that open a polite sentence already ("Let me know", "Thank you"). */
const POLITE_OPENERS = new Set(['let', 'thank', 'welcome', 'congratulate', 'please', 'feel']);
const MAX_COMMAND_WORDS = 20;

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
  // The greeting is the tone's or formality's call when either is asked for.
  const greetingDecided =
    ctx.requested.has('formality') || (ctx.tone !== undefined && ctx.requested.has('tone'));
  const warmGreeting =
    greetingDecided || ctx.tone?.data.formality === 'high'
      ? []
      : greetingEdits(worded.body, 'low', undefined, ctx);
  const asked = applyEdits(
    worded.body,
    [...warmGreeting, ...commandEdits(worded.body, ctx)],
    ctx.kind,
    ctx.record,
  );
  const body = applyEdits(asked, questionMarks(asked), ctx.kind, ctx.record);
  return { ...worded, body: withPleasantry(body, ctx) };
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
  const edits: Edit[] = [];
  for (const m of text.matchAll(/(?<=^|[.!?][ \t]+|\n)([A-Z][a-z]+)\b([^.!?\n]*)\.(?=\s|$)/g)) {
    const [sentence, verb = '', rest = ''] = m;
    const word = verb.toLowerCase();
    if (
      !ctx.lang.isVerb(word) ||
      POLITE_OPENERS.has(word) ||
      sentence.split(/\s+/).length > MAX_COMMAND_WORDS
    )
      continue;
    edits.push({
      start: m.index,
      end: m.index + sentence.length,
      replacement: `Could you ${word}${rest}?`,
      reason: 'a request reads warmer as a question',
    });
  }
  return edits;
}

function withPleasantry(body: string, ctx: StepContext): string {
  const { editor, tones, rewrites } = ctx.data;
  const layout = layoutOf(body, tones.greeting_words, editor.sign_offs);
  const content = contentOf(body, layout).toLowerCase();
  if (editor.pleasantry_markers.some((m) => content.includes(m))) return body;
  const line = ctx.tone?.data.contractions
    ? contract(editor.pleasantry, rewrites.contractions)
    : editor.pleasantry;
  ctx.record({
    kind: ctx.kind,
    original: '',
    replacement: line,
    reason: 'a friendly opening line',
  });
  return insertAfterGreeting(body, layout, line);
}
