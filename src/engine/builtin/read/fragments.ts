/**
 * A note the caller typed as a fragment ("deadline January 15", "away Friday to Monday",
 * "drinks provided", "key under the mat") written as the sentence it stands for ("The
 * deadline is January 15.", "I am away Friday to Monday.", "Drinks are provided.", "The key
 * is under the mat."). Each shape is recognised by its first words; a fragment of no shape
 * known here is left to the caller's own words (`undefined`): a plain correct note beats an
 * elegant wrong one. Full clauses ("we signed them last week") are not fragments.
 */
import { canBeVerb, infinitiveOf, isPluralNoun, isVerbLemma, termsOf } from '../nlp.js';
import { isClause, wordsOf } from './clause.js';
import { articleFor } from './articles.js';
import { capitalize, endSentence } from '../text.js';
import {
  AUXILIARIES,
  DETERMINERS,
  ADVERBS,
  STATES,
  ARRANGED,
  DONE_ONCE,
  WRITER,
  ING_NOUNS,
  SELF_VERBS,
  IMPERATIVES,
  REFERENCE_WORDS,
  QUALIFICATIONS,
  MASS,
  MEANS,
  PLANNED,
  WRITER_PAST,
  MEANS_NEXT,
  LABELS,
  REFERENCES,
  PAST,
  FUTURE,
  WHEN,
  MONTH_DATE,
  TIME,
} from './fragmentWords.js';

export { isClause };

/** What a fragment is written with: who "we" are and how the email asks. */
export interface FragmentSetting {
  /** The writer speaks for a company or a group ("our", "we" in the request). */
  we: boolean;
  /** The purpose is about an event, so a date or time alone is when it happens. */
  event: boolean;
  /** Relaxed tones write the caller's instructions as they are ("Bring a snack."). */
  relaxed: boolean;
  /** The email is to a person the context names: a note without a subject is about them. */
  reader: boolean;
  /** The purpose asks for a meeting: a day alone is when the writer can meet. */
  meeting: boolean;
  /** The purpose welcomes the reader: what they will do is theirs ("You are shadowing Ella"). */
  welcome: boolean;
  /** The notes describe the writer (a job application): "5 years in …" is their experience. */
  writer: boolean;
  /** The context announces a change to come ("our hours are changing in January"). */
  changing?: boolean;
  /** The purpose asks for money: an amount alone is what is owed. */
  owed: boolean;
  /** The engine's own words in the tone's register (contractions). */
  own(text: string): string;
}

