/**
 * subject_line: writes a subject when the draft has none, or replaces one that says
 * nothing ("Hi", "Quick question"); otherwise tidies it: no trailing period, no shouting,
 * not longer than a mail client shows. A good subject is left as it is.
 */
import { chooser, seedOf } from '../choice.js';
import { Reader } from '../reader.js';
import { tidySubject, writeSubject } from '../subject.js';
import { capitalize, splitSentences } from '../text.js';
import { topicOf, withoutPurposeWord } from '../topic.js';
import { contentOf, layoutOf, type Draft } from './draft.js';
import { detectPurpose } from './purpose.js';
import type { StepContext } from './step.js';

/** "I wanted to follow up on …" is about "follow up on …". */
const LEAD_IN =
  /^(?:just\s+)?(?:(?:I|we)(?:\s+|(?=['’]))(?:just\s+)?(?:wanted|want|am writing|['’]m writing|are writing|would like|['’]d like|am reaching out|['’]m reaching out|am emailing|['’]m emailing|am contacting you)\s+(?:to\s+)?)?/i;
/** Opening courtesies say nothing about the subject ("I hope you are well."). */
const PLEASANTRY = /^(?:i\s+)?(?:hope|trust)\b|^(?:hi|hello|hey|dear)\b/i;
const STOP_AT_END = /^(?:of|on|for|to|and|the|a|an|with|in|at|our|your|my|by|about)$/i;
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
  const improved =
    current === '' || vague
      ? fromBody(draft.body, ctx)
      : tidied(current, ctx.data.editor.subject.max_length);
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
  const { data, lang } = ctx;
  const content = contentOf(body, layoutOf(body, data.tones.greeting_words, data.editor.sign_offs));
  const first = splitSentences(content.replace(/\s+/g, ' ')).find(
    (s) => !PLEASANTRY.test(s) && s.split(' ').length >= 3,
  );
  if (first === undefined) return undefined;
  const reader = new Reader(lang, { external: false, nouns: [], names: [] });
  const clause = reader.classify(capitalize(first.replace(LEAD_IN, '')));
  const detected = detectPurpose(content, data.purposes);
  const purposeText =
    detected === undefined ? '' : [detected.purpose.frame, ...detected.purpose.subjects].join(' ');
  const topic = withoutPurposeWord(topicOf(clause, reader, lang), purposeText, lang);
  const tone = ctx.tone?.data ?? data.tones.tones[DEFAULT_TONE];
  if (detected === undefined || tone === undefined) {
    return topic === undefined ? firstWords(first) : tidySubject(topic.bare);
  }
  return writeSubject({
    purpose: detected.purpose,
    label: detected.id.replace(/_/g, ' '),
    ...(topic !== undefined && { topic }),
    tone,
    context: first,
    choose: chooser(seedOf('subject', body)),
    lang,
  });
}

function firstWords(sentence: string): string {
  const words = sentence
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    .slice(0, 6);
  while (words.length > 1 && STOP_AT_END.test(words.at(-1) ?? '')) words.pop();
  return tidySubject(words.join(' '));
}

/** The same subject without a trailing period, capitals lock or excess length. */
function tidied(subject: string, maxLength: number): string {
  let out = tidySubject(
    subject.replace(/^((?:re|fwd?):\s*)+/i, (m) => m.slice(0, m.indexOf(':') + 1) + ' '),
  );
  const words = out.split(' ');
  if (words.length > 1 && out === out.toUpperCase() && /[A-Z]/.test(out)) {
    out = capitalize(words.map((w) => (/\d/.test(w) ? w : w.toLowerCase())).join(' '));
  }
  if (out.length > maxLength) {
    const kept = out
      .slice(0, maxLength + 1)
      .split(' ')
      .slice(0, -1);
    while (kept.length > 1 && STOP_AT_END.test(kept.at(-1) ?? '')) kept.pop();
    out = kept.join(' ').replace(/[,;:]+$/, '');
  }
  return out;
}
