/**
 * What the email is about, from the context's first idea, as a noun phrase of at most
 * seven words ("our project proposal meeting", "passing the CPA exam", "Omar Haddad"), its
 * forms for phrase templates, and the context as a headline when it is a statement.
 */
import { endsClause } from '../language.js';
import { infinitiveOf, sentencesOf, verbForms } from '../nlp.js';
import { isDateStart, isPrep, mainVerb } from './grammar.js';
import type { Act, Idea, Topic } from './index.js';
import {
  CONTRACTED_SUBJECT,
  QUESTION_VERBS,
  QUESTION_WORDS,
  type Reading,
  SUBJECT_PRONOUNS,
  SUBORDINATE,
  type Token,
  tokensOf,
} from './reading.js';

const PERSONAL_DETERMINERS = /^(?:the|our|my|your|their|his|her|its|a|an|this|that|these|those)$/i;
const MAX_TOPIC_WORDS = 7;
const ABOUT = new Set(['about', 'regarding', 're', 'concerning']);
const MESSAGES =
  /^(?:email|e-mail|message|note|reply|response|letter|post|announcement|newsletter|update|notice|invoice|text)s?$/;

/** What the email is about, from the context's first idea. */
export function topicOf(
  r: Reading,
  idea: Idea,
  all: readonly Idea[],
  self: boolean,
): Topic | undefined {
  const ofSelf = () => (self ? topicOfSelf(r, all) : undefined);
  switch (idea.kind) {
    case 'act':
      if (idea.about !== undefined) return finishTopic(r, tokensOf(idea.about), 0);
      return topicOfAct(r, idea.act) ?? ofSelf();
    case 'topic':
      return finishTopic(r, tokensOf(idea.np), 0);
    case 'statement':
      if (idea.about !== undefined)
        return topicOfAct(r, { verb: 'have', particle: '', rest: idea.about });
      return topicOfStatement(r, idea.text) ?? ofSelf();
    default:
      return undefined;
  }
}

