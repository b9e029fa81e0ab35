/**
 * The editor behind `improve`: runs the requested improvements over the draft in a fixed
 * order and lists every change. Spelling goes before grammar ("teh the" becomes "the the",
 * then "the"); wording and structure before tone, so the tone has the last word on
 * greeting, sign-off and contractions; the subject comes from the draft's own words,
 * before an ask is added.
 */
import type { Change, ImproveInput, ImprovedEmail } from '../../engine.js';
import type { EngineData } from '../data.js';
import type { Language } from '../language.js';
import type { Speller } from '../speller.js';
import { basics } from './basics.js';
import { callToAction } from './callToAction.js';
import { parseDraft, type Draft } from './draft.js';
import { fleschReadingEase } from '../flesch.js';
import { capitalize, countWords } from '../text.js';
import { friendliness } from './friendliness.js';
import { grammar } from './grammar.js';
import { readability } from './readability.js';
import { spelling } from './spelling.js';
import type { Step, StepContext } from './step.js';
import { structure } from './structure.js';
import { subjectLine } from './subjectLine.js';
import { formality, tone } from './tone.js';
import { readEditing, type EditingData } from './editing.js';
import { createTools } from './tools.js';
import { clarity, concise, persuasive } from './wording.js';

export interface EditorDeps {
  data: EngineData;
  lang: Language;
  speller: Speller;
}

export interface Editor {
  improve(input: ImproveInput, signal?: AbortSignal): Promise<ImprovedEmail>;
}

/** Kinds every draft gets, whatever was asked: what any reader would fix. */
const ALWAYS = new Set(['spelling', 'grammar']);

/** Every improvement kind, in the order they run. */
const STEPS: readonly (readonly [string, Step])[] = [
  ['spelling', spelling],
  ['grammar', grammar],
  ['clarity', clarity],
  ['concise', concise],
  ['persuasive', persuasive],
  ['readability', readability],
  ['structure', structure],
  ['friendliness', friendliness],
  ['tone', tone],
  ['formality', formality],
  ['subject_line', subjectLine],
  ['call_to_action', callToAction],
];

export async function createEditor(deps: EditorDeps): Promise<Editor> {
  assertEveryKindHasAStep(Object.keys(deps.data.editor.kinds));
  const tools = createTools(deps.speller);
  const editing = readEditing();
  const words = {
    greetings: [...deps.data.tones.greeting_words, ...editing.greetings.extra_words],
    signOffs: [...deps.data.editor.sign_offs, ...editing.sign_offs.extra],
  };
  return {
    async improve(input, signal) {
      const changes: Change[] = [];
      const fixes: (string | undefined)[] = [];
      const toneData = input.tone === undefined ? undefined : deps.data.tones.tones[input.tone];
      const base: Omit<StepContext, 'kind'> = {
        ...deps,
        editing,
        words,
        tools,
        ...(input.tone !== undefined &&
          toneData !== undefined && { tone: { id: input.tone, data: toneData } }),
        record: (change, fix) => {
          changes.push(change);
          fixes.push(fix);
        },
        requested: new Set(input.improvements),
      };
      let draft: Draft = await basics(parseDraft(input.content), { ...base, kind: 'grammar' });
      for (const [kind, step] of STEPS) {
        if (!input.improvements.includes(kind) && !ALWAYS.has(kind)) continue;
        signal?.throwIfAborted();
        draft = await step(draft, { ...base, kind });
      }
      const before = statsOf(parseDraft(input.content).body);
      const after = statsOf(draft.body);
      return {
        content: draft.body,
        ...(draft.subject !== undefined && { subject: draft.subject }),
        ...(input.tone !== undefined && { tone: input.tone }),
        changes,
        stats: { before, after },
        summary: summarize(changes, fixes, editing.summary),
      };
    },
  };
}

function statsOf(body: string): { words: number; readability: number } {
  return { words: countWords(body), readability: fleschReadingEase(body) };
}

/**
 * '3 changes: 2 spelling, 1 grammar. Misspellings ("recieve" → "receive", "teh" → "the");
 * doubled words ("the the" → "the").': how many changes of each kind, then each kind of fix made with
 * up to two of its changes, and nothing else.
 */
function summarize(
  changes: readonly Change[],
  fixes: readonly (string | undefined)[],
  texts: EditingData['summary'],
): string {
  if (changes.length === 0) return texts.clean;
  const counts = new Map<string, number>();
  for (const c of changes) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => `${n} ${kind.replace(/_/g, ' ')}`);
  const noun = changes.length === 1 ? 'change' : 'changes';
  const examples = new Map<string, string[]>();
  changes.forEach((c, i) => {
    const fix = fixes[i];
    const label = (fix === undefined ? undefined : texts.fixes[fix]) ?? c.kind.replace(/_/g, ' ');
    const list = examples.get(label) ?? [];
    const shown =
      c.replacement === '' ? `"${c.original}" removed` : `"${c.original}" → "${c.replacement}"`;
    if (list.length < 2 && !list.includes(shown) && shown.length <= 60) list.push(shown);
    examples.set(label, list);
  });
  const details = [...examples]
    .map(([label, list]) => (list.length === 0 ? label : `${label} (${list.join(', ')})`))
    .join('; ');
  return `${changes.length} ${noun}: ${parts.join(', ')}. ${capitalize(details)}.`;
}

/** The data lists the kinds the API offers; each needs its step here, and no step is orphaned. */
function assertEveryKindHasAStep(kinds: readonly string[]): void {
  const steps = STEPS.map(([kind]) => kind);
  const missing = kinds.filter((k) => !steps.includes(k));
  const unlisted = steps.filter((k) => !kinds.includes(k));
  if (missing.length > 0 || unlisted.length > 0) {
    throw new Error(
      `content/improve/editor.yaml and the editor disagree: no step for [${missing.join(', ')}], not listed [${unlisted.join(', ')}]`,
    );
  }
}
