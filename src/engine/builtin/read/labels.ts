/**
 * Readers a context names outside the "thank X for …" shapes people.ts reads, each said to as
 * "you" with the rest of the context:
 * - a label and whom it is for: "update for swimming lesson parents, the pool has been shut
 *   …", "complaint to Harlowden Skip Hire, skip was meant to be collected …"; the label says
 *   only whom the email is to, and what follows it is the email's to say;
 * - whom the caller says they are writing to: "I'm writing to the director of education at …
 *   because …", "…, and I'm writing to the course manager.";
 * - "give Mrs Tancredi an update on …";
 * - a reader named first and turned to at the end: "The flood wardens … were out all night …,
 *   and I want to thank them.";
 * - where no reading in people.ts found the reader: a title before the name the caller gave
 *   ("invite the Mayor of Thornhollow, Councillor Adeyemi-Platt, to …"), that name as an owner
 *   or as whom the writer did something to ("handling Ms Huxtable's purchase", "I sent Mrs
 *   Hadfield the wrong curtains"), and whom the caller writes to complaining or offering, or
 *   sends a reminder ("Write to Strangways Strood Lettings complaining that …").
 */
import type { ReaderInContext } from './people.js';
import { byRole, named } from './introduce.js';
import { ci, NAME, ROLE, TRADING_NAME } from './roles.js';
import { isPluralNoun } from '../nlp.js';
import { capitalize, escapeRegExp } from '../text.js';
import { agree, toYou } from './toYou.js';

const LABEL = String.raw`(?:(?:${ci('a|an')})\s+)?(?:(?:${ci('quick|short|friendly|gentle|little|final|formal|cold')})\s+)?(?:(?:${ci('update|reminder|complaint|proposal|intro|introduction|note|message|email|letter|heads-up|heads up')})(?:\s+(?:${ci('email|note|message')}))?|(?<=${ci('quick')}\s+)${ci('one')}|(?:${ci('introduce')})\s+(?:${ci('email|note|message')}))\s+(?:${ci('for|to')})`;

/** "… for Oisin at the Moorhen in Edlow, …": a person named, and where they are. */
const FOR_NAMED = new RegExp(
  String.raw`^${LABEL}\s+(?:(?:${ci('my|our')})\s+(?:[\p{Ll}-]+\s+)?)?(${NAME})((?:\s+(?:at|from|of)\s+[^,.;:!?]+)?)(?:\s*[,:;]|\s+[\u2013\u2014-])\s*(\S.*)$`,
  'u',
);

/** "… for swimming lesson parents, …", "… to the residents of Block C: …": a group named. */
const FOR_GROUP = new RegExp(
  String.raw`^${LABEL}\s+((?:(?:(?:${ci('all')})\s+)?(?:${ci('the|our|my')})\s+)?[\p{Ll}\d'\u2019-]+(?:\s+[\p{L}\d'\u2019-]+){0,6}?)(?:\s*[,:;]|\s*!+|\s+[\u2013\u2014-])\s*(\S.*)$`,
  'u',
);

/**
 * "reminder to parents at Saturday drama club, fees due …", once read as "remind you to
 * parents at …": a role, not a verb, after the "to".
 */
const REMIND_ROLE = new RegExp(
  String.raw`^remind you (?:to|for)\s+(${ROLE}(?:\s+(?:at|of|in|on)\s+[^,.;:!?]+)?)(?:\s*[,:;]|\s+[\u2013\u2014-])\s*(\S.*)$`,
  'u',
);

/** "…, introducing him to Wiesia Sobczak, …": whom an introduction is to, said first. */
const INTRODUCING = /,?\s*\bintroducing you to ([^,.;:!?]+)/;

/**
 * "…, and I'm writing to the course manager.", "…, and I'm writing the winter update to all
 * the shareholders.", "…, and the advert says to write to the chief executive.": whom the
 * email is to, said of them.
 */
