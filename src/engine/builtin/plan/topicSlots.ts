/**
 * A topic, as the reader (read/topic.ts) finds it, shaped for subjects and purpose
 * phrases: the purpose's own head noun dropped ("feedback on the new dashboard" → "the new
 * dashboard"), and its slots ({topic}, {the_topic}, {your_topic}).
 */
import { escapeRegExp } from '../text.js';
import { core, type Language } from '../language.js';
import type { Slots } from '../phrasing.js';

export interface Topic {
  /** With its determiner: "our project proposal meeting". */
  np: string;
  /** Without: "project proposal meeting". */
  bare: string;
}

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
const PERSONAL = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'there', 'this', 'that']);

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
  // "follow up on the proposal": the verb's particle is not part of the topic.
  const particle =
    /^(?:(?:up|back|in)\s+(?:on|with|about|to|after|regarding)\s+(?:you\s+(?:on|about|regarding|with|after)\s+)?|you\s+(?:on|about|regarding|with|after)\s+|(?:after|before|following)\s+(?=your|the|our|my)\b)/i;
  if (topic !== undefined && particle.test(topic.bare))
    return withoutPurposeWord(
      { ...topic, bare: topic.bare.replace(particle, ''), np: topic.np.replace(particle, '') },
      purposeText,
      lang,
    );
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
  // The head is the caller's word as typed ("(head"): escaped, it is matched as written.
  const said = new RegExp(`\\b${escapeRegExp(head.toLowerCase())}\\b`).test(
    purposeText.toLowerCase(),
  );
  return said ? (finish(words.slice(preposition + 1), lang) ?? topic) : topic;
}

export function topicSlots(topic: Topic | undefined, lang: Language): Slots {
  if (topic === undefined) return {};
  // "You are invited: 50th" of "my 50th": a number alone is said with its owner.
  const oneWord =
    !topic.bare.includes(' ') &&
    /^\d/.test(topic.bare) &&
    /^(?:my|our|your|their|his|her)\s/i.test(topic.np);
  return {
    topic: oneWord ? topic.np : topic.bare,
    the_topic: topic.np,
    your_topic: yourTopic(topic, lang),
  };
}

/** "your promotion" for thanks and congratulations; a phrase that already has an owner keeps it. */
function yourTopic(topic: Topic, lang: Language): string {
  if (/^the\s/i.test(topic.np)) return topic.np.replace(/^the\s/i, 'your ');
  if (topic.np !== topic.bare || /['’]s\b/.test(topic.np)) return topic.np;
  return lang.baseOfGerund(topic.bare.split(' ')[0] ?? '') === undefined
    ? `your ${topic.bare}`
    : topic.bare;
}
