/**
 * What a context says of its reader right after naming them, once the name has become
 * "you": the rest of a title, where they work, what they did. Said to them, "you of
 * Lunesdale Buses" and "you in dispatch who passed your test" are not English; "you at
 * Lunesdale Buses" and "you on passing your test" are.
 */
import { capitalize } from '../text.js';
import { infinitiveOf, verbForms } from '../nlp.js';
import { DONE_TO_PEOPLE } from './addressing.js';

/** "the director of highways at …": the rest of a title, unsaid once the title is "you". */
const TITLE_REST =
  /^\s+of\s+(?!(?:the|our|my|your|their|his|her|a|an|this|these|those)\s)(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+(?=\s+(?:at|for|about|that|to|on|in)\s|,\s)/u;
/** "the managing director of Lunesdale Buses": "you at Lunesdale Buses". */
const OF_PLACE = /^(\s+)of\s+(?=\p{Lu})/u;

/** "… at Lunesdale Buses that …": where a reader works, before what is said of them. */
export const WORKPLACE =
  /^\s+at\s+\p{Lu}[\p{L}&'’-]*(?:\s+(?:\p{Lu}[\p{L}&'’-]*|&|of|and))*(?=\s+(?:that|about|for|on)\s)/u;

/** What follows a reader named by role ("the director of highways at …"), said to them. */
export function afterRole(rest: string): string {
  return rest.replace(TITLE_REST, '').replace(OF_PLACE, '$1at ');
}

/**
 * "Rufus in dispatch who passed …", "Araminta in finance for snapping at her": the
 * department of a reader named goes unsaid to them.
 */
const DEPARTMENT =
  /^\s+(?:in|from)\s+(?:the\s+)?\p{Ll}+(?:\s+team)?(?=\s+(?:who|for|about|that|on)\s)/u;

/**
 * "tell Mr Bjerke at Brassmoor Engineering … if that helps them get started": one person
 * named where they work, whose firm is "them" where people are ("the kids … they've named a
 * tree" are still the kids).
 */
export function firmAsYou(told: string): string {
  if (!/^\s+(?:at|from)\s+\p{Lu}/u.test(told)) return told;
  // "coats on the floor next to them" are by the boxes, not the firm.
  return told.replace(/\bthem\b/g, (w, at: number, all: string) =>
    DONE_TO_PEOPLE.test(all.slice(0, at)) &&
    !/\b(?:next|close|near|up|due|according|similar|opposite)\s+to\s+$/i.test(all.slice(0, at))
      ? 'you'
      : w,
  );
}

/** What follows a reader named by name, said to them. */
export function afterName(rest: string): string {
  return rest.replace(DEPARTMENT, '');
}

/** "remind everyone working on the Carrowmore Road site that …": a group named by what they do. */
export const DOING = /^\s+(?!going\s)\p{Ll}{2,}ing\s/u;

/**
 * "congratulate Rufus who passed his test" → "congratulate you on passing your test", "thank
 * the parents who baked for the fair" → "thank you for baking for the fair": what the reader
 * did, which the congratulation is on or the thanks are for.
 */
export function whatTheyDid(rest: string, preposition: 'on' | 'for'): string | undefined {
  const m = /^\s+who\s+(?:has\s+|have\s+|just\s+|finally\s+)*(\p{Ll}+)\b(.*)$/u.exec(rest);
  if (m === null) return undefined;
  const [, verb = '', after = ''] = m;
  const base = infinitiveOf(verb, 'PastTense');
  const forms = verbForms(base);
  return forms.past === verb && base !== verb
    ? ` ${preposition} ${forms.gerund}${after}`
    : undefined;
}

/**
 * A relative clause on the reader says nothing to them: "ask diners who ate with us last
 * weekend how their meal was" → "ask you how your meal was"; "welcome a new customer who
 * just signed up for our meal kits" → "welcome you to our meal kits".
 */
