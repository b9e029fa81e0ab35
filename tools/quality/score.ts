/**
 * Scores written emails the way the quality harness and its tests read them: spelling
 * (nspell with dictionary-en; words the caller wrote are exempt), the retext checks
 * (repeated words, a/an), leftovers, every fact of the input kept, greeting first and
 * sign-off last, the subject, Flesch reading ease inside the tone's band, the length band,
 * and — across a set — tones that read differently and bodies that never repeat.
 */
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { retext } from 'retext';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import type { GenerateInput, Length, WrittenEmail } from '../../src/engine/engine.js';
import { factsOf, keeps } from './facts.js';
import { fleschReadingEase, words } from './readability.js';

export type CheckName =
  | 'spelling'
  | 'repeated'
  | 'article'
  | 'leftover'
  | 'fact'
  | 'structure'
  | 'subject'
  | 'wording'
  | 'readability'
  | 'length'
  | 'distinct';

export const CHECKS: readonly CheckName[] = [
  'spelling',
  'repeated',
  'article',
  'leftover',
  'fact',
  'structure',
  'subject',
  'wording',
  'readability',
  'length',
  'distinct',
];

export interface Problem {
  check: CheckName;
  detail: string;
}

export interface Case {
  id: string;
  /** Cases with the same group differ only in tone: their emails must read differently. */
  group: string;
  input: GenerateInput;
}

export interface Scored {
  case: Case;
  email: WrittenEmail;
  words: number;
  readability: number;
  facts: number;
  problems: Problem[];
}

/** Words of `content` per length, as the API documents them. */
export const LENGTH_BANDS: Readonly<Record<Length, readonly [number, number]>> = {
  short: [40, 90],
  medium: [90, 170],
  long: [170, 300],
};

export type ReadabilityBands = Readonly<Record<string, readonly [number, number]>>;

/** Below this share of shared word trigrams, two tones read as two emails. */
export const MAX_SHARED_TRIGRAMS = 0.5;

const GREETING = /^(?:Hi|Hello|Hey|Dear|Good (?:morning|afternoon|evening)|Greetings)\b.*,$/;

export interface Scorer {
  score(c: Case, email: WrittenEmail): Promise<Scored>;
  /** Adds `distinct` problems to the set: tones of one group too alike, bodies repeated. */
  compare(all: readonly Scored[]): void;
}

