/**
 * structure: the greeting and the sign-off on lines of their own with a blank line around
 * the content, a run of items in one sentence ("we need: the statements, the lease, the
 * summary and the register") set out as a list, and a wall of text broken into paragraphs
 * of a few sentences, each new paragraph starting where the draft turns to a new point
 * ("Also", "Please", …).
 */
import { alternationOf, capitalize, splitSentences } from '../text.js';
import { layoutOf, type Draft } from './draft.js';
import { recordChange, type StepContext } from './step.js';

export async function structure(draft: Draft, ctx: StepContext): Promise<Draft> {
  let body = draft.body;
  for (const fix of [separateGreeting, separateSignOff, spaceAroundContent, makeLists, splitWalls])
    body = fix(body, ctx);
  return { ...draft, body };
}

/**
 * The greeting and the sign-off on lines of their own around the content: the layout a
 * formal email has, which formality asks for even when structure was not asked.
 */
export function emailLayout(draft: Draft, ctx: StepContext): Draft {
  let body = draft.body;
  for (const fix of [separateGreeting, separateSignOff, spaceAroundContent]) body = fix(body, ctx);
  return { ...draft, body };
}

/**
 * "Hi Dana, I wanted to…" → "Hi Dana," and the sentence below it; "Yo Sam!! thanks for…"
 * → "Yo Sam," likewise (the greeting ends at its first comma or exclamation mark).
 */
function separateGreeting(body: string, ctx: StepContext): string {
  const words = alternationOf(ctx.words.greetings);
  const m = new RegExp(
    `^(\\s*(?:${words})\\b[^,!?\\n]{0,40})(?:,|!+)[ \\t]+(\\S[^\\n]*)`,
    'i',
  ).exec(body);
  if (!m) return body;
  const [whole, greeting = '', rest = ''] = m;
  const out = `${greeting.trim()},\n\n${capitalize(rest)}${body.slice(whole.length)}`;
  recordChange(ctx, body, out, 'the greeting goes on its own line');
  return out;
}

/**
 * "…next week. Thanks, Sam" at the end, or "…next week. Thanks,\nSam" → the sign-off and
 * the name on their own lines after a blank line.
 */
function separateSignOff(body: string, ctx: StepContext): string {
  const phrases = alternationOf(ctx.words.signOffs);
  const name = "[A-Z][\\w.'-]*(?:[ \\t]+[A-Z][\\w.'-]*){0,2}";
  const inline = new RegExp(`([.!?])[ \\t]+((?:${phrases})),?[ \\t]+(${name})[ \\t]*$`, 'i');
  const ownLine = new RegExp(`(^|\\n)[ \\t]*((?:${phrases})),[ \\t]+(${name})[ \\t]*$`, 'i');
  const lineEnd = new RegExp(
    `([.!?])[ \\t]+((?:${phrases})),?[ \\t]*\\n[ \\t]*(${name})[ \\t]*$`,
    'i',
  );
  for (const [pattern, joint] of [
    [inline, '$1\n\n'],
    [ownLine, '$1'],
    [lineEnd, '$1\n\n'],
  ] as const) {
    const m = pattern.exec(body);
    if (!m) continue;
    const out = body.slice(0, m.index) + m[0].replace(pattern, `${joint}$2,\n$3`);
    recordChange(ctx, body, out, 'the sign-off and name go on their own lines');
    return out;
  }
  return body;
}

/** A blank line after the greeting and before the sign-off. */
function spaceAroundContent(body: string, ctx: StepContext): string {
  let out = body;
  for (const side of ['signOff', 'greeting'] as const) {
    const lines = out.split('\n');
    const layout = layoutOf(out, ctx.words);
    const at = side === 'signOff' ? (layout.signOff ?? layout.sender) : layout.greeting;
    if (at === undefined || (side === 'signOff' && layout.signOffColumn !== undefined)) continue;
    const blankAt = side === 'signOff' ? at : at + 1;
    if (blankAt <= 0 || blankAt >= lines.length) continue;
    if ((lines[blankAt - 1] ?? '').trim() === '' || (lines[blankAt] ?? '').trim() === '') continue;
    lines.splice(blankAt, 0, '');
    const next = lines.join('\n');
    recordChange(ctx, out, next, 'a blank line sets the greeting and sign-off apart');
    out = next;
  }
  return out;
}

