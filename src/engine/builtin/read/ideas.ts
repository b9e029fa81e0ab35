/**
 * One sentence as ideas: decides what kind of sentence it is (a feeling, an expression,
 * a question, a statement, an act, a label and its value, a shaped note, a topic) and
 * hands it to the part that reads that kind.
 */
import type { Language } from '../language.js';
import { canBeVerb, infinitiveOf, verbForms } from '../nlp.js';
import { capitalize, endSentence } from '../text.js';
import { actIdea, actOf, nominalAct, vpOf } from './acts.js';
import { articleFor, nounPhrase, withSubject } from './articles.js';
import {
  isAdjective,
  isNounPhrase,
  isQuestion,
  isThirdPersonVerb,
  isVerbToken,
  mainVerb,
  nounFirst,
  opensWith,
} from './grammar.js';
import type { Idea } from './index.js';
import { youAgree } from './toYou.js';
import {
  CONTRACTED_SUBJECT,
  type Reading,
  type Token,
  SUBJECT_PRONOUNS,
  tokensOf,
  type Where,
} from './reading.js';
import { referenceOf } from './fragments.js';
import { calm, isDirective, stripCues } from './sentences.js';
import {
  adjectiveIdea,
  impliedIdea,
  questionIdea,
  shapedIdea,
  statementIdea,
} from './statements.js';

const SELF_VERBS = new Set([
  'know',
  'speak',
  'have',
  'hold',
  'bring',
  'enjoy',
  'love',
  'use',
  'read',
  'play',
  'drive',
]);
const PLACE_PREPOSITIONS = new Set(['at', 'in', 'near', 'inside', 'outside', 'on']);

/** One sentence as ideas (usually one; "I'm the new rep and wanted to introduce myself" is two). */
/** "ask for Tobin when you get there": someone the reader is to ask for, once there. */
export const ASK_FOR_SOMEONE = /^[Aa]sk for \p{Lu}\p{Ll}+\b/u;

/** "about my invoice AW-118, £2,940, was due Sunday": what was due, said with "which". */
const DUE_AFTER =
  /^(.*\b(?:about|for|on)\s+(?:(?:my|our|the|your)\s|invoice\b)[^.;]*?),\s+((?:was|were|is|are)\s+(?:due|overdue|payable))\b/i;

const BILL_FIRST =
  /^(?:invoice|inv|order|payment|bill|balance)\b(?![^,]*\b(?:is|are|was|were|has)\b)/i;

