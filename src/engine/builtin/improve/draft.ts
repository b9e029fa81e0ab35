/**
 * A draft as the editor sees it: an optional subject line and a body, and the places in
 * the body where a greeting, the content and a sign-off sit.
 */
import { findGreeting, findSignOff } from '../salutation.js';
import { capitalize, escapeRegExp } from '../text.js';

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
  /** Where the text after a greeting sharing its line starts ("Hi all, quick update…"). */
  inlineGreetingEnd?: number;
  /** Line index of the sign-off ("Best regards,"), if any. */
  signOff?: number;
}

export function layoutOf(
  body: string,
  greetingWords: readonly string[],
  signOffs: readonly string[],
): Layout {
  const lines = body.split('\n');
  const greeting = findGreeting(lines, greetingWords);
  const signOff = findSignOff(lines, signOffs);
  const words = [...greetingWords]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const inline = new RegExp(`^\\s*(?:${words})\\b[^,\\n]{0,40},[ \\t]+(?=\\S)`, 'i').exec(body);
  return {
    ...(greeting !== undefined && { greeting: greeting.line }),
    ...(greeting === undefined && inline !== null && { inlineGreetingEnd: inline[0].length }),
    ...(signOff !== undefined && { signOff: signOff.line }),
  };
}

/** The offset at which line `index` starts. */
export function lineOffset(lines: readonly string[], index: number): number {
  return lines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0);
}

/** The body between the greeting and the sign-off: what the draft actually says. */
export function contentOf(body: string, layout: Layout): string {
  const lines = body.split('\n');
  const from = layout.greeting === undefined ? 0 : layout.greeting + 1;
  const to = layout.signOff ?? lines.length;
  return lines.slice(from, to).join('\n').trim();
}

/**
 * Inserts a paragraph where the content ends: before the sign-off, or before a closing
 * line such as "Thanks," standing alone, or at the very end.
 */
export function insertBeforeSignOff(body: string, layout: Layout, paragraph: string): string {
  const lines = body.split('\n');
  const at = layout.signOff ?? lines.length;
  const before = lines.slice(0, at).join('\n').trimEnd();
  const after = lines.slice(at).join('\n').trim();
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
