/** What every improvement step receives, and the shape of a step. */
import type { EngineData, Tone } from '../data.js';
import type { Language } from '../language.js';
import type { Speller } from '../speller.js';
import type { Draft } from './draft.js';
import type { EditingData } from './editing.js';
import type { Edit, Recorder } from './edits.js';
import { contract } from '../phrasing.js';
import { applyEdits, diffSpan } from './edits.js';
import type { Tools } from './tools.js';

export interface StepContext {
  data: EngineData;
  /** The editor's own tables (content/improve/editing.yaml). */
  editing: EditingData;
  /** Greeting words and sign-off phrases the editor recognizes, shared and its own. */
  words: { greetings: readonly string[]; signOffs: readonly string[] };
  lang: Language;
  speller: Speller;
  tools: Tools;
  /** The requested target tone, if any. */
  tone?: { id: string; data: Tone };
  /** Every kind asked for, so a step can leave a decision to another ("Hi" vs "Dear"). */
  requested: ReadonlySet<string>;
  /** Records a change under the running step's kind. */
  record: Recorder;
  kind: string;
}

export type Step = (draft: Draft, ctx: StepContext) => Promise<Draft>;

/** Runs a text-level fix over the subject line and the body alike. */
export async function onEachPart(
  draft: Draft,
  fix: (text: string) => Promise<string>,
): Promise<Draft> {
  const body = await fix(draft.body);
  if (draft.subject === undefined) return { body };
  return { subject: await fix(draft.subject), body };
}

/** A step made of edits computed from the text: found, then applied and recorded. */
export function editStep(find: (text: string, ctx: StepContext) => Edit[] | Promise<Edit[]>): Step {
  return (draft, ctx) =>
    onEachPart(draft, async (text) =>
      applyEdits(text, await find(text, ctx), ctx.kind, ctx.record),
    );
}

/** Records a change made to the text as a whole (a line added, a paragraph broken). */
export function recordChange(
  ctx: StepContext,
  before: string,
  after: string,
  reason: string,
): void {
  if (before === after) return;
  const { original, replacement } = diffSpan(before, after);
  ctx.record({
    kind: ctx.kind,
    original: original.trim(),
    replacement: replacement.trim(),
    reason,
  });
}

/**
 * The editor's own words in the draft's voice: contracted ("I'm confident") when a relaxed
 * tone or formality that uses contractions is also asked for, as either would have made them.
 */
export function inVoice(ctx: StepContext, text: string): string {
  const relaxed =
    ctx.tone?.data.contractions === true &&
    (ctx.requested.has('tone') || ctx.requested.has('formality'));
  return relaxed ? contract(text, ctx.data.rewrites.contractions) : text;
}
