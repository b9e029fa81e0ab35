/**
 * grammar: repeated words ("the the"), a/an before the sound that follows ("a hour" →
 * "an hour"), subject–verb agreement ("we needs", "the report are"), a lowercase "i",
 * sentences, names, days and months starting in lowercase, doubled spaces and
 * punctuation, a space before punctuation and a missing one after a comma or a period.
 * Repeated words and articles come from retext-repeated-words and
 * retext-indefinite-article; the agreement tables from content/improve/editing.yaml.
 */
import type { Draft } from './draft.js';
import { applyEdits, asFix, caseFor, startsSentence, type Edit } from './edits.js';
import {
  alternationOf,
  capitalize,
  endsWithAbbreviation,
  escapeRegExp,
  patternOf,
} from '../text.js';
import { onEachPart, type StepContext } from './step.js';

export async function grammar(draft: Draft, ctx: StepContext): Promise<Draft> {
  return onEachPart(draft, async (text) => {
    // Repeated words first: "teh the" fixed by spelling is "the the" only now.
    const words = applyEdits(text, await wordEdits(text, ctx), ctx.kind, ctx.record);
    const spaced = applyEdits(
      words,
      asFix('spacing', spacingEdits(words, ctx)),
      ctx.kind,
      ctx.record,
    );
    const agreed = applyEdits(
      spaced,
      [
        ...asFix('sound_alike', confusionEdits(spaced, ctx)),
        ...asFix('agreement', agreementEdits(spaced, ctx)),
      ],
      ctx.kind,
      ctx.record,
    );
    return applyEdits(
      agreed,
      asFix('capital', [...caseEdits(agreed, ctx), ...greetingNameEdits(agreed, ctx)]),
      ctx.kind,
      ctx.record,
    );
  });
}