export function withoutWho(rest: string, thanks = false): string {
  const joined =
    /^,?\s+who(?:\s+have|['’]ve)?\s+(?:just\s+|recently\s+|have\s+)?(?:signed up (?:for|to|with|at)|joined|joins|is joining|will (?:be )?join(?:ing)?|subscribed (?:to|for)|registered (?:for|with|at)|enrolled (?:in|at))\s+(.+)$/i.exec(
      rest,
    );
  if (joined !== null) return ` to ${joined[1]}`;
  // "thank the volunteers who helped at the beach cleanup" → "thank you for helping at …"
  // (in a thanks; in an invitation, "… to the dinner" is what they are invited to).
  const did =
    /^\s+who\s+(helped|volunteered|worked|came|attended|supported|donated|contributed|stayed|pitched in)\b([^.;!?]*)(?=[.;!?]|$)/i.exec(
      rest,
    );
  if (did !== null && thanks)
    return ` for ${verbForms(infinitiveOf(did[1]!.split(' ')[0]!, 'PastTense')).gerund}${did[1]!.includes(' ') ? ' in' : ''}${did[2]}${rest.slice(did[0].length)}`;
  // "the parents who baked for the Christmas fair": any other deed, thanked for as well.
  const deed = thanks ? whatTheyDid(rest, 'for') : undefined;
  if (deed !== undefined) return deed;
  // "ask everyone who came on our foraging walk for honest feedback": the feedback is on what
  // they came to ("ask you for honest feedback on our foraging walk").
  const came =
    /^\s+who\s+(?:came|attended|joined us|took part)(?:\s+(?:on|to|at|in))?\s+([^,.;:!?]+?)\s+(for\s+(?:[\p{L}-]+\s+)?(?:feedback|thoughts|views|opinions|comments|reviews?))\b/iu.exec(
      rest,
    );
  if (came !== null) return ` ${came[2]} on ${came[1]}${rest.slice(came[0].length)}`;
  // "ask everyone who came on our foraging walks to tell us what they thought": what they
  // thought of the walks ("ask you to tell us what you thought of our foraging walks").
  const told =
    /^\s+who\s+(?:came|attended|joined us|took part|stayed|visited)(?:\s+(?:on|to|at|in|with))?\s+([^,.;:!?]+?)\s+to\s+(tell|let)\s+us\s+(?:know\s+)?(what|how)\s+(?:they|you)\s+(thought|felt|found it|liked)\b/iu.exec(
      rest,
    );
  if (told !== null)
    return ` to ${told[2]!.toLowerCase()} us ${/let/i.test(told[2]!) ? 'know ' : ''}${told[3]} you ${told[4]} of ${told[1]}${rest.slice(told[0].length)}`;
  // "ask families who came to our autumn matinees, which ran …, to fill in a short survey":
  // "ask you to fill in a short survey …, since you came to our autumn matinees, which ran …".
  const since =
    /^\s+who\s+(came|attended|joined us|took part|visited|stayed)((?:\s+(?:on|to|at|in|with))?\s+[^.;!?]+?),?\s+to\s+((?:fill in|fill out|complete|take|answer|rate|review|leave|share|give)\b[^.;!?]*)(.*)$/iu.exec(
      rest,
    );
  if (since !== null) return ` to ${since[3]}, since you ${since[1]}${since[2]}${since[4]}`;
  // "… who ate with us last weekend how their meal was" → "… how your meal was when you ate with us last weekend".
  const asked = /^\s+who\s+([^,.;:!?]*?)\s+((?:how|what|whether|if|why|when)\b[^.;!?]*)(.*)$/i.exec(
    rest,
  );
  // "… who returned an item why they returned it" → "… why you returned the item".
  const thing = /^\S+\s+(?:a|an|the)\s+(.+)$/.exec(asked?.[1] ?? '')?.[1];
  if (asked !== null && thing !== undefined && /\s(?:it|them)$/.test(asked[2]!))
    return ` ${asked[2]!.replace(/\s(?:it|them)$/, ` the ${thing}`)}${asked[3]}`;
  if (asked !== null) return ` ${asked[2]} when you ${asked[1]}${asked[3]}`;
  // "… who still haven't paid their subs that it has to be in by …": a clause that says
  // what they are reminded of stays, with those it is said to ("those of you who …").
  return rest.replace(
    /^\s+who\s+(?:(?!\s(?:that|whether)\s)[^,.;:!?])*?(?=\s+(?:to|for|about)\b)/i,
    '',
  );
}

/**
 * "reach out to the owner of a chain of salons about our booking software": what the
 * reader owns or runs is theirs, said after what the email is about ("about our booking
 * software for your chain of salons").
 */
export function ownedBy(role: string | undefined, after: string): string {
  if (
    role === undefined ||
    !/\b(?:owner|owners|manager|head|director|founder|founders|ceo)$/i.test(role)
  )
    return after;
  return after.replace(
    /^\s+(?:of|at)\s+(?:a|an|the|their|his|her)\s+([^,.;:!?]+?)\s+(about|regarding)\s+([^,.;:!?]+)/i,
    (_m, owned: string, prep: string, topic: string) => ` ${prep} ${topic} for your ${owned}`,
  );
}

/**
 * "apologise to the families who booked last" → "apologise to those of you who booked last",
 * not "to you who booked last"; "update you who's ordered" → "those of you who've ordered".
 */
export function someOfYou(context: string): string {
  return context.replace(
    /\b(to|remind|ask|update|tell|thank|invite|inform|warn)\s+you,?\s+who(?:['’]s(?=\s+(\p{Ll}+ed)\b)|['’]s|\s)/gu,
    (_m, verb: string, done: string | undefined) =>
      `${verb} those of you who${done !== undefined ? "'ve" : _m.includes('s ') && /['’]s$/.test(_m.trim()) ? ' are' : ' '}`,
  );
}

/**
 * What stands beside "you" once the reader is "you": "ask you, Cowlersley Mills, to switch …"
 * (the business's name, for the greeting), "pitch to you (i built his website last yr) adding
 * …" (the aside, said after), "follow up with you, the angel investor we met at …, who asked
 * …", "remind you in the revenues and benefits team that …" (who they are, unsaid to them).
 */
export function apposedToYou(context: string): { own: string; business?: string } {
  const apposed =
    /\byou, ((?:\p{Lu}[\p{L}&'’-]*)(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'’-]*){0,3}), (?=(?:to|that|for|about|if|whether)\s)/u.exec(
      context,
    );
  const named = apposed === null ? context : context.replace(apposed[0], 'you ');
  // "(head at Thornyhurst Primary, we already run …)": who they are goes unsaid, what we do is said.
  const aside = /\byou \((?:[^,()]+,\s*)?((?:I|we)\s[^)]+)\)\s+/i.exec(named);
  const own = (
    aside === null
      ? named
      : named
          .replace(aside[0], 'you ')
          .replace(
            /([^.!?]*)([.!?]|$)/,
            (_m, first: string, end: string) => `${first}. ${capitalize(aside[1]!)}${end}`,
          )
  )
    .replace(
      /\byou, (?:the|our|an?) [^,.;:!?]+? (?:we|I) met (at|on|in) ([^,.;:!?]+), who (\p{Ll}+)/u,
      (_m, at: string, where: string, verb: string) =>
        `you after we met ${at} ${where}. You ${verb}`,
    )
    .replace(
      /\byou (?:in (?:the|our) (?:[\p{L}&-]+\s+){0,5}?(?:team|department|office|section|unit|crew)|at (?:both|all|each of)\s+(?:our|the)?\s*[^,.;:!?]{0,60}?)\s+(?=that\b)/u,
      'you ',
    );
  return apposed === null ? { own } : { own, business: apposed[1]! };
}

/** "everyone on the mailing list", "the families going on the ski trip": which of them, unsaid to them. */
const WHICH_OF_THEM = new RegExp(
  String.raw`^\s+(?:on\s+(?:the|our|my)\s+(?:[\p{L}\d'\u2019-]+\s+){0,3}?(?:list|register|rota|books|database)|(?:going\s+)?on\s+(?:the|our)\s+(?:[\p{L}\d'\u2019-]+\s+){0,3}?(?:trip|visit|tour|residential|course|exchange|holiday))(?=\s+(?:to|that|about|for|there|the|our)\b)`,
  'u',
);

/**
 * A group written to, once it is "you": "invite you on the mailing list to …" and "remind
 * you on the ski trip that …" say which of them only to others, and lose it.
 */
export function groupAddressed(replaced: string, rest: string): string {
  const which = /\byou$/.test(replaced) ? WHICH_OF_THEM.exec(rest) : null;
  return which === null ? rest : rest.slice(which[0].length);
}
