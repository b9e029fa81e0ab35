/**
 * The word lists and patterns the fragment reader (`fragments.ts`) recognises a note's
 * shape by: closed lists of English words, kept apart from the rules that use them.
 */
export const SUBJECTS =
  /^(?:i|we|you|they|he|she|it|there|this|that|these|those|everyone|everybody|someone|nobody|no one)(?:['’](?:s|re|ve|ll|d|m))?$/;
export const AUXILIARIES = new Set(
  `is are was were will would can could should must may might has have had do does did
   isn't aren't wasn't weren't won't wouldn't can't couldn't shouldn't hasn't haven't
   don't doesn't didn't cannot`.split(/\s+/),
);
export const DETERMINERS = new Set(
  'the a an our my your their his her its this that these those each every some any'.split(' '),
);
export const ADVERBS = new Set(['still', 'now', 'already', 'also', 'finally', 'currently', 'just']);

/** Fragments that start with one of these are the writer's state: "I am away …". */
export const STATES = new Set(
  `free available away out off back busy happy glad open closed flexible around home
   unavailable reachable based`.split(/\s+/),
);

/**
 * Participles and adjectives a noun takes with "is"/"are" ("drinks provided", "partners
 * welcome", "pages in review"): arrangements and states, not things done once.
 */
export const ARRANGED = new Set(
  `provided included covered needed required attached allowed welcome done ready live
   complete blocked stuck delayed closed open booked reserved scheduled planned expected
   invited due late overdue optional mandatory available free fine safe set confirmed
   underway pending postponed cancelled canceled based located split named gone lost missing
   broken`.split(/\s+/),
);

/** Participles of work done once ("cabinets installed"): "have been installed". */
export const DONE_ONCE = new Set(
  `installed moved shipped sent signed approved completed counted answered refunded
   delivered deployed merged launched released paid fixed finished hired cleared resolved
   submitted received printed packed painted replaced repaired ordered invoiced charged
   processed translated written published uploaded migrated placed built tested reviewed
   updated renewed extended added removed assigned passed approved collected raised sold
   signed booked dispatched returned accepted rejected filled approved`.split(/\s+/),
);

/** Verbs of the writer's instructions to themselves ("mention …", "keep it short"). */
export const WRITER = new Set(
  `mention note highlight stress add include emphasize keep be use make sound write offer
   suggest propose thank apologize apologise ask explain tell remind say avoid don't do`.split(
    /\s+/,
  ),
);

/** Words in -ing that name a thing, not the writer's doing: "parking behind the building". */
export const ING_NOUNS = new Set(
  `parking seating catering lighting funding boarding shipping clothing meeting wedding
   building booking printing training housing heating flooring roofing plumbing wiring
   landscaping packaging marketing pricing billing staffing onboarding offboarding
   recording listing opening closing screening filing`.split(/\s+/),
);

/** Verbs that make a noun before them a clause: "trial ends Friday". */
export const SELF_VERBS = new Set(
  `ends starts begins opens closes runs finishes launches expires renews arrives leaves
   resumes returns goes comes lasts applies happens stays`.split(/\s+/),
);

/** Instructions to the reader, whatever compromise makes of the word. */
export const IMPERATIVES = new Set(
  `reply call send bring pay book email text click visit join sign submit fill complete
   install pack attach read review check register download arrive wear park rsvp contact
   update confirm let feel come grab save remember please leave use take go avoid follow
   head meet print log turn close charge double-check upgrade cancel`.split(/\s+/),
);

export const REFERENCE_WORDS =
  /^(?:ticket|order|invoice|invoices|account|case|contract|reference|booking|confirmation|policy|claim|po)$/;
/** A writer's qualification: "journalism degree" → "I have a journalism degree." */
export const QUALIFICATIONS =
  /^[\w-]+(?:\s+[\w-]+)?\s+(?:degree|diploma|certificate|certification|license|licence|mba|phd|ba|bs|msc|ma)$/i;

/** Nouns said without "the": "Lunch is provided.", "Parking is free." */
export const MASS = new Set(
  `lunch dinner breakfast food coffee drinks parking transport travel accommodation wifi
   wi-fi equipment feedback information training support access payment revenue traffic
   attendance coverage shipping delivery registration admission entry childcare`.split(/\s+/),
);

/** Instructions to the reader that say how they can do something ("pay by card"). */
export const MEANS = new Set(
  `pay reach book find reply call contact email text use visit join register download
   watch access see get choose switch pick park sign order upgrade cancel manage change
   renew sign-up log`.split(/\s+/),
);

/** Nouns of planned events that are verbs too: "review at the end of the trial". */
export const PLANNED = new Set([
  'review',
  'check-in',
  'demo',
  'debrief',
  'retro',
  'follow-up',
  'recap',
]);

/** What the writer did, said without "I": "asked at the desk twice", "called twice". */
export const WRITER_PAST = new Set(
  `asked called emailed tried contacted requested reported checked wrote phoned messaged
   visited raised spoke met complained chased`.split(/\s+/),
);
export const MEANS_NEXT =
  /^(?:by|at|from|on|through|via|online|in|with|anytime|any|here|there|up|using|directly)$/;

/** Labels of a value: "deadline January 15" → "The deadline is January 15." */
export const LABELS =
  /^((?:new\s+)?(?:deadline|due date|start date|end date|date|time|amount|amount due|total|price|cost|budget|fee|balance|rate|salary|venue|location|address|room|dress code|capacity|duration|hours|phone number|email))\s*:?\s+(.+)$/i;
/**
 * Labels of an identifier: "ticket 4411" → "The ticket number is 4411."; "order ref BJ-4470"
 * → "The order reference is BJ-4470."
 */
export const REFERENCES =
  /^((?:[A-Z]{2,4}\s+)?(?:ticket|order|invoice|account|case|contract|reference|booking|confirmation|policy|tracking|po|claim|member|customer|employee)(?:\s+(?:ref|reference))?)(?:\s+(?:numbers?|no\.?|#|ids?))?\s*[:#]?\s*(#?[A-Z0-9][\w-]*(?:\s+and\s+#?[A-Z0-9][\w-]*)?)$/i;

export const PAST =
  /\b(?:ago|last|yesterday|earlier|this morning|previously)\b|\bon (?:the )?(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
export const FUTURE = /\b(?:by next|tomorrow|next (?:week|month)|soon|later|upcoming)\b/i;
export const WHEN =
  /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|today|tonight|tomorrow|noon|midnight|\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|\d{1,2}(?:st|nd|rd|th))$/i;
export const MONTH_DATE =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}\b/i;
export const TIME = /^(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|noon|midnight)$/i;