const WRITING_TO_END =
  /,?\s+and\s+(?:(?:I['’]m|I am)\s+writing\s+(?:(?:the|a|an|our|this|my)\s+[^,.;:!?]*?\s+)?to|the\s+(?:job\s+)?(?:advert|ad|advertisement|listing)\s+says\s+to\s+write\s+to|the\s+(?:covering\s+|cover\s+)?(?:letter|application)\s+(?:is\s+to\s+(?:go|be sent|be addressed)|goes|is going|should go)\s+to)\s+((?:the|my|our|all the|all our)\s+[^,.;:!?]+?)(?:,\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))?(?:\s+to\s+ask)?\s*(?=[.;!?]|$)/iu;
/**
 * "applying for the breakfast chef job …, letter to the head chef Mr Pennycook.", "…,
 * addressed to the head chef, Ms Gerrity.": whom it is to.
 */
const LETTER_TO =
  /,\s+(?:(?:(?:the\s+)?(?:covering\s+|cover\s+)?(?:letter|email|application)\s+(?:goes\s+)?)|goes\s+|(?:addressed|written|going|sent)\s+)to\s+(?:the|my|our)\s+([\p{Ll}\s-]+?),?\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?=[.;!?,]|$)/u;
/** "I'm writing to the director of education at … because …": "I'm writing to you because …". */
const WRITING_TO =
  /\b((?:I['’]m|I am)\s+writing\s+to\s+)((?:the|my|our)\s+[^,.;:!?]+?(?:,\s+(?:my|our|the)\s+[^,.;:!?]+,)?)(?=\s+(?:because|about|as|regarding|since|after|following|to\s+(?:ask|complain|say|let|tell|raise|request|apply))\b)/i;

/** "send our six shareholders the quarterly update": the group given the update is the reader. */
const GROUP_UPDATE = new RegExp(
  String.raw`^((?:(?:${ci('please')})\s+)?(?:(?:I|${ci('we')})\s+(?:${ci('need|want|have')})\s+to\s+)?(?:${ci('give|send')})\s+)((?:${ci('the|our|all|all our|all the')})\s+(?:[\p{Ll}\d-]+\s+){0,3}?[\p{Ll}-]+s)\s+((?:the|a|an|our|this|their)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:update|newsletter|report|heads-up)\b)`,
  'u',
);
/** "give Mrs Tancredi an update on the rewire": the one given the update is the reader. */
const GIVE_UPDATE = new RegExp(
  String.raw`^((?:(?:${ci('please')})\s+)?(?:${ci('give|send')})\s+)(${NAME})\s+((?:a|an)\s+(?:(?:quick|short|brief|progress|full)\s+)?(?:update|heads-up|heads up)\b)`,
  'u',
);

/**
 * "The flood wardens … were out all night …, and as chair of the parish council I want to
 * thank them.", "… and Mrs Scattergood still owes me …, so I want to remind her very gently.":
 * the reader named first, and turned to at the end.
 */
const TURNED_TO =
  /^(.+?),?\s+(?:and|so)\s+(?:as\s+[^,]+,?\s+)?(?:I|we)\s+(?:want|need|would like|['’]d like|have)\s+to\s+(?:(?:thank|congratulate|welcome|remind|update|invite|tell|send)\s+|send\s+(?:a\s+welcome|a\s+reminder|an\s+update|a\s+thank[- ]you(?:\s+note)?)\s+to\s+(?:all\s+of\s+)?)(them|him|her)(?:\s+all)?(?:\s+(?:a\s+welcome|a\s+reminder|an\s+update|(?:very\s+)?gently|properly|personally|to\s+the\s+[\p{Ll}-]+|before\s+(?:they|he|she)\s+(?:start|starts|arrive|arrives|join|joins)))*\s*[.!]?(?=\s|$)(.*)$/su;
/** The subject of the first clause, many people, and its verb: "The flood wardens in … were". */
const THEY_FIRST =
  /^((?:the|our|all the|all our|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\s+[^,]+?)(,\s+(?:the|a|an)\s+[^,]+,)?\s+(were|was|join|start|arrive|begin|are|is|have|has|had|won|did|came|helped|worked|raised|got|made|kept|stayed|ran|joined|signed|\p{Ll}+ed)\b/iu;
/** One person named in the first clause: "Mrs Edna Scattergood", "Tegan Salgado". */
const ONE_NAMED = new RegExp(
  String.raw`(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)+(?=,|\s+\p{Ll})`,
  'u',
);

/**
 * "Chinwe Farrow came a close second …, so I'm following up to give it and to encourage her
 * to apply again.": one person named first and spoken of later in the sentence, all of it hers.
 */
const NAMED_THEN_SPOKEN_OF =
  /^((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)+)\s+(\p{Ll}+)([^.!?]*?,?\s+(?:and|so)\s+(?:I|I['’]m|I am|we)\s[^.!?]*?\b(?:her|him)\b[^.!?]*[.!?]?)(.*)$/su;

const REMINDED =
  /\b(I|we)\s+(want|need|would like|have)\s+to\s+(remind|tell|update|warn)\s+(?:them|him|her)\b/i;

function turnedTo(context: string, recipientName: string | undefined): ReaderInContext | undefined {
  const turn = TURNED_TO.exec(context);
  const spoken = turn === null ? NAMED_THEN_SPOKEN_OF.exec(context) : null;
  if (spoken !== null) {
    const [, name = '', verb = '', rest = '', after = ''] = spoken;
    return {
      // "… and has asked for feedback": "and have asked", said to her.
      context: `You ${agree(verb, true)}${toYou(rest, true, false, name).replace(/\band has\b/, 'and have')}${after}`,
      found: 'person',
      ...named(
        name.replace(/^((?:Mr|Mrs|Ms|Miss|Dr)\.?)\s+\p{Lu}\p{Ll}+\s+(?=\p{Lu})/u, '$1 '),
        recipientName,
      ),
    };
  }
  if (turn === null) return undefined;
  const [whole, first = '', pronoun = '', typedAfter = ''] = turn;
  // "…, and I need to remind her that their vaccinations …": what she is reminded of is said
  // to her, after the news.
  const said = REMINDED.exec(whole.slice(0, whole.length - typedAfter.length));
  const after =
    said !== null && /^\s*that\s/i.test(typedAfter)
      ? ` ${capitalize(said[1]!)} ${said[2]!.toLowerCase()} to ${said[3]!.toLowerCase()} you${toYou(typedAfter, pronoun !== 'them')}`
      : typedAfter;
  if (pronoun === 'them') {
    const they = THEY_FIRST.exec(first);
    if (they === null) return undefined;
    const [whole, subject = '', , verb = ''] = they;
    return {
      // "were out all night", "was nominated" → "You were …".
      context: `You ${agree(verb, false)}${toYou(first.slice(whole.length), false)}.${after}`,
      // "the flood wardens in Pennywell Bridge": the wardens, wherever they are.
      ...byRole(subject.replace(/\s+(?:in|at|on|of|from)\s.*$/, '')),
    };
  }
  const name = ONE_NAMED.exec(first);
  if (name === null) return undefined;
  // "One of my bookkeeping clients, Ceridwen Mabey, who runs Tidewrack Ceramics, won …": the
  // whole description is the reader, "You won …".
  const apposed = /^[^,]+,\s*$/.test(first.slice(0, name.index))
    ? /^(?:,\s+who\s+[^,]+)?,\s+(?=\p{Ll})/u.exec(first.slice(name.index + name[0].length))
    : null;
  if (apposed !== null) {
    const from = name.index + name[0].length + apposed[0].length;
    const verb = /^(\p{Ll}+)(.*)$/su.exec(toYou(first.slice(from), true, false, name[0]));
    return {
      context: `You ${agree(verb?.[1] ?? '', true)}${verb?.[2] ?? ''}.${after}`,
      found: 'person',
      ...named(name[0], recipientName),
    };
  }
  const at = name.index + name[0].length;
  // "Mrs Scattergood still owes me …": "you still owe me …".
  const rest = toYou(first.slice(at), true, false, name[0]).replace(
    /^\s+((?:(?:still|also|already|now|just|never|always)\s+)?)(\p{Ll}+)/u,
    (_m, adverb: string, verb: string) => ` ${adverb}${agree(verb, true)}`,
  );
  const head = first.slice(0, name.index);
  return {
    context: `${head}${head === '' ? 'You' : 'you'}${rest}.${after}`,
    found: 'person',
    // "Mrs Edna Scattergood" is greeted as "Mrs Scattergood".
    ...named(
      name[0].replace(/^((?:Mr|Mrs|Ms|Miss|Dr)\.?)\s+\p{Lu}\p{Ll}+\s+(?=\p{Lu})/u, '$1 '),
      recipientName,
    ),
  };
}

/**
 * A context's opening made plain for the readings that follow: "ask Tanvika (my manager) if
 * …" and "ask my manager Helga if …" (who the reader is goes unsaid to them); "following up w Philomena, the
 * manager at Saplings nursery, met her at the breakfast on tues and she liked …" → "follow up
 * with Philomena. We met at the breakfast on tues and she liked …".
 */
export function plainLead(context: string): string {
  return (
    context
      .replace(/^([^(]{0,40}?\p{Lu}\p{Ll}+)\s+\((?:my|our|the)\s+[^)]{1,30}\)/u, '$1')
      .replace(/^[Ff]ollowing up (?:w|with)\s+(?=\p{Lu})/u, 'follow up with ')
      // "send a polite first reminder to Brightmoor Conferencing that …": "remind … that".
      .replace(
        /^((?:[Pp]lease\s+)?)(?:[Ss]end|[Gg]ive)\s+(?:a|an)\s+(?:(?:polite|gentle|friendly|quick|short|final|first|second|last|formal|firm)\s+){0,3}(reminder|welcome|thank[- ]you(?:\s+note)?)\s+to\s+/u,
        (_m, please: string, what: string) =>
          `${please}${/^reminder/i.test(what) ? 'remind' : /^welcome/i.test(what) ? 'welcome' : 'thank'} `,
      )
      // "announcing to the whole studio that …": whom it is announced to is the reader.
      .replace(
        /^((?:I['’]m\s+)?[Aa]nnounc(?:e|ing))\s+to\s+(?:the|our|all|everyone|all the)\b[^,.;:!?]*?\s+(?=that\s)/u,
        '$1 ',
      )
      // "… and I need to give the staff in our four charity shops an honest update on …":
      // "give you an honest update".
      .replace(
        /\b((?:I|we)\s+(?:need|want|would like|have)\s+to\s+give\s+)(?:the|our|all|all the|all our)\s+[^,.;:!?]+?\s+(?=an?\s+(?:(?:honest|quick|short|brief|progress|full|proper)\s+)?update\b)/u,
        '$1you ',
      )
      // "On behalf of the parents at …, I want to ask …": who the writer speaks for, said first.
      .replace(
        /^[Oo]n behalf of ([^,.;:!?]{3,80}),\s+(?=(?:I|we|We)\s)/u,
        "I'm writing on behalf of $1. ",
      )
      // "On behalf of the parish council, write to the managing director of … asking them to
      // keep …": "ask … to keep …", on the council's behalf.
      .replace(
        /^[Oo]n behalf of ([^,.;:!?]{3,80}),\s+write to ((?:the|our)\s+[^,.;:!?]+?)\s+asking\s+(?:them|him|her)\s+to\s+/u,
        "I'm writing on behalf of $1. I want to ask $2 to ",
      )
      // "remind everyone on the veg box list there's no deliveries": who they are, unsaid.
      .replace(
        /^((?:[Pp]lease\s+)?[Rr]emind\s+)everyone\s+on\s+(?:the|our)\s+[^,.;:!?]{1,40}?\s+list\s+(?:that\s+)?/u,
        '$1everyone that ',
      )
      // "ask my manager Helga if …": the role before a name is who she is, unsaid to her.
      .replace(
        /^((?:[Pp]lease\s+)?(?:[Aa]sk|[Tt]hank|[Rr]emind|[Ii]nvite|[Tt]ell|[Uu]pdate|[Cc]ongratulate|[Ww]elcome)\s+)(?:[Mm]y|[Oo]ur)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:manager|boss|supervisor|colleague|neighbou?r|landlord|landlady|mentor|tutor|teacher|coach|friend)\s+(?=\p{Lu}\p{Ll}+\b)/u,
        '$1',
      )
      // "… I want to ask my manager, Mrs Brathwaite-Doolan, for …": her name, unsaid to her.
      .replace(
        /\b((?:ask|thank|remind|invite|tell|update|congratulate|welcome|propose to|write to|complain to|apologi[sz]e to|say sorry to|reach out to|pitch to)\s+)(?:my|our)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:manager|boss|supervisor|colleague|neighbou?r|landlord|landlady|mentor|tutor|teacher|coach|friend|head|headteacher|doctor|accountant|solicitor|agent|client|customer),\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),\s+/u,
        '$1$2 ',
      )
      .replace(
        new RegExp(
          String.raw`^(follow up with ${NAME}),\s+(?:the|our|my)\s+[^,.;:!?]+,\s+met\s+(?:her|him|them)\s+`,
          'u',
        ),
        '$1. We met ',
      )
  );
}

/**
 * "Invite the Mayor of Thornhollow, Councillor Adeyemi-Platt, to open …", "ask their
 * operations director, Mr Bascombe, for …": the reader's title with the name the caller
 * gave as theirs, both "you".
 */
export function titledByName(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  const name = recipientName?.trim() ?? '';
  if (name === '') return undefined;
  const apposed = new RegExp(
    String.raw`\b(${ci('invite|ask|thank|tell|remind|congratulate|welcome|update|propose to|write to')})\s+(?:${ci('the|their|our|my|your|his|her')})\s+([^,.;:!?()]{1,60}?),\s+${escapeRegExp(name)},?\s+`,
    'u',
  ).exec(context);
  if (apposed === null) return undefined;
  return {
    context:
      context.slice(0, apposed.index) +
      `${apposed[1]} you ` +
      toYou(context.slice(apposed.index + apposed[0].length), true, false, name),
    found: 'person',
    noun: apposed[2]!,
  };
}

/**
 * "I'm the conveyancer handling Ms Huxtable's purchase … and I need to let her know …",
 * written to Ms Huxtable: what is hers is "your", and she is "you" after it.
 */
export function ownedByName(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  const name = recipientName?.trim() ?? '';
  // Named once: "introduce Kwesi … so Kwesi's January return" is read where the introduction is.
  if (name === '' || context.split(name).length !== 2) return undefined;
  const owned = new RegExp(String.raw`\b${escapeRegExp(name)}['\u2019]s\b`, 'u').exec(context);
  if (owned === null) return sentTo(context, name);
  // "I asked her for them …, and she said she'd …": the reader's pronouns after it are "you".
  const after = toYou(context.slice(owned.index + owned[0].length), true, false, name);
  return { context: `${context.slice(0, owned.index)}your${after}`, found: 'person' };
}

/** "I sent ", "we accidentally charged ": the writer doing something to whom comes next. */
const DONE_TO =
  /\b(?:I|we)\s+(?:\p{Ll}+\s+)?\p{Ll}+ed\s+|\b(?:I|we)\s+(?:sent|gave|told|left|sold|owe|promised|charged|showed)\s+/u;

/**
 * "I sent Mrs Hadfield the wrong size curtains for her living room, … and she's had to wait",
 * written to Mrs Hadfield: she is "you" where the caller did something to her, and after it.
 */
function sentTo(context: string, name: string): ReaderInContext | undefined {
  const at = context.indexOf(name);
  const lead = DONE_TO.exec(context.slice(0, at + 1));
  if (lead === null || lead.index + lead[0].length !== at) return undefined;
  return {
    context: `${context.slice(0, at)}you${toYou(context.slice(at + name.length), true, false, name)}`,
    found: 'person',
  };
}

/**
 * "Write to Strangways Strood Lettings complaining that …", "Write to the estate agents in
 * Hexbury offering our photography": whom the caller writes to, asking, offering or
 * complaining, is the reader.
 */
const WRITE_TO_DOING =
  /^((?:please\s+)?(?:write|email|send an email|send a letter)\s+to\s+)((?:the\s+|our\s+)?(?:[\p{L}\d&'’-]+\s+){0,5}?[\p{L}\d&'’-]+)\s+(?=(?:complaining|asking|offering|inviting|telling|urging|requesting)\b)/iu;

/** "Send Tumblefield Events a final reminder about invoice HM-0442": whom it is sent to. */
const SEND_A_REMINDER =
  /^((?:[Pp]lease\s+)?[Ss]end\s+)((?:the\s+)?(?:[\p{Lu}\d][\p{L}\d&'’-]*\s+){0,4}?[\p{Lu}\d][\p{L}\d&'’-]*)\s+(?=(?:a|an)\s+(?:(?:final|second|third|last|friendly|gentle|quick|polite|short)\s+)?(?:reminder|note|nudge)\b)/u;

/** Whom the caller writes to, asking, offering or complaining, where no other reading found them. */
export function writtenTo(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  const doing = WRITE_TO_DOING.exec(context) ?? SEND_A_REMINDER.exec(context);
  if (doing === null) return undefined;
  const [whole, lead = '', who = ''] = doing;
  const person = /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\b/.test(who);
  return {
    context: `${lead}you ${toYou(context.slice(whole.length), person, false, who)}`,
    ...(person
      ? { found: 'person' as const, ...named(who, recipientName) }
      : { found: 'group' as const, noun: who.replace(/^(?:the|our)\s+/i, '') }),
  };
}

export function labelledReader(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  const turned = turnedTo(context, recipientName);
  if (turned !== undefined) return turned;
  const person = FOR_NAMED.exec(context);
  if (person !== null) {
    const [, name = '', where = '', rest = ''] = person;
    // "proposal for Oisin at the Moorhen …, want to run a quiz there": "there" is that place.
    const place = /^\s+at\s+(.+)$/.exec(where)?.[1];
    const text = said(place === undefined ? rest : rest.replace(/\bthere\b/, `at ${place}`));
    // A business is many people ("Harlowden Skip Hire"); its "they" is "you" as a group's is.
    const words = name.split(' ');
    const last = words.at(-1) ?? '';
    const business =
      !/^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\b/.test(name) &&
      (TRADING_NAME.test(name) ||
        words.length >= 3 ||
        (words.length === 2 && (/^[A-Z]{2,}$/.test(last) || isPluralNoun(last))));
    const told = toYou(text, !business, false, name).replace(
      AND_VERB,
      (_m, head: string, verb: string) => `${head}${agree(verb, true)}`,
    );
    const introducing = INTRODUCING.exec(told);
    return {
      context:
        introducing === null
          ? told
          : `introduce you to ${introducing[1]}. ${capitalize(told.replace(introducing[0], ''))}`,
      found: business ? 'group' : 'person',
      ...(business ? { noun: name } : {}),
      ...named(name, recipientName),
    };
  }
  // "Send our six shareholders the quarterly update for …": the update is theirs, "you".
  const updated = GROUP_UPDATE.exec(context);
  if (updated !== null) {
    const [whole, verb = '', who = '', update = ''] = updated;
    return {
      context: `${verb}you ${update}${toYou(context.slice(whole.length), false)}`,
      ...byRole(who.replace(/^(?:the|our|all|all our|all the)\s+/i, '')),
    };
  }
  const given = GIVE_UPDATE.exec(context);
  if (given !== null) {
    const [whole, verb = '', name = '', update = ''] = given;
    return {
      context: `${verb}you ${update}${toYou(context.slice(whole.length), true, false, name)}`,
      found: 'person',
      ...named(name, recipientName),
    };
  }
  const end = WRITING_TO_END.exec(context);
  if (end !== null)
    return {
      context: context.replace(end[0], ''),
      ...byRole(end[1]!.replace(/\s+(?:at|of)\s.*$/, '')),
      ...(end[2] === undefined
        ? {}
        : { found: 'person' as const, ...named(end[2], recipientName) }),
    };
  const letter = LETTER_TO.exec(context);
  if (letter !== null)
    return {
      // "cover letter for the school business manager job at …": the applying, said.
      context: context
        .replace(letter[0], '')
        .replace(
          /^(?:a\s+)?(?:cover|covering)\s+letter\s+for\s+(?=(?:the|a|an)\s)/i,
          "I'm applying for ",
        ),
      found: 'person',
      ...named(letter[2]!, recipientName),
    };
  const writing = WRITING_TO.exec(context);
  // "I'm writing to … because my son's taxi has been late": why is what the email says.
  const why =
    writing?.index === 0
      ? /^\s+(?:because|as|since)\s+(?=\S)/.exec(context.slice(writing[0].length))
      : null;
  if (writing !== null)
    return {
      context:
        why === null || why === undefined
          ? context.replace(writing[0], `${writing[1]}you`)
          : capitalize(context.slice(writing[0].length + why[0].length)),
      ...byRole(writing[2]!.replace(/\s+(?:at|of)\s.*$/, '')),
    };
  const group = FOR_GROUP.exec(context) ?? REMIND_ROLE.exec(context);
  if (group !== null) {
    const [, who = '', rest = ''] = group;
    const role = byRole(who);
    // A group's "their" after the label is seldom theirs ("update for all staff - … Northvale
    // Cloud says it's a fault at their data centre"): a caller who turns to the group says "u".
    return { context: said(rest), ...role };
  }
  return undefined;
}

/**
 * What follows the label, as a sentence: "skip was meant to be collected …", "email and the
 * shared drive have been down …" open on a bare noun, the subject, which takes its "the"
 * (a bare "email" would read as an order to email).
 */
function said(text: string): string {
  const [first = '', next = ''] = text.split(/\s+/);
  return /^\p{Ll}+$/u.test(first) &&
    !NOT_A_NOUN.test(first) &&
    /^(?:and|is|are|was|were|has|have|had)$/.test(next)
    ? `the ${text}`
    : text;
}

const NOT_A_NOUN =
  /^(?:i|we|you|he|she|they|it|this|that|these|those|my|our|your|his|her|their|its|the|a|an|all|some|no|every|each|there|what|everyone|nobody|someone)$/;

/** A second verb of the reader's ("you're having the extension done and needs an electrician"), after "and", in a clause whose subject is now "you". */
const AND_VERB =
  /(?<=^|[.!?]\s+)((?:you|You)(?:['’]re|['’]ve)?\s+[^,.;:!?]*?\s+and\s+)(needs|wants|has|is|does|owes|likes|knows|pays|works|lives|gets|goes|says)\b/g;
