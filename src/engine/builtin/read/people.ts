/**
 * Who the email is written to, as the context names them: "Thank Priya for covering my
 * shift" is an email to Priya, "Remind the vendor that …" one to the vendor. The context
 * is rewritten in the second person ("Thank you for covering my shift") and the named
 * person becomes the greeting's name. Anyone else the context names stays a third party.
 */

import { labelledReader, ownedByName, plainLead, titledByName, writtenTo } from './labels.js';
import { orTitled } from './titled.js';
import { aboutReader } from './aboutReader.js';
import { offeredReader } from './offered.js';
import { saidToYou } from './saidToYou.js';
import { byRole, introducedReader, named } from './introduce.js';
import { toYou, youAgree } from './toYou.js';
import {
  apposedToYou,
  afterName,
  afterRole,
  DOING,
  firmAsYou,
  groupAddressed,
  ownedBy,
  someOfYou,
  whatTheyDid,
  withoutWho,
  WORKPLACE,
} from './qualifiers.js';
import {
  TITLE,
  TRADING_NAME,
  NAME_WORD,
  NAME,
  ROLE_NOUNS,
  EVERYONE,
  AFTER_NAME,
  ci,
  ROLE,
  LEAD,
  PAST_DEED,
} from './roles.js';

export interface ReaderInContext {
  /** Whether the context named the reader (their pronouns in the notes are "you" too). */
  found?: 'person' | 'group';
  /** The context with the reader as "you". */
  context: string;
  /** The reader's name when the context gives one ("Priya", "Professor Okafor"). */
  name?: string;
  /** The reader's noun phrase when the context names a group or a role ("the sales team"). */
  noun?: string;
  /** The one named with their team ("thank Dean and the team"): "you" in the notes as well. */
  leader?: string;
}

/**
 * Where a group written to is: "residents on Quarry View Avenue", "customers on the Tarrant
 * Dairy milk round", "tenants at 3 to 17 Quillan Street", "residents of Larchfield Mews";
 * everyone there is the reader.
 */
