/**
 * call_to_action: a draft that asks for nothing gets a clear ask before its sign-off: the
 * ask of the purpose its words point to, in the target tone's words, with any date or
 * invoice number the draft names; or a general ask when the purpose is unclear. An ask
 * never names a date, day or number the draft does not have.
 */
import { findFacts } from '../read/facts.js';
import { contract, fillable } from '../phrasing.js';
import { splitSentences } from '../text.js';
import { contentOf, insertBeforeSignOff, layoutOf, type Draft } from './draft.js';
import { detectPurpose } from './purpose.js';
import { recordChange, type StepContext } from './step.js';

const DEFAULT_TONE = 'professional';
/** Verbs that open courtesies, not requests ("Thank you!", "Welcome aboard"). */
const COURTESIES = new Set(['thank', 'welcome', 'congratulate']);

export async function callToAction(draft: Draft, ctx: StepContext): Promise<Draft> {
  const { editor } = ctx.data;
  const layout = layoutOf(draft.body, ctx.words);
  const content = contentOf(draft.body, layout);
  const lower = content.toLowerCase();
  // "let me know." on its own does not say what to let the writer know: a clear ask replaces it.
  const vague =
    /(?<=^|[.!?]\s+)(?:please\s+)?(?:let me know|thoughts\?|any thoughts\?)[.!]?(?=\s*$)/i.exec(
      content,
    );
  if (vague !== null) {
    const rest = `${content.slice(0, vague.index)} ${content.slice(vague.index + vague[0].length)}`;
    const restAsks = editor.request_markers.some((m) => rest.toLowerCase().includes(m));
    const at = draft.body.lastIndexOf(vague[0]);
    if (!restAsks && at >= 0) {
      const ask = askFor(rest, ctx);
      const body = draft.body.slice(0, at) + ask + draft.body.slice(at + vague[0].length);
      ctx.record({
        kind: ctx.kind,
        original: vague[0],
        replacement: ask,
        reason: `"${vague[0].replace(/[.!]$/, '')}" does not say what the reader should reply with`,
      });
      return { ...draft, body };
    }
  }
  const asks =
    editor.request_markers.some((m) => lower.includes(m)) || givesInstruction(content, ctx);
  if (content === '' || asks) return draft;
  const body = insertBeforeSignOff(draft.body, layout, askFor(content, ctx));
  recordChange(ctx, draft.body, body, 'the email did not say what the reader should do next');
  return { ...draft, body };
}

/** A sentence such as "Send them to ops@example.com." already tells the reader what to do. */
function givesInstruction(content: string, ctx: StepContext): boolean {
  return splitSentences(content.replace(/\s+/g, ' ')).some((sentence) => {
    const first = /^[A-Za-z]+/.exec(sentence)?.[0] ?? '';
    return /^[A-Z]/.test(first) && ctx.lang.isVerb(first) && !COURTESIES.has(first.toLowerCase());
  });
}

const SPECIFIC =
  /\b(?:\d[\w:.,/-]*|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December)\b/g;

/** Whether the ask names a number, day or month the draft does not. */
function invents(ask: string, content: string): boolean {
  return (ask.match(SPECIFIC) ?? []).some((token) => !content.includes(token));
}

function askFor(content: string, ctx: StepContext): string {
  const { purposes, tones, rewrites, editor } = ctx.data;
  const tone = ctx.tone?.data ?? tones.tones[DEFAULT_TONE];
  const detected = detectPurpose(content, purposes);
  if (tone === undefined || detected === undefined) return editor.default_ask;
  const own = (text: string) => (tone.contractions ? contract(text, rewrites.contractions) : text);
  const facts = findFacts(content);
  const defaults = ctx.editing.call_to_action;
  const slots = {
    deadline: facts.date ?? purposes.defaults.deadline,
    when: facts.date ?? defaults.when,
    ref: facts.ref ?? detected.purpose.ref,
    amount: facts.amount,
  };
  const requests = fillable(detected.purpose.asks.map(own), slots).filter(
    (r) => !invents(r, content),
  );
  for (const request of requests) {
    const framed = fillable(tone.asks.map(own), { ...slots, ask: request }).find(
      (f) => f.split(slots.deadline).length <= 2 && !invents(f, content),
    );
    if (framed !== undefined) return framed;
  }
  return defaults.fallback;
}