export function readSentence(r: Reading, sentence: string, where: Where): Idea[] {
  let text = sentence.trim();
  const question = /\?\s*$/.test(text);
  text = text.replace(/[.!?]+$/, '').trim();
  text = calm(stripCues(r, text));
  // "Invoice 0419 for the wedding flowers, 1,150 pounds, was due …" is the sentence's subject.
  if (!BILL_FIRST.test(text))
    text = text
      .replace(DUE_AFTER, '$1, which $2')
      // "… was due 30 sept so now 2 months overdue": "so it is now …".
      .replace(/\bso now (?=\S+ (?:days?|weeks?|months?) overdue\b)/i, 'so it is now ');
  // "ask for Tobin when you get there", past the first sentence: the reader's to do.
  if (where === 'notes' && ASK_FOR_SOMEONE.test(text))
    return [{ kind: 'please', vp: `a${text.slice(1)}` }];
  // "Don't forget: expense reports are due Friday" keeps its opening.
  const mind = opensWith(text, r.words.keep_in_mind);
  if (mind !== undefined) {
    const rest = text.slice(mind.length).replace(/^[\s,:–—-]+/, '');
    const inner = rest === '' ? [] : readSentence(r, rest, where);
    const only = inner[0];
    if (inner.length === 1 && only?.kind === 'statement')
      return [
        {
          kind: 'statement',
          text: `${capitalize(mind)}: ${lowerFirstWord(only.text, r.lang)}`,
        },
      ];
  }
  // "I want it to be reassuring …, and offer a call to anyone who'd like one": how to write
  // goes; what to do besides is done.
  if (isDirective(r, text)) {
    const besides = DIRECTIVE_AND.exec(text)?.[1];
    return besides === undefined ? [] : readSentence(r, `I'd like to ${besides}`, where);
  }
  // "account no CB-2209" in the context: a reference, not "account" as a verb.
  const ref = where === 'context' ? referenceOf(text) : undefined;
  if (ref !== undefined)
    return [{ kind: 'statement', text: endSentence(`${ref.frame} ${ref.value}`) }];
  // "don't forget your badge", "no need to leave the building": said to the reader as written.
  if (/^(?:don['’]t|do not|never)\s+\p{Ll}/iu.test(text))
    return [{ kind: 'statement', text: endSentence(capitalize(text)) }];
  // "no presents please", "no speeches please or ill cry": a request, said as typed.
  if (/^no\s+\p{Ll}+(?:\s+\p{Ll}+)?,?\s+please\b/iu.test(text))
    return [{ kind: 'statement', text: endSentence(capitalize(text)) }];
  const pleaded = /^(?:please|pls|kindly)\s+\p{Ll}/iu.test(text);
  text = text
    .replace(/^(?:please|pls|kindly)\s+/i, '')
    .replace(/,?\s+(?:please|pls|thanks|thank you)$/i, '');
  if (text === '') return [];
  // "need to agree the banner, which samples we take …": what must be done, with its subject.
  if (
    where === 'context' &&
    /^need to (?!(?:ask|complain|raise|tell|remind|thank|invite|chase|email|write|let|speak|talk|check|follow|book|set|arrange|get|have|see|find|apologi[sz]e|say|update|contact|message|meet|grab|know)\b)\S+ \S/i.test(
      text,
    )
  )
    return [statementIdea(r, `We ${text.charAt(0).toLowerCase()}${text.slice(1)}`, false)];

  // "buddy - Tom", "on call: Luis at extension 204": a label and its value, kept as such.
  const label = /^([A-Za-z0-9][A-Za-z0-9 ]{0,30}?)\s*(?:\s[-–—]|:)\s+(\S.*)$/.exec(text);
  if (
    label?.[1] !== undefined &&
    label[2] !== undefined &&
    label[1].split(' ').length <= 3 &&
    !tokensOf(label[1]).some((t) => t.tags.has('Month') || t.tags.has('WeekDay'))
  ) {
    if (where === 'context') {
      text = label[2];
      // "Proposal: redesign the checkout flow" is "propose redesigning the checkout flow".
      const noun = label[1].toLowerCase().split(' ').at(-1) ?? '';
      const verb = r.words.nominal_acts[noun];
      const rest = tokensOf(text);
      if (verb !== undefined && rest[0] !== undefined && !r.words.expressions[rest[0].word]) {
        const head = rest[0];
        const gerund =
          !head.tags.has('Determiner') && !head.tags.has('Possessive') && canBeVerb(head.word)
            ? verbForms(infinitiveOf(head.word)).gerund
            : undefined;
        const body =
          gerund === undefined ? rest : [{ ...head, text: gerund, word: gerund }, ...rest.slice(1)];
        if (gerund !== undefined || isNounPhrase(r, rest.slice(0, 2))) {
          // "I wanted to share a partnership idea: bundling our meal-kit boxes …"
          const name = label[1].toLowerCase();
          const act = actOf(r, body, true);
          const shared = `${articleFor(name)} ${name}: ${vpOf(act)}`;
          return [
            { kind: 'act', act: { verb: 'share', particle: '', rest: shared }, about: vpOf(act) },
          ];
        }
      }
    } else if (mainVerb(r, tokensOf(label[1])) < 0)
      return [
        {
          kind: 'statement',
          text: endSentence(`${capitalize(label[1])}: ${r.addressing.secondPerson(label[2])}`),
        },
      ];
  }

  const feeling = opensWith(text, r.words.feelings);
  if (feeling !== undefined) {
    const rest = text.slice(feeling.length).replace(/^[\s,:-]+/, '');
    const lead = r.words.feelings[feeling.toLowerCase()] ?? 'I am sorry';
    const clause = bareClause(r, rest);
    const idea = statementIdea(r, `${lead} ${clause}`, question);
    // "sorry we charged your card twice", "sorry your order arrived damaged": a clause each tone can apologize for in its words.
    return question ||
      !/^(?:we|I|it|they|there|our|your|the|this|my|his|her|their)\b/i.test(clause) ||
      idea.kind !== 'statement'
      ? [idea]
      : [{ ...idea, sorry: r.addressing.secondPerson(clause) }];
  }
  const expression = opensWith(text, r.words.expressions);
  if (expression !== undefined) {
    const rest = text.slice(expression.length).replace(/^[\s,:-]+/, '');
    const act = r.words.expressions[expression.toLowerCase()] ?? expression;
    // "Congrats to Dana on …": the person comes straight after the verb.
    const object = rest.replace(/^to\s+(?=[A-Z])/, '');
    return [actIdea(r, tokensOf(`${act} ${object}`.trim()), 'context')];
  }

  // "I'm the new sales rep for your area and wanted to introduce myself": two ideas.
  const both =
    /^(I(?:['’]m| am) .+?),? and (?:I )?(?:wanted|want|would like|['’]d like) to (.+)$/i.exec(text);
  if (both?.[1] !== undefined && both[2] !== undefined) {
    return [...readSentence(r, both[2], 'context'), statementIdea(r, both[1], false)];
  }
  // "I'm the bookings secretary at Gallowmere Village Hall and I've double-booked the main
  // hall": what happened first, who the writer is after it.
  const done =
    /^(I(?:['’]m| am) (?:the|a|an|your) [^,]+?|I (?:run|manage|own) [^,]+?),? and ((?:I(?:['’]ve| have)|(?:our|my) (?:[\p{L}-]+ ){0,3}[\p{Ll}-]+) [\p{Ll}-]+ed\b.+)$/u.exec(
      text,
    );
  if (where === 'context' && done?.[1] !== undefined && done[2] !== undefined)
    return [statementIdea(r, done[2], false), statementIdea(r, done[1], false)];

  if (where === 'context') {
    const wish = r.wishes.exec(text);
    // "we'd love to hear how the new tills have worked for you" is said as written.
    // "we're hoping to have an answer by Friday": what the writer hopes, said as hoped.
    if (
      wish !== null &&
      /^(?:we|I)(?:['’]d love to hear\b|(?:['’]re|['’]m| are| am) (?:hoping|planning|aiming) to\b)/i.test(
        text,
      )
    )
      return [statementIdea(r, text, false)];
    // "I want to say I'm happy to talk it through with anyone": what is said, as said.
    const say =
      wish === null
        ? null
        : /^say (?:that )?((?:I|we|I['’]m|we['’]re|I['’]d|we['’]d|I['’]ll|we['’]ll|our|my)\b.+)$/i.exec(
            text.slice(wish[0].length),
          );
    if (say !== null) return [statementIdea(r, say[1]!, false)];
    if (wish !== null) {
      const rest = tokensOf(text.slice(wish[0].length));
      if (rest[0] !== undefined && isVerbToken(r, rest[0], rest[1], true)) {
        const idea = actIdea(r, rest, 'context');
        if (!NEEDED.test(wish[0]) || idea.kind !== 'act') return [idea];
        return [{ ...idea, needed: /^we\b/i.test(wish[0]) ? 'we' : 'I' }];
      }
    }
  }

  const tokens = tokensOf(text);
  const [first, second] = tokens;
  if (first === undefined) return [];

  if (question || isQuestion(tokens)) return [questionIdea(r, tokens, question)];
  // "please move your cars before then": after "please", a word that can be a verb is one, and
  // so is any word but a determiner, pronoun or preposition ("please clear the fridge", "please
  // water the plants", where "clear" and "water" read first as an adjective and a noun).
  if (pleaded && where === 'notes' && second !== undefined && afterPlease(first))
    return [actIdea(r, tokens, where)];
  if (SUBJECT_PRONOUNS.has(first.word) || CONTRACTED_SUBJECT.test(first.word))
    return [statementIdea(r, text, false)];
  // "ours blew over the fence": a possessive pronoun and its verb are a clause too.
  if (/^(?:ours|mine|theirs|hers)$/.test(first.word) && second?.tags.has('Verb') === true)
    return [statementIdea(r, text, false)];

  // "following up on …", "introducing Maya Chen", "proposing we move …"
  if (first.tags.has('Gerund') && second !== undefined) {
    const base = infinitiveOf(first.word, 'Gerund');
    if (r.verbs.has(base))
      return [actIdea(r, [{ ...first, text: base, word: base }, ...tokens.slice(1)], where)];
  }
  // "need the final logo files from you", "would like feedback on …": "I" left out.
  // "would really rather not": a preference of the writer's.
  const wishWord =
    first.word === 'would' &&
    (['like', 'love', 'appreciate', 'rather', 'prefer'].includes(second?.word ?? '') ||
      (second?.word === 'really' && ['rather', 'like', 'prefer'].includes(tokens[2]?.word ?? '')));
  // "have to tell the rota by Wednesday": so is an obligation, and "also want to buy …".
  const obliged = first.word === 'have' && second?.word === 'to';
  const also = first.word === 'also' && r.lexicon.subjectless_verbs.includes(second?.word ?? '');
  if (wishWord || obliged || r.lexicon.subjectless_verbs.includes(first.word)) {
    return [statementIdea(r, `I ${lowerFirst(text).replace(SO_NEED, 'so I $1')}`, false)];
  }
  if (also) {
    const wish = text.replace(/^\S+\s+/, '').replace(SO_NEED, 'so I $1');
    return [statementIdea(r, `I also ${wish}`, false)];
  }
  // "know SQL, Python and Tableau" in an application: the writer, "I" left out.
  // "read about 60 books a year", typed past the first sentence of an application, too.
  if (where === 'notes' && r.aboutWriter && SELF_VERBS.has(first.word) && second !== undefined)
    return [statementIdea(r, `I ${lowerFirst(text)}`, false)];
  // "led the payments team at Finly": the writer's own past, "I" left out; in an application,
  // "worked on the tills at the garden centre for a year" too.
  if (
    (where === 'notes' || r.aboutWriter) &&
    first.tags.has('PastTense') &&
    !r.words.passive_participles.includes(first.word) &&
    second !== undefined &&
    (second.tags.has('Determiner') ||
      second.tags.has('Possessive') ||
      (r.aboutWriter && /^(?:on|at|in|for|with|as)$/.test(second.word)))
  ) {
    return [statementIdea(r, `I ${lowerFirst(text)}`, false)];
  }
  // "paid £295 for 7 day hire", "rang 4 times": what the caller did, "I" left out; "told
  // every time it'll be tomorrow": what the caller was told.
  if (
    second !== undefined &&
    WRITER_DID.has(first.word) &&
    !/^(?:by|to|off|up|side|hand|wing|lane|turn|over|out)$/.test(second.word)
  )
    // "left sixth form in june and been working …": "and have been".
    return [
      statementIdea(r, `I ${lowerFirst(text).replace(/\band been\b/, 'and have been')}`, false),
    ];
  if (
    second !== undefined &&
    /^(?:told|promised|assured|advised|informed|quoted)$/.test(first.word) &&
    !second.tags.has('Pronoun') &&
    (!second.tags.has('Determiner') || /^(?:every|each)$/.test(second.word))
  )
    return [statementIdea(r, `I was ${lowerFirst(text)}`, false)];
  // "drinks at the Drover's fri 11 dec": what is laid on, not a verb with its subject left out.
  // A day after the place takes its "on": "at the Drover's on Friday 11 December".
  if (LAID_ON.has(first.word) && /^(?:at|on|in|after|from)$/.test(second?.word ?? ''))
    return [
      statementIdea(r, `There will be ${lowerFirst(text).replace(PLACE_DAY, '$1 on ')}`, false),
    ];
  if (first.tags.has('Verb') && isThirdPersonVerb(r, first, second)) {
    if (where === 'notes' && r.aboutReader)
      return [statementIdea(r, `You ${youAgree(lowerFirst(text))}`, false)];
    return [impliedIdea(r, `It ${lowerFirst(text)}`)];
  }
  const main = mainVerb(r, tokens);
  const listed = r.verbs.has(first.word) || r.words.reader_verbs.includes(first.word);
  const object =
    second !== undefined &&
    (second.tags.has('Determiner') ||
      second.tags.has('Possessive') ||
      ['them', 'him', 'her', 'it', 'me', 'us'].includes(second.word));
  // "offer target is the end of the month", "open rates rose 18%": a noun before the verb,
  // not an instruction.
  const copulaSubject =
    main > 0 &&
    (tokens[main]?.tags.has('Copula') === true ||
      tokens[main]?.tags.has('Modal') === true ||
      tokens[main]?.tags.has('PastTense') === true) &&
    tokens.slice(1, main).every((t) => t.tags.has('Noun') && !t.tags.has('Pronoun'));
  if (
    isVerbToken(r, first, second, false) &&
    !nounFirst(r, tokens) &&
    !copulaSubject &&
    (listed || main < 0 || object)
  )
    return [actIdea(r, tokens, where)];
  // "left sixth form in june and been working …": what comes before an "and" is a clause of
  // its own, no subject of the verb after it.
  if (main > 0 && !/^(?:and|but|or)$/.test(tokens[main - 1]!.word))
    return [statementIdea(r, withSubject(r, tokens, main), false)];
  const nominal = nominalAct(r, tokens);
  if (nominal !== undefined) return [actIdea(r, nominal, 'context')];
  const shaped = shapedIdea(r, tokens);
  if (shaped !== undefined) return [shaped];
  // "saves about 6 hours a month", "works with QuickBooks": what the context is about, left out.
  if (isThirdPersonVerb(r, first, second)) {
    return [impliedIdea(r, `It ${lowerFirst(text)}`)];
  }
  if (isAdjective(first) && second !== undefined) {
    const adjective = adjectiveIdea(r, tokens);
    if (adjective !== undefined) return [adjective];
  }
  // "at Luigi's on Elm Street": where the thing the email is about happens.
  if (where === 'notes' && PLACE_PREPOSITIONS.has(first.word) && second !== undefined)
    return [statementIdea(r, `It is ${text}`, false)];
  // "the server migration finished last night": a noun and what it did, then, is a clause
  // said as written, not a topic to write "an update on" about.
  if (pastClause(r, tokens)) return [statementIdea(r, text, false)];
  // "From 2 March the counter moves into …", "when the power went off …": a clause, or a
  // sentence that opens on when, is said as written, never as a topic ("news about from …").
  if (where === 'context' && clauseNotTopic(tokens)) return [statementIdea(r, text, false)];
  // "my riding instructor, Mrs Tindall, is happy to give a reference": a subject named in
  // apposition and its verb are a clause, said as written.
  if (APPOSITION.test(text)) return [statementIdea(r, text, false)];
  // "the lender for the flat we're buying wrote to you … and still hasn't had it back": a
  // long sentence with verbs of its own is a clause, however its start reads.
  if (where === 'context' && tokens.length > 10 && finiteVerbs(tokens) >= 2)
    return [statementIdea(r, text, false)];
  return [{ kind: 'topic', np: nounPhrase(r, tokens, where === 'notes') }];
}

/** The first word lowercased unless it is a name, with the reader addressed as "you". */
const WHEN_AFTER = new Set([
  'last',
  'yesterday',
  'today',
  'this',
  'on',
  'at',
  'early',
  'overnight',
]);

/** What the caller adds after a note on how to write: "…, and offer a call to anyone …". */
export const DIRECTIVE_AND =
  /,?\s+and\s+((?:offer|invite|ask|mention|say|include|add|let|tell|thank|remind)\b.+)$/i;

/** What a celebration lays on, which reads as a verb when typed first ("drinks at …"). */
const PLACE_DAY =
  /(\p{L}['’]?s?)\s+(?<!\b(?:on|by|from|until|till|before|after|this|next|every|each)\s+)(?=(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b)/iu;
const LAID_ON = new Set(['drinks', 'nibbles', 'snacks', 'refreshments', 'treats', 'prizes']);

/** Words that open a clause or a time, not a noun phrase. */
const OPENS_CLAUSE = new Set([
  'from',
  'when',
  'if',
  'after',
  'before',
  'since',
  'until',
  'as',
  'once',
  'while',
]);

/** A context that is a clause: it opens on when, or a noun is followed by its finite verb. */
function clauseNotTopic(tokens: readonly Token[]): boolean {
  if (OPENS_CLAUSE.has(tokens[0]?.word ?? '') && tokens.length >= 4) return true;
  return tokens.some(
    (t, i) =>
      i >= 2 &&
      t.tags.has('Verb') &&
      (t.tags.has('PresentTense') || t.tags.has('PastTense')) &&
      !t.tags.has('Infinitive') &&
      !t.tags.has('Gerund') &&
      tokens[i - 1]!.tags.has('Noun') &&
      !tokens[i - 1]!.tags.has('Pronoun') &&
      tokens[i + 1] !== undefined,
  );
}

const APPOSITION =
  /^[^,]{3,40},\s+(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+)?\p{Lu}[\p{L}'\u2019-]+(?:\s+\p{Lu}[\p{L}'\u2019-]+)?,\s+(?:is|are|was|were|has|have|had|will|can|would|says|said)\b/u;

function pastClause(r: Reading, tokens: readonly Token[]): boolean {
  return tokens.some(
    (t, i) =>
      i >= 2 &&
      t.tags.has('PastTense') &&
      !r.words.passive_participles.includes(t.word) &&
      tokens[i - 1]!.tags.has('Noun') &&
      !tokens[i - 1]!.tags.has('Pronoun') &&
      tokens[i + 1] !== undefined &&
      (tokens[i + 1]!.tags.has('Date') || WHEN_AFTER.has(tokens[i + 1]!.word)),
  );
}

export function bareClause(r: Reading, text: string): string {
  return r.addressing.secondPerson(lowerFirstWord(text, r.lang));
}

export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

export function lowerFirstWord(text: string, lang: Language): string {
  const [first = '', ...rest] = text.split(' ');
  return lang.canLowercase(first) ? [first.toLowerCase(), ...rest].join(' ') : text;
}

/** Verbs past a sentence's first word that only a clause has: "wrote", "hasn't", "won't". */
function finiteVerbs(tokens: readonly Token[]): number {
  return tokens.filter(
    (t, i) =>
      i > 0 &&
      t.tags.has('Verb') &&
      (t.tags.has('PastTense') ||
        t.tags.has('Modal') ||
        t.tags.has('Auxiliary') ||
        t.tags.has('Copula')),
  ).length;
}

/** The word after "please" as its verb: one that can be, or one that can be nothing else there. */
function afterPlease(first: Token): boolean {
  if (canBeVerb(first.word)) return true;
  return (
    /^\p{Ll}+$/u.test(first.text) &&
    !['Determiner', 'Pronoun', 'Preposition', 'Conjunction', 'Value', 'Adverb'].some((tag) =>
      first.tags.has(tag),
    )
  );
}

/** A wish that is an obligation: "need to", "have to", "I'll need to". */
const NEEDED = /\b(?:need|needs|have)\s+to\s+$/i;

/** "… so need to know how to order one": the writer's "I" left out after "so" as well. */
const SO_NEED = /\bso (need|want|have to|can['’]t)\b/;

/** Past acts a caller types without their "I": "paid £295 …", "rang 4 times", "chased twice". */
const WRITER_DID = new Set(
  'paid rang phoned called emailed texted chased ordered booked bought spent waited wrote visited reported complained logged cancelled returned left did went drove sent tried'.split(
    ' ',
  ),
);