/**
 * "Here is what we need: the statements, the lease, the summary and the register." →
 * the lead-in and one item a line.
 */
function makeLists(body: string, ctx: StepContext): string {
  const {
    list_min_items: min,
    list_max_item_words: maxWords,
    list_bullet: bullet,
  } = ctx.editing.structure;
  let out = body;
  for (const paragraph of body.split(/\n[ \t]*\n/)) {
    if (paragraph.includes('\n')) continue;
    const sentences = splitSentences(paragraph);
    const index = sentences.findIndex((s) => itemsOf(s, min, maxWords) !== undefined);
    const sentence = sentences[index];
    const found = sentence === undefined ? undefined : itemsOf(sentence, min, maxWords);
    if (sentence === undefined || found === undefined) continue;
    const items = found.items.map((item) => bullet + listCase(item, ctx));
    const parts = [
      sentences.slice(0, index).join(' '),
      `${found.lead}:\n${items.join('\n')}`,
      sentences.slice(index + 1).join(' '),
    ].filter((p) => p !== '');
    const next = out.replace(paragraph, parts.join('\n\n'));
    recordChange(ctx, out, next, 'a run of items is easier to read as a list');
    out = next;
  }
  return out;
}

/** The lead-in and items of "Lead: a, b, c and d.", when each item is short. */
function itemsOf(
  sentence: string,
  min: number,
  maxWords: number,
): { lead: string; items: string[] } | undefined {
  const m = /^([^:]{3,140}):[ \t]+([^:;]+?)\.$/.exec(sentence);
  if (!m) return undefined;
  const [, lead = '', list = ''] = m;
  const parts = list.split(/,[ \t]+/);
  const last = parts.pop() ?? '';
  const ending = last.replace(/^(?:and|or)[ \t]+/i, '');
  const split = /^(.+?)[ \t]+(?:and|or)[ \t]+(.+)$/i.exec(ending);
  const items = [
    ...parts,
    ...(ending === last && split ? [split[1] ?? '', split[2] ?? ''] : [ending]),
  ]
    .map((i) => i.trim())
    .filter((i) => i !== '');
  const fits = items.every((i) => {
    const n = i.split(/\s+/).length;
    return n >= 1 && n <= maxWords;
  });
  return items.length >= min && fits ? { lead: lead.trim(), items } : undefined;
}

/** A list item starts with a capital when its first word is an ordinary lowercase word. */
function listCase(item: string, ctx: StepContext): string {
  const first = /^[a-z]+/.exec(item)?.[0];
  return first !== undefined && ctx.speller.isWord(first) ? capitalize(item) : item;
}

/** Paragraphs with too many sentences or words become several, split at new points. */
function splitWalls(body: string, ctx: StepContext): string {
  const { max_sentences: maxSentences, max_words: maxWords } = ctx.data.editor.structure;
  const cues = ctx.data.editor.paragraph_cues;
  // Breaks (offsets into the body where a new paragraph starts), from every long paragraph.
  const breaks: { end: number; start: number }[] = [];
  for (const m of body.matchAll(/[^\n]+/g)) {
    const paragraph = m[0];
    const sentences = splitSentences(paragraph);
    const words = paragraph.split(/\s+/).length;
    if ((sentences.length <= maxSentences && words <= maxWords) || sentences.length < 2) continue;
    let group = 0;
    let cursor = 0;
    let previousEnd = 0;
    sentences.forEach((sentence, i) => {
      const at = paragraph.indexOf(sentence, cursor);
      if (at < 0) return;
      const lower = sentence.toLowerCase();
      const turns = cues.some((c) => lower.startsWith(`${c} `) || lower.startsWith(`${c},`));
      if (i > 0 && (group >= maxSentences || (turns && group >= 2))) {
        breaks.push({ end: m.index + previousEnd, start: m.index + at });
        group = 0;
      }
      group++;
      cursor = at + sentence.length;
      previousEnd = cursor;
    });
  }
  // One change per break, so each shows the two sentences it now separates.
  let out = body;
  let shift = 0;
  for (const b of breaks) {
    const next = `${out.slice(0, b.end + shift)}\n\n${out.slice(b.start + shift)}`;
    recordChange(ctx, out, next, 'a long paragraph reads better in parts');
    shift += 2 - (b.start - b.end);
    out = next;
  }
  return out;
}