export function createScorer(readabilityBands: ReadabilityBands): Scorer {
  const spell = nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
  const repeated = retext().use(retextRepeatedWords);
  const articles = retext().use(retextIndefiniteArticle);

  const misspelled = (text: string, exempt: Set<string>): string[] =>
    words(text).filter((word) => {
      if (/\d/.test(word)) return false;
      const bare = word.replace(/['’]s$/, '').replace(/’/g, "'");
      if (exempt.has(word.toLowerCase()) || exempt.has(bare.toLowerCase())) return false;
      if (spell.correct(bare) || spell.correct(bare.toLowerCase())) return false;
      return !bare
        .split('-')
        .every((p) => p === '' || spell.correct(p) || exempt.has(p.toLowerCase()));
    });

  return {
    async score(c, email) {
      const { input } = c;
      const problems: Problem[] = [];
      const add = (check: CheckName, detail: string) => problems.push({ check, detail });
      const body = email.content;
      const callerText = [
        input.context,
        input.additionalNotes ?? '',
        input.recipientName ?? '',
        input.senderName ?? '',
      ].join(' ');
      const exempt = new Set(words(callerText).map((w) => w.toLowerCase()));

      for (const word of misspelled(`${email.subject}\n${body}`, exempt)) add('spelling', word);
      for (const m of (await repeated.process(body)).messages) add('repeated', String(m.reason));
      for (const m of (await articles.process(body)).messages) add('article', String(m.reason));
      for (const leftover of leftovers(`${email.subject}\n\n${body}`)) add('leftover', leftover);

      const facts = factsOf(input);
      for (const fact of facts) {
        if (!keeps(body, fact)) add('fact', `${fact.kind} "${fact.text}" missing`);
      }

      const lines = body.split('\n').filter((l) => l.trim() !== '');
      const sender = input.senderName?.trim() || '[Your Name]';
      if (!GREETING.test(lines[0] ?? '')) add('structure', `greeting first: "${lines[0] ?? ''}"`);
      if (lines.at(-1) !== sender) add('structure', `sender last: "${lines.at(-1) ?? ''}"`);
      if (!/,$/.test(lines.at(-2) ?? '')) add('structure', `sign-off: "${lines.at(-2) ?? ''}"`);

      const subject = email.subject;
      if (subject.length < 3 || subject.length > 90) add('subject', `length ${subject.length}`);
      if (normal(subject) === normal(input.context)) add('subject', 'the context copied');
      if (/\n/.test(subject)) add('subject', 'more than one line');
      for (const slip of wordingSlips(subject, body)) add('wording', slip);

      const readability = fleschReadingEase(body);
      const band = readabilityBands[input.tone] ?? readabilityBands.default;
      if (band !== undefined && (readability < band[0] || readability > band[1]))
        add('readability', `${readability} outside ${band[0]}–${band[1]}`);

      const count = body.trim().split(/\s+/).length;
      const [min, max] = LENGTH_BANDS[input.length ?? 'medium'];
      if (count < min || count > max) add('length', `${count} words outside ${min}–${max}`);

      return { case: c, email, words: count, readability, facts: facts.length, problems };
    },

    compare(all) {
      const byBody = new Map<string, Scored>();
      for (const s of all) {
        const other = byBody.get(s.email.content);
        if (other !== undefined && other.case.id !== s.case.id)
          s.problems.push({ check: 'distinct', detail: `same body as ${other.case.id}` });
        else byBody.set(s.email.content, s);
      }
      const groups = new Map<string, Scored[]>();
      for (const s of all) groups.set(s.case.group, [...(groups.get(s.case.group) ?? []), s]);
      for (const members of groups.values()) {
        const grams = members.map((m) => trigrams(m.email.content));
        for (let i = 0; i < members.length; i++) {
          for (let j = i + 1; j < members.length; j++) {
            const a = members[i];
            const b = members[j];
            if (a === undefined || b === undefined || a.case.input.tone === b.case.input.tone)
              continue;
            const share = sharedShare(grams[i] ?? new Set(), grams[j] ?? new Set());
            if (share >= MAX_SHARED_TRIGRAMS) {
              const detail = `${Math.round(share * 100)}% trigrams shared with`;
              a.problems.push({ check: 'distinct', detail: `${detail} ${b.case.id}` });
              b.problems.push({ check: 'distinct', detail: `${detail} ${a.case.id}` });
            }
          }
        }
      }
    },
  };
}

/** Template leftovers and typing slips a generated email must never contain. */
export function leftovers(text: string): string[] {
  const found: string[] = [];
  const rules: readonly [RegExp, string][] = [
    [/\{\{|\}\}|\{[a-z_]+\}/, 'template braces'],
    [/\bundefined\b/, '"undefined"'],
    [/\bnull\b/, '"null"'],
    [/\bNaN\b|\[object Object\]/, 'a stray value'],
    [/[^\S\n]{2,}/, 'doubled space'],
    [/[ \t]+[,.;:!?]/, 'space before punctuation'],
    [/([,;:!?])\1|(?<!\.)\.\.(?!\.)|[,;:][.!?]|[.!?][,;]/, 'doubled punctuation'],
    [/\n\s*\n\s*\n/, 'empty paragraph'],
    [/[ \t]+$/m, 'trailing space'],
    [/^\s|\s$/, 'leading or trailing whitespace'],
  ];
  for (const [rule, name] of rules) if (rule.test(text)) found.push(name);
  return found;
}

/**
 * Wording that reads as machine-made: a subject that says a word twice ("Proposal:
 * proposal"), two sentences in a row opening with the same words ("One more point to
 * mention: … One more point to mention: …"), the caller's text pasted after a colon label
 * ("To be specific: …").
 */
export function wordingSlips(subject: string, body: string): string[] {
  const found: string[] = [];
  const subjectWords = (subject.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5));
  if (new Set(subjectWords).size < subjectWords.length)
    found.push(`subject repeats a word: "${subject}"`);
  const sentences = body.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim() !== '');
  const opening = (s: string) => (s.toLowerCase().match(/[a-z']+/g) ?? []).slice(0, 3).join(' ');
  for (let i = 1; i < sentences.length; i++) {
    const a = opening(sentences[i - 1] ?? '');
    if (a.split(' ').length === 3 && a === opening(sentences[i] ?? ''))
      found.push(`two sentences in a row open with "${a}"`);
  }
  if (/\bto be specific:/i.test(body)) found.push('the context pasted after "To be specific:"');
  return found;
}

function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function trigrams(text: string): Set<string> {
  const all = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < all.length; i++) out.add(`${all[i]} ${all[i + 1]} ${all[i + 2]}`);
  return out;
}

/** The share of the smaller set's trigrams that the other set also has. */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared / small.size;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