/** The sentence a fragment stands for, or undefined when it has no shape known here. */
export function fragmentSentence(piece: string, setting: FragmentSetting): string | undefined {
  const text = piece.trim().replace(/[.;,]+$/, '');
  const words = wordsOf(text);
  const first = words[0] ?? '';
  if (words.length === 0) return undefined;
  const say = (frame: string, rest: string) => endSentence(`${setting.own(frame)} ${rest}`);
  const writer = setting.we ? 'We' : 'I';
  const self = setting.we ? 'We are' : 'I am';
  const asWritten = () => endSentence(capitalize(text));

  if (text.includes(':')) return undefined;
  // "slides to me by Wednesday": what the reader is to send, and by when.
  const sendMe = /^((?:the|your)\s+)?([\p{L}\s-]+?)\s+(?:to me|over)\s+(by\s+.+)$/iu.exec(text);
  if (sendMe !== null && sendMe[2]!.split(' ').length <= 3)
    return endSentence(`Please send me ${sendMe[1] ?? 'your '}${sendMe[2]} ${sendMe[3]}`);
  if (setting.writer) {
    // "six years in busy kitchens, currently chef de partie at a hotel": two facts of the
    // writer, each its own sentence.
    const both = /^(.+?),\s+((?:currently|now|most recently)\s.+)$/i.exec(text);
    if (both) {
      const [past, now] = [both[1]!, both[2]!].map((p) => fragmentSentence(p, setting));
      if (past !== undefined && now !== undefined) return `${past} ${now}`;
    }
    const experience =
      /^(\S+ (?:years?|months?))(?: of experience)? (in|of|at|as|with|doing) (.+)$/i.exec(text);
    // "10 years as a nurse" keeps its "as"; "3 years of marketing" is experience in it.
    if (experience) {
      const [, time, prep = '', what] = experience;
      const said = prep.toLowerCase() === 'of' ? 'in' : prep.toLowerCase();
      return say(`${writer} have`, `${time} of experience ${said} ${what}`);
    }
    // "currently chef de partie at a hotel restaurant": what the writer is now.
    if (
      /^(?:currently|now)\s+(?!at\b|in\b|based\b|working\b|studying\b)\p{Ll}/u.test(text) &&
      !isClause(text)
    )
      return say(self, lowerFirst(text));
  }
  // "Mention the discount", "keep it short": the writer's own instructions are read elsewhere.
  if (WRITER.has(first)) return undefined;
  // "trial ends Friday": a noun and a verb of its own, said as written.
  if (words.some((w, i) => i > 0 && i <= 3 && SELF_VERBS.has(w)) && !IMPERATIVES.has(first))
    return asWritten();
  if (/^no need to\b/i.test(text)) return say('There is', lowerFirst(text));
  const noNeed = /^no (.+?) (needed|required)$/i.exec(text);
  if (noNeed) return say(`No ${noNeed[1]} is`, noNeed[2]!);
  if (
    first === 'no' &&
    words.length >= 2 &&
    !/\d/.test(words[1]!) &&
    !words.some((w) => AUXILIARIES.has(w))
  )
    return say(pluralHead(text) ? 'There are' : 'There is', lowerFirst(text));
  // "applying to three programs" is the writer's doing; "training sessions on the 3rd" a noun.
  const second = termsOf(text)[1];
  const gerund =
    /ing$/.test(first) &&
    !ING_NOUNS.has(first) &&
    termsOf(first)[0]?.tags.has('Gerund') === true &&
    !words.some((w) => AUXILIARIES.has(w)) &&
    // "processing takes about six weeks": the -ing word is the subject of a verb of its own.
    !(second !== undefined && second.tags.has('PresentTense') && /s$/.test(second.normal)) &&
    // "drawing WR-5530 sent on 20 November": a thing with its reference, not a doing.
    !/^\p{Lu}{1,5}-?\d/u.test(text.split(/\s+/)[1] ?? '') &&
    !(
      second !== undefined &&
      second.tags.has('Noun') &&
      !second.tags.has('Pronoun') &&
      !second.tags.has('Value') &&
      !second.tags.has('Date')
    );
  // "starts Monday at 9": the person written to starts, or the thing the email is about.
  if (SELF_VERBS.has(first) && words.length >= 2)
    return setting.reader
      ? say('You', `${infinitiveOf(first, 'PresentTense')} ${rest(text)}`)
      : say('It', lowerFirst(text));
  // "Level 3 food hygiene": a qualification the writer has, not "level" as a verb.
  if (/^level\s+\d/i.test(text)) return say(`${writer} have`, capitalize(text));
  // "IT ticket 88213" reads as a clause to the tagger ("it"), but is a reference.
  if (!gerund && isClause(text) && !REFERENCES.test(text)) return undefined;
  // "text and email alerts": two verbs before a bare noun name a thing, not an order.
  if (
    (IMPERATIVES.has(first) || MEANS.has(first)) &&
    /^(?:and|or|&)$/.test(words[1] ?? '') &&
    !words.slice(3).some((w) => DETERMINERS.has(w) || /^(?:me|us|them|it|you)$/.test(w))
  )
    return asWritten();
  // "review at the end of the pilot": a planned event, not an order.
  if (PLANNED.has(first) && /^(?:at|after|every|each|in|before|on)$/.test(words[1] ?? ''))
    return say('There will be a', lowerFirst(text));
  if (IMPERATIVES.has(first)) return instruction(text, words, setting);
  if (/^needs?$/.test(first)) return say(writer, lowerFirst(text).replace(/^needs/, 'need'));
  const label = LABELS.exec(text);
  if (label && /^(?:[\d$€£#]|[A-Z])/.test(label[2]!))
    return say(`The ${label[1]!.toLowerCase()} is`, label[2]!);
  const ref = referenceOf(text);
  if (ref !== undefined) return say(ref.frame, ref.value);
  // "invoice 7731 for $1,200": a reference with more to it stays as written.
  if (REFERENCE_WORDS.test(first) && /\d/.test(words[1] ?? ''))
    return predicate(text, words, false) ?? asWritten();
  if (/^(?:\d+%|[$€£]\d[\d,.]*) off\b/i.test(text)) return say(`${self} also offering you`, text);
  if (gerund) return say(setting.reader && setting.welcome ? 'You are' : self, lowerFirst(text));
  if (first === 'due') return say('It is', text);
  if (STATES.has(first) && words.length >= 2 && opensState(words[1]!))
    // Opening hours are a business's: "open 7am to 9pm" → "We are open …"; new hours
    // ("our hours are changing in January") are what we will be.
    return say(
      /^(?:open|closed)$/.test(first) ? (setting.changing ? 'We will be' : 'We are') : self,
      lowerFirst(text),
    );
  // "asked at the front desk twice": what the writer did.
  if (WRITER_PAST.has(first) && !DETERMINERS.has(words[1] ?? ''))
    return say(writer, lowerFirst(text));
  // In an application, "managed 12 residential builds" is what the writer did.
  if (setting.writer && /ed$/.test(first) && canBeVerb(first) && words[1] !== 'by')
    return say(writer, lowerFirst(text));
  // "stopped working on Sunday": the thing did it.
  if (participle(first) && /ing$/.test(words[1] ?? '')) return say('It', lowerFirst(text));
  if (
    /^any (?:day|time|afternoon|morning|evening|weekday)\b/.test(text.toLowerCase()) &&
    !/\b(?:works?|suits?|is|are|fine|good|okay|ok)\b/i.test(text)
  )
    return endSentence(`${capitalize(text)} ${setting.own('works for me')}`);
  // "missed visits on the 4th": the participle describes the noun after it, so the note is
  // a noun phrase, kept as written rather than guessed into "It was missed visits".
  if (participle(first) && pluralNounAt(text, 1)) return asWritten();
  if (participle(first) && !DETERMINERS.has(words[1] ?? ''))
    return say(`It ${copula(first, text, false)}`, lowerFirst(text));
  if (WHEN.test(first) || (first === 'from' && WHEN.test(words[1] ?? ''))) {
    if (!setting.event) return asWritten();
    const when = atTime(text);
    // "from October 1" alone is when a change starts; "from 2am to 4am" how long it runs.
    if (first === 'from' && !/\b(?:to|until|till)\b|[–-]/.test(text))
      return say('This starts', onDate(rest(text)));
    // "Tuesday or Wednesday morning" in a meeting request is when the writer is free.
    if (setting.meeting && first !== 'from')
      return endSentence(`${capitalize(when)} ${setting.own('would work for me')}`);
    return say(first === 'from' ? 'It runs' : TIME.test(first) ? 'It is at' : 'It is on', when);
  }
  // "3,200 pounds raised at their winter fundraisers": what the amount did, said whole.
  const done =
    /^((?:[$€£]\d[\d,.]*|\d[\d,.]* (?:dollars|euros|pounds|usd|eur|gbp))(?:\s+\w+)?)\s+(raised|collected|donated|saved|spent|paid|received|pledged)\b\s*(.*)$/i.exec(
      text,
    );
  if (done !== null) return say(`${done[1]} was`, `${done[2]!.toLowerCase()} ${done[3]}`.trim());
  if (/^[$€£]\d|^\d[\d,.]* (?:dollars|euros|pounds|usd|eur|gbp)\b/i.test(text))
    return say(
      setting.owed ? 'The amount is' : 'The price is',
      // "1,200 dollars by May 3": the amount, and when it is due.
      text.replace(/\s+(by|before|on|due)\s+(?=\S)/i, (_m, word: string) =>
        word.toLowerCase() === 'due' ? ', due ' : `, due ${word.toLowerCase()} `,
      ),
    );
  // "one email every Friday with new recipes": what the reader will get.
  if (
    /^(?:one|an?|two|three|\d+) (?:emails?|newsletters?|issues?|boxes?|episodes?|deliver(?:y|ies)) (?:every|each|a|per)\b/i.test(
      text,
    )
  )
    return say('You will get', lowerFirst(text));
  const effective = /^effective\s+(.+)$/i.exec(text);
  if (effective) return say('This takes effect', onDate(effective[1]!));
  if (/^(?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) time\b/i.test(text))
    return say('This is the', lowerFirst(text));
  if (setting.writer) {
    if (QUALIFICATIONS.test(text) && !/^(?:a|an|my)\b/i.test(text))
      return say(`${writer} have ${articleFor(first)}`, lowerFirst(text));
  }
  // "was due November 10": the thing the email is about was.
  if (/^(?:was|were)$/.test(first) && words.length >= 2)
    return say(first === 'was' ? 'It' : 'They', lowerFirst(text));
  const terms = termsOf(text);
  // "already tried the recipe", "wrote for the paper": the writer did it.
  if (
    (ADVERBS.has(first) && terms[1]?.tags.has('PastTense') === true) ||
    (terms[0]?.tags.has('PastTense') === true && !/ed$/.test(first) && !participle(first))
  )
    return say(writer, lowerFirst(text));
  if (ADVERBS.has(first) && /^(?:at|in|with|on|based|working|studying)$/.test(words[1] ?? ''))
    return say(self, lowerFirst(text));
  const counted =
    terms[0]?.tags.has('Value') === true && !terms[0].tags.has('Ordinal') && !/^[$€£]/.test(first);
  // "comments by Friday so we can print": what the writer would like, by when.
  if (
    words[1] === 'by' &&
    (WHEN.test(words[2] ?? '') ||
      /^(?:the|next|this|end|tomorrow|tonight|noon)$/.test(words[2] ?? '')) &&
    (terms[0]?.tags.has('Noun') === true || isPluralNoun(first)) &&
    !isVerbLemma(first) &&
    // "decision by Wednesday" needs an article and may be the writer's own: as written.
    (isPluralNoun(first) ||
      MASS.has(first) ||
      /^(?:feedback|input|approval|confirmation|sign-off)$/.test(first))
  )
    return say('I would appreciate', lowerFirst(text));
  // "orientation Monday 9am in room 4": an event of an event email and when it is.
  const on = words.findIndex((w, i) => i >= 1 && i <= 2 && WHEN.test(w));
  if (setting.event && on > 0 && !counted && terms[0]?.tags.has('Noun') === true) {
    // "interviews on March 12" already has its preposition: "Interviews are on March 12."
    const split = text.split(/\s+/);
    const said = /^(?:on|at)$/i.test(split[on - 1] ?? '') ? on - 1 : on;
    const head = split.slice(0, said);
    const plural = isPluralNoun((head.at(-1) ?? '').replace(/[^a-z]/gi, ''));
    return endSentence(
      `${capitalize(head.join(' '))} ${setting.own(`${be(plural)} on`)} ${atTime(split.slice(on).join(' '))}`,
    );
  }
  const stated = predicate(text, words, counted);
  if (stated !== undefined) return stated;
  if (
    /[^s]s$/.test(first) &&
    terms[0]?.tags.has('PresentTense') &&
    !terms[0].tags.has('Plural') &&
    // "comments by Thursday" is a noun with its deadline; "focus" is no "focu" + s.
    words[1] !== 'by' &&
    isVerbLemma(infinitiveOf(first, 'PresentTense'))
  ) {
    // "starts Monday" about the person written to: "You start Monday."
    if (setting.reader) return say('You', `${infinitiveOf(first, 'PresentTense')} ${rest(text)}`);
    return say('It', lowerFirst(text));
  }
  const verbFirst =
    (isVerbLemma(first) || terms[0]?.tags.has('Infinitive') === true) &&
    !ARRANGED.has(first) &&
    !counted;
  // In an application, "cut onboarding time by 30%" is what the writer did.
  if (verbFirst && setting.writer && !IMPERATIVES.has(first)) return say(writer, lowerFirst(text));
  // A verb of no known instruction ("cut sick days by 15%") is the caller's own words.
  if (verbFirst)
    return IMPERATIVES.has(first) || MEANS.has(first)
      ? instruction(text, words, setting)
      : asWritten();
  // No verb at all ("Catan and Codenames", "same phone number"): the caller's words.
  if (!terms.some((t) => t.tags.has('Verb'))) return asWritten();
  return undefined;
}

/** The words after the first. */
function rest(text: string): string {
  return text.split(/\s+/).slice(1).join(' ');
}

/** "April 1" → "on April 1"; "immediately" stays. */
function onDate(when: string): string {
  // "6pm at the Crown and Anchor": a clock time is "at", not "on".
  if (/^\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/i.test(when)) return `at ${when}`;
  return WHEN.test(when.split(/\s+/)[0] ?? '') || /^\d/.test(when) ? `on ${when}` : when;
}

/** "pay by card" → "You can pay by card."; "bring a snack" → "Please bring a snack." */
function instruction(text: string, words: readonly string[], setting: FragmentSetting): string {
  const [verb = '', next = ''] = words;
  if (verb === 'please') return endSentence(capitalize(text));
  if (MEANS.has(verb) && MEANS_NEXT.test(next))
    return endSentence(`${setting.own('You can')} ${lowerFirst(text)}`);
  if (setting.relaxed || /\bif you (?:like|want|can|'d like|’d like|prefer)\b/i.test(text))
    return endSentence(capitalize(text));
  return endSentence(`Please ${lowerFirst(text)}`);
}

/**
 * A noun and what is true of it, without the verb: "drinks provided" → "Drinks are
 * provided.", "key under the mat" → "The key is under the mat.", "revenue up 42%" →
 * "Revenue is up 42%."
 */
function predicate(text: string, words: readonly string[], counted: boolean): string | undefined {
  const at = words.findIndex(
    (w, i) =>
      i > 0 &&
      i <= 5 &&
      (ARRANGED.has(w) ||
        DONE_ONCE.has(w) ||
        /^(?:up|down|behind|ahead|over|under|next|in|on|at|near|below|above|inside|outside)$/.test(
          w,
        )),
  );
  if (at < 0) return undefined;
  let end = at;
  while (end > 1 && ADVERBS.has(words[end - 1]!)) end--;
  const nounWords = words.slice(0, end);
  const firstTerm = termsOf(text)[0];
  if (firstTerm?.tags.has('Imperative') === true) return undefined;
  const noun = text.split(/\s+/).slice(0, end).join(' ');
  const rest = text.split(/\s+/).slice(end).join(' ');
  if (
    nounWords.some((w) => AUXILIARIES.has(w) || /^[.,:;]/.test(w)) ||
    // "the notice letter only arrived on Friday": a verb of its own, no noun to say "is" of.
    termsOf(noun)
      .slice(1)
      .some((t) => t.tags.has('PastTense') && !t.tags.has('Adjective') && !t.tags.has('Noun')) ||
    nounWords.every((w) => DETERMINERS.has(w)) ||
    // "decision by next Wednesday", "late sheets go to the next cycle": no noun phrase
    // holds a preposition before the break, and "racks move", "projects overlap" is a
    // plural noun with its own verb: a clause, not a noun to say "is" of.
    nounWords.some(
      (w, i) =>
        i > 0 &&
        (/^(?:by|to|for|of|with|from|into|until|till)$/.test(w) ||
          ((isVerbLemma(w) || canBeVerb(w)) &&
            (isPluralNoun(nounWords[i - 1]!.replace(/[^a-z]/gi, '')) ||
              /[^su]s$/.test(nounWords[i - 1]!) ||
              // "trash and recycling go down the chute": two nouns and their verb.
              (i >= 3 && nounWords[i - 2] === 'and' && isVerbLemma(w))))),
    )
  )
    return undefined;
  const head = (nounWords.at(-1) ?? '').replace(/[^a-z]/gi, '');
  const headTerm = termsOf(text)[end - 1];
  const nounish =
    headTerm?.tags.has('Noun') === true ||
    (headTerm?.tags.has('Adverb') !== true &&
      headTerm?.tags.has('Adjective') !== true &&
      (nounWords.length >= 2 || !isVerbLemma(head)));
  if (head === '' || headTerm?.tags.has('Date') === true || !nounish) return undefined;
  const plural = /\band\b/.test(noun) || isPluralNoun(head);
  const word = words[at]!;
  const arranged = ARRANGED.has(word) || DONE_ONCE.has(word);
  // "legal sent comments": a participle with an object of its own is an active verb; so is
  // one with a particle and its object ("building control signed off the insulation").
  const terms = termsOf(text);
  const particle = /^(?:off|up|out|back|over|in)$/.test(words[at + 1] ?? '');
  const object = terms[at + (particle ? 2 : 1)];
  // "appointments already booked go ahead at the new address": the participle describes the
  // noun, and the clause has its own verb after it.
  if (
    arranged &&
    /^(?:go|goes|stay|stays|remain|remains|carry|carries|continue|continues)$/.test(
      words[at + 1] ?? '',
    )
  )
    return undefined;
  if (
    arranged &&
    object !== undefined &&
    (DETERMINERS.has(object.normal) ||
      (object.tags.has('Noun') && !object.tags.has('Date') && !object.tags.has('Value')))
  )
    return undefined;
  // "one bug in proration" → "There is one bug in proration."
  // "20-minute talk": a measure that describes one thing, which takes its article.
  const measure = !plural && /^\d+(?:\.\d+)?-\p{L}+$/u.test(words[0] ?? '') ? 'a ' : '';
  if (counted && !arranged) return endSentence(`There ${be(plural)} ${measure}${lowerFirst(text)}`);
  const verb = arranged ? copula(word, text, plural) : be(plural);
  const article =
    DETERMINERS.has(nounWords[0]!) ||
    counted ||
    /^[A-Z0-9$#]/.test(noun) ||
    plural ||
    MASS.has(head.toLowerCase()) ||
    headTerm?.tags.has('Uncountable') === true
      ? ''
      : 'The ';
  const subject = article === '' ? capitalize(noun) : `${article}${noun}`;
  return endSentence(`${subject} ${verb} ${rest}`);
}

/** Whether the word at `at` is a plural noun ("visits", "boxes"). */
function pluralNounAt(text: string, at: number): boolean {
  const term = termsOf(text)[at];
  return term !== undefined && term.tags.has('Plural') && !term.tags.has('Verb');
}

/** "is", "was", "will be" or "has been" before a participle, as the note's time says. */
function copula(participle: string, text: string, plural: boolean): string {
  // "ordered October 30": done on a date, so done then.
  if (PAST.test(text) || (DONE_ONCE.has(participle) && MONTH_DATE.test(text)))
    return plural ? 'were' : 'was';
  if (FUTURE.test(text)) return 'will be';
  if (DONE_ONCE.has(participle)) return plural ? 'have been' : 'has been';
  return be(plural);
}

/** "away from …", "free Tuesday …", "open 8am-6pm": what follows a state, not a noun it describes. */
function opensState(next: string): boolean {
  return (
    WHEN.test(next) ||
    /^\d{1,2}(?::\d\d)?(?:am|pm)/i.test(next) ||
    /^(?:from|until|till|on|at|in|to|for|after|before|between|this|next|all|most|any|every|around|during|most)$/.test(
      next,
    )
  );
}

/** A participle that opens a note ("used by 200 clinics", "done by Friday"). */
function participle(word: string): boolean {
  if (['done', 'split', 'set', 'built', 'sent', 'paid', 'held'].includes(word)) return true;
  return /[^e]ed$|[^e]en$/.test(word) && word !== 'named';
}

function be(plural: boolean): string {
  return plural ? 'are' : 'is';
}

/** "Friday 7pm" → "Friday at 7pm". */
function atTime(text: string): string {
  return text.replace(
    /\b((?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\w*|\d{1,2}(?:st|nd|rd|th)?),?\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm))\b/i,
    '$1 at $2',
  );
}

function pluralHead(text: string): boolean {
  const head = wordsOf(text.split(/\s+(?:in|on|at|for|during|until|by|to|from|of)\s+/)[0] ?? '')
    // "no patients booked": the noun, not the participle after it.
    .filter((w) => /^[a-z]+$/.test(w) && !/[^e]ed$/.test(w))
    .at(-1);
  return head !== undefined && isPluralNoun(head);
}

/** The caller's words after a frame: "Applying to …" → "applying to …"; names stay. */
function lowerFirst(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  const keep =
    /^[A-Z]{2,}|^[A-Z]\w*[A-Z]|^I$/.test(first) || termsOf(first)[0]?.tags.has('ProperNoun');
  return keep ? text : [first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
}

/** "ticket 4411" → "The ticket number is" and "4411"; "account no CB-2209" → "The account number is" … */
export function referenceOf(text: string): { frame: string; value: string } | undefined {
  const ref = REFERENCES.exec(text);
  if (ref === null) return undefined;
  const plural = /\band\b/.test(ref[2]!);
  const named = ref[1]!.replace(/\s+ref$/i, ' reference');
  const noun = /\sreference$/i.test(named) ? '' : plural ? ' numbers' : ' number';
  return {
    // "IT ticket 88213": the team's letters keep their capitals.
    frame: `The ${named.replace(/\b(?![A-Z]{2,4}\b)\w+/g, (w) => w.toLowerCase())}${noun} ${plural ? 'are' : 'is'}`,
    value: ref[2]!.replace(/#/g, ''),
  };
}
