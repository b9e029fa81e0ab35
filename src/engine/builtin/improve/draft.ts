/**
 * A draft as the editor sees it: an optional subject line and a body, and the places in
 * the body where a greeting, the content and a sign-off sit.
 */
import { findGreeting, findSignOff } from '../write/salutation.js';
import { alternationOf, capitalize, patternOf } from '../text.js';

export interface Draft {
  subject?: string;
  body: string;
}

const SUBJECT_LINE = /^\s*subject\s*:[ \t]*(.*)\r?\n?/i;

/** Splits off a leading `Subject: …` line; the body is the rest. */
export function parseDraft(content: string): Draft {
  const normalized = content.replace(/\r\n?/g, '\n');
  const match = SUBJECT_LINE.exec(normalized);
  if (!match) return { body: normalized.trim() };
  return { subject: (match[1] ?? '').trim(), body: normalized.slice(match[0].length).trim() };
}

export interface Layout {
  /** Line index of the greeting, if the draft has one on a line of its own. */
  greeting?: number;
  /** The greeting is a name alone ("Ms. Ortiz,", "Team,"), with no greeting word. */
  bareGreeting?: boolean;
  /** Where the text after a greeting sharing its line starts ("Hi all, quick update…"). */
  inlineGreetingEnd?: number;
  /** Line index of the sign-off ("Best regards,"), if any. */
  signOff?: number;
  /** Where the sign-off starts when it ends a line of text ("…attend. Thanks,\nGloria"). */
  signOffColumn?: number;
  /** Line index of a sender's name that ends the draft with no sign-off before it. */
  sender?: number;
}

/** The greeting words and sign-off phrases a draft may use. */
export interface SalutationWords {
  greetings: readonly string[];
  signOffs: readonly string[];
}

/** "Ms. Ortiz," or "Team," alone on the first line. */
const BARE_GREETING = /^(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’.-]*){0,2},$/;
/** A name alone on the last line: capitalized words, or one word as typed ("sam"). */
const SENDER = /^(?:[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){0,3}|[a-z]{2,12})$/;

export function layoutOf(body: string, words: SalutationWords): Layout {
  const lines = body.split('\n');
  const greeting = findGreeting(lines, words.greetings);
  const signOff = findSignOff(lines, words.signOffs);
  const alternatives = alternationOf(words.greetings);
  const inline = patternOf(
    `^\\s*(?:${alternatives})\\b[^,!?\\n]{0,40}(?:,|!+)[ \\t]+(?=\\S)`,
    'i',
  ).exec(body);
  const first = lines.findIndex((l) => l.trim() !== '');
  const bare =
    greeting === undefined &&
    inline === null &&
    first >= 0 &&
    BARE_GREETING.test((lines[first] ?? '').trim()) &&
    lines.slice(first + 1).some((l) => l.trim() !== '');
  const inlineSignOff = signOff === undefined ? signOffAtLineEnd(lines, words) : undefined;
  const sender =
    signOff === undefined && inlineSignOff === undefined ? senderLine(lines) : undefined;
  return {
    ...(greeting !== undefined && { greeting: greeting.line }),
    ...(bare && { greeting: first, bareGreeting: true }),
    ...(greeting === undefined && inline !== null && { inlineGreetingEnd: inline[0].length }),
    ...(signOff !== undefined && { signOff: signOff.line }),
    ...(inlineSignOff !== undefined && {
      signOff: inlineSignOff.line,
      signOffColumn: inlineSignOff.column,
    }),
    ...(sender !== undefined && { sender }),
  };
}

/** "…cannot attend. Thanks," over a last line that is a name alone. */
function signOffAtLineEnd(
  lines: readonly string[],
  words: SalutationWords,
): { line: number; column: number } | undefined {
  const last = lines.length - 1;
  if (last < 1 || !SENDER.test((lines[last] ?? '').trim())) return undefined;
  const phrases = alternationOf(words.signOffs);
  const m = patternOf(`([.!?]["')\\]]?[ \\t]+)(?:${phrases}),[ \\t]*$`, 'i').exec(
    lines[last - 1] ?? '',
  );
  return m === null ? undefined : { line: last - 1, column: m.index + (m[1] ?? '').length };
}

/** The last line, when it is a name alone after a blank line ("…next week.\n\nSam"). */
function senderLine(lines: readonly string[]): number | undefined {
  const last = lines.length - 1;
  const line = (lines[last] ?? '').trim();
  if (last < 2 || (lines[last - 1] ?? '').trim() !== '' || !SENDER.test(line)) return undefined;
  return last;
}

/** The offset at which line `index` starts. */
export function lineOffset(lines: readonly string[], index: number): number {
  return lines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0);
}

/** The body between the greeting and the sign-off: what the draft actually says. */
export function contentOf(body: string, layout: Layout): string {
  const lines = body.split('\n');
  const from = layout.greeting === undefined ? 0 : layout.greeting + 1;
  const to = layout.signOff ?? layout.sender ?? lines.length;
  const partial =
    layout.signOff !== undefined && layout.signOffColumn !== undefined
      ? (lines[layout.signOff] ?? '').slice(0, layout.signOffColumn)
      : '';
  return [...lines.slice(from, to), partial].join('\n').trim();
}

/**
 * Inserts a paragraph where the content ends: before the sign-off, or before a closing
 * line such as "Thanks," standing alone, or at the very end.
 */
export function insertBeforeSignOff(body: string, layout: Layout, paragraph: string): string {
  const lines = body.split('\n');
  const at = layout.signOff ?? layout.sender ?? lines.length;
  const column = layout.signOffColumn ?? 0;
  const line = lines[at] ?? '';
  const before = [...lines.slice(0, at), line.slice(0, column)].join('\n').trimEnd();
  const after = [line.slice(column), ...lines.slice(at + 1)].join('\n').trim();
  return [before, paragraph, after].filter((p) => p !== '').join('\n\n');
}

/**
 * Inserts an opening line (a pleasantry) as its own paragraph after the greeting, or into
 * the greeting's line when the draft runs on after "Hi all, …".
 */
export function insertAfterGreeting(body: string, layout: Layout, sentence: string): string {
  const inline = layout.inlineGreetingEnd;
  if (inline !== undefined) {
    return `${body.slice(0, inline)}${sentence} ${capitalize(body.slice(inline))}`;
  }
  if (layout.greeting === undefined) return `${sentence}\n\n${body}`;
  const lines = body.split('\n');
  const before = lines.slice(0, layout.greeting + 1).join('\n');
  const after = lines
    .slice(layout.greeting + 1)
    .join('\n')
    .trim();
  return [before, sentence, after].filter((p) => p !== '').join('\n\n');
}