/** "introduce myself as the new account manager …" is about the new account manager. */
export function topicOfSelf(r: Reading, all: readonly Idea[]): Topic | undefined {
  for (const idea of all) {
    const text = idea.kind === 'statement' ? idea.text : idea.kind === 'act' ? idea.act.rest : '';
    const m = /(?:^I(?: am|['’]m)|\bas)\s+((?:the|your|a|an)\s+.+?)(?:[.,!?]|$)/.exec(text);
    if (m?.[1] !== undefined) return finishTopic(r, tokensOf(m[1]), 0);
  }
  return undefined;
}

export function topicOfAct(r: Reading, act: Act): Topic | undefined {
  const tokens = tokensOf(act.rest);
  let i = 0;
  if (['you', 'myself', 'yourself', 'everyone'].includes(tokens[i]?.word ?? '')) i++;
  // "everyone at Cobblestone Mews to a residents' meeting": where they are is not the topic.
  if (tokens[i - 1]?.word === 'everyone' && ['at', 'on', 'in'].includes(tokens[i]?.word ?? '')) {
    const to = tokens.findIndex(
      (t, k) =>
        k > i &&
        (['that', 'about', 'for'].includes(t.word) ||
          (t.word === 'to' && !/^\d/.test(tokens[k + 1]?.text ?? ''))),
    );
    if (to > i) i = to;
  }
  if (['as', 'aboard', 'back'].includes(tokens[i]?.word ?? '')) return undefined;
  // "ask you what you honestly thought of the four-day rota": what they thought of is the topic.
  const thoughtOf = tokens.findIndex(
    (t, k) =>
      k > i &&
      k <= i + 5 &&
      t.word === 'of' &&
      /^(?:thought|think|made|make|felt|feel)$/.test(tokens[k - 1]?.word ?? '') &&
      tokens[i]?.word === 'what',
  );
  if (thoughtOf > 0) return finishTopic(r, tokens, thoughtOf + 1);
  if (tokens[i]?.word === 'that' && !SUBJECT_PRONOUNS.has(tokens[i + 1]?.word ?? ''))
    return undefined;
  // "ask you if you'd read through my draft grant application": what they would do it to.
  const asked = ['if', 'whether'].includes(tokens[i]?.word ?? '') ? askedOf(r, tokens, i + 1) : -1;
  if (asked > 0) {
    const thing = finishTopic(r, tokens, asked);
    if (thing !== undefined) return thing;
  }
  // "follow up after our call on Tues re the scanner pilot" is about the scanner pilot.
  const about = tokens.findIndex((t, k) => k >= i && ABOUT.has(t.word));
  // "apologize for the confusing email about the expense policy": the email is what went
  // wrong, not the policy.
  const apologyFor = act.verb === 'apologize' && MESSAGES.test(tokens[about - 1]?.word ?? '');
  if (about >= 0 && about <= i + 6 && !apologyFor) return finishTopic(r, tokens, about + 1);
  // "give everyone at Brisco House an update on the heating": the update is on the heating.
  const update = tokens.findIndex(
    (t, k) =>
      k >= i && /^updates?$/.test(t.word) && ['on', 'about'].includes(tokens[k + 1]?.word ?? ''),
  );
  if (update >= 0 && update <= i + 8) return finishTopic(r, tokens, update + 2);
  const preference = r.lexicon.person_verbs[act.verb];
  if (preference !== undefined && i === 0 && !r.lang.isPreposition(tokens[0]?.text ?? '')) {
    // "welcome Priya to the design team": Priya; "thank the food bank for hosting …": hosting.
    const object = finishTopic(r, tokens, 0, true);
    if (object?.person === true) return object;
    const after = tokens.findIndex((t, k) => k > 0 && r.lang.isPreposition(t.text));
    if (after > 0) i = after;
  }
  if (isPrep(r, tokens[i])) {
    i++;
    // "thank you for 10 years as a customer": what follows the preposition, whole.
    if (['thank', 'apologize', 'congratulate'].includes(act.verb)) {
      const whole = finishTopic(r, tokens, i, false, true);
      if (whole !== undefined) return whole;
    }
  }
  // "propose that we move the offsite to Austin" is about "moving the offsite to Austin".
  if (tokens[i]?.word === 'that') i++;
  const subject = tokens[i];
  const verb = tokens[i + 1];
  if (subject !== undefined && verb !== undefined && SUBJECT_PRONOUNS.has(subject.word)) {
    if (verb.tags.has('Verb') || r.verbs.has(verb.word)) {
      // "I gave his parking bay …" → "giving your parking bay": the past's own lemma.
      const tense = verb.tags.has('PastTense') ? 'PastTense' : undefined;
      const gerund = verbForms(infinitiveOf(verb.word, tense)).gerund;
      return finishTopic(r, [{ ...verb, text: gerund, word: gerund }, ...tokens.slice(i + 2)], 0);
    }
  }
  const object = finishTopic(r, tokens, i);
  // "set up a call to review the Q3 budget" is about the Q3 budget.
  const head = tokens[i] === undefined ? undefined : headOf(r, tokens, i);
  if (object === undefined || (head !== undefined && r.words.event_nouns.includes(head))) {
    const purpose = tokens.findIndex(
      (t, k) => k > i && t.word === 'to' && (tokens[k + 1]?.tags.has('Verb') ?? false),
    );
    if (purpose > 0) {
      let k = purpose + 2;
      if (r.lang.isParticle(tokens[k]?.word ?? '') || r.lang.isPreposition(tokens[k]?.text ?? ''))
        k++;
      const aim = finishTopic(r, tokens, k);
      if (aim !== undefined) return aim;
    }
    const topical = tokens.findIndex((t, k) => k > i && ['about', 'on', 'for'].includes(t.word));
    if (topical > 0 && object !== undefined) return finishTopic(r, tokens, topical + 1) ?? object;
  }
  return object;
}

/**
 * Where the object starts in "(if) you'd read through my draft …", "(whether) the company
 * would donate or discount the timber …": after the question's first verb, its particle, and
 * a second verb joined by "or" or "and". -1 where the question is not that shape.
 */
function askedOf(r: Reading, tokens: readonly Token[], from: number): number {
  const verb = tokens.findIndex(
    (t, k) =>
      k >= from &&
      k <= from + 4 &&
      t.tags.has('Verb') &&
      !t.tags.has('Modal') &&
      !t.tags.has('Auxiliary'),
  );
  if (verb < 0) return -1;
  let k = verb + 1;
  if (['or', 'and'].includes(tokens[k]?.word ?? '') && tokens[k + 1]?.tags.has('Verb')) k += 2;
  if (r.lang.isParticle(tokens[k]?.word ?? '') || r.lang.isPreposition(tokens[k]?.text ?? '')) k++;
  const start = tokens[k];
  return start !== undefined && (start.tags.has('Determiner') || start.tags.has('Possessive'))
    ? k
    : -1;
}

/** The head noun of the phrase at `i`: "a 30 minute call next Tuesday" → "call". */
export function headOf(r: Reading, tokens: readonly Token[], i: number): string | undefined {
  let head: string | undefined;
  for (let k = i; k < tokens.length; k++) {
    const t = tokens[k];
    if (
      t === undefined ||
      r.lang.isPreposition(t.text) ||
      t.word === 'to' ||
      isDateStart(tokens, k)
    )
      break;
    head = t.word;
    if (endsClause(t.text)) break;
  }
  return head;
}

/** "The Q3 report is late" is about the Q3 report; "We missed the deadline" about the deadline. */
export function topicOfStatement(r: Reading, text: string): Topic | undefined {
  // "I need your eyes on the draft": about the draft.
  const attention = new RegExp(
    `\\b(?:your|some|a|an|the)?\\s*(?:quick\\s+)?(?:${r.words.attention_nouns.join('|')})\\s+(?:on|with|for|about|regarding)\\s+(.+)$`,
    'i',
  ).exec(text.replace(/[.!?]+$/, ''))?.[1];
  if (attention !== undefined) {
    const found = finishTopic(r, tokensOf(attention), 0);
    if (found !== undefined) return found;
  }
  // "We're opening our new showroom, and I want to invite you to a preview evening on …":
  // the invitation's event.
  // "We're the Hawfinch Trust, …, and we're holding a thank-you breakfast for …": the event.
  const invited =
    /\b(?:invite you (?:all )?to|(?:we['’]re|we are) (?:holding|hosting|throwing|having|putting on)) ((?:a|an|the|our)\s.+)$/i.exec(
      text.replace(/[.!?]+$/, ''),
    )?.[1];
  if (invited !== undefined) {
    const found = finishTopic(r, tokensOf(invited), 0);
    if (found !== undefined) return found;
  }
  const plain = text
    .replace(/[.!?]+$/, '')
    .replace(/^I(?: am|['’]m)(?: so| really| very)? sorry(?: that)?\s+/i, '')
    .replace(/^(?:my|our) apologies\s+(?:for|about)\s+/i, '');
  const tokens = tokensOf(plain);
  const verb = mainVerb(r, tokens);
  const first = tokens[0];
  if (first === undefined) return undefined;
  const personal =
    SUBJECT_PRONOUNS.has(first.word) ||
    CONTRACTED_SUBJECT.test(first.word) ||
    QUESTION_VERBS.has(first.word) ||
    QUESTION_WORDS.has(first.word);
  if (!personal && verb > 0) {
    const subject = finishTopic(r, tokens.slice(0, verb), 0);
    if (subject !== undefined) return subject;
  }
  // The object after the verb (and its auxiliaries).
  let i = Math.max(verb, 1);
  while (
    i < tokens.length &&
    (tokens[i]?.tags.has('Verb') ||
      tokens[i]?.tags.has('Adverb') ||
      SUBJECT_PRONOUNS.has(tokens[i]?.word ?? ''))
  )
    i++;
  // "I'm project managing the kitchen extension": a noun and its -ing are the verb.
  if (
    tokens[i]?.tags.has('Noun') &&
    /^\p{Ll}+ing$/u.test(tokens[i + 1]?.text ?? '') &&
    /^(?:the|a|an|our|your|my|their|his|her)$/.test(tokens[i + 2]?.word ?? '')
  )
    i += 2;
  if (r.lang.isPreposition(tokens[i]?.text ?? '')) i++;
  return finishTopic(r, tokens, i);
}

/**
 * Up to MAX_TOPIC_WORDS words from `start`: a noun phrase with at most one attached
 * phrase ("feedback on the draft"), or a gerund and its object ("passing the CPA exam").
 */
/** Heads whose "to …" says what they are made to: "a change to our contract". */
const CHANGED = new Set([
  'change',
  'changes',
  'amendment',
  'amendments',
  'addition',
  'additions',
  'extension',
  'improvement',
  'improvements',
  'upgrade',
  'adjustment',
  'adjustments',
  'alteration',
  'alterations',
  'update',
  'updates',
]);

export function finishTopic(
  r: Reading,
  tokens: readonly Token[],
  start: number,
  objectOnly = false,
  loose = false,
): Topic | undefined {
  const out: Token[] = [];
  let attached = false;
  // What a thanks or an apology is for is said whole: "the confusing email about the new
  // expense policy", not cut after "expense".
  let most = loose ? MAX_TOPIC_WORDS + 2 : MAX_TOPIC_WORDS;
  for (let i = start; i < tokens.length && out.length < most; i++) {
    const token = tokens[i];
    if (token === undefined) break;
    const word = token.word;
    if (out.length > 0) {
      if (isDateStart(tokens, i)) break;
      // "sending the invoice to the wrong address": what a thanks or an apology is for goes
      // on past a "to" that leads a place or a person, not one that leads a verb.
      // "a change to our cleaning contract", "an extension to the kitchen": what is changed
      // is part of the change.
      const toWhere =
        word === 'to' &&
        PERSONAL_DETERMINERS.test(tokens[i + 1]?.word ?? '') &&
        (loose || (out.length <= 2 && CHANGED.has(out.at(-1)?.word ?? '')));
      // "forgetting to cc you on the email": a gerund's own "to" and verb go with it.
      const infinitive =
        word === 'to' &&
        out.length === 1 &&
        out[0]?.tags.has('Gerund') === true &&
        // "cc" is tagged a noun; before "you" or "the" it is the verb.
        (tokens[i + 1]?.tags.has('Verb') === true ||
          /^(?:you|him|her|them|me|us|it|the|a|an|my|our|your)$/.test(tokens[i + 2]?.word ?? ''));
      if (isPrep(r, token) && !infinitive) {
        const attaching =
          toWhere || ['of', 'on', 'about', 'for', 'at', 'with', 'in', 'from'].includes(word);
        if (objectOnly || attached || !attaching || isDateStart(tokens, i + 1)) break;
        attached = true;
        // "honest feedback on our first ever guided foraging walk": after a head of a word or
        // two, the phrase it is on gets its own words.
        if (out.length <= 2) most += out.length;
      }
      if ((word === 'to' && !toWhere && !infinitive) || token.text.startsWith('(')) break;
      if (SUBORDINATE.has(word) && !(loose && word === 'as') && !toWhere && !infinitive) break;
      // "… to cc you": the infinitive's object.
      const itsObject =
        out.length === 3 && out[1]?.word === 'to' && /^(?:you|him|her|them|me|us|it)$/.test(word);
      if ((SUBJECT_PRONOUNS.has(word) && !itsObject) || CONTRACTED_SUBJECT.test(word)) break;
      const gerundHead = out.length === 1 && out[0]?.tags.has('Gerund') === true;
      if (token.tags.has('Copula') || token.tags.has('Modal') || token.tags.has('Auxiliary')) break;
      // "a yearly maintenance plan instead": the plan, not the "instead".
      if (/^(?:instead|too|also|again)$/.test(word)) break;
      const afterNoun = out.at(-1)?.tags.has('Noun') === true;
      if (!gerundHead && afterNoun && token.tags.has('PastTense') && token.tags.has('Verb')) break;
    }
    out.push(unstopped(token));
    if (endsClause(token.text)) break;
  }
  // "at Olive and Thyme": a name of capitalized words joined by "and" is not cut in two.
  const and = tokens[start + out.length];
  const then = tokens[start + out.length + 1];
  if (
    ['and', '&'].includes(and?.word ?? '') &&
    /^\p{Lu}/u.test(out.at(-1)?.text ?? '') &&
    !/^(?:I|The|A|An)$/.test(out.at(-1)?.text ?? '') &&
    then !== undefined &&
    /^\p{Lu}\p{Ll}/u.test(then.text) &&
    !r.lang.isDeterminer(then.text)
  )
    out.push(and!, unstopped(then));
  // "a lunch and learn", "a meet and greet": one thing named with an "and".
  else if (and?.word === 'and' && /^(?:learn|greet|tell|breakfast)$/.test(then?.word ?? ''))
    out.push(and, unstopped(then!));
  // "a monthly books and brews night", "our cheese and wine night": nouns joined by "and"
  // that end the sentence go whole.
  else if (and?.word === 'and') out.push(...joinedToTheEnd(r, tokens, start + out.length));
  while (
    out.length > 0 &&
    (isPrep(r, out.at(-1)) ||
      PERSONAL_DETERMINERS.test(out.at(-1)?.word ?? '') ||
      ['and', 'or', 'now', 'still', 'already', 'also', 'just'].includes(out.at(-1)?.word ?? ''))
  )
    out.pop();
  if (out.length === 0) return undefined;
  if (
    !loose &&
    out.every(
      (t) =>
        t.tags.has('Date') ||
        t.tags.has('Value') ||
        SUBJECT_PRONOUNS.has(t.word) ||
        ['myself', 'yourself', 'you', 'me', 'us', 'everyone', 'sorry'].includes(t.word),
    )
  )
    return undefined;
  const words = out.map((t) => t.text);
  if (/^(?:The|A|An|Our|Your|My|This|That|These|Those|Their)$/.test(words[0] ?? ''))
    words[0] = (words[0] ?? '').toLowerCase();
  let skip = 0;
  while (skip < words.length - 1 && PERSONAL_DETERMINERS.test(words[skip] ?? '')) skip++;
  // "the school's spring concert": a possessive noun keeps its determiner ("school's spring
  // concert" alone reads as a slip).
  if (/^the$/i.test(words[skip - 1] ?? '') && /^\p{Ll}+['’]s$/u.test(words[skip] ?? '')) skip--;
  const person = out.every(
    (t) =>
      t.tags.has('Person') ||
      (/^[A-Z][a-z]/.test(t.text) &&
        !t.tags.has('Organization') &&
        !t.tags.has('Place') &&
        !r.lang.canLowercase(t.text) &&
        !r.lang.isProper(t.word)),
  );
  // "not" of "I have not been paid …" names nothing.
  if (words.every((w) => /^(?:not|no|never|also|just|still|even|only|really)$/i.test(w)))
    return undefined;
  return { np: words.join(' '), bare: words.slice(skip).join(' '), ...(person && { person }) };
}

/**
 * A topic's forms for phrase templates: {topic} "project proposal meeting", {the_topic}
 * "our project proposal meeting", {your_topic} "your promotion" ("passing the CPA exam"
 * and "your stay" stay as they are).
 */
export function topicForms(topic: Topic | undefined): Record<string, string> {
  if (topic === undefined) return {};
  const first = topic.np.split(' ')[0] ?? '';
  const gerund = /ing$/.test(first) && (sentencesOf(first).flat()[0]?.tags.has('Gerund') ?? false);
  const your = /^the\s/i.test(topic.np)
    ? topic.np.replace(/^the\s/i, 'your ')
    : topic.np !== topic.bare || gerund || /['’]s\b/.test(topic.np) || topic.person === true
      ? topic.np
      : `your ${topic.bare}`;
  return { topic: topic.bare, the_topic: topic.np, your_topic: your };
}

/**
 * The context as a headline, for a statement, a question or an act that carries a clause:
 * "timesheets are due Friday at 5pm" (from "remind everyone that …"), "we double charged
 * your card" (from "sorry we double charged …").
 */
const OPENS_ON_WHEN =
  /^(?:From|Starting|As of|On|Until|After) [^,]{3,30}?(?:day|\d|uary|ember|ober|March|April|May|June|July|August|week|month|term),\s+/;

export function headlineOf(idea: Idea): string | undefined {
  let text: string;
  if (idea.kind === 'act') {
    // "remind you that you still have my camera", or without "that".
    const clause =
      /^(?:you\s+)?that\s+(.+)$/.exec(idea.act.rest)?.[1] ??
      /^you\s+((?:you|she|he|they|we|it)\s+(?:still\s+|already\s+)?(?:have|has|owe|owes|are|is|need|needs)\b.+)$/.exec(
        idea.act.rest,
      )?.[1];
    if (clause === undefined) return undefined;
    text = clause;
  } else if (idea.kind === 'statement') {
    text = idea.text
      .replace(/\.$/, '')
      .replace(/^I(?: am|['’]m)(?: so| really| very)? sorry(?: that)?\s+(?=\w+\s)/, '')
      .replace(/^(?:My|Our) apologies\s+/, '');
  } else return undefined;
  // Cut at the second clause ("…, and we …"), not inside a list ("December 24 and 26"), nor
  // after an opening that says when ("From Monday 4 January, the practice will close …").
  const opening = OPENS_ON_WHEN.exec(text)?.[0] ?? '';
  const first = text
    .slice(opening.length)
    .split(
      /,\s+(?!\d)|\s+(?:but|because|so)\s+|\s+and\s+(?=(?:i|we|you|they|he|she|it|the|our|my|your|this|that|there)\b)/i,
    )[0];
  const cut = first === undefined ? text : opening + first;
  return /\?$/.test(text) && !/\?$/.test(cut) ? `${cut}?` : cut;
}

/**
 * The "and" at `at` and the one or two words after it, when they are nouns that end the
 * sentence ("and brews night."); none otherwise.
 */
function joinedToTheEnd(r: Reading, tokens: readonly Token[], at: number): Token[] {
  for (const size of [1, 2]) {
    const tail = tokens.slice(at + 1, at + 1 + size);
    const next = tokens[at + 1 + size];
    if (
      tail.length === size &&
      tail.every(
        (t) =>
          /^\p{Ll}/u.test(t.text) &&
          t.tags.has('Noun') &&
          !t.tags.has('Pronoun') &&
          !r.lang.isDeterminer(t.text),
      ) &&
      tail.slice(0, -1).every((t) => !endsClause(t.text)) &&
      (next === undefined || endsClause(tail.at(-1)!.text))
    )
      return [tokens[at]!, ...tail.map(unstopped)];
  }
  return [];
}

/** A word of the topic without the stop typed after it: "night." → "night". */
function unstopped(token: Token): Token {
  return { ...token, text: token.text.replace(/[,;:.!?]+$/, '') };
}
