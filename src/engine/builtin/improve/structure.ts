/**
 * structure: the greeting and the sign-off on lines of their own with a blank line around
 * the content, and a wall of text broken into paragraphs of a few sentences, each new
 * paragraph starting where the draft turns to a new point ("Also", "Please", …).
 */
import { escapeRegExp, splitSentences } from '../text.js';
import { layoutOf, type Draft, type Layout } from './draft.js';
import type { StepContext } from './step.js';

export async function structure(draft: Draft, ctx: StepContext): Promise<Draft> {
  let body = draft.body;
  for (const fix of [separateGreeting, separateSignOff, spaceAroundContent, splitWalls])
    body = fix(body, ctx);
  return { ...draft, body };
}

function alternatives(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

/** "Hi Dana, I wanted to…" → "Hi Dana," and the sentence below it. */
function separateGreeting(body: string, ctx: StepContext): string {
  const words = alternatives(ctx.data.tones.greeting_words);
  const m = new RegExp(`^(\\s*(?:${words})\\b[^,\\n]{0,40},)[ \\t]+(\\S[^\\n]*)`, 'i').exec(body);
  if (!m) return body;
  const [whole, greeting = '', rest = ''] = m;
  const replacement = `${greeting.trim()}\n\n${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  ctx.record({
    kind: ctx.kind,
    original: excerpt(whole),
    replacement: excerpt(replacement),
    reason: 'the greeting goes on its own line',
  });
  return replacement + body.slice(whole.length);
}

/** "…next week. Thanks, Sam" at the end → the sign-off and the name on their own lines. */
function separateSignOff(body: string, ctx: StepContext): string {
  const phrases = alternatives(ctx.data.editor.sign_offs);
  const name = "[A-Z][\\w.'-]*(?:[ \\t]+[A-Z][\\w.'-]*){0,2}";
  const inline = new RegExp(`([.!?])[ \\t]+((?:${phrases})),?[ \\t]+(${name})[ \\t]*$`, 'i');
  const ownLine = new RegExp(`(^|\\n)[ \\t]*((?:${phrases})),[ \\t]+(${name})[ \\t]*$`, 'i');
  for (const [pattern, joint] of [
    [inline, '$1\n\n'],
    [ownLine, '$1'],
  ] as const) {
    const m = pattern.exec(body);
    if (!m) continue;
    const replaced = body.slice(0, m.index) + m[0].replace(pattern, `${joint}$2,\n$3`);
    ctx.record({
      kind: ctx.kind,
      original: m[0].trim(),
      replacement: replaced.slice(m.index).trim(),
      reason: 'the sign-off and name go on their own lines',
    });
    return replaced;
  }
  return body;
}

/** A blank line after the greeting and before the sign-off. */
function spaceAroundContent(body: string, ctx: StepContext): string {
  const lines = body.split('\n');
  const layout: Layout = layoutOf(body, ctx.data.tones.greeting_words, ctx.data.editor.sign_offs);
  const blankAt: number[] = [];
  if (
    layout.signOff !== undefined &&
    layout.signOff > 0 &&
    (lines[layout.signOff - 1] ?? '').trim() !== ''
  )
    blankAt.push(layout.signOff);
  if (layout.greeting !== undefined && (lines[layout.greeting + 1] ?? '').trim() !== '')
    blankAt.push(layout.greeting + 1);
  for (const at of blankAt) {
    const pair = `${lines[at - 1] ?? ''}\n${lines[at] ?? ''}`;
    ctx.record({
      kind: ctx.kind,
      original: pair,
      replacement: pair.replace('\n', '\n\n'),
      reason: 'a blank line sets the greeting and sign-off apart',
    });
    lines.splice(at, 0, '');
  }
  return lines.join('\n');
}

/** Paragraphs with too many sentences or words become several, split at new points. */
function splitWalls(body: string, ctx: StepContext): string {
  const { max_sentences: maxSentences, max_words: maxWords } = ctx.data.editor.structure;
  const cues = ctx.data.editor.paragraph_cues;
  const paragraphs = body.split(/\n[ \t]*\n/);
  const out = paragraphs.map((paragraph) => {
    const sentences = splitSentences(paragraph.replace(/\s*\n\s*/g, ' '));
    const words = paragraph.split(/\s+/).length;
    if (
      paragraph.includes('\n') ||
      (sentences.length <= maxSentences && words <= maxWords) ||
      sentences.length < 2
    )
      return paragraph;
    const groups: string[][] = [];
    for (const sentence of sentences) {
      const current = groups.at(-1);
      const turns = cues.some(
        (c) =>
          sentence.toLowerCase().startsWith(`${c} `) || sentence.toLowerCase().startsWith(`${c},`),
      );
      if (current === undefined || current.length >= maxSentences || (turns && current.length >= 2))
        groups.push([sentence]);
      else current.push(sentence);
    }
    const rebuilt = groups.map((g) => g.join(' '));
    ctx.record({
      kind: ctx.kind,
      original: excerpt(paragraph, 12),
      replacement: rebuilt.map((p) => excerpt(p, 6)).join('\n\n'),
      reason: 'a long paragraph reads better in parts',
    });
    return rebuilt.join('\n\n');
  });
  return out.join('\n\n');
}

/** Long structural changes are shown by their first words. */
function excerpt(text: string, words = 12): string {
  const all = text.split(/[ \t]+/);
  return all.length <= words ? text : `${all.slice(0, words).join(' ')} …`;
}
