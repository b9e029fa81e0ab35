/**
 * Who the email is written to, as the context names them: "Thank Priya for covering my
 * shift" is an email to Priya, "Remind the vendor that …" one to the vendor. The context
 * is rewritten in the second person ("Thank you for covering my shift") and the named
 * person becomes the greeting's name. Anyone else the context names stays a third party.
 */

import { infinitiveOf, verbForms } from '../nlp.js';

export interface ReaderInContext {
  /** Whether the context named the reader (their pronouns in the notes are "you" too). */
  found?: 'person' | 'group';
  /** The context with the reader as "you". */
  context: string;
  /** The reader's name when the context gives one ("Priya", "Professor Okafor"). */
  name?: string;
  /** The reader's noun phrase when the context names a group or a role ("the sales team"). */
  noun?: string;
}

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
];
/** Verbs whose preposition goes with the reader: "apologize to you for" reads as "apologize for". */
const DROP_WITH_READER = new Set(['apologize to', 'apologise to', 'say sorry to', 'say thanks to']);

const TITLE = String.raw`(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?|Professor|Coach|Dean|Judge|Aunt|Uncle|Grandma|Grandpa`;
const NAME_WORD = String.raw`\p{Lu}[\p{Ll}'’-]+(?:-\p{Lu}[\p{Ll}'’]+)?`;
/** One person ("Priya", "Dr. Okafor", "Dana Whitfield") or two ("Maya and Leo"). */
const NAME = String.raw`(?:(?:${TITLE})\s+)?${NAME_WORD}(?:\s+${NAME_WORD})?(?:\s+and\s+${NAME_WORD}(?:\s+${NAME_WORD})?)?`;
/** Nouns that name a reader ("the neighbor", "our new subscribers", "the sales team"). */
const ROLE_NOUNS = String.raw`team|teams|client|clients|customer|customers|neighbou?r|neighbou?rs|vendor|vendors|supplier|suppliers|manager|boss|landlord|landlady|tenant|tenants|subscriber|subscribers|user|users|member|members|staff|colleague|colleagues|coworker|coworkers|partner|partners|investor|investors|candidate|candidates|applicant|applicants|patient|patients|parent|parents|student|students|volunteer|volunteers|guest|guests|attendees?|participants?|professor|teacher|coach|employees?|hiring manager|recruiter|owner|buyer|seller|contractor|agent|donor|donors|friend|friends|family|group|class|board|committee|department|crew|squad|caterer|caterers|photographer|designer|driver|host|hosts|speaker|speakers|mentor|doctor|nurse|dentist|tutor|accountant|lawyer|realtor|printer|courier|cleaner|cleaners|organizer|organizers|sponsor|sponsors|panelist|panelists|reviewer|reviewers|intern|interns|hires|newcomers|joiners|recruits|trainees|apprentices|readers|followers|fans|shoppers|buyers|residents|neighbours|neighbors|florist|florists|baker|gardener|landscaper|movers|tailor|installer|rep|sales rep|representative|distributor|distributors|wholesaler|wholesalers|plumber|electrician|venue|airline|bank|helpdesk|help desk|front desk|building manager|property manager|office manager|company|companies|business|businesses|firm|startup|agency|clinic|restaurant|shop|store|school|practice|brand|retailer|hotel|studio|museum|gallery|library|theatre|theater|council|university|college|hospital|charity|foundation|association|society|publisher|festival|orchestra|choir`;
const DETERMINERS = 'all the|all our|the|our|my|a|an|all|every|each';
const EVERYONE = String.raw`everyone|everybody|all of you|you all`;
/** Words that may follow a reader named by name: a preposition, "that", "to", an -ing verb. */
const AFTER_NAME = String.raw`(?=\s+(?:for|to|on|about|that|of|if|whether|with|into|at|as|regarding|re|in|how|what|when|why|after|before|since|following|from|by|back|he|she|they|know|we|I|next|last|this|tomorrow|today|yesterday|earlier|soon|sometime)\b|[.,;:!?]|$)`;

/** A word in either case, for patterns whose names must stay case-sensitive. */
function ci(words: string): string {
  return words.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
}

