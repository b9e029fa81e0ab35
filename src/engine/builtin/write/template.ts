/**
 * Writes from a catalog template already rendered with the caller's variables: the
 * template's subject and body are the email; its greeting and sign-off are swapped for the
 * tone's own (keeping or filling in the names), and the caller's context and notes are
 * woven in as a paragraph when they say something the template does not.
 */
import type { GenerateInput, RenderedTemplate, WrittenEmail } from '../../engine.js';
import { RECIPIENT_PLACEHOLDER, sceneOf, type Scene, type WriterDeps } from '../plan/scene.js';
import { greetingLine, introSentences, signOff } from './sentences.js';
import { noteSentences } from './notes.js';
import { subjectFor } from './headline.js';
import { findGreeting, findSignOff, greetingLevel } from './salutation.js';
import { capitalize, tidy } from '../text.js';

/** Share of the caller's words the template must already contain for the context to add nothing. */
const COVERED = 0.6;

export function adaptTemplate(
  input: GenerateInput,
  template: RenderedTemplate,
  deps: WriterDeps,
): WrittenEmail {
  const scene = sceneOf(input, deps);
  const lines = leftoverVariables(template.body).split('\n');
  swapGreeting(scene, lines);
  swapSignOff(scene, lines);
  const body = weave(scene, lines.join('\n'));
  const subject = leftoverVariables(template.subject).trim() || subjectFor(scene);
  return { subject, content: tidy(body), tone: input.tone };
}

/** A `{{variable}}` the renderer left in place becomes a placeholder: `[Due Date]`. */
function leftoverVariables(text: string): string {
  return text.replace(
    /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g,
    (_, name: string) => `[${name.split('_').filter(Boolean).map(capitalize).join(' ')}]`,
  );
}

/** The tone's greeting, unless the template's already fits the tone; the caller's name either way. */
function swapGreeting(scene: Scene, lines: string[]): void {
  const { tones } = scene.deps.data;
  const found = findGreeting(lines, tones.greeting_words);
  if (found === undefined) return;
  const name =
    scene.input.recipientName !== undefined
      ? scene.recipientName
      : found.name || RECIPIENT_PLACEHOLDER;
  const line = lines[found.line] ?? '';
  const word = line.trim().split(/[\s,]+/)[0] ?? '';
  const level = greetingLevel(scene.tone, scene.recipient.data.formality_shift);
  lines[found.line] = tones.greeting_fits[level].includes(word.toLowerCase())
    ? `${word} ${name},`
    : greetingLine(scene, name);
}

/** The tone's sign-off, unless the template's is one of the tone's own; the caller's name. */
function swapSignOff(scene: Scene, lines: string[]): void {
  const found = findSignOff(lines, scene.deps.data.editor.sign_offs);
  if (found === undefined) return;
  const current = (lines[found.line] ?? '').trim();
  const own = scene.tone.sign_offs.some((s) => s.toLowerCase() === current.toLowerCase());
  const named = scene.input.senderName !== undefined || found.after.length === 0;
  const rest = named ? [scene.senderName, ...found.after.slice(1)] : found.after;
  lines.splice(found.line, lines.length - found.line, own ? current : signOff(scene), ...rest);
}

/** Adds the context and notes after the template's first paragraph when they add facts. */
function weave(scene: Scene, body: string): string {
  const extra = [scene.input.context, scene.input.additionalNotes ?? ''].join(' ');
  if (extra.trim() === '' || coverage(extra, body) >= COVERED) return body;
  const sentences = [
    ...(scene.input.context.trim() === '' ? [] : introSentences(scene, false)),
    ...noteSentences(scene),
  ];
  if (sentences.length === 0) return body;
  const paragraphs = body.split(/\n\s*\n/);
  const at = findGreeting(paragraphs, scene.deps.data.tones.greeting_words) === undefined ? 0 : 1;
  paragraphs.splice(at, 0, sentences.join(' '));
  return paragraphs.join('\n\n');
}

/** The share of the caller's content words (four letters or more) the body already has. */
function coverage(extra: string, body: string): number {
  const words = new Set(extra.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]{3,}/gu) ?? []);
  if (words.size === 0) return 1;
  const text = body.toLowerCase();
  return [...words].filter((w) => text.includes(w)).length / words.size;
}
