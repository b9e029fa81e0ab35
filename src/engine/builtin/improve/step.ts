/** What every improvement step receives, and the shape of a step. */
import type { EngineData, Tone } from '../data.js';
import type { Language } from '../language.js';
import type { Speller } from '../speller.js';
import type { Draft } from './draft.js';
import type { Edit, Recorder } from './edits.js';
import { applyEdits } from './edits.js';
import type { Tools } from './tools.js';

export interface StepContext {
  data: EngineData;
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