async function wordEdits(text: string, ctx: StepContext): Promise<Edit[]> {
  const repeated = (await ctx.tools.repeatedWords(text)).map((f) => {
    const first = f.actual.split(/\s+/)[0] ?? f.actual;
    return {
      start: f.start,
      end: f.end,
      replacement: first,
      reason: `"${first.toLowerCase()}" was written twice`,
    };
  });
  const articles = (await ctx.tools.articles(text)).flatMap((f) => {
    const expected = f.expected[0];
    if (expected === undefined) return [];
    const next = /^\s*([\w'’-]+)/.exec(text.slice(f.end))?.[1] ?? '';
    const replacement = caseFor(text, f.start, f.actual, expected.toLowerCase());
    return [
      {
        start: f.start,
        end: f.end,
        replacement,
        reason: `"${next}" takes "${expected.toLowerCase()}", not "${f.actual.toLowerCase()}"`,
        shown: { original: `${f.actual} ${next}`, replacement: `${replacement} ${next}` },
      },
    ];
  });
  return [...asFix('doubled_word', repeated), ...asFix('article', articles)];
}

/** Fixed-form fixes: the pattern's whole match is replaced. */
const SPACING: readonly { pattern: RegExp; replacement: string; reason: string }[] = [
  { pattern: /(?<=\S)[ \t]{2,}(?=\S)/g, replacement: ' ', reason: 'one space between words' },
  {
    pattern: /(?<=[\w)"'’])[ \t]+(?=[,.;:!?](?:\s|$))/g,
    replacement: '',
    reason: 'no space before punctuation',
  },
  { pattern: /(?<=[a-z]),(?=[A-Za-z])/g, replacement: ', ', reason: 'a space after a comma' },
];

export function spacingEdits(text: string, ctx: StepContext): Edit[] {
  const edits: Edit[] = SPACING.flatMap(({ pattern, replacement, reason }) =>
    [...text.matchAll(pattern)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      replacement,
      reason,
    })),
  );
  // "??", "!!!", ",,", ".." (not an ellipsis): one mark says it.
  for (const m of text.matchAll(/[?!]{2,}|,{2,}|;{2,}|(?<!\.)\.\.(?!\.)/g)) {
    const mark = m[0].includes('?') ? '?' : (m[0].charAt(0) ?? '.');
    edits.push({
      start: m.index,
      end: m.index + m[0].length,
      replacement: mark,
      reason: 'one punctuation mark is enough',
    });
  }
  // "done.we moved" → "done. We moved": a sentence run into the next.
  for (const m of text.matchAll(runOnPattern(ctx.editing.grammar.sentence_starters))) {
    edits.push({
      start: m.index + 1,
      end: m.index + 1,
      replacement: ' ',
      reason: 'a new sentence starts after a space',
    });
  }
  return edits;
}

/*
 * The patterns below are built from the editing tables, which are read once: each is built
 * on first use and kept with its table, not joined and looked up again on every call.
 */

/** A full stop run into the next sentence ("done.we moved"), for the table's starters. */
function runOnPattern(starters: readonly string[]): RegExp {
  return keptFor(RUN_ON, starters, () =>
    patternOf(
      `(?<=[a-z]{2}[)"'’]?)\\.(?=(?:(?:${starters.map(escapeRegExp).join('|')})|[A-Z][a-z]+)(?![\\w'’./@-]))`,
      'gi',
    ),
  );
}

/** Each confusion of the table with its pattern, in the table's order. */
function confusionPatterns(
  confusions: readonly Confusion[],
): readonly (readonly [Confusion, RegExp])[] {
  return keptFor(CONFUSIONS, confusions, () =>
    confusions.map(
      (c) => [c, patternOf(`(?<![\\w'’-])${escapeRegExp(c.from)}(?![\\w'’-])`, 'gi')] as const,
    ),
  );
}

/** The pronoun–verb pattern of an agreement table. */
function pronounPattern(agreement: object): RegExp {
  return keptFor(PRONOUNS, agreement, () =>
    patternOf(
      `(?<![\\w'’-])(${Object.keys(agreement).map(escapeRegExp).join('|')})([ \\t]+)([a-z]+(?:n['’]t)?)(?![\\w'’-])`,
      'gi',
    ),
  );
}

/** The determiner–noun–verb pattern of a determiner list and its verb table. */
function nounVerbPattern(determiners: readonly string[], verbs: object): RegExp {
  const byVerbs = keptFor(NOUN_VERBS, determiners, () => new WeakMap<object, RegExp>());
  return keptFor(byVerbs, verbs, () =>
    patternOf(
      `(?<![\\w'’-])(?:${determiners.map(escapeRegExp).join('|')})[ \\t]+([a-z]+)[ \\t]+(${Object.keys(
        verbs,
      )
        .map(escapeRegExp)
        .join('|')
        .replace(/'/g, "['’]")})(?![\\w'’-])`,
      'gi',
    ),
  );
}

/** Day and month names of the lexicon, but those that are also common words. */
function properPattern(proper: readonly string[], ambiguous: readonly string[]): RegExp {
  const byAmbiguous = keptFor(PROPER, proper, () => new WeakMap<object, RegExp>());
  return keptFor(byAmbiguous, ambiguous, () => {
    const common = new Set(ambiguous);
    const names = proper.filter((w) => !common.has(w));
    return patternOf(`(?<![\\w'’@./-])(?:${names.join('|')})(?![\\w'’-])`, 'g');
  });
}

function keptFor<K extends object, V>(kept: WeakMap<K, V>, key: K, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}

interface Confusion {
  from: string;
  to: string;
}

const RUN_ON = new WeakMap<readonly string[], RegExp>();
const CONFUSIONS = new WeakMap<readonly Confusion[], readonly (readonly [Confusion, RegExp])[]>();
const PRONOUNS = new WeakMap<object, RegExp>();
const NOUN_VERBS = new WeakMap<readonly string[], WeakMap<object, RegExp>>();
const PROPER = new WeakMap<readonly string[], WeakMap<object, RegExp>>();

/** "their going" → "they're going", "could of" → "could have", "alot" → "a lot". */
function confusionEdits(text: string, ctx: StepContext): Edit[] {
  return confusionPatterns(ctx.editing.grammar.confusions).flatMap(([{ from, to }, pattern]) =>
    [...text.matchAll(pattern)].map((m) => {
      const replacement = /^[A-Z]/.test(m[0]) ? capitalize(to) : to;
      const word = from.split(' ')[0] ?? from;
      return {
        start: m.index,
        end: m.index + m[0].length,
        replacement,
        reason: `"${word}" is mixed up with a word that sounds the same`,
      };
    }),
  );
}

const PLURAL = new Set(['i', 'we', 'you', 'they']);

/** "we needs" → "we need", "i is" → "I am", "the report are" → "the report is". */
function agreementEdits(text: string, ctx: StepContext): Edit[] {
  const g = ctx.editing.grammar;
  const edits: Edit[] = [];
  for (const m of text.matchAll(pronounPattern(g.agreement))) {
    const [whole, pronoun = '', space = '', verb = ''] = m;
    const subject = pronoun.toLowerCase();
    const written = verb.toLowerCase().replace(/’/g, "'");
    const to =
      g.agreement[subject]?.[written] ?? (PLURAL.has(subject) ? g.s_forms[written] : undefined);
    if (to === undefined || !/^[a-z']+$/.test(verb.replace(/’/g, "'"))) continue;
    const before = previousWord(text, m.index);
    if (g.agreement_guards.includes(before)) continue;
    if (written === 'were' && g.subjunctive_guards.includes(before)) continue;
    if (g.object_pronouns.includes(subject) && !opensClause(text, m.index, g.clause_openers))
      continue;
    const who = subject === 'i' ? 'I' : pronoun;
    edits.push({
      start: m.index,
      end: m.index + whole.length,
      replacement: `${who}${space}${to}`,
      reason: `"${subject === 'i' ? 'I' : subject}" takes "${to}", not "${written}"`,
    });
  }
  edits.push(
    ...nounAgreement(text, g.singular_determiners, g.singular_verbs, ctx, isSingularNoun),
    ...nounAgreement(text, g.plural_determiners, g.plural_verbs, ctx, isPluralNoun),
  );
  return edits;
}

function nounAgreement(
  text: string,
  determiners: readonly string[],
  verbs: Readonly<Record<string, string>>,
  ctx: StepContext,
  fits: (noun: string, ctx: StepContext) => boolean,
): Edit[] {
  const g = ctx.editing.grammar;
  const edits: Edit[] = [];
  for (const m of text.matchAll(nounVerbPattern(determiners, verbs))) {
    const [whole, noun = '', verb = ''] = m;
    const to = verbs[verb.toLowerCase().replace(/’/g, "'")];
    if (to === undefined || !fits(noun, ctx)) continue;
    if (g.noun_agreement_blocked_after.includes(previousWord(text, m.index))) continue;
    const at = m.index + whole.length - verb.length;
    edits.push({
      start: at,
      end: at + verb.length,
      replacement: to,
      reason: `"${noun}" takes "${to}", not "${verb.toLowerCase()}"`,
      shown: { original: whole, replacement: whole.slice(0, whole.length - verb.length) + to },
    });
  }
  return edits;
}

function isSingularNoun(noun: string, ctx: StepContext): boolean {
  const g = ctx.editing.grammar;
  return (
    (!noun.endsWith('s') || noun.endsWith('ss')) &&
    !noun.endsWith('ing') &&
    !g.not_singular.includes(noun) &&
    ctx.speller.isWord(noun)
  );
}

function isPluralNoun(noun: string, ctx: StepContext): boolean {
  return /[^su]s$/.test(noun) && !/(?:ss|is)$/.test(noun) && ctx.speller.isWord(noun);
}

/** The word before `offset`, lowercased; '' after punctuation or at the start. */
function previousWord(text: string, offset: number): string {
  const m = /([A-Za-z']+)[ \t]+$/.exec(text.slice(Math.max(0, offset - 30), offset));
  return m?.[1]?.toLowerCase() ?? '';
}

/** Whether a clause starts at `offset`: after sentence or clause punctuation, or an opener. */
function opensClause(text: string, offset: number, openers: readonly string[]): boolean {
  const before = text.slice(Math.max(0, offset - 30), offset);
  return /(?:^|[.!?,;:]["')\]]?\s+|\n\s*)$/.test(before) || offset === 0
    ? true
    : openers.includes(previousWord(text, offset));
}

export function caseEdits(text: string, ctx: StepContext): Edit[] {
  const edits: Edit[] = [];
  // "i" alone or in "i'm", "i'll"; not "i.e.".
  for (const m of text.matchAll(/(?<![\w'’.-])i(?=(?:['’](?:m|d|ll|ve))?(?![\w'’-])(?!\.e\.))/g)) {
    edits.push({
      start: m.index,
      end: m.index + 1,
      replacement: 'I',
      reason: '"I" is always capitalized',
      shown: { original: wordAt(text, m.index), replacement: capitalize(wordAt(text, m.index)) },
    });
  }
  const lines = text.split('\n');
  const sender = lines.length - 1;
  const senderStart = text.length - (lines[sender]?.length ?? 0);
  const afterSignOff = /,\s*$/.test(lines.slice(0, sender).join('\n').trimEnd());
  for (const m of text.matchAll(/(?<![\w'’@./-])[a-z][\w'’-]*/g)) {
    if (!opensSentence(text, m.index)) continue;
    const name = sender > 0 && m.index >= senderStart && afterSignOff;
    edits.push({
      start: m.index,
      end: m.index + m[0].length,
      replacement: capitalize(m[0]),
      reason: name ? 'a name is capitalized' : 'a sentence starts with a capital letter',
    });
  }
  const days = properPattern(ctx.lang.lexicon.proper_words, ctx.editing.grammar.ambiguous_proper);
  for (const m of text.matchAll(days)) {
    edits.push({
      start: m.index,
      end: m.index + m[0].length,
      replacement: capitalize(m[0]),
      reason: 'days and months are capitalized',
    });
  }
  return edits;
}

function wordAt(text: string, offset: number): string {
  return /^[\w'’]+/.exec(text.slice(offset))?.[0] ?? '';
}

/** "hi dana," → "Hi Dana,": a name after the opening greeting word, up to its comma. */
function greetingNameEdits(text: string, ctx: StepContext): Edit[] {
  const words = alternationOf(ctx.words.greetings);
  const m = patternOf(`^(\\s*(?:${words})\\s+)([^,\\n]{1,40}),`, 'i').exec(text);
  const name = m?.[2];
  if (m === null || name === undefined || name.split(/\s+/).length > 3) return [];
  const nameStart = (m[1] ?? '').length;
  const groups = new Set(ctx.editing.greetings.group_names);
  return [...name.matchAll(/\b[a-z][a-z'’-]*/g)]
    .filter((w) => !groups.has(w[0]))
    .map((w) => ({
      start: nameStart + w.index,
      end: nameStart + w.index + w[0].length,
      replacement: capitalize(w[0]),
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
  if (afterSentenceEnd(before) && !endsWithAbbreviation(before)) {
    return startsSentence(text, offset) || before.trim() === '';
  }
  const blank = blankTail(before);
  if (before[blank - 1] !== '\n') return false;
  const upToLine = before.slice(0, blank - 1);
  const previousLine = upToLine.slice(upToLine.lastIndexOf('\n') + 1);
  return previousLine.trim() === '' || /[.!?:,]["')\]]?\s*$/.test(previousLine);
}

/*
 * The checks below read only the end of the text before a word: caseEdits asks for every
 * word of a draft, and a pattern anchored at the end is still tried from each place of
 * the text, which made a long draft's checks grow with the square of its length.
 */

/** Where the spaces and tabs that end `text` start (its length when there are none). */
function blankTail(text: string): number {
  let at = text.length;
  while (at > 0 && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  return at;
}

/**
 * Whether `before` is empty or ends with a sentence's end and a space ("Done. ", "done!)
 * "): /(?:^|[.!?]["')\]]?[ \t]+)$/, tested on the two characters before the final spaces.
 */
function afterSentenceEnd(before: string): boolean {
  if (before === '') return true;
  const blank = blankTail(before);
  if (blank === before.length) return false;
  return /[.!?]["')\]]?$/.test(before.slice(Math.max(0, blank - 2), blank));
}
