/**
 * call_to_action: a draft that asks for nothing gets a clear ask before its sign-off: the
 * ask of the purpose its words point to, in the target tone's words, with any date or
 * invoice number the draft names; or a general ask when the purpose is unclear.
 */
import { findFacts } from '../facts.js';
import { contract, fillable } from '../phrasing.js';
import { splitSentences } from '../text.js';
import { contentOf, insertBeforeSignOff, layoutOf, type Draft } from './draft.js';
import { detectPurpose } from './purpose.js';
import type { StepContext } from './step.js';

const DEFAULT_TONE = 'professional';
/** Verbs that open courtesies, not requests ("Thank you!", "Welcome aboard"). */
const COURTESIES = new Set(['thank', 'welcome', 'congratulate']);

export async function callToAction(draft: Draft, ctx: StepContext): Promise<Draft> {
  const { editor, tones } = ctx.data;
  const layout = layoutOf(draft.body, tones.greeting_words, editor.sign_offs);
  const content = contentOf(draft.body, layout);
  const lower = content.toLowerCase();
  const asks =
    editor.request_markers.some((m) => lower.includes(m)) || givesInstruction(content, ctx);
  if (content === '' || asks) return draft;
  const ask = askFor(content, ctx);
  ctx.record({
    kind: ctx.kind,
    original: '',
    replacement: ask,
    reason: 'the email did not say what the reader should do next',
  });
  return { ...draft, body: insertBeforeSignOff(draft.body, layout, ask) };
}

/** A sentence such as "Send them to ops@example.com." already tells the reader what to do. */
function givesInstruction(content: string, ctx: StepContext): boolean {
  return splitSentences(content.replace(/\s+/g, ' ')).some((sentence) => {
    const first = /^[A-Za-z]+/.exec(sentence)?.[0] ?? '';
    return /^[A-Z]/.test(first) && ctx.lang.isVerb(first) && !COURTESIES.has(first.toLowerCase());
  });
}

function askFor(content: string, ctx: StepContext): string {
  const { purposes, tones, rewrites, editor } = ctx.data;
  const tone = ctx.tone?.data ?? tones.tones[DEFAULT_TONE];
  const detected = detectPurpose(content, purposes);
  if (tone === undefined || detected === undefined) return editor.default_ask;
  const own = (text: string) => (tone.contractions ? contract(text, rewrites.contractions) : text);
  const facts = findFacts(content);
  const slots = {
    deadline: facts.date ?? purposes.defaults.deadline,
    when: facts.date ?? detected.purpose.when ?? purposes.defaults.when,
    ref: facts.ref ?? detected.purpose.ref,
    amount: facts.amount,
  };
  const [request] = fillable(detected.purpose.asks.map(own), slots);
  if (request === undefined) return editor.default_ask;
  const framed = fillable(tone.asks.map(own), { ...slots, ask: request }).find(
    (f) => f.split(slots.deadline).length <= 2,
  );
  return framed ?? editor.default_ask;
}
