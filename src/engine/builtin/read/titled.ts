/**
 * A reader named by title or role and where they work, as a whole phrase: "update the chief
 * executive of Quarrymoor Housing Trust on …", "invite the head teachers of our seven feeder
 * primary schools to …", "write to the HR and facilities managers of the businesses on Wyrley
 * Cross Business Park offering …", "thank the managing director of Quorndale Haulage, Mr
 * Pendry, for …". Said to them, the whole phrase is "you": where they work goes unsaid, and a
 * name given beside it is the greeting's.
 */
import { verbForms } from '../nlp.js';
import type { ReaderInContext } from './people.js';
import { byRole, named } from './introduce.js';
import { AFTER_NAME, ci, LEAD, NAME, ROLE_NOUNS } from './roles.js';
import { toYou } from './toYou.js';

/** Verbs whose object, or whose "to …", is the one written to. */
const VERBS = ci(
  'update|invite|thank|remind|ask|tell|congratulate|welcome|inform|chase|write to|pitch to|propose to|complain to|apologise to|apologize to|reach out to|introduce myself to',
);

/**
 * A business or a person named to be chased: "chase Brindlecote Joinery about …", "chasing
 * Orbwell Events again"; or pitched to: "pitch Mrs Hollinrake (head at …) adding …".
 */
const CHASED = new RegExp(
  String.raw`${LEAD}(${ci('chase')}|${ci('pitch')}(?=\s+${NAME}\s+(?:\(|\p{Ll}+ing\b)))\s+(${NAME})${AFTER_NAME}`,
  'u',
);

/** A title's or a role's head: "chief executive", "head teachers", "managers", "drivers". */
const HEADS = String.raw`executives?|directors?|officers?|chairs?|chairman|chairwoman|secretar(?:y|ies)|clerks?|heads?|head teachers?|headteachers?|principals?|governors|trustees|shareholders|leaders?|wardens?|[\p{Ll}-]+(?:ers|ors)|${ci(ROLE_NOUNS)}`;

/** Where they work: "Quarrymoor Housing Trust", "the businesses on Wyrley Cross Business Park". */
const PLACE = String.raw`\p{Lu}[\p{L}\d&'\u2019-]*(?:\s+(?:(?:&|and|of)\s+)?\p{Lu}[\p{L}\d&'\u2019-]*)*`;
const ORG = String.raw`${PLACE}|(?:the|our)\s+(?:\d+(?:st|nd|rd|th)\s+)?${PLACE}|(?:the|our)\s+(?:[\p{Ll}\d-]+\s+){0,4}?[\p{Ll}\d-]+(?:\s+(?:on|in|at|round|around|near)\s+(?:the\s+)?${PLACE})?`;

const TITLED = new RegExp(
  String.raw`(?:^|(?<=,\s+(?:(?:and|so)\s+)?|[.;]\s+|\s+and\s+))${LEAD.slice(1)}(${VERBS})\s+((?:${ci('the|our|my|all the|all our')})\s+(?:(?!(?:to|for|on|that|about|of|at|with|who|whether|if)\s)[\p{L}\d-]+\s+(?:and\s+)?){0,3}?(?:${HEADS})(?:\s+of\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,2}(?=\s+at\s))?)\s+(?:of|at)\s+(${ORG})(,\s+(${NAME}),)?(?=\s+(?:on|to|that|about|for|whether|if|what|how|offering|asking|again|because|after|since)\b|,(?!\s+(?:the|a|an)\s)|[.;:!?]|$)`,
  'u',
);

export function titledReader(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  const chased = CHASED.exec(context);
  if (chased !== null) {
    const [whole, verb = '', name = ''] = chased;
    const at = chased.index + whole.indexOf(verb) + verb.length;
    // "chase Obadiah about his paperwork": one person's "his" is "your"; a business's "their".
    const person = /^(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'\u2019-]+$/u.test(name);
    const rest = context.slice(chased.index + whole.length);
    return {
      context: `${context.slice(0, at)} you${person ? toYou(rest, true, false, name) : toYou(rest, false)}`,
      found: 'person',
      ...named(name, recipientName),
    };
  }
  const m = TITLED.exec(context);
  // "remind the patient of their appointment": what they are reminded of, not where they work.
  if (m === null || (/^remind$/i.test(m[1] ?? '') && /\sof\s/.test(m[0]))) return undefined;
  const [whole, verb = '', role = '', , , name] = m;
  const head = context.slice(0, m.index) + whole.slice(0, whole.indexOf(verb) + verb.length);
  // As the reading of any other role does, one person or many: their "they" is "you".
  // One reader named by title, or many: their "they" and "she" alike are "you".
  // "…, whom I've never met, offering …": the writer's aside, no news to the reader.
  const told = context
    .slice(m.index + whole.length)
    .replace(/^,\s+whom\s+(?:I|we)(?:['\u2019]ve| have)\s+never\s+met(?=,)/u, '');
  // "the head of network operations" is one person, whatever they head.
  const { found, noun } = byRole(role.replace(/\s+of\s.*$/, ''));
  const rest = found === 'person' ? toYou(toYou(told, false), true) : toYou(told, false);
  // "pitch to the owners of …, want to do all their changeovers": what the caller wants done is
  // what is proposed ("propose doing all your changeovers").
  const wants = /^,\s+(?:want|would like|hope)\s+to\s+(\p{Ll}+)\b(.*)$/su.exec(rest);
  return {
    context:
      wants !== null && /^(?:pitch|write) to$/i.test(verb)
        ? `${context.slice(0, m.index)}propose ${verbForms(wants[1]!).gerund}${wants[2]}`
        : `${head} you${rest}`,
    // One reader or many, their "they" in the notes is "you" too.
    found: 'group',
    noun,
    ...(name === undefined ? {} : { found: 'person', ...named(name, recipientName) }),
  };
}

/**
 * The reading of `context` as people.ts found it, or the titled reading where that found no
 * one or left part of the title behind: "ask you at Greyfriars Lane Primary", "you drivers at
 * …" ("our partners at Greenfield Farms" are everyone there, which saidToYou says).
 */
export function orTitled(
  first: ReaderInContext,
  context: string,
  recipientName: string | undefined,
): ReaderInContext {
  const partial =
    first.found === undefined ||
    // "the head of the": a role read only as far as a function word.
    /\b(?:of|the|at|for)$/i.test(first.noun ?? '') ||
    (!/s$/.test(first.noun ?? '') && LEFT_BEHIND.test(first.context)) ||
    LEFT_PLURAL.test(first.context) ||
    // "pitch Mrs Hollinrake (…) adding …, £6 billed to parents": the one named first is the
    // reader, whoever else is named after.
    CHASED.exec(context)?.index === 0;
  return partial ? (titledReader(context, recipientName) ?? first) : first;
}

const LEFT_BEHIND = /\byou\s+(?:at|of)\s+\p{Lu}/u;
const LEFT_PLURAL = /\byou\s+[\p{Ll}-]+s\s+(?:at|of)\s|\byou\s+of\s+(?:the|our)\s/u;