const THERE =
  /^\s+(?:(?:on|in|along)\s+(?:the\s+)?\p{Lu}[\p{L}'\u2019-]*(?:\s+\p{Lu}[\p{L}'\u2019-]*)*(?:\s+\p{Ll}+){0,2}|(?:at|of)\s+(?:\d+(?:\s*(?:to|-|–)\s*\d+)?\s+(?:\p{Lu}[\p{L}'\u2019-]*\s+)*\p{Lu}[\p{L}'\u2019-]*|(?:the\s+)?(?:\p{Lu}[\p{L}'\u2019-]*\s+)+(?:Street|Road|Lane|Avenue|Close|Court|Mews|Terrace|Place|Gardens|Crescent|House|Flats|Estate|Park|Row|Square|Way|Drive|Green)))\s+(?:to|that|about|for|on)\b/u;

/** Those a business serves, whom its name only describes: "the customers of Purl & Pewter Yarns". */
const CUSTOMERS =
  /\b(?:customers|clients|members|patients|subscribers|guests|regulars|shoppers|readers|families|parents)$/i;

/** Verbs whose object is the person written to: "invite X to …", "ask X for …". */
const TO_READER = [
  'thank',
  'invite',
  'ask',
  'remind',
  'congratulate',
  'welcome',
  'tell',
  'inform',
  'notify',
  'update',
  'nudge',
  'warn',
  'email',
  'message',
  'contact',
  'encourage',
  'let',
  'urge',
  'invite back',
];
/** Verbs that reach the reader through a preposition: "apologize to X for …". */
const THROUGH = [
  'apologize to',
  'apologise to',
  'say sorry to',
  'follow up with',
  'check in with',
  'reach out to',
  'write to',
  'reply to',
  'introduce myself to',
  'say thanks to',
  'complain to',
  'raise with',
  'raise it with',
  'propose to',
  'pitch to',
];
/** Verbs whose preposition goes with the reader: "apologize to you for" reads as "apologize for". */
const DROP_WITH_READER = new Set(['apologize to', 'apologise to', 'say sorry to', 'say thanks to']);

function pattern(verbs: readonly string[]): RegExp {
  const alt = [...verbs]
    .sort((a, b) => b.length - a.length)
    .map(ci)
    .join('|');
  return new RegExp(
    `${LEAD}(${alt})\\s+(?:(${NAME})${AFTER_NAME}|(${ROLE})(?=[\\s.,;:!?]|$)|(${ci(EVERYONE)})\\b|(${OBJECT})(?=\\s+(?:${ci(OBJECT_ENDS)})\\b))`,
    'u',
  );
}

/**
 * Whoever the verb is done to, named by any noun phrase the role words do not list: "thank
 * the Rotary Club of Penwithick for …", "remind the livery owners that …", "invite the
 * hospital's chief executive to …". The phrase runs to the first word that starts what is
 * asked of them.
 */
const OBJECT = String.raw`(?:${ci('the|our|my|all the|all our|their|his|her')})\s+(?:(?!(?:${ci('the|a|an|and|or|to|for|that|on|about|who|whether|if|with|into')})\s)[\p{L}\d'\u2019&-]+\s+){0,4}?[\p{L}'\u2019&-]+`;
const OBJECT_ENDS =
  'for|to|that|on|about|whether|if|what|how|who|when|why|and ask|and see|and offer|and invite|and tell|and check';

const DIRECT = pattern(TO_READER);
const INDIRECT = pattern(THROUGH);

/** "set up a 1:1 with Farid to …": the one met with is the reader. */
const MEET_WITH = new RegExp(
  `${LEAD}((?:${ci('set up|schedule|book|arrange|have|plan|grab|find')}|(?:(?:I|${ci('we')})\\s+)?${ci('need|want')})\\s+(?!to\\s+(?:raise|check|discuss|sort)\\b)(?:[\\w:'’-]+\\s+){1,4}?with|${ci('request')}\\s+(?:(?:${ci('a|an')})\\s+)?(?:[\\w-]+\\s+)?(?:${ci('meeting|call|visit')})\\s+with|${ci('meet')}(?:\\s+${ci('up')})?(?:\\s+with)?|(?:${ci('talk|speak|chat')})\\s+(?:to|with))\\s+(?:(${NAME})${AFTER_NAME}|(${ROLE})(?=[\\s.,;:!?]|$))`,
  'u',
);

/** "… at the print supplier": a reader's workplace, named by what it is. */
const WORKS_AT = new RegExp(
  `^\\s+at\\s+(?:the|our|your)\\s+(?:[\\p{Ll}-]+\\s+){0,2}(?:${ci(ROLE_NOUNS)})(?=\\s+(?:to|about|for|so|and)\\b|[.,;:!?]|$)`,
  'u',
);

/**
 * "the quote we sent Dr. Osei", "… we sent the Lindqvists on Monday": a person named by
 * title, or a family, given something by the writer.
 */
const GIVEN_TO = new RegExp(
  `\\b(?:we|I)\\s+(${ci('sent|gave|showed|promised|quoted|emailed|offered|owe')})\\s+(?:((?:${TITLE})\\s+${NAME_WORD}(?:\\s+${NAME_WORD})?)${AFTER_NAME}|(the\\s+\\p{Lu}\\p{Ll}+s)(?=\\s+(?:on|last|this|yesterday|earlier|for|about)\\b|[.,;:!?]|$))`,
  'u',
);

/** "the free trial Mr. Kowalski started": a person named by title, and what they did. */
const STARTED_BY = new RegExp(
  `\\b(?:the|a|an|your)\\s+[\\w-]+(?:\\s+[\\w-]+){0,2}\\s+((?:${TITLE})\\s+${NAME_WORD})\\s+(?:${ci('started|booked|ordered|requested|placed|opened|bought|downloaded|signed up for')})\\b`,
  'u',
);

/** Capitalized words that open a sentence without naming anyone: "We", "The", "It" … */
export const NOT_A_NAME = /^(?:I|We|You|They|He|She|It|The|My|Our|This|That|There)$/;

/** "check whether Olu got the spreadsheet": the one asked about is the one asked. */
const CHECK_WHETHER = new RegExp(
  `${LEAD}((?:${ci('check|see|find out|confirm|ask')})\\s+(?:${ci('whether|if')})\\s+)(${NAME})\\s+(?=\\p{Ll})`,
  'u',
);

/** "need Leszek to swap shifts w me": the one needed is the one asked. */
const NEED_NAMED = new RegExp(
  `^((?:(?:I|${ci('we')})\\s+)?(?:${ci('need|want|would like')}|(?:I|${ci('we')})['\u2019]d\\s+${ci('like')})\\s+)(${NAME})\\s+to\\s+(?=\\p{Ll})`,
  'u',
);

/** "I need someone to review …": the someone is the reader. */
const SOMEONE =
  /^(?:(?:I|we)\s+(?:need|am looking for|are looking for|would like|['’]d like)|looking for)\s+(?:someone|somebody|a volunteer)\s+to\b/i;

export function readerInContext(asked: string, recipientName?: string): ReaderInContext {
  const typed = plainLead(asked)
    .replace(SOMEONE, 'ask you to')
    .replace(DOING_LEAD, (w) => DOING_BASE[w.toLowerCase()] ?? w)
    // "gentle nudge to Crookhorn Books about my invoice": a reminder to them.
    .replace(NUDGE_TO, 'remind ')
    // "reminder to all the volunteers that …" (typed "remind you to all …"): a reminder to them.
    .replace(/^remind you to\s+(?=(?:all\s+)?(?:the|our|my)\s[^,.;:!?]*?\sthat\s)/i, 'remind ');
  const labelled = labelledReader(typed, recipientName);
  const read = labelled ?? orTitled(findReader(typed, recipientName), typed, recipientName);
  // "Invite the Mayor of Thornhollow, Councillor Adeyemi-Platt, to …": a title no reading
  // above knows, before the name the caller gave.
  const whole =
    read.found === undefined
      ? (titledByName(typed, recipientName) ??
        ownedByName(typed, recipientName) ??
        writtenTo(typed, recipientName) ??
        aboutReader(typed, recipientName) ??
        read)
      : read;
  // "The fees are due on Monday, and I want to remind parents gently …": the reader is named
  // where the caller turns to what they want to do.
  const turn = whole.found === undefined ? TURN.exec(typed) : null;
  const tail =
    turn === null ? undefined : findReader(typed.slice(turn.index + turn[0].length), recipientName);
  const found =
    turn !== null && tail?.found !== undefined
      ? { ...tail, context: typed.slice(0, turn.index + turn[0].length) + tail.context }
      : whole;
  const { own, business } = apposedToYou(found.context);
  return {
    ...found,
    ...(business === undefined ? {} : named(business, recipientName)),
    // "our partners at Greenfield Farms" are many; "the head of IT at Corvel Bank" is one.
    context: saidToYou(
      // "write to the farm shops round Thirlby and ask if they'd stock our honey": the asking
      // is what the email does.
      (found.found === 'group' ? someOfYou(own) : own).replace(
        /^(?:write|email|message)\s+to\s+you\s+and\s+(?=(?:ask|see|offer|invite|tell|check)\b)/i,
        '',
      ),
      // "the volunteers at Cinderhill Food Bank" are the ones written to, not a business and
      // everyone in it.
      found.found === 'group' &&
        /s$/.test(found.noun ?? '') &&
        !/\b(?:volunteers|staff|nurses|drivers|members|workers|employees|colleagues|carers|teachers|coaches|players|stewards|marshals|helpers|cleaners)$/i.test(
          found.noun ?? '',
        ),
    ),
  };
}

/** "… Anjali and Rhys who looked round the barn", "Sandrine who came to our open day". */
const WHO_DID = new RegExp(String.raw`^\s+who\s+(?=(?:${PAST_DEED})\b)`, 'u');

/** "inviting the old uni lot to my 40th": typed as what the caller is doing. */
const DOING_BASE: Readonly<Record<string, string>> = {
  inviting: 'invite',
  reminding: 'remind',
  asking: 'ask',
  thanking: 'thank',
  congratulating: 'congratulate',
  welcoming: 'welcome',
  telling: 'tell',
  chasing: 'chase',
  updating: 'update',
};
/** "gentle nudge to Crookhorn Books about …": a reminder, by the caller's word for it. */
export const NUDGE_TO =
  /^(?:(?:a|just a)\s+)?(?:(?:gentle|quick|friendly|polite|little|small)\s+)?(?:nudge|chaser)\s+to\s+(?=\p{Lu}|the\b|our\b|my\b)|^(?:(?:final|second|third|last)\s+)reminder\s+to\s+(?=(?:\p{Lu}[\p{L}&'’-]*\s+){1,4}(?:at\s+(?:\p{Lu}[\p{L}&'’-]*\s+){1,4})?about\b)/iu;
const DOING_LEAD = new RegExp(`^(?:${Object.keys(DOING_BASE).join('|')})(?=\\s)`, 'i');
/** ", and I want to …", ", so I want to …", ". We'd like to …": where a context turns to what the caller wants. */
const TURN =
  /(?:,?\s+(?:and|so)\s+|[.;]\s+)(?=(?:(?:I|we)\s+)?(?:want|need|have|would like|wanted)\s+to\s|(?:I|we)['’]d\s+like\s+to\s)/i;

function findReader(context: string, recipientName?: string): ReaderInContext {
  const meet = MEET_WITH.exec(context);
  if (meet !== null) {
    const [whole, , name, role] = meet;
    const reader = name ?? role ?? '';
    if (!NOT_A_NAME.test(reader)) {
      // "a demo with the owner of Greenleaf Gardens": "a demo with you for Greenleaf Gardens".
      const rest = toYou(
        context
          .slice(meet.index + whole.length)
          // "a call with our account manager at Tallyrope": our contact there, said to them.
          .replace(
            /^our|^my/i.test(role ?? '')
              ? /^\s+(?:of|at)\s+\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*/u
              : /$^/,
            '',
          )
          .replace(/^\s+(?:of|at)\s+(?=\p{Lu})/u, ' for ')
          // "30 mins w Jolene from marketing": where she works, unsaid to her.
          .replace(
            /^\s+from\s+(?:the\s+)?(?:marketing|finance|HR|IT|sales|accounts|ops|operations|legal|design|support|payroll|admin|reception|estates|facilities|procurement|comms|engineering|product|data|security)(?:\s+team)?\b/,
            '',
          )
          // "the new account manager at the print supplier", "the trustees of the Ashgrove
          // Trust": where they work is who they are.
          .replace(name === undefined ? WORKS_AT : /$^/, '')
          .replace(
            name === undefined
              ? /^\s+of\s+the\s+\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*/u
              : /$^/,
            '',
          ),
        name !== undefined,
      );
      // "meet the new contractor to …" is a meeting with them: "meet with you to …".
      const head = whole
        .slice(0, whole.length - reader.length)
        .replace(/\bmeet((?:\s+up)?)\s+$/i, 'meet$1 with ');
      return {
        context: `${context.slice(0, meet.index)}${head}you${rest}`,
        ...(name === undefined
          ? byRole(reader)
          : { found: 'person', ...named(name, recipientName) }),
      };
    }
  }
  const check = CHECK_WHETHER.exec(context);
  if (check !== null) {
    const [whole, head = '', name = ''] = check;
    if (!NOT_A_NAME.test(name)) {
      const rest = youAgree(toYou(context.slice(check.index + whole.length), true));
      return {
        context: `${context.slice(0, check.index)}${whole.slice(0, whole.indexOf(head))}${head}you ${rest}`,
        found: 'person',
        ...named(name, recipientName),
      };
    }
  }
  const needed = NEED_NAMED.exec(context);
  if (needed !== null && !NOT_A_NAME.test(needed[2] ?? '')) {
    const [whole, head = '', name = ''] = needed;
    const rest = youAgree(toYou(context.slice(whole.length), true));
    return {
      context: `${head}you to ${rest}`,
      found: 'person',
      ...named(name, recipientName),
    };
  }
  const introduced = introducedReader(context, recipientName);
  if (introduced !== undefined) return introduced;
  for (const [regex, through] of [
    [DIRECT, false],
    [INDIRECT, true],
  ] as const) {
    const m = regex.exec(context);
    if (m === null) continue;
    const [whole, verb = '', name, listed, everyone, object] = m;
    const role = listed ?? object;
    const reader = name ?? role ?? everyone ?? '';
    // "Ask the team" where the reader is the caller's own group still reads as "you".
    if (name !== undefined && NOT_A_NAME.test(name)) continue;
    const head = whole.slice(0, whole.length - reader.length);
    // "ask the parents of the kids in our swim lessons how …": who they are goes unsaid.
    const described = (text: string) =>
      role === undefined
        ? text
        : text
            // "ask the kitchen staff at the Bellfounder's Inn what they thought": at their own
            // place, unsaid too.
            .replace(
              /^\s+(?:of|at)\s+(?:the|our|my)\s+[^,.;:!?]+?(?=\s+(?:how|what|whether|if|why|when|that)\b)/i,
              '',
            )
            // "tell the warehouse team at Kelderby distribution centre that …": where they work.
            .replace(
              /^\s+at\s+\p{Lu}(?:(?!\s(?:for|on|about|with|in)\s)[^,.;:!?])*?(?=\s+that\b)/u,
              '',
            )
            // "… to the office manager at Linwell Surveyors, whose party was spoiled": "that your".
            .replace(/^\s+at\s+\p{Lu}[^,.;:!?]*?,\s+whose\s+/u, ' that your ')
            // "write to the school business managers of primary schools around Calderbrook to
            // offer …", "… the farm shops round Thirlby and ask …": where they are and what they
            // run is who they are.
            .replace(
              /^\s+(?:of\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?(?:\s+(?:around|round|in|near|across)\s+\p{Lu}[\p{L}'’-]*)?|(?:around|round|near|across)\s+\p{Lu}[\p{L}'’-]*)(?=\s+(?:to|and|that|about)\b)/u,
              '',
            )
            // "invite the families of our under-9s to …": who they are, unsaid to them.
            .replace(/^\s+of\s+(?:our|my)\s+[^,.;:!?]+?(?=\s+(?:to|that|for|about)\b)/i, '')
            // "invite the old choir lot to …": "lot" is the people of the group; "my clients
            // from this year": which of them, unsaid to them.
            .replace(
              /^\s+lot\b|^\s+from\s+(?:this|last)\s+(?:year|season|term|summer|month)\b/i,
              '',
            )
            // "remind the households on our hardship fund list that …": which of them.
            .replace(/^\s+on\s+(?:our|the|your)\s+[^,.;:!?]+?\s+list(?=\s+that\b)/i, '');
    // "remind Sven he owes me" → "remind you that you owe me"; "remind Mr Szabados his van's
    // been ready" → "… that your van's been ready".
    const after = ownedBy(
      role,
      described(context.slice(m.index + whole.length)).replace(
        /^(\s+)(?=(?:he|she|they|(?:his|her|their)\s+[\p{L}-]+(?:['’]s|\s+(?:is|was|has|have|had|are|were|will)))\b)/iu,
        '$1that ',
      ),
    );
    // "Anna and Ben … their engagement": two people named are "you" as a pair.
    const said =
      name !== undefined
        ? afterName(after)
        : byRole(role ?? '').found === 'person'
          ? afterRole(after)
          : after;
    const thanks = /^(?:thank|say thanks to)$/i.test(verb);
    const cheered = /^congratulate$/i.test(verb) ? whatTheyDid(said, 'on') : undefined;
    // "follow up with Anjali and Rhys who looked round the barn on sat": after they did.
    const since = /^(?:follow up with|check in with|reach out to)$/i.test(verb)
      ? said.replace(WHO_DID, ' after you ')
      : said;
    const told = cheered ?? withoutWho(since, thanks);
    // "my manager … her promotion": one reader named by role is "you" whether the caller says
    // "she" or "they".
    const rest =
      name !== undefined
        ? toYou(firmAsYou(told), !/\sand\s/.test(name) && !TRADING_NAME.test(name), false, name)
        : byRole(role ?? '').found === 'person'
          ? toYou(toYou(told, false), true)
          : toYou(told, false);
    const verbLower = verb.toLowerCase();
    // "ask residents on Quarry View Avenue to park …", "remind the tenants at 3 to 17 Quillan
    // Street that …": everyone there, the reader among them.
    const group = name === undefined && byRole(role ?? '').found === 'group';
    const there = group && THERE.test(after);
    // "invite the customers of Purl & Pewter Yarns to …": whose customers goes unsaid to them.
    const theirs =
      group && !there && CUSTOMERS.test(role ?? '')
        ? /^\s+of\s+\p{Lu}[^,.;:!?]*?(?=\s+(?:to|that|about|for|on)\b)/u.exec(rest)
        : null;
    // "remind the members of Tollbridge Bowls Club who haven't yet paid their subscriptions
    // that …": the email goes to some of the group, "those of you who haven't yet paid
    // your subscriptions", and says where they are.
    const some = group && !through ? SOME_OF_THEM.exec(rest) : null;
    // "propose to my manager we stop printing …" → "propose that we stop printing …".
    const proposed = verbLower === 'propose to' && /^\s+(?:we|I)\s/.test(rest);
    const replaced =
      some !== null || (through && DROP_WITH_READER.has(verbLower) && /^\s+who\b/.test(rest))
        ? `${head}those of you`
        : (through && DROP_WITH_READER.has(verbLower)) || proposed
          ? head.replace(/\s+(?:to)\s+$/i, proposed ? ' that' : ' ')
          : `${head}${there ? 'everyone' : (group || everyone !== undefined) && DOING.test(rest) ? 'all of you' : 'you'}`;
    // "the residents of Larchfield Mews": everyone at it.
    const where =
      some !== null
        ? `${(some[1] ?? '').replace(/^(\s+)(?:of|on|in)\s+/i, '$1at ')} who ${some[2]}${rest.slice(some[0].length)}`
        : there
          ? rest.replace(/^(\s+)of\s+/, '$1at ')
          : theirs !== null
            ? rest.slice(theirs[0].length)
            : rest;
    // "complain to the manager of Lunesdale Buses that …" → "complain to you that …": said to
    // them, where they work goes unsaid.
    const dropped = through && name === undefined ? where.replace(WORKPLACE, '') : where;
    const kept =
      (group || everyone !== undefined) && some === null && !there
        ? groupAddressed(replaced, dropped)
        : dropped;
    const out = `${context.slice(0, m.index)}${replaced}${kept}`.replace(/\s{2,}/g, ' ');
    // "thank Dean and the team at Pellbrook Motors": Dean greeted, his team in "you" as well,
    // so their "they" is "you" and another's "she" stays hers.
    if (
      name !== undefined &&
      /^\s+and\s+\S+\s+(?:team|staff|crew|lads|gang|guys|girls)\b/.test(after)
    )
      return {
        context: out,
        found: 'group',
        noun: 'team',
        leader: name,
        ...named(name, recipientName),
      };
    if (name !== undefined) return { context: out, found: 'person', ...named(name, recipientName) };
    return {
      context: out,
      found: 'group',
      noun: reader.replace(
        /^(?:the|our|my|their|his|her|a|an|all|all the|all our|every|each)\s+/i,
        '',
      ),
    };
  }
  // "the free trial Mr. Kowalski started last week": the one who started it is the reader.
  const theirs = STARTED_BY.exec(context);
  if (theirs !== null) {
    const [whole, name = ''] = theirs;
    const at = theirs.index + whole.indexOf(name);
    return {
      context: `${context.slice(0, at)}you${context.slice(at + name.length)}`,
      found: 'person',
      ...named(name, recipientName),
    };
  }
  // "follow up on the floor plans we sent Ms. Ferreira", "… we sent the Lindqvists": the
  // one given them is the reader.
  const given = GIVEN_TO.exec(context);
  if (given !== null) {
    const [whole, verb = '', name, family] = given;
    const at = given.index + whole.indexOf(verb) + verb.length;
    return {
      context: `${context.slice(0, at)} you${context.slice(given.index + whole.length)}`,
      ...(family === undefined
        ? { found: 'person', ...named(name ?? '', recipientName) }
        : { found: 'group', noun: family }),
    };
  }
  return offeredReader(context, recipientName) ?? { context };
}

/** Some of a group, by what they have not done yet: "… who haven't yet paid their fees that …". */
const SOME_OF_THEM =
  /^(\s+(?:of|at|on|in)\s+[^,.;:!?]+?)?\s+who\s+((?:haven['’]t|hasn['’]t|have not|has not|didn['’]t|did not|still haven['’]t|are still|still|are yet|have yet)\b[^,.;:!?]*?)(?=\s+(?:that|to|about)\b)/i;

/** Whether the caller wrote the word with a capital inside a sentence: a name ("Wen", "Grace"). */
export function namedIn(word: string, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  return new RegExp(`[\\p{L}\\p{N},]\\s+${word}\\b`, 'u').test(text);
}