/** Readers named without a determiner: "ask patients how their visit went". */
const BARE_ROLES = String.raw`gyms|cafes|restaurants|salons|clinics|bakeries|hotels|venues|studios|agencies|startups|event planners|planners|office managers|practice managers|store managers|property managers|hiring managers|business owners|small business owners|restaurant owners|shop owners|founders|organizers|recruiters|customers|patients|guests|users|members|subscribers|attendees|students|parents|employees|volunteers|participants|clients|interns|tenants|residents|donors|buyers|shoppers|readers|followers|diners|visitors|listeners|viewers|players|riders|travell?ers|passengers|owners|homeowners|families|couples|newlyweds|offices|staff`;
/** How a caller marks which of their readers: "invite loyal customers", "remind regular donors". */
const KINDS_OF_READER = 'loyal|regular|existing|valued|current|past|former|local|returning|active';
/** Executives and others named by title: "ask the COO", "remind the CFO". */
const TITLE_ROLES = String.raw`CEO|COO|CFO|CTO|CMO|CIO|CISO|CPO|VP|SVP|EVP|GM|chair|chairman|chairwoman|president|principal|dean|director|head of [\p{L}&]+`;
/** People named by what they do: "the designers", "our engineers", "the analysts". */
const DOERS = String.raw`[\p{Ll}-]+(?:ers|ors|ists|ians|ants|ents|ees)`;
const ROLE = String.raw`(?:(?:${ci(DETERMINERS)})\s+(?:(?!(?:that|the|a|an|who|which|to|for|of|and|or|with|about|on|in|at)\s)[\p{L}-]+(?:['’]s)?\s+){0,3}?(?:${ci(ROLE_NOUNS)}|${TITLE_ROLES})(?:\s+(?:${ci('manager|director|owner|lead|team|staff|coordinator')})\b)?|(?:${ci('the|our|all the|all our|all')})\s+${DOERS}|(?:(?:${ci('new|all|our')})\s+)?(?:(?:${ci(KINDS_OF_READER)})\s+)?(?:${ci(BARE_ROLES)}))\b`;

const LEAD = String.raw`^(?:(?:${ci('please')}|${ci('kindly')})\s+)?(?:(?:I|${ci('we')})\s+(?:${ci('want')}|${ci('need')}|${ci('would like')}|['’]d ${ci('like')}|${ci('wanted')}|${ci('have')})\s+to\s+)?`;

function pattern(verbs: readonly string[]): RegExp {
  const alt = [...verbs]
    .sort((a, b) => b.length - a.length)
    .map(ci)
    .join('|');
  return new RegExp(
    `${LEAD}(${alt})\\s+(?:(${NAME})${AFTER_NAME}|(${ROLE})(?=[\\s.,;:!?]|$)|(${ci(EVERYONE)})\\b)`,
    'u',
  );
}

const DIRECT = pattern(TO_READER);
const INDIRECT = pattern(THROUGH);
/** "introduce Keiko from finance to Sam": the reader is the one introduced to. */
const INTRODUCE = new RegExp(
  `${LEAD}(${ci('introduce')})\\s+(.+?)\\s+to\\s+(${NAME}|${ROLE})(?=\\s+(?:so|to|because|who|that|for|as|in|from)\\b|[.,;:!?]|$)`,
  'u',
);

const ONE_NAME = new RegExp(`^${NAME}$`, 'u');

/** "set up a 1:1 with Farid to …": the one met with is the reader. */
const MEET_WITH = new RegExp(
  `${LEAD}((?:${ci('set up|schedule|book|arrange|have|plan|grab|find')})\\s+(?:[\\w:'’-]+\\s+){1,4}?with|${ci('meet')}(?:\\s+${ci('up')})?(?:\\s+with)?)\\s+(?:(${NAME})${AFTER_NAME}|(${ROLE})(?=[\\s.,;:!?]|$))`,
  'u',
);

/** "the quote we sent Dr. Osei": a person named by title, given something by the writer. */
const GIVEN_TO = new RegExp(
  `\\b(?:we|I)\\s+(${ci('sent|gave|showed|promised|quoted|emailed|offered|owe')})\\s+((?:${TITLE})\\s+${NAME_WORD}(?:\\s+${NAME_WORD})?)${AFTER_NAME}`,
  'u',
);

/** Capitalized words that open a sentence without naming anyone: "We", "The", "It" … */
export const NOT_A_NAME = /^(?:I|We|You|They|He|She|It|The|My|Our|This|That|There)$/;

/** "check whether Olu got the spreadsheet": the one asked about is the one asked. */
const CHECK_WHETHER = new RegExp(
  `${LEAD}((?:${ci('check|see|find out|confirm|ask')})\\s+(?:${ci('whether|if')})\\s+)(${NAME})\\s+(?=\\p{Ll})`,
  'u',
);

