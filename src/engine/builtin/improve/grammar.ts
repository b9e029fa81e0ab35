/**
 * grammar: repeated words ("the the"), a/an before the sound that follows ("a hour" →
 * "an hour"), a lowercase "i", sentences starting in lowercase, doubled spaces, a space
 * before punctuation and a missing one after a comma. Repeated words and articles come
 * from retext-repeated-words and retext-indefinite-article.
 */
import type { Draft } from './draft.js';
import { applyEdits, caseFor, startsSentence, type Edit } from './edits.js';
import { endsWithAbbreviation, escapeRegExp } from '../text.js';
import { onEachPart, type StepContext } from './step.js';

export async function grammar(draft: Draft, ctx: StepContext): Promise<Draft> {
  return onEachPart(draft, async (text) => {
    // Repeated words first: "teh the" fixed by spelling is "the the" only now.
    const words = applyEdits(text, await wordEdits(text, ctx), ctx.kind, ctx.record);
    return applyEdits(
      words,
      [...spacingAndCaseEdits(words), ...greetingNameEdits(words, ctx)],
      ctx.kind,
      ctx.record,
    );
  });
}

async function wordEdits(text: string, ctx: StepContext): Promise<Edit[]> {
  const repeated = (await ctx.tools.repeatedWords(text)).map((f) => ({
    start: f.start,
    end: f.end,
    replacement: f.expected[0] ?? f.actual.split(/\s+/)[0] ?? f.actual,
    reason: `"${f.expected[0] ?? f.actual}" is repeated`,
  }));
  const articles = (await ctx.tools.articles(text)).flatMap((f) => {
    const expected = f.expected[0];
    if (expected === undefined) return [];
    const next = /^\s*([\w'’-]+)/.exec(text.slice(f.end))?.[1] ?? '';
    return [
      {
        start: f.start,
        end: f.end,
        replacement: caseFor(text, f.start, f.actual, expected.toLowerCase()),
        reason: `"${expected.toLowerCase()}" goes before "${next}"`,
        shown: {
          original: `${f.actual} ${next}`,
          replacement: `${caseFor(text, f.start, f.actual, expected.toLowerCase())} ${next}`,
        },
      },
    ];
  });
  return [...repeated, ...articles];
}

/** Fixed-form fixes: the pattern's whole match is replaced. */
const PATTERN_FIXES: readonly { pattern: RegExp; replacement: string; reason: string }[] = [
  // "i" alone or in "i'm", "i'll"; not "i.e.".
  {
    pattern: /(?<![\w'’.-])i(?=(?:['’](?:m|d|ll|ve))?(?![\w'’-])(?!\.e\.))/g,
    replacement: 'I',
    reason: '"I" is always capitalized',
  },
  { pattern: /(?<=\S)[ \t]{2,}(?=\S)/g, replacement: ' ', reason: 'one space between words' },
  {
    pattern: /(?<=\w)[ \t]+(?=[,.;:!?](?:\s|$))/g,
    replacement: '',
    reason: 'no space before punctuation',
  },
  { pattern: /(?<=[a-z]),(?=[A-Za-z])/g, replacement: ', ', reason: 'a space after a comma' },
];

function spacingAndCaseEdits(text: string): Edit[] {
  const edits: Edit[] = PATTERN_FIXES.flatMap(({ pattern, replacement, reason }) =>
    [...text.matchAll(pattern)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      replacement,
      reason,
    })),
  );
  for (const m of text.matchAll(/(?<![\w'’@./-])[a-z][\w'’-]*/g)) {
    if (!opensSentence(text, m.index)) continue;
    const word = m[0];
    edits.push({
      start: m.index,
      end: m.index + word.length,
      replacement: word.charAt(0).toUpperCase() + word.slice(1),
      reason: 'a sentence starts with a capital letter',
    });
  }
  return edits;
}

/** Greetings that address a group, not a name: "hi team," stays lowercase. */
const GROUP_WORDS = new Set([
  'team',
  'all',
  'everyone',
  'there',
  'folks',
  'friends',
  'both',
  'sir',
  'madam',
  'guys',
]);

/** "hi dana," → "Hi Dana,": a name after the opening greeting word, up to its comma. */
function greetingNameEdits(text: string, ctx: StepContext): Edit[] {
  const words = [...ctx.data.tones.greeting_words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const m = new RegExp(`^(\\s*(?:${words})\\s+)([^,\\n]{1,40}),`, 'i').exec(text);
  const name = m?.[2];
  if (m === null || name === undefined || name.split(/\s+/).length > 3) return [];
  const nameStart = (m[1] ?? '').length;
  return [...name.matchAll(/\b[a-z][a-z'’-]*/g)]
    .filter((m) => !GROUP_WORDS.has(m[0]))
    .map((m) => ({
      start: nameStart + m.index,
      end: nameStart + m.index + m[0].length,
      replacement: m[0].charAt(0).toUpperCase() + m[0].slice(1),
      reason: 'a name is capitalized',
    }));
}

/**
 * A word opens a sentence after . ! or ? and a space, at the start of the text, or at the
 * start of a line that follows a blank line or a line ending in punctuation (a wrapped
 * line continues its sentence).
 */
function opensSentence(text: string, offset: number): boolean {
  const before = text.slice(0, offset);
  if (/(?:^|[.!?]["')\]]?[ \t]+)$/.test(before) && !endsWithAbbreviation(before)) {
    return startsSentence(text, offset) || before.trim() === '';
  }
  if (!/\n[ \t]*$/.test(before)) return false;
  const previousLine =
    before
      .replace(/\n[ \t]*$/, '')
      .split('\n')
      .at(-1) ?? '';
  return previousLine.trim() === '' || /[.!?:,]["')\]]?\s*$/.test(previousLine);
}
