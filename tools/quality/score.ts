/**
 * Scores written emails the way the quality harness and its tests read them: spelling
 * (nspell with dictionary-en; words the caller wrote are exempt), the retext checks
 * (repeated words, a/an), leftovers, every fact of the input kept, greeting first and
 * sign-off last, a subject that names the topic and ends on a whole phrase, the reader
 * the context names written to as "you", Flesch reading ease inside the tone's band, no
 * more words than the length allows, and — across a set — no sentence shared by more than
 * two purposes, tones that differ in greeting, ask or sign-off, bodies that never repeat.
 */
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { retext } from 'retext';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import type { GenerateInput, Length, WrittenEmail } from '../../src/engine/engine.js';
import { factsOf, keeps } from './facts.js';
import { fleschReadingEase, words } from './readability.js';
import { countWords } from '../../src/text/stats.js';
import { readTones } from '../../src/engine/builtin/data.js';
import { repeatsWord } from '../../src/engine/builtin/write/subjectCheck.js';

/** A subject that is the context as a subject line: a question, a congratulation, a thanks, a sorry, "Reminder to …". */
const SUBJECT_SHAPED = /\?$|^(?:congratulations|thank you|welcome|sorry|reminder to) /i;

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
  | 'reader'
  | 'stock'
  | 'tones'
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
  'reader',
  'stock',
  'tones',
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

/** The most words of `content` per length: a default email says it in 120 words or fewer. */
export const MAX_WORDS: Readonly<Record<Length, number>> = {
  short: 70,
  medium: 120,
  long: 220,
};

/**
 * The words a greeting, a one-line opening, the ask and the sign-off take around the
 * caller's own: what an email that says every fact of a long request needs beyond them.
 */
export const FRAME_WORDS = 25;

/**
 * The most words an email of `input` may have: its length's band, or, where the caller
 * wrote more than fits in it (context, notes and the names they give), their words and the
 * frame around them. Every fact of the
 * context and notes must be there, and a request of 110 words cannot be said in 120
 * with a greeting, an ask and a sign-off; what the check still catches is anything added.
 */
export function maxWords(input: GenerateInput): number {
  // The names the caller gives are theirs too: "Mrs Bronwen Oduwole, for the Ellerby parents'
  // group" signs the email in eight words.
  const caller = [input.context, input.additionalNotes, input.senderName, input.recipientName]
    .filter((text) => text !== undefined)
    .join(' ')
    .trim()
    .split(/\s+/).length;
  return Math.max(MAX_WORDS[input.length ?? 'medium'], caller + FRAME_WORDS);
}

/** A sentence (outside greeting and sign-off) that more purposes than this use fits any purpose. */
export const MAX_PURPOSES_PER_SENTENCE = 2;

export type ReadabilityBands = Readonly<Record<string, readonly [number, number]>>;

const GREETING = /^(?:Hi|Hello|Hey|Dear|Good (?:morning|afternoon|evening)|Greetings)\b.*,$/;

export interface Scorer {
  score(c: Case, email: WrittenEmail): Promise<Scored>;
  /**
   * Adds the problems only a set shows: a sentence several purposes share (`stock`), two
   * tones of one request with the same greeting, ask and sign-off (`tones`), two requests
   * with the same body (`distinct`).
   */
  compare(all: readonly Scored[]): void;
}

/** Below this many words a reading-ease score says more about one word than about the email. */
const MIN_WORDS_FOR_READABILITY = 40;

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
      // "Seb's doing his chilli" names Seb too; "my nans shed", typed without its apostrophe,
      // comes back as "nan's".
      const exempt = new Set(
        words(callerText).flatMap((w) => [
          w.toLowerCase(),
          w.toLowerCase().replace(/['’]s$/, ''),
          w.toLowerCase().replace(/(?<=[^s])s$/, ''),
        ]),
      );

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
      // A context pasted as the subject is a defect, unless it is already the line a person
      // writes there: their own question ("Can you cover my shift on Saturday?") or a
      // congratulation or a thanks as they would head it.
      if (normal(subject) === normal(input.context) && !SUBJECT_SHAPED.test(subject))
        add('subject', 'the context copied');
      if (/\n/.test(subject)) add('subject', 'more than one line');
      for (const flaw of subjectFlaws(subject, callerText)) add('subject', flaw);
      for (const slip of wordingSlips(subject, body)) add('wording', slip);
      for (const slip of readerSlips(input, body)) add('reader', slip);

      const readability = fleschReadingEase(body);
      const band = readabilityBands[input.tone] ?? readabilityBands.default;
      // Flesch is a statistic of sentences and syllables: on a handful of sentences one long
      // word ("engineering director") swings it by 30 points, so short emails are not judged by it.
      const judged = countWords(body) >= MIN_WORDS_FOR_READABILITY;
      if (judged && band !== undefined && (readability < band[0] || readability > band[1]))
        add('readability', `${readability} outside ${band[0]}–${band[1]}`);

      // A list's markers ("- ") are no words to a reader.
      const count = body.replace(/^- /gm, '').trim().split(/\s+/).length;
      const max = maxWords(input);
      if (count > max) add('length', `${count} words, more than ${max}`);

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
      const purposes = new Map<string, Set<string>>();
      for (const s of all)
        for (const sentence of ownSentences(s.email.content))
          purposes.set(sentence, (purposes.get(sentence) ?? new Set()).add(s.case.input.purpose));
      for (const s of all)
        for (const sentence of ownSentences(s.email.content)) {
          const used = purposes.get(sentence)?.size ?? 0;
          if (used > MAX_PURPOSES_PER_SENTENCE)
            s.problems.push({ check: 'stock', detail: `"${sentence}" in ${used} purposes` });
        }
      const groups = new Map<string, Scored[]>();
      for (const s of all) groups.set(s.case.group, [...(groups.get(s.case.group) ?? []), s]);
      for (const members of groups.values())
        for (let i = 0; i < members.length; i++)
          for (let j = i + 1; j < members.length; j++) {
            const a = members[i];
            const b = members[j];
            if (a === undefined || b === undefined || a.case.input.tone === b.case.input.tone)
              continue;
            if (toneWords(a.email.content) === toneWords(b.email.content)) {
              const detail = 'same greeting, ask and sign-off as';
              a.problems.push({ check: 'tones', detail: `${detail} ${b.case.id}` });
              b.problems.push({ check: 'tones', detail: `${detail} ${a.case.id}` });
            }
          }
    },
  };
}

