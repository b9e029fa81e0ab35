/**
 * What an email is about, as a short noun phrase for its subject line and for purpose
 * phrases such as "follow up on {the_topic}": "Follow up on project proposal meeting"
 * → "our project proposal meeting" (bare: "project proposal meeting").
 */
import { CONJUNCTIONS, core, endsClause, type Language } from './language.js';
import type { Slots } from './phrasing.js';
import type { Clause, Reader } from './reader.js';

export interface Topic {
  /** With its determiner: "our project proposal meeting". */
  np: string;
  /** Without: "project proposal meeting". */
  bare: string;
}

const MAX_WORDS = 7;
const ATTACHING = new Set(['of', 'on', 'about', 'for', 'at', 'with', 'in']);
const CUES = new Set([
  'about',
  'regarding',
  'on',
  'for',
  'discuss',
  'discussed',
  'discussing',
  're',
  'concerning',
]);
const LEADING = new Set([
  'the',
  'a',
  'an',
  'our',
  'my',
  'your',
  'their',
  'this',
  'that',
  'these',
  'those',
  'his',
  'her',
  'its',
]);
const TIME_WORDS = new Set([
  'yesterday',
  'today',
  'tomorrow',
  'tonight',
  'week',
  'month',
  'year',
  'morning',
  'afternoon',
  'evening',
  'last',
  'next',
  'this',
  'the',
  'end',
  'of',
]);
const OBJECTS = new Set(['you', 'me', 'us', 'them', 'him', 'her']);
const ABOUT = new Set(['about', 'regarding', 'concerning', 're']);
const PERSONAL = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'there', 'this', 'that']);

export function topicOf(
  clause: Clause | undefined,
  reader: Reader,
  lang: Language,
): Topic | undefined {
  switch (clause?.kind) {
    case 'instruction':
      return fromVerbPhrase(clause.vp.split(' '), lang);
    case 'topic':
      return finish(take(clause.np.split(' '), 0, lang), lang);
    case 'statement':
      return fromStatement(clause.text.split(' '), reader, lang);
    default:
      return undefined;
  }
}

/** Skips the verb, its particle, "you" and one preposition: "ask you for feedback on X" → "feedback on X". */
function fromVerbPhrase(tokens: readonly string[], lang: Language): Topic | undefined {
  let i = 1;
  if (lang.isParticle(tokens[i] ?? '')) i++;
  if (OBJECTS.has(core(tokens[i]))) i++;
  if (lang.isPreposition(tokens[i] ?? '') || core(tokens[i]) === 'that') i++;
  // "follow up with John about the Q3 report" is about the report.
  const about = tokens.findIndex((t, at) => at >= i && at <= i + 3 && ABOUT.has(core(t)));
  return finish(take(tokens, about >= 0 ? about + 1 : i, lang), lang);
}

/** The sentence's subject ("The Q3 report is late"), else what it is about ("… about the new pricing"). */
function fromStatement(
  tokens: readonly string[],
  reader: Reader,
  lang: Language,
): Topic | undefined {
  const asNounPhrase = (topic: Topic | undefined) =>
    topic === undefined
      ? undefined
      : finish(reader.nounPhrase(topic.np.split(' ')).split(' '), lang);
  // A question ("Can we …") or a sentence about "we" has no subject worth a title.
  if (!PERSONAL.has(core(tokens[0])) && !lang.isFiniteVerb(tokens[0] ?? '')) {
    const end = tokens.findIndex((_, i) => i > 0 && isVerbAt(tokens, i, lang));
    const lead = finish(take(tokens.slice(0, end < 0 ? tokens.length : end), 0, lang), lang);
    if (lead !== undefined) return asNounPhrase(lead);
  }
  for (let i = 0; i < tokens.length; i++) {
    if (!CUES.has(core(tokens[i]))) continue;
    const found = finish(take(tokens, i + 1, lang), lang);
    if (found !== undefined) return asNounPhrase(found);
  }
  return undefined;
}

/** "renews" in "subscription renews on March 3": an -s word followed by a preposition or value. */
function isVerbAt(tokens: readonly string[], i: number, lang: Language): boolean {
  if (lang.looksLikeVerb(tokens, i)) return true;
  const word = core(tokens[i]);
  const next = tokens[i + 1] ?? '';
  return (
    word.endsWith('s') && (lang.isPreposition(next) || lang.isDeterminer(next) || /^\d/.test(next))
  );
}

/** Up to MAX_WORDS tokens from `start`, allowing one attached phrase ("feedback on the draft"). */
function take(tokens: readonly string[], start: number, lang: Language): string[] {
  const out: string[] = [];
  let attached = false;
  for (let i = start; i < tokens.length && out.length < MAX_WORDS; i++) {
    const token = tokens[i] ?? '';
    const word = core(token);
    if (out.length > 0 && lang.isPreposition(token)) {
      if (attached || !ATTACHING.has(word)) break;
      attached = true;
    }
    const clauseStarts = word === 'to' || PERSONAL.has(word) || lang.looksLikeVerb(tokens, i);
    if (CONJUNCTIONS.has(word) || (out.length > 0 && clauseStarts)) break;
    out.push(token.replace(/[,;:.!?]+$/, ''));
    if (endsClause(token)) break;
  }
  while (out.length > 0 && (lang.isPreposition(out.at(-1) ?? '') || LEADING.has(core(out.at(-1)))))
    out.pop();
  return out;
}

function finish(tokens: readonly string[], lang: Language): Topic | undefined {
  if (tokens.length === 0) return undefined;
  if (
    tokens.every(
      (t) => TIME_WORDS.has(core(t)) || lang.isProper(t) || /^\d/.test(t) || PERSONAL.has(core(t)),
    )
  ) {
    return undefined;
  }
  const np = tokens.join(' ');
  let skip = 0;
  while (skip < tokens.length - 1 && LEADING.has(core(tokens[skip]))) skip++;
  return { np, bare: tokens.slice(skip).join(' ') };
}

/**
 * Drops a head noun the purpose already says: for a feedback request, "feedback on the new
 * dashboard" is about "the new dashboard" ("Your feedback on the new dashboard").
 */
export function withoutPurposeWord(
  topic: Topic | undefined,
  purposeText: string,
  lang: Language,
): Topic | undefined {
  const words = topic?.bare.split(' ') ?? [];
  // The head noun comes just before the first preposition: "(quick) update on …".
  const preposition = words.findIndex((w, i) => i > 0 && i <= 2 && lang.isPreposition(w));
  const head = words[preposition - 1];
  if (
    topic === undefined ||
    preposition < 0 ||
    head === undefined ||
    words.length <= preposition + 1
  ) {
    return topic;
  }
  const said = new RegExp(`\\b${head.toLowerCase()}\\b`).test(purposeText.toLowerCase());
  return said ? (finish(words.slice(preposition + 1), lang) ?? topic) : topic;
}

export function topicSlots(topic: Topic | undefined, lang: Language): Slots {
  if (topic === undefined) return {};
  return { topic: topic.bare, the_topic: topic.np, your_topic: yourTopic(topic, lang) };
}

/** "your promotion" for thanks and congratulations; a phrase that already has an owner keeps it. */
function yourTopic(topic: Topic, lang: Language): string {
  if (/^the\s/i.test(topic.np)) return topic.np.replace(/^the\s/i, 'your ');
  if (topic.np !== topic.bare || /['’]s\b/.test(topic.np)) return topic.np;
  return lang.baseOfGerund(topic.bare.split(' ')[0] ?? '') === undefined
    ? `your ${topic.bare}`
    : topic.bare;
}
