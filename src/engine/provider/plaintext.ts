/**
 * The streamed reply's format: plain text, `Subject: …` on the first line, a blank line,
 * then the body. Structured output would stream as JSON text, which no client can show as
 * it arrives; plain text can be forwarded piece by piece. The subject line is held back
 * until it is complete (it is not part of the body), and trailing whitespace until more
 * text follows it, so the pieces forwarded join to exactly the final, trimmed body.
 * A reply that breaks the format fails as a bad reply: mid-stream there is no repair.
 */
import type { OnDelta } from '../engine.js';
import { EngineBadReplyError } from './errors.js';

const SUBJECT = /^subject:[ \t]*(.*)$/i;
const SUBJECT_MIN = 3;
const SUBJECT_MAX = 200;
/** A first line longer than this without a line break cannot be a subject line. */
const HEAD_LIMIT = 1000;

export interface PlainTextEmail {
  /** Feeds the next piece of text the model wrote. Throws as soon as the format is broken. */
  push(text: string): void;
  /** The email once the reply has ended; throws when it is not a usable email. */
  finish(): { subject: string; content: string };
  /** Everything received so far, for counting tokens when the provider reported none. */
  readonly received: string;
}

export function readPlainTextEmail(engine: string, onBody: OnDelta): PlainTextEmail {
  let received = '';
  let head = '';
  let subject: string | undefined;
  let started = false;
  let held = '';
  let content = '';

  const bad = (problem: string) =>
    new EngineBadReplyError(engine, `${engine} did not reply with a usable email: ${problem}`);

  const body = (text: string) => {
    const rest = started ? text : text.replace(/^\s+/, '');
    if (rest === '') return;
    started = true;
    const combined = held + rest;
    const end = combined.length - (/\s*$/.exec(combined)?.[0].length ?? 0);
    held = combined.slice(end);
    if (end === 0) return;
    const piece = combined.slice(0, end);
    content += piece;
    onBody(piece);
  };

  return {
    push(text) {
      received += text;
      if (subject !== undefined) return body(text);
      head = (head + text).replace(/^\s+/, '');
      const newline = head.indexOf('\n');
      if (newline < 0) {
        if (head.length > HEAD_LIMIT) throw bad('the first line is not a "Subject:" line.');
        return;
      }
      const match = SUBJECT.exec(head.slice(0, newline).trim());
      if (!match) throw bad('the reply does not start with a "Subject:" line.');
      const line = (match[1] ?? '').trim();
      if (line.length < SUBJECT_MIN || line.length > SUBJECT_MAX)
        throw bad(`the subject must be ${SUBJECT_MIN} to ${SUBJECT_MAX} characters.`);
      subject = line;
      body(head.slice(newline + 1));
    },
    finish() {
      if (subject === undefined) throw bad('the reply has no subject line followed by a body.');
      if (content === '') throw bad('the body is empty.');
      return { subject, content };
    },
    get received() {
      return received;
    },
  };
}