/** The body's sentences between the greeting and the sign-off, normalized. */
export function ownSentences(body: string): string[] {
  const lines = body.split('\n').filter((l) => l.trim() !== '');
  return lines
    .slice(1, -2)
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '' && !CLOSINGS.has(s));
}

/**
 * The tones' closing lines ("Thank you for your time."), said before the sign-off when the
 * caller's own question is the email's ask: part of the sign-off, like "Best regards,".
 */
const CLOSINGS = new Set(
  Object.values(readTones().tones).flatMap((t) => t.closings.map((c) => c.toLowerCase())),
);

/** Where tone shows first: the greeting line, the last sentence before the sign-off, the sign-off. */
export function toneWords(body: string): string {
  const lines = body.split('\n').filter((l) => l.trim() !== '');
  const last = (lines.at(-3) ?? '').split(/(?<=[.!?])\s+/).at(-1) ?? '';
  return [lines[0] ?? '', last, lines.at(-2) ?? ''].join('|');
}

/** Words a subject cannot end on: it was cut from a longer phrase. */
const DANGLING =
  /^(?:of|on|for|to|and|or|the|a|an|with|in|at|our|your|my|their|its|his|her|by|about|from|into|as|than|another|every|each|some|any|this|that|these|those|is|are|was|were|last|next|first)$/i;
const STOP = new Set(
  'about after again also been before being could does from have here into just more most only other over same some such than that their them then there these they this those through very what when where which while with would your yours ours quick note'.split(
    ' ',
  ),
);

/**
 * A subject a person would write: it ends on a whole phrase and names the topic (a word
 * of the request), not only the purpose ("Meeting request", "An invitation").
 */
export function subjectFlaws(subject: string, callerText: string): string[] {
  const found: string[] = [];
  const last =
    subject
      .replace(/[?!.]+$/, '')
      .split(/\s+/)
      .at(-1) ?? '';
  if (DANGLING.test(last)) found.push(`ends on "${last}": "${subject}"`);
  const stems = (text: string) =>
    (text.toLowerCase().match(/[a-z0-9][a-z0-9'-]{2,}/g) ?? [])
      .filter((w) => !STOP.has(w))
      .map((w) => w.slice(0, 5));
  const asked = new Set(stems(callerText));
  if (!stems(subject).some((w) => asked.has(w))) found.push(`names no topic: "${subject}"`);
  return found;
}

const READER_VERBS =
  /^(?:please\s+)?(?:thank|invite|ask|remind|congratulate|welcome|apologi[sz]e to|say sorry to|follow up with|tell|let)\s+/i;
const TITLE = /^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?$|^Professor$/;

/**
 * The person the context names as the one written to ("Thank Priya for …", "Invite Dana
 * Whitfield to …") is written to as "you": greeted, never spoken of in the third person.
 */
export function readerSlips(input: GenerateInput, body: string): string[] {
  const verb = READER_VERBS.exec(input.context);
  if (verb === null) return [];
  const after = input.context.slice(verb[0].length).split(/\s+/);
  const words = TITLE.test(after[0] ?? '') ? after.slice(1) : after;
  const name = words[0] ?? '';
  if (!/^\p{Lu}\p{Ll}+$/u.test(name) || name === 'I') return [];
  const rest = body.split('\n').slice(1).join('\n');
  const found: string[] = [];
  // "congratulate Peregrine and Fionnuala": written to both, one of them may be named ("I
  // can't believe Peregrine is a dad").
  const pair = /^,?\s*and\s+\p{Lu}/u.test(words.slice(1).join(' '));
  // "… behind the counter at Szczepański Hardware": a business named after them is no slip.
  if (!pair && new RegExp(`\\b${name}\\b(?![\\p{L}'’]*\\s+\\p{Lu})`, 'u').test(rest))
    found.push(`"${name}" spoken of in the third person`);
  // A question put to them ("Can we do 4pm instead?") writes to them too.
  if (!/\byou\b|\?/i.test(rest)) found.push(`"${name}" not written to as "you"`);
  return found;
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
  // The composer's own rule for a word said twice ("Proposal: proposal"); a name is no repeat.
  if (repeatsWord(subject)) found.push(`subject repeats a word: "${subject}"`);
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

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
