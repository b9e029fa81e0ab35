/**
 * subject_line: writes a subject when the draft has none, or replaces one that says
 * nothing ("Hi", "Quick question"); otherwise tidies it: no trailing period, no shouting,
 * no "!!!", not longer than a mail client shows. A good subject is left as it is. A draft
 * that opens with a request ("Can we move our 1:1 …?") gets "Request to move our 1:1 …".
 */
import { chooser, seedOf } from '../plan/choice.js';
import { Understander } from '../read/index.js';
import { tidySubject, writeSubject } from '../write/subject.js';
import { fill } from '../phrasing.js';
import { capitalize, escapeRegExp, splitSentences } from '../text.js';
import { withoutPurposeWord } from '../plan/topicSlots.js';
import { contentOf, layoutOf, type Draft } from './draft.js';
import { detectPurpose } from './purpose.js';
import type { StepContext } from './step.js';

/** "I wanted to follow up on …" is about "follow up on …". */
const LEAD_IN =
  /^(?:just\s+)?(?:(?:I|we)(?:\s+|(?=['’]))(?:just\s+)?(?:wanted|want|am writing|['’]m writing|are writing|would like|['’]d like|am reaching out|['’]m reaching out|am emailing|['’]m emailing|am contacting you)\s+(?:to\s+)?)?/i;
/** Opening courtesies say nothing about the subject ("I hope you are well."). */
const PLEASANTRY =
  /^(?:i\s+)?(?:hope|trust)\b|^(?:hi|hello|hey|dear)\b|^(?:many\s+)?(?:thanks|thank you)\b[^.!?]{0,40}[.!]$/i;
/** "What is the status of the report?" is about "the status of the report". */
const WH_QUESTION = /^(?:what|where)(?:\s+is|\s+are|['’]s)\s+(?:the\s+)?(.{3,60}?)\??$/i;
const DEFAULT_TONE = 'professional';

export async function subjectLine(draft: Draft, ctx: StepContext): Promise<Draft> {
  const current = draft.subject?.trim() ?? '';
  const vague = ctx.data.editor.vague_subjects.includes(
    current
      .toLowerCase()
      .replace(/^(?:(?:re|fwd?):\s*)+/, '')
      .replace(/[.!?]+$/, '')
      .trim(),
  );
  const improved = current === '' || vague ? fromBody(draft.body, ctx) : tidied(current, ctx);
  if (improved === undefined || improved === current) return draft;
  const reason =
    current === ''
      ? 'the email had no subject line'
      : vague
        ? `"${current}" does not say what the email is about`
        : 'a cleaner subject line';
  ctx.record({ kind: ctx.kind, original: current, replacement: improved, reason });
  return { ...draft, subject: improved };
}

/** A subject from what the draft says first, shaped by the purpose its words point to. */
function fromBody(body: string, ctx: StepContext): string | undefined {
  const content = contentOf(body, layoutOf(body, ctx.words));
  const found = splitSentences(content.replace(/\s+/g, ' '))
    .map((s) => withoutLeadIn(s, ctx))
    // "the the report is definitely late" → "the report is late": a subject has no slips or fillers.
    .map((s) =>
      s
        .replace(/\b(\w+)\s+\1\b/gi, '$1')
        .replace(/\s+(?:definitely|definately|really|actually|just|basically)\b/gi, ''),
    )
    .find((s) => !PLEASANTRY.test(s) && s.split(' ').length >= 3);
  if (found === undefined) return undefined;
  const first = found;
  const request = asRequest(first, ctx);
  if (request !== undefined) return request;
  const asked = WH_QUESTION.exec(first.trim())?.[1];
  if (asked !== undefined) return shorten(tidySubject(capitalize(asked)), ctx);
  const written = fromTopic(first, ctx);
  const clause = fromClause(first, ctx);
  if (written === undefined || saysLittle(written, ctx)) return clause;
  // Without a purpose to frame it, the topic alone ("Daily basis") says less than the clause.
  const framed = detectPurpose(first, ctx.data.purposes) !== undefined;
  return framed || contentWords(written, ctx) >= 3 || contentWords(clause, ctx) < 3
    ? written
    : clause;
}

/**
 * The sentence's first clause as a subject: "The offsite is on Friday, August 22 at 9:00
 * AM." → "Offsite on Friday", "We will ship the first batch of 500 units on June 4 and …"
 * → "We will ship the first batch of 500 units on June 4".
 */
function fromClause(sentence: string, ctx: StepContext): string {
  const clause =
    sentence
      .replace(/[.!?]+$/, '')
      .split(/[,;:(]\s+|\s+(?:and|but|because|so|which|while|although)\s+/)[0] ?? sentence;
  const noun = clause.replace(/^(?:the|our|your|this|my|their)\s+/i, '');
  const bare =
    /^\S+(?:\s+\S+){0,2}\s+(?:is|are)\s+(?=(?:on|at|in|for|due|from|until|ready|now)\b)/i.test(noun)
      ? noun.replace(/\s+(?:is|are)\s+/i, ' ')
      : clause;
  return firstWords(capitalize(bare), ctx);
}

/** "Just a quick note to let you know that we moved…" is about "we moved…". */
function withoutLeadIn(sentence: string, ctx: StepContext): string {
  let out = sentence;
  for (const lead of ctx.editing.subject.lead_ins) {
    const source = escapeRegExp(lead.from).replace(/ /g, '\\s+').replace(/'/g, "['’]");
    const m = new RegExp(`^${source}\\b,?\\s*`, 'i').exec(out);
    if (m !== null && out.length > m[0].length) {
      const rest = out.slice(m[0].length);
      out = lead.to === '' ? capitalize(rest) : `${lead.to} ${rest}`;
    }
  }
  return out;
}

/** A subject with fewer than two words that say something ("Team", "Request: what"). */
function saysLittle(subject: string, ctx: StepContext): boolean {
  return contentWords(subject.split(':').at(-1) ?? '', ctx) < 2;
}

function contentWords(text: string, ctx: StepContext): number {
  const empty = new Set(ctx.editing.subject.empty_words);
  const words = text.toLowerCase().match(/[a-z0-9$#-]+/g) ?? [];
  return words.filter((w) => (w.length >= 3 || /\d/.test(w)) && !empty.has(w)).length;
}

function fromTopic(first: string, ctx: StepContext): string | undefined {
  const { data, lang } = ctx;
  // The composer's reader, for the draft's first sentence: one reader for both.
  const reader = new Understander(lang, data.composer, { external: false, nouns: [], names: [] });
  const read = reader.understand(capitalize(first.replace(LEAD_IN, '')));
  // The purpose of the sentence the subject is about, not of every word of the draft.
  const detected = detectPurpose(first, data.purposes);
  const purposeText =
    detected === undefined ? '' : [detected.purpose.frame, ...detected.purpose.subjects].join(' ');
  const topic = withoutPurposeWord(subjectOf(first) ?? read.topic, purposeText, lang);
  const tone = ctx.tone?.data ?? data.tones.tones[DEFAULT_TONE];
  if (detected === undefined || tone === undefined) {
    return topic === undefined ? undefined : tidySubject(topic.bare);
  }
  return writeSubject({
    purpose: detected.purpose,
    label: detected.id.replace(/_/g, ' '),
    ...(topic !== undefined && { topic }),
    tone,
    context: first,
    choose: chooser(seedOf('subject', first)),
    lang,
  });
}

/** "Can we move our 1:1 from Wednesday to Thursday?" → "Request to move our 1:1 …". */
function asRequest(sentence: string, ctx: StepContext): string | undefined {
  const { request, request_openers: openers } = ctx.editing.subject;
  const pattern = new RegExp(
    `^(?:${openers.map(escapeRegExp).join('|')})\\s+(?:please\\s+)?([a-z]+)\\b(.*)\\?$`,
    'i',
  );
  const m = pattern.exec(sentence.trim());
  const verb = m?.[1]?.toLowerCase();
  const verbLike =
    verb !== undefined &&
    (ctx.lang.isVerb(verb) ||
      (ctx.speller.isWord(verb) &&
        !verb.endsWith('ly') &&
        !ctx.editing.subject.not_verbs.includes(verb) &&
        !ctx.lang.isDeterminer(verb) &&
        !ctx.lang.isSubject(verb)));
  if (m === null || verb === undefined || !verbLike) return undefined;
  const phrase = fill(request, { vp: `${verb}${m[2] ?? ''}`.replace(/\b(?:me|us)\b/g, 'the') });
  return phrase === undefined ? undefined : shorten(tidySubject(phrase), ctx);
}

function firstWords(sentence: string, ctx: StepContext): string {
  const words = sentence.replace(/[.!?]+$/, '').split(/\s+/);
  const max = ctx.editing.subject.max_words;
  // "…to September" without its "12" is half a date: a number after the cut comes along.
  const count = /^\d/.test(words[max] ?? '') ? max + 1 : max;
  return shorten(tidySubject(words.slice(0, count).join(' ')), ctx);
}

/** At most the longest subject a mail client shows, cut where a phrase can end. */
function shorten(subject: string, ctx: StepContext): string {
  const max = ctx.data.editor.subject.max_length;
  const stop = new Set(ctx.editing.subject.stop_at_end);
  let words = subject.split(' ');
  let cut = false;
  while (words.join(' ').length > max && words.length > 1) {
    words = words.slice(0, -1);
    cut = true;
  }
  // "at 2:30" without its "PM" is half a fact: the time goes whole.
  if (cut && /\d/.test(words.at(-1) ?? '')) words.pop();
  while (words.length > 1 && stop.has((words.at(-1) ?? '').toLowerCase().replace(/[,;:]$/, '')))
    words.pop();
  return words.join(' ').replace(/[,;:]+$/, '');
}

/**
 * The same subject without a trailing period, "!!!", capitals lock or excess length:
 * "URGENT!!! SERVER DOWN" → "Urgent: server down".
 */
function tidied(subject: string, ctx: StepContext): string {
  let out = tidySubject(
    subject
      .replace(/^((?:re|fwd?):\s*)+/i, (m) => m.slice(0, m.indexOf(':') + 1) + ' ')
      .replace(/([!?])[!?]+/g, '$1'),
  );
  const words = out.split(' ');
  if (words.length > 1 && out === out.toUpperCase() && /[A-Z]/.test(out)) {
    const lowered = words.map((w) =>
      /\d/.test(w) || !ctx.speller.isWord(w.replace(/[^A-Za-z]/g, '').toLowerCase())
        ? w
        : w.toLowerCase(),
    );
    out = capitalize(lowered.join(' ')).replace(/^(\w+)!\s+/, '$1: ');
  }
  return out.length > ctx.data.editor.subject.max_length ? shorten(out, ctx) : out;
}

/** "Invoice INV-2041 for $4,500 is overdue" → "invoice INV-2041 for $4,500": what a statement is about. */
function subjectOf(sentence: string): { np: string; bare: string } | undefined {
  const m = /^(?:the\s+|our\s+|your\s+)?(.+?)\s+(?:is|are|was|were|has|have|will)\b/i.exec(
    sentence
      .replace(LEAD_IN, '')
      .replace(/^(?:remind|tell|let)\s+(?:you|everyone)\s+(?:know\s+)?that\s+/i, '')
      .trim(),
  );
  const bare = m?.[1];
  if (bare === undefined || bare.split(' ').length > 7) return undefined;
  const lowered = /^[A-Z][a-z]/.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
  return { np: lowered, bare: lowered };
}