/** "I need someone to review …": the someone is the reader. */
const SOMEONE =
  /^(?:(?:I|we)\s+(?:need|am looking for|are looking for|would like|['’]d like)|looking for)\s+(?:someone|somebody|a volunteer)\s+to\b/i;

export function readerInContext(asked: string, recipientName?: string): ReaderInContext {
  const found = findReader(asked.replace(SOMEONE, 'ask you to'), recipientName);
  // "I am writing to reach out to you about …" says reaching out twice.
  return {
    ...found,
    context: found.context
      .replace(/\breach out to you (about|regarding)\b/i, 'tell you $1')
      // "complain to the cleaning company that the rooms were not cleaned": what went wrong,
      // told to them.
      .replace(/\bcomplain to you (that|about)\b/i, (_m, how: string) =>
        how.toLowerCase() === 'that' ? 'let you know that' : 'raise a problem about',
      )
      // "ask to attend the course" asks leave to do it, not the reader to do it.
      .replace(/^((?:please\s+)?)ask to\s+(?!you\b)/i, '$1ask whether I can ')
      // "pitch our program to you" is the caller's word for it, not the writer's.
      .replace(/\bpitch\s+(.+?)\s+to you\b/i, 'tell you about $1')
      // "thank our partners at Greenfield Farms for …": you and everyone there.
      .replace(
        /\b(thank|congratulate|welcome|invite) you at ((?:\p{Lu}[\p{L}&'-]*\s+)+)(for|on|to)\b/iu,
        // "the head of IT at Corvel Bank" is one person there; "our partners at …" are many.
        (m, verb: string, org: string, prep: string) =>
          found.found === 'group' && /s$/.test(found.noun ?? '')
            ? `${verb} you and everyone at ${org}${prep}`
            : `${verb} you ${prep}`,
      )
      // "thank you for a five-star review": the review is theirs.
      .replace(
        /\bthank you for (?:a|an)\s+((?:[\w-]+\s+){0,2}(?:review|referral|recommendation|donation|gift|order|purchase|introduction|testimonial))\b/i,
        'thank you for your $1',
      ),
  };
}

function findReader(context: string, recipientName?: string): ReaderInContext {
  const meet = MEET_WITH.exec(context);
  if (meet !== null) {
    const [whole, , name, role] = meet;
    const reader = name ?? role ?? '';
    if (!NOT_A_NAME.test(reader)) {
      const rest = toYou(context.slice(meet.index + whole.length), name !== undefined);
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
  const intro = INTRODUCE.exec(context);
  // "introduce myself to the finance team" is the writer's introduction, read elsewhere.
  if (intro !== null && !/^(?:myself|ourselves|me|us)\b/i.test(intro[2] ?? '')) {
    const [whole, verb = '', other = '', name = ''] = intro;
    // "… to Kenji in procurement": the reader's own team is not said to them; "… to office
    // managers in the city" says where the thing introduced is, and keeps it.
    const tail = context.slice(intro.index + whole.length);
    const after = ONE_NAME.test(name)
      ? tail.replace(
          /^\s+(?:in|from)\s+(?:the\s+)?[\p{L}-]+(?:\s+(?:team|department|group))?(?=[.,;:!?]|\s+(?:so|because|who|for|as)\b|$)/u,
          '',
        )
      : tail;
    // "… so they can sort out the contract": the two introduced are "you two"; "… to couples
    // who visited our stand" is why they hear of it ("…, since you visited our stand").
    const who = /^\s+(?:who|that)\s+([^,.;:!?]+)/.exec(after);
    const rest =
      who !== null && !ONE_NAME.test(name)
        ? `, since you ${youAgree(who[1]!)}${after.slice(who[0].length)}`
        : toYou(after.replace(/\b(so(?: that)?)\s+they\b/i, '$1 you two'), true);
    const start =
      context.slice(0, intro.index) +
      whole.slice(0, whole.toLowerCase().indexOf(verb.toLowerCase()));
    return {
      context: `${start}${verb} you to ${other}${rest}`,
      ...(ONE_NAME.test(name) ? { found: 'person', ...named(name, recipientName) } : byRole(name)),
    };
  }
  for (const [regex, through] of [
    [DIRECT, false],
    [INDIRECT, true],
  ] as const) {
    const m = regex.exec(context);
    if (m === null) continue;
    const [whole, verb = '', name, role, everyone] = m;
    const reader = name ?? role ?? everyone ?? '';
    // "Ask the team" where the reader is the caller's own group still reads as "you".
    if (name !== undefined && NOT_A_NAME.test(name)) continue;
    const head = whole.slice(0, whole.length - reader.length);
    // "remind Sven he owes me" → "remind you that you owe me".
    const after = ownedBy(
      role,
      context.slice(m.index + whole.length).replace(/^(\s+)(?=(?:he|she|they)\b)/i, '$1that '),
    );
    // "Anna and Ben … their engagement": two people named are "you" as a pair.
    const rest = toYou(
      withoutWho(after, /^(?:thank|say thanks to)$/i.test(verb)),
      name !== undefined && !/\sand\s/.test(name),
    );
    const verbLower = verb.toLowerCase();
    const replaced =
      through && DROP_WITH_READER.has(verbLower)
        ? head.replace(/\s+(?:to)\s+$/i, ' ')
        : `${head}you`;
    const out = `${context.slice(0, m.index)}${replaced}${rest}`.replace(/\s{2,}/g, ' ');
    if (name !== undefined) return { context: out, found: 'person', ...named(name, recipientName) };
    return {
      context: out,
      found: 'group',
      noun: reader.replace(/^(?:the|our|my|a|an|all|all the|all our|every|each)\s+/i, ''),
    };
  }
  // "follow up on the floor plans we sent Ms. Ferreira": the one given them is the reader.
  const given = GIVEN_TO.exec(context);
  if (given !== null) {
    const [whole, verb = '', name = ''] = given;
    const at = given.index + whole.indexOf(verb) + verb.length;
    return {
      context: `${context.slice(0, at)} you${context.slice(given.index + whole.length)}`,
      found: 'person',
      ...named(name, recipientName),
    };
  }
  // "offer our translation services to law firms in the city": written to one of them.
  const offered = OFFER_TO.exec(context);
  if (offered !== null) {
    const [, head = '', verb = '', thing = '', group = '', , rest = ''] = offered;
    const told = /^(?:offer|send|show)$/i.test(verb)
      ? `${verb} you ${thing}`
      : `tell you about ${thing}`;
    return { context: `${head}${told}${rest}`, found: 'group', noun: group };
  }
  // "pitch our app to a clinic manager": the reader is the one pitched to, said as nothing.
  // "… to the client" is "… to you"; "… to a clinic manager" (any one of them) is unsaid.
  const toRole = TO_ROLE.exec(context);
  if (toRole !== null) {
    const [whole, head = '', determiner = '', tail = ''] = toRole;
    // "… to the head of HR at Alder Logistics": the reader's organisation stays said.
    const role = whole.slice(head.length, whole.length - tail.length);
    const org = /\s+at\s+((?:\p{Lu}[\p{L}&'-]*\s*)+)$/u.exec(role)?.[1]?.trim();
    const forOrg = org === undefined ? '' : ` for ${org}`;
    return {
      context: `${head}${/^the$/i.test(determiner) ? ' to you' : ''}${forOrg}${tail}`,
    };
  }
  return { context };
}

/** Readers named as a kind of business, many at once: "law firms", "dental practices". */
const BUSINESSES = String.raw`(?:[\p{Ll}-]+\s+){0,2}(?:firms|companies|businesses|shops|stores|practices|offices|schools|clinics|studios|agencies|restaurants|hotels|gyms|salons|cafes|bakeries)`;
/** "offer our translation services to law firms in the city": the reader is one of them. */
const OFFER_TO = new RegExp(
  String.raw`^(${LEAD})(${ci('offer|pitch|present|recommend|sell|show|send')})\s+(.+?)\s+to\s+((?:${ci('local|small|independent|new')}\s+)?(?:${BUSINESSES}|${ci(BARE_ROLES)}))(\s+(?:in|across|around|near|at)\s+[^,.;:!?]+?)?((?:[.,;:!?]|\s+(?:about|because|so|who|that)).*|)$`,
  'u',
);

/**
 * Verbs that bring something to the reader: "pitch our app to a clinic manager". A
 * comparative before the noun ("moving the site to a faster host") names a thing.
 */
const BRINGS = String.raw`\b(?:${ci('pitch|introduce|present|sell|offer|show|recommend|propose|explain|send|reach out')})\b`;
const TITLES = String.raw`head|director|founder|ceo|cto|cfo|coo|vp|owner|manager`;
const TO_ROLE = new RegExp(
  String.raw`^(.*?${BRINGS}.*?)\s+to\s+(${ci('a|an|the')})\s+(?![\p{L}-]+er\s+(?!(?:of|at|in|about|for|because|so|who|that)\b)\p{L})(?:[\p{L}-]+\s+){0,2}?(?:(?:${ci(TITLES)})\b(?:\s+(?:of|at|in)\s+[^,.;:!?]+?)*|(?:${ci(ROLE_NOUNS)})\b(?:\s+(?:at|in|of)\s+(?:a|an|the)\s+[^,.;:!?]+?)?)((?:[.,;:!?]|\s+(?:about|for|because|so|who|that)\b).*|)$`,
  'u',
);

/**
 * A relative clause on the reader says nothing to them: "ask diners who ate with us last
 * weekend how their meal was" → "ask you how your meal was"; "welcome a new customer who
 * just signed up for our meal kits" → "welcome you to our meal kits".
 */
function withoutWho(rest: string, thanks = false): string {
  const joined =
    /^\s+who\s+(?:just\s+|recently\s+|have\s+)?(?:signed up (?:for|to|with|at)|joined|subscribed (?:to|for)|registered (?:for|with|at)|enrolled (?:in|at))\s+(.+)$/i.exec(
      rest,
    );
  if (joined !== null) return ` to ${joined[1]}`;
  // "thank the volunteers who helped at the beach cleanup" → "thank you for helping at …"
  // (in a thanks; in an invitation, "… to the dinner" is what they are invited to).
  const did =
    /^\s+who\s+(helped|volunteered|worked|came|attended|supported|donated|contributed|stayed|pitched in)\b([^.;!?]*)$/i.exec(
      rest,
    );
  if (did !== null && thanks)
    return ` for ${verbForms(infinitiveOf(did[1]!.split(' ')[0]!, 'PastTense')).gerund}${did[1]!.includes(' ') ? ' in' : ''}${did[2]}`;
  // "… who ate with us last weekend how their meal was" → "… how your meal was when you ate with us last weekend".
  const asked = /^\s+who\s+([^,.;:!?]*?)\s+((?:how|what|whether|if)\b[^.;!?]*)(.*)$/i.exec(rest);
  if (asked !== null) return ` ${asked[2]} when you ${asked[1]}${asked[3]}`;
  return rest.replace(/^\s+who\s+[^,.;:!?]*?(?=\s+(?:to|for|about)\b)/i, '');
}

/**
 * "reach out to the owner of a chain of salons about our booking software": what the
 * reader owns or runs is theirs, said after what the email is about ("about our booking
 * software for your chain of salons").
 */
function ownedBy(role: string | undefined, after: string): string {
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

/** A reader named by role: "the distributor" is one person, "the designers" a group. */
function byRole(role: string): Pick<ReaderInContext, 'found' | 'noun'> {
  const noun = role.replace(/^(?:the|our|my|a|an|all|all the|all our|every|each)\s+/i, '');
  return { found: /s$/i.test(noun) ? 'group' : 'person', noun };
}

/** The name the context gives, unless the caller named the recipient otherwise. */
function named(name: string, recipientName: string | undefined): { name?: string } {
  return recipientName === undefined || recipientName.trim() === '' ? { name } : {};
}

const AGREE: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "he's": "you're",
  "she's": "you're",
  "they're": "you're",
};

/** The reader's pronouns after their name, in the second person: "he still owes me" → "you still owe me". */
export function toYou(rest: string, single: boolean, thingsAsked = false): string {
  // "thank Alex for their help", "Brightline Dental on opening their second clinic": one
  // reader's "their" is theirs too.
  const own = single ? String.raw`his|her|their` : 'their';
  const self = single ? String.raw`himself|herself` : 'themselves';
  const subject = single ? String.raw`he|she` : 'they';
  return (
    rest
      // "take her out", "with her": "her" as an object is "you"; "her party" stays "your".
      .replace(
        single
          ? /\bhers?\b(?=\s+(?:out|up|in|back|on|off|to|for|with|at|about|around|through|over|along|and|home|now|soon|today|tomorrow|tonight|again|later|next|this|know|the|a|an|some|any|that|these|those)\b|\s*[.,;:!?]|\s*$)/g
          : /(?!)/g,
        'you',
      )
      .replace(new RegExp(String.raw`\b(?:${own})\b`, 'g'), 'your')
      .replace(new RegExp(String.raw`\b(?:${self})\b`, 'g'), 'yourself')
      // "ask the client for their logo files … we need them": "them" are the files.
      .replace(single ? /\bhim\b/g : thingsAsked ? /(?!)/g : /\bthem\b/g, 'you')

      .replace(/\b(?:he|she)['’]s\b/g, (w) => (single ? "you're" : w))
      .replace(/\b(?:he|she)['’](d|ll|ve)\b/g, (w, end: string) => (single ? `you'${end}` : w))
      .replace(
        new RegExp(
          String.raw`\b(?:${subject})\s+(?:(still|also|already|now|just|never|always)\s+)?([\w'’]+)`,
          'g',
        ),
        (_m, adverb: string | undefined, verb: string) =>
          `you ${adverb === undefined ? '' : `${adverb} `}${agree(verb, single)}`,
      )
  );
}

function agree(verb: string, single: boolean): string {
  const lower = verb.toLowerCase();
  if (AGREE[lower] !== undefined) return AGREE[lower];
  if (!single) return verb;
  if (/(?:ss|us|is)$/.test(lower) || !lower.endsWith('s')) return verb;
  if (/(?:ches|shes|sses|xes|oes)$/.test(lower)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  return verb.slice(0, -1);
}

/** A clause whose subject became "you": "starts Monday" → "start Monday". */
export function youAgree(clause: string): string {
  const [verb = '', ...rest] = clause.split(' ');
  return [agree(verb, true), ...rest].join(' ');
}

const KIND_OBJECT = new Map<string, RegExp>();
/** What a vendor is called by the one it serves: "our payroll provider", "the caterer". */
const SUPPLIERS =
  'supplier|provider|caterer|contractor|courier|agency|landlord|installer|plumber|electrician|technician|builder|mechanic|printer|cleaner';
const OUTSIDE = new Set(['prospect', 'client', 'partner', 'investor', 'customer', 'vendor']);

/**
 * "we charged the customer twice" in an email to a customer, "a call with our payroll
 * provider" in one to a vendor: the customer or the provider is the reader,
 * "you". Only as an object, after the clause has begun ("The client asked …" may be about
 * another client), and only when the context named no one else as the reader.
 */
export function kindAsYou(reader: ReaderInContext, kind: string): ReaderInContext {
  if (reader.found !== undefined || !/^[a-z]+$/.test(kind)) return reader;
  let object = KIND_OBJECT.get(kind);
  if (object === undefined) {
    // An executive is named by title: "30 minutes with the CFO" in an email to an executive.
    // A team is named by what it does ("time with the data team" to a colleague or a team);
    // an outside reader by title ("a demo call with the clinic director" to a prospect).
    const named =
      kind === 'executive'
        ? `(?:${kind}|${TITLE_ROLES})`
        : kind === 'team' || kind === 'colleague'
          ? `(?:${kind}|team)`
          : OUTSIDE.has(kind)
            ? `(?:${kind}|${TITLE_ROLES}|owner|founder|manager${kind === 'vendor' ? `|${SUPPLIERS}` : ''})`
            : kind;
    object = new RegExp(
      `(?<=\\b(?:[a-z]+ed|sent|told|gave|owe|with)\\s)(?:the|our) (?:[a-z-]+\\s+){0,2}?${named}\\b(?!['’])`,
      'iu',
    );
    KIND_OBJECT.set(kind, object);
  }
  const found = object.exec(reader.context)?.[0];
  if (found === undefined) return reader;
  // "the owner of Blue Fern Nursery": the reader's business goes with them.
  let context = reader.context
    .replace(object, 'you')
    .replace(/\byou (?:of|at) \p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*/u, 'you');
  // "ask for a demo call with the clinic director": asked of them ("ask you for …"), the
  // reader is said once, not again as "with you".
  const twice = /\b(?:you|ask for)\b.*?(\s+with you)\b/i.exec(context);
  if (twice !== null) context = context.replace(twice[1]!, '');
  return /\bteam$/i.test(found)
    ? { context, found: 'group', noun: 'team' }
    : { ...reader, context };
}

/** Whether the caller wrote the word with a capital inside a sentence: a name ("Wen", "Grace"). */
export function namedIn(word: string, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  return new RegExp(`[\\p{L}\\p{N},]\\s+${word}\\b`, 'u').test(text);
}
