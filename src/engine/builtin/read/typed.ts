/**
 * A context typed the way people type a request to a tool, said as the instruction the rest
 * of the reader understands: "congrats to Aisha on her promotion" → "congratulate Aisha on
 * her promotion", "thanks everyone for …" → "thank everyone for …", "reminder that the
 * office moves …" → "the office moves …", "can someone cover the desk" → a question, "quick
 * sync on the launch checklist" → "set up a quick sync on the launch checklist". Anything
 * else is returned as written.
 */

import { infinitiveOf, verbForms } from '../nlp.js';
import { capitalize } from '../text.js';
import { NOT_A_NAME } from './people.js';
import { toYou } from './toYou.js';
import { SUPPLIER_WRITTEN_TO, toSupplier } from './supplier.js';

/** Each shape and what it becomes; the first that matches is used. */
const SHAPES: readonly (readonly [RegExp, string])[] = [
  // "congrats to Aisha on …", "congratulations to the team for …", "well done everyone on …"
  [
    /^(?:(?:a\s+)?(?:big|huge|massive|many|warm|hearty)\s+)?(?:congrats|congratulations|kudos|well done|great job|nice work)\s+(?:to\s+)?(?=\S)/i,
    'congratulate ',
  ],
  // "thanks everyone for …", "thank you to Maya for …", "big thanks to the crew for …"
  [
    /^(?:(?:a\s+)?(?:big|huge|many|massive|special|enormous)\s+)?(?:thanks|thank you)\s+(?:so much\s+)?to\s+(?=\S)/i,
    'thank ',
  ],
  [
    /^(?:(?:a\s+)?(?:big|huge|many)\s+)?thanks\s+(?=(?:everyone|everybody|all|team|you all)\b)/i,
    'thank ',
  ],
  // "thanks Omar for covering my shift": a thanks to the one named.
  [
    /^(?:(?:a\s+)?(?:big|huge|many)\s+)?thanks\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+for\b)/u,
    'thank ',
  ],
  // "reminder that the office moves …", "just a reminder: …"
  [/^(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+)?reminder(?:\s+that|\s*:)\s+/i, ''],
  // "ask the people who came to our first sourdough workshop to tell us what they thought of
  // it": what they thought of the workshop.
  [
    /^ask (?:the people|everyone|everybody|all those|those|the \p{Ll}+) who (?:came to|attended|joined|took part in|went to|visited|did) (.+?) (?:to (?:tell|let) us(?: know)? )?(?:what (?:they|you) thought|how (?:they|you) found it|how it went for them)(?: of it)?\b/u,
    'ask you what you thought of $1',
  ],
  // "ask our landlord, Mr Farquharson, for a meeting": the one named is the reader.
  [
    /^((?:ask|remind|thank|invite|tell|email|chase|follow up with|apologi[sz]e to|congratulate)\s+)(?:our|my|the)\s+[\p{Ll}\s-]{2,30}?,\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),\s+/u,
    '$1$2 ',
  ],
  // "remind Mrs Falconer the floor fitters are coming tomorrow": reminded that they are.
  [
    /^(remind\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?=(?:the|our|your|we|we['’]re|we['’]ll|it['’]s|its|there['’]s)\s)/u,
    '$1 that ',
  ],
  // "reminder to Lorcan please, he needs to pick his photos by Friday": Lorcan reminded of it.
  [
    /^(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+)?reminder\s+(?:to|for)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+please)?\s*[,:–-]?\s+(?=(?:he|she|they|his|her|their)\s)/u,
    'remind $1 that ',
  ],
  // "reminder to submit your goals": the reader reminded to do it.
  [
    /^(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+)?reminder\s+to\s+(?=\p{Ll})/iu,
    'remind you to ',
  ],
  // "choir reminder, black folders + red scarves …": the caller's label for it.
  [/^(?:[\p{L}-]+\s+){1,2}reminder\s*[,:–-]\s+(?=\S)/iu, ''],
  // "sorry to the Mbathas, our van clipped their gatepost": an apology to them for it; "from
  // all of us at Cragwell vets" is who signs it.
  [
    /^(?:so\s+|really\s+)?sorry\s+to\s+((?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+from\s+(?:all of us|everyone|the team|us all)(?:\s+at\s+[^,]+)?)?,?\s+(?=\S)/u,
    'apologise to $1 that ',
  ],
  // "sorry all, I put the wrong high tide …": what the writer is sorry for, to everyone.
  [/^(?:so\s+|really\s+)?sorry\s+(?:all|everyone|everybody|guys|team|folks)\b[,!]?\s*(?=I\b)/i, ''],
  // "intro our shredding van to …": an introduction.
  [/^intro\s+(?=\S+\s+\S+.*\bto\b)/i, 'introduce '],
  // "reminder hi-vis and steel toes on site from Monday": the caller's label for it.
  [
    /^(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+)?reminder\s*[-–]?\s+(?!(?:to|about|for|of|on|re|that|email|emails|letter|letters)\b)(?=\S)/i,
    '',
  ],
  // "sorry I snapped at you …": what the writer is sorry for, in their words.
  [/^(?:I['’]m\s+|I am\s+)?(?:so\s+|really\s+|very\s+)?sorry\s+(?:that\s+)?(?=I\b)/i, ''],
  // "apologise to Mr. Okafor because his suit will be late": sorry that it will be.
  // "apologise to Mr Iredale that his return went in late because it sat …" has its "that".
  [/^(apologi[sz]e\s+to\s+(?:(?!\bthat\b).)+?)\s+(?:because|as|since)\s+(?=\S)/i, '$1 that '],
  // "sorry about the delay": an apology for it.
  [/^(?:so\s+|really\s+|very\s+)?sorry\s+(?:about|for)\s+(?=\S)/i, 'apologize for '],
];

/** "quick survey about the new expense tool": feedback asked for through a survey. */
const SURVEY_ALONE =
  /^(?:an?\s+)?((?:quick|short|brief|small|2-minute|two-minute|five-minute|5-minute)\s+)?(survey|poll|questionnaire)\s+(?:about|on|regarding|re)\s+(.+?)[.!]?$/i;

/** "monthly update for our investors": the update itself, shared. */
const REPORT_ALONE =
  /^(?:(?:our|the|a|this)\s+)?((?:monthly|weekly|quarterly|annual|yearly|biweekly|fortnightly|Q[1-4]|month-end|year-end|end-of-year)\s+(?:[a-z]+\s+)?(?:update|report|newsletter|recap|summary|progress report))(?:\s+(?:for|to)\s+[^,.;:!?]+)?[.!]?$/i;

/** Meetings asked for by their name alone: "quick sync on …", "a 1:1 about …". */
const MEETING_ALONE =
  /^(?:an?\s+)?(?:quick\s+|short\s+|brief\s+)?(?:sync|catch-?up|check-?in|call|chat|meeting|1:1|one-on-one|huddle|standup|stand-up)\s+(?:on|about|re|regarding|to discuss|for|to plan|to review|to go over|to talk about|to decide)\b/i;

/** A question typed without its question mark: "can someone cover the front desk tomorrow". */
const QUESTION =
  /^(?:can|could|would|will|is|are|do|does|did|should|shall|may)\s+(?:someone|anyone|somebody|anybody|you|we|I|they|he|she|it|there|this|that|the|our|my|your|\p{Lu}\p{Ll}+)\s+\S+/u;

/**
 * "I need to leave early on Thursday", "I'd like to work from home on Friday", "I would
 * like to go to the UX conference": leave the writer asks for.
 */
const OWN_LEAVE =
  /^I(?: (?:need|have|would like|want)|['’]d like) to ((?:leave early|leave at|head out|finish early|come in late|start late|arrive late|step out|work from home|work remotely|take\b[^.]*\boff|swap (?:my )?shifts?|go to|attend|take part in)\b.*)$/i;

/** "would Kim like to join our hiking trip" in an invitation: an invitation to Kim. */
const WOULD_LIKE = /^would\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+like\s+to\s+(.+)$/u;

/** "could Ines send me the slides": a favour asked of the one named. */
const COULD_NAME = /^(?:could|can|would|will)\s+(\p{Lu}\p{Ll}+)\s+(\p{Ll}[^?]*?)\??$/u;
/** "did Marco get a chance to look at …": whether the one named did it. */
const DID_NAME = /^[Dd]id\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+)\s+(\p{Ll}+)\b([^?]*?)\??$/u;

/** "welcome Amara, who starts as a junior accountant on Monday": a new colleague. */
const WELCOME_WHO =
  /^welcome\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?),?\s+who\s+((?:starts|joins|is joining|will join|will start|begins)\s.+)$/u;

/**
 * "please welcome Yusuf, who joins us as our warehouse supervisor on Monday": written to the
 * others about the newcomer ("please" asks them), so it is news of them, not a welcome to them.
 */
const NEWCOMER =
  /^(?:please\s+(?:join me in\s+)?|let['’]?s\s+(?:all\s+)?|join me in\s+)(?:welcome|welcoming)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?),?\s+(?:who\s+((?:starts|joins|is joining|will join|will start|begins)\s[^.!?]+)|((?:our|the)\s+new\s+[^,.;:!?]+?)(?:,?\s+who\s+([^.!?]+?))?)[.!]?$/u;

/** The newcomer's news and the caller's "please welcome", or undefined for any other context. */
export function newcomerNews(context: string): string | undefined {
  const m = NEWCOMER.exec(context.trim());
  if (m === null || NOT_A_NAME.test(m[1]!)) return undefined;
  const [, name, joins, role, who] = m;
  const news =
    joins !== undefined
      ? `${name} ${joins}`
      : who !== undefined
        ? `${name}, ${role}, ${who}`
        : `${name} is ${role}`;
  return `${news}. Please join me in welcoming ${name}.`;
}

/** "congratulate on your first month, Elif": the one named at the end is the one congratulated. */
function nameFirst(instruction: string): string {
  const named = /^(congratulate|thank|welcome)\s+(?!you\b)(.+?),\s*(\p{Lu}\p{Ll}+)\s*[!.]?$/u.exec(
    instruction,
  );
  return named === null || NOT_A_NAME.test(named[3]!)
    ? instruction
    : `${named[1]} ${named[3]} ${named[2]}`;
}

/** "the car park closes at 6pm, move your cars before then": news, then what to do about it. */
const THEN_DO =
  /^([^,]+?\b(?:is|are|will|closes|opens|starts|ends|moves|changes|goes|runs|comes|closed|opened|moved|changed)\b[^,]*),\s+(?:so\s+)?(?:please\s+)?((?:move|bring|use|take|leave|park|remember|make sure|check|wear|book|pack|clear|return|submit|plan|save|keep|avoid)\b[^,]+?)[.!]?$/i;

export function asTyped(typed: string, purpose: string): string {
  // "the laptop was supposed to arrive Monday, still nothing": what has not happened.
  const context = typed
    .trim()
    // "ok so ive written my speech …": a spoken opener, no part of what is said.
    .replace(/^(?:ok(?:ay)?|right|so|well)\s+(?:so\s+)?(?=(?:I|i|ive|I've|we|we've|im|I'm)\b)/i, '')
    // "ask Zoltan if i can borrow his trailer sat 12 dec?": the ask, not a question to him.
    .replace(
      /^((?:please\s+)?ask\s+[^?.!]*?\bif\s+(?:i|we)\s+(?:can|could)\b[^?.!]*?)\?(?=\s|$)/i,
      '$1.',
    )
    .replace(/^introduce me to\b/i, 'Introduce myself to') // the caller, to the reader
    // "hey can u dig out …", "pls ask Kalinda if …": a greeting, or a please, typed to the
    // writer is no part of what is said.
    .replace(
      /^(?:(?:hey|hi|hello|hiya)(?:\s+(?:all|team|everyone|guys|folks|there))?\s*[,!-]?|please(?=\s+(?:ask|thank|remind|tell|invite|email)\s))\s+(?=\S)/i,
      '',
    )
    // "open evening … for everyone who came to one of our tasters": why the reader is asked.
    .replace(
      /\s+for\s+(?:everyone|anyone|all those|those|all of you)\s+who\s+(?=(?:came|attended|joined|took part|signed up|visited|bought|tried|booked|ordered|entered|played)\b)/i,
      ', as you ',
    )
    // "fire drill tomorrow at 11, please leave by the nearest exit": the ask, a sentence.
    .replace(/,\s+please\s+(?=\p{Ll})/u, '. Please ')
    // "…, need to tell the parents": the caller's note of whom the email is for.
    .replace(
      /,\s*(?:I\s+|we\s+)?(?:need|have|want)\s+to\s+(?:tell|let|inform|warn|update|email|notify)\s+(?:the\s+|all\s+|our\s+)?[\p{L}\s-]+?(?:\s+know)?[.!]*$/iu,
      '.',
    )
    // "friendly nudge that the money … is still outstanding": the caller's label for it.
    .replace(
      /^(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+|little\s+)?nudge\s*(?:that\b|:|-)\s*/i,
      '',
    )
    // "nudge the treasurer, the minibus hire still isn't paid": a reminder to them.
    .replace(/^(?:please\s+)?nudge\s+([^,]+?),\s+(?:that\s+)?(?=\S)/i, 'remind $1 that ')
    .replace(/^(?:please\s+)?nudge\s+(?=\S)/i, 'remind ')
    .replace(/,\s*(?:and\s+)?(?:still nothing|nothing yet|still no sign of it)[.!]*$/i, () =>
      /\barriv/i.test(typed) ? ', but it has not arrived yet' : ', but there is still no news',
    );
  // "The dishwasher Kellbrook Appliances installed …", "… we ordered from Stitchwell
  // Promotions": in a complaint or a follow-up, the supplier named is the one written to.
  const supplied = SUPPLIER_WRITTEN_TO.has(purpose) ? toSupplier(context) : context;
  const then = THEN_DO.exec(supplied.trim());
  const text = then === null ? supplied.trim() : `${then[1]}. Please ${then[2]}.`;
  if (then !== null) return text;
  // The one welcomed is the reader: the clause about them is said to them ("You start as …").
  const joining = WELCOME_WHO.exec(text);
  if (joining !== null && !NOT_A_NAME.test(joining[1]!))
    return `welcome ${joining[1]} to the team; she ${joining[2]}`;
  // "just checking in on the tile samples …, any favourites?": a follow-up, and its question.
  const on = /^(?:just\s+)?checking in on\s+([^,?]+?)(?:,\s*([^,?]+\?))?[.!]?$/i.exec(text);
  if (on !== null && purpose === 'follow_up')
    return `follow up on ${on[1]}${on[2] === undefined ? '' : `. ${capitalize(on[2])}`}`;
  // "write to the potter Elspeth Delahunt, …": written to Elspeth ("the events manager at
  // Stavely Hall" is no person named Stavely Hall).
  const named =
    /^write to (?:the|our|my|a)\s+(?:(?!(?:at|of|from|in|for|with|near|on|round|around|across|outside|by)\s)[\p{Ll}-]+\s+){1,3}?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=[,.;]|\s|$)/u.exec(
      text,
    );
  if (named !== null && !NOT_A_NAME.test(named[1]!))
    return `write to ${named[1]}${text.slice(named[0].length)}`;
  // "apply to the chief executive of Marram Sands Hospice for the head of fundraising post"
  // (or "for the post of head of fundraising"): the post applied for, and where.
  const post =
    /^apply to (?:the\s+)?[^,.;:!?]+?\s+(?:of|at)\s+(\p{Lu}[^,.;:!?]*?)\s+for\s+(the\s+(?:post|role|job|position) of\s+[^,.;:!?]+|the\s+[^,.;:!?]+?\b(?:post|role|job|position|vacancy))\b(.*)$/u.exec(
      text,
    );
  if (post !== null && purpose === 'job_application')
    return `apply for ${post[2]} at ${post[1]}${post[3]}`;
  // "so sorry everyone but we have to cancel the workshop …": in an apology, what the
  // writer is sorry for.
  const sorryBut =
    /^(?:(?:I['’]m|we['’]re)\s+)?(?:so\s+|really\s+|very\s+)?sorry(?:\s+(?:everyone|all|guys|folks|team))?,?\s+but\s+(.+)$/i.exec(
      text,
    )?.[1];
  if (sorryBut !== undefined && purpose === 'apology') return `apologize that ${sorryBut}`;
  // "doing a holiday cookie swap at my place sun dec 13 …", typed without its "I'm": in an
  // invitation, the reader is invited to it.
  const hosting = /^(?:doing|having|hosting|throwing|holding)\s+((?:a|an|our|my)\s.+)$/i.exec(
    text,
  )?.[1];
  if (hosting !== undefined && purpose === 'invitation') return `invite you to ${hosting}`;
  // "need 20 mins with Priyanka this week to go over …": the time asked of Priyanka.
  const time =
    /^(?:I\s+)?(?:need|would like|['’]d like)\s+((?:\d+|a few|five|ten|fifteen|twenty|thirty)\s+(?:mins?|minutes)|an hour|half an hour)\s+with\s+(\p{Lu}\p{Ll}+)\b(.*)$/u.exec(
      text,
    );
  if (time !== null && purpose === 'meeting_request' && !NOT_A_NAME.test(time[2]!))
    return `ask ${time[2]} for ${time[1]}${time[3]}`;
  // "let's do a short planning session Monday 10am to …": a meeting set up.
  const lets = /^let['’]?s\s+(?:do|have|set up|book|grab|schedule)\s+(.+)$/i.exec(text)?.[1];
  if (lets !== undefined && purpose === 'meeting_request') return `set up ${lets}`;
  // "need the Q3 churn numbers from Ilse for the board pack": asked of Ilse.
  const from =
    /^(?:I\s+)?need\s+((?:the|a|an|your|some)\s+[^,.;:!?]+?)\s+from\s+(\p{Lu}\p{Ll}+)\b(.*)$/u.exec(
      text,
    );
  if (from !== null && purpose === 'request' && !NOT_A_NAME.test(from[2]!))
    return `ask ${from[2]} for ${from[1]}${from[3]}`;
  // "we'd like Fenna from Lumen Studio to speak at our meetup": an invitation to Fenna.
  const speak =
    /^(?:we|I)(?:['’]d| would) (?:like|love)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?:\s+from\s+[^,.;:!?]+?)?\s+to\s+((?:speak|present|join|judge|host|lead|perform|give|run)\b.+)$/u.exec(
      text,
    );
  if (speak !== null && purpose === 'invitation' && !NOT_A_NAME.test(speak[1]!))
    return `invite ${speak[1]} to ${speak[2]}`;
  // "Tadhg passed his HGV test first time!! tell him well done from everyone": Tadhg
  // congratulated on it, and the good wishes said to him.
  const feat =
    /^(\p{Lu}\p{Ll}+)\s+(passed|won|got|finished|completed|landed|reached|hit|made|became|smashed|aced|nailed|closed|earned|did|ran|climbed|raised|swam|cycled|walked)\s+([^!.?]+?)[!.]*(?:\s+(?:(?:tell|give|send)\s+(?:him|her|them)|say)\s+(.+?))?[!.]*$/u.exec(
      text,
    );
  if (feat !== null && purpose === 'congratulations' && !NOT_A_NAME.test(feat[1]!)) {
    const [, name, verb, what, wishes] = feat;
    const doing = (past: string) => verbForms(infinitiveOf(past, 'PastTense')).gerund;
    // "did the Three Peaks … and raised 2k": both deeds, said alike.
    const deeds = what!.replace(
      /\band\s+(\p{Ll}+ed|ran|won|got|made|did|swam)\b/u,
      (_m, v: string) => `and ${doing(v)}`,
    );
    const on = `congratulate ${name} on ${doing(verb!)} ${deeds}`;
    if (wishes === undefined) return on;
    // "well done from everyone in the yard": said by them.
    const from = /^(well done|congrats|congratulations|good luck|best wishes)\s+from\s+(.+)$/i.exec(
      wishes,
    );
    if (from === null) return `${on}. ${capitalize(wishes)}!`;
    const many = /^(?:all|us|we)\b/i.test(from[2]!);
    return `${on}. ${capitalize(from[2]!)} ${many ? 'say' : 'says'} ${from[1]!.toLowerCase()}!`;
  }
  // "Our client Mirabel Oakes has just had her first novel shortlisted …": congratulated on
  // it, in a congratulation; "Nkechi has accepted our offer of trainee technician and starts
  // on Monday", welcomed.
  const hasDone =
    /^(?:(?:Our|My) (?:client|customer|member|colleague|friend|neighbour|neighbor|student|pupil|volunteer)s? )?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?),?\s+(?:has|have)\s+(just\s+)?(\p{Ll}+)\b\s*(.+?)[.!]*$/u.exec(
      text,
    );
  if (hasDone !== null && !NOT_A_NAME.test(hasDone[1]!.split(' ')[0]!)) {
    const [, name, just = '', done = '', what = ''] = hasDone;
    if (purpose === 'congratulations' && /(?:ed|had|won|got|made|done|been)$/.test(done))
      return `congratulate ${name} on having ${just}${done} ${what}`;
    const offer =
      /^our offer of (?:a |an |the )?(.+?)\s+and\s+(starts|joins us|begins)\s+(.+)$/i.exec(what);
    if (purpose === 'welcome' && done === 'accepted' && offer !== null)
      return `welcome ${name} as our new ${offer[1]}; she ${offer[2]} ${offer[3]}`;
  }
  // "Dimitrios from IT spent his weekend moving us …": in a thanks, thanked for it.
  // "Quenby Electrical came out at 11pm …, and had it running again": a business too, and
  // each of its deeds.
  const kind =
    /^(\p{Lu}[\p{L}'’-]+(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’-]+){0,3}|(?:Our|The) (?:crew|team|staff|volunteers|drivers|cleaners|lads)(?: of \w+)?)(?:\s+from\s+[\p{L}\s]+?)?\s+(spent|worked|stayed|covered|helped|gave|took|came|fixed|sorted|ran|made|moved|found|drove|stepped|lent|donated|repaired|built|cooked|baked|collected|delivered|cleared|organi[sz]ed|put|turned|pulled|kept|brought|dropped|picked|printed|painted|sewed|knitted|saved|rescued)\s+(.+?)[.!]*$/u.exec(
      text,
    );
  // "Our crew of eight moved all 38 residents' rooms …": the crew thanked for it.
  const crew = /^(?:Our|The) (\p{Ll}+)/u.exec(kind?.[1] ?? '')?.[1];
  if (kind !== null && purpose === 'thank_you' && crew !== undefined) {
    const doing = verbForms(infinitiveOf(kind[2]!, 'PastTense')).gerund;
    return `thank the ${crew} for ${doing} ${ownSentence(kind[3]!)}`;
  }
  if (kind !== null && purpose === 'thank_you' && !NOT_A_NAME.test(kind[1]!.split(' ')[0]!)) {
    const doing = (past: string) => verbForms(infinitiveOf(past, 'PastTense')).gerund;
    const deeds = kind[3]!.replace(
      /\band\s+(\p{Ll}+ed|had|ran|got|made|did|came|gave|took|put|kept)\b/u,
      (_m, v: string) => `and ${doing(v)}`,
    );
    return `thank ${kind[1]} for ${doing(kind[2]!)} ${ownSentence(deeds)}`;
  }
  // "Sorrel Ridge Dairy still hasn't paid for the hay": in a reminder to them, "you".
  const unpaid =
    /^(?:the\s+)?((?:\p{Lu}[\p{L}&'’-]*\s+){1,4})(still\s+)?(?:hasn['’]t|has not|haven['’]t|have not)\s+(paid|settled)\b/u.exec(
      text,
    );
  // "… He's usually prompt, so it may have slipped his mind": theirs, said to them.
  if (unpaid !== null && purpose === 'payment_reminder')
    return `you ${unpaid[2] ?? ''}haven't ${unpaid[3]}${toYou(text.slice(unpaid[0].length), true, false, unpaid[1]!.trim())}`;
  // "I'm applying for the payroll officer job …": the application itself.
  const applying = /^I['’]?m applying for\s+(.+)$/i.exec(text)?.[1];
  if (applying !== undefined && purpose === 'job_application') return `apply for ${applying}`;
  // "we run escape room sessions for companies, want to pitch to HR managers": the pitch
  // is the caller's note to the writer; what they offer is said, to one of those readers.
  const pitch =
    /^(.+?),?\s+(?:and\s+)?(?:I |we )?(?:want|would like|['’]d like|need) to (?:pitch|sell|offer|market) (?:it |this |them |that )?to\s+[^,.;:!?]+[.!]?$/i.exec(
      text,
    )?.[1];
  if (pitch !== undefined && purpose === 'cold_outreach') return pitch;
  // "please submit your holiday requests by Friday", as a reminder: "remind you to submit …".
  const please = /^please\s+(\p{Ll}.*)$/u.exec(text)?.[1];
  if (please !== undefined && purpose === 'reminder') return `remind you to ${please}`;
  // "please fill in the parking survey by Thursday", as a request: asked of the reader.
  if (please !== undefined && purpose === 'request') return `ask you to ${please}`;
  // "I need to leave early on Thursday": leave asked for ("ask whether I can leave early …").
  const leave = OWN_LEAVE.exec(text.replace(/[.!]+$/, ''));
  if (leave !== null && purpose === 'request') return `ask whether I can ${leave[1]}`;
  const could = COULD_NAME.exec(text);
  if (could !== null && !NOT_A_NAME.test(could[1]!) && !/^like\b/.test(could[2]!))
    return `ask ${could[1]} to ${could[2]}`;
  const did = DID_NAME.exec(text);
  if (did !== null && !NOT_A_NAME.test(did[1]!))
    return `check whether ${did[1]} ${verbForms(did[2]!).past}${did[3]}`;
  // "I'd like to update you on our progress over coffee next week": a meeting asked for.
  const over =
    /^I(?:['’]d| would) like to ((?:update you on|talk (?:to you )?about|discuss|catch up on|walk you through|tell you about) .+?) over (coffee|lunch|breakfast|dinner|a drink|a call)(?: ([^.!?]+?))?[.!?]?$/i.exec(
      text,
    );
  if (over !== null && purpose === 'meeting_request')
    return `ask you to meet for ${over[2]}${over[3] === undefined ? '' : ` ${over[3]}`} so I can ${over[1]}`;
  // "pizza friday at 1 in the big meeting room": the treat, on its day, invited to.
  const treat =
    /^(pizza|cake|drinks|breakfast|lunch|coffee|bbq|a curry|tacos|doughnuts|donuts)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(.*)$/i.exec(
      text,
    );
  if (treat !== null && purpose === 'invitation')
    return `invite you to ${treat[1]!.toLowerCase()} on ${capitalize(treat[2]!.toLowerCase())}${treat[3]}`;
  // "team bowling night on Friday the 12th at Strike Lanes": the event, invited to.
  const event =
    /^(?:(?:our|the|a|an)\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:night|party|dinner|lunch|drinks|quiz|picnic|barbecue|bbq|social|meetup|tournament|trip|outing|evening|breakfast)(?=\s+(?:on|at|this|next|tomorrow|tonight)\b)/iu;
  if (event.test(text) && purpose === 'invitation') {
    const named = /^(?:our|the|a|an)\s/i.test(text) ? '' : 'our ';
    return `invite you to ${named}${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
  // "come over for a barbecue on Sunday": an invitation to come over.
  const along = /^((?:come over|come round|join us|come along|come to)\b.*?)[.!]?$/i.exec(
    text,
  )?.[1];
  if (along !== undefined && purpose === 'invitation') return `invite you to ${along}`;
  // "any update on the signed purchase order?": a follow-up on it.
  // "any news from legal on the NDA?": whom the news is from stays in the question.
  const news =
    /^any (?:update|news|word|progress)s?( from [^?]+?)? on ([^?]+?)\s*(?:\?\s*(.*))?$/i.exec(text);
  if (news !== null && purpose === 'follow_up') {
    // "any news on the glass? ordered it 3 wks ago …": the follow-up, then what the caller adds.
    const more = news[3] === undefined || news[3] === '' ? '' : `. ${capitalize(news[3])}`;
    return news[1] === undefined
      ? `follow up on ${news[2]}${more}`
      : `follow up on ${news[2]}. Have you heard anything back${news[1]}?${more.replace(/^\./, '')}`;
  }
  // "welcome the new members of Ferncliffe Sea Kayak Club, who start with …", "welcome the 6
  // new plot holders at Cinderbank allotments, they got …": welcomed to it.
  const members =
    /^welcome (?:the|our|all the|all our)(?: \d+)? new ([\p{Ll}\s-]+?) (?:of|at) (\p{Lu}[^,.!]+?)(?:!*,?\s+(?:who|they)\s+(.+?))?[.!]?$/u.exec(
      text,
    );
  if (members !== null && purpose === 'welcome')
    return `welcome you to ${members[2]}${members[3] === undefined ? '' : `. You ${toYou(members[3], false)}`}`;
  // "Six new volunteer drivers have joined the car scheme", "Twelve new volunteers have
  // signed up for the Community Fridge, and their first shifts are next week": welcomed to
  // it, and told what is theirs.
  const joinedUs =
    /^(?:[\p{L}\d]+\s+)?new\s+[\p{L}\s-]+?\s+(?:have|has)\s+(?:just\s+)?(?:joined|signed up (?:for|to|with)|enrolled (?:in|on|at)|registered (?:for|with))\s+(.+?)(?:,?\s+and\s+(their\s.+?|they\s.+?))?[.!]?$/iu.exec(
      text,
    );
  if (joinedUs !== null && purpose === 'welcome')
    return `welcome you to ${joinedUs[1]}${joinedUs[2] === undefined ? '' : `. ${capitalize(toYou(joinedUs[2], false))}`}`;
  // "want to come to the jazz festival with us on Sunday?": an invitation to come.
  const come = /^(?:do you\s+)?want to ((?:come|join|go|see|watch)\b.*?)\s*\??$/i.exec(text)?.[1];
  if (come !== undefined && purpose === 'invitation') return `invite you to ${come}`;
  const would = WOULD_LIKE.exec(text.replace(/[?.!]+$/, ''));
  if (would !== null && purpose === 'invitation') return `invite ${would[1]} to ${would[2]}`;
  for (const [shape, replacement] of SHAPES)
    if (shape.test(text)) return nameFirst(text.replace(shape, replacement));
  // "second reminder for invoice 7781": a reminder that says it is not the first.
  const again =
    /^(?:a\s+|our\s+)?(second|third|final|last)\s+reminder\s+(?:for|about|on|of|re)\s+(.+)$/i.exec(
      text,
    );
  if (again !== null) return `remind you a ${again[1]!.toLowerCase()} time about ${again[2]}`;
  // "congratulate our member Joaquin on …": Joaquin, named with his role.
  const member =
    /^(congratulate|thank|welcome|invite|remind)\s+(?:our|the|my)\s+(?:[a-z]+\s+){0,2}?(?:member|customer|client|colleague|volunteer|student|patient|guest|neighbou?r|friend|intern)\s+(?=\p{Lu}\p{Ll}+\b)/u;
  if (member.test(text)) return text.replace(member, '$1 ');
  // "welcome to the team, Luca!": Luca welcomed.
  const hello =
    /^welcome to ([^,]+),\s*((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:\s+(?:and|&)\s+\p{Lu}\p{Ll}+)?)\s*[!.]?$/u.exec(
      text,
    );
  if (hello !== null && !NOT_A_NAME.test(hello[2]!)) return `welcome ${hello[2]} to ${hello[1]}`;
  // "don't forget you still have my tent": a reminder of it.
  const remember = /^(?:don['’]t|do not) forget(?: that)?\s+(?=you\b)/i;
  if (purpose === 'reminder' && remember.test(text)) return text.replace(remember, '');
  // "welcome back everyone after the holidays": all of them, "you".
  const all = /^welcome back (?:everyone|everybody|all|the team)\b(.*)$/i.exec(text);
  if (all !== null) return `welcome you back${all[1]}`;
  // "welcome back Sofia after her sabbatical": Sofia welcomed back.
  const back = /^welcome back\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\b(.*)$/u.exec(text);
  if (back !== null && !NOT_A_NAME.test(back[1]!)) return `welcome ${back[1]} back${back[2]}`;
  // "checking in to see if you had any questions": whether they did.
  const checking =
    /^(?:just\s+)?checking(?: in)?\s+(?:to see\s+)?(?:if|whether)\s+(.+?)[.?!]?$/i.exec(text);
  if (checking !== null) return `check whether ${checking[1]}`;
  // "still waiting on the replacement screen": a follow-up on something owed.
  const waiting =
    /^(?:(?:I am|I['’]m|we are|we['’]re)\s+)?still waiting (?:on|for) (.+?)[.!]?$/i.exec(text)?.[1];
  if (waiting !== undefined)
    return `follow up on ${waiting}; we are still waiting for ${/[^s]s$/.test(waiting) ? 'them' : 'it'}`;
  // "we would like to extend our contract": a request asked as whether we can.
  const ours = /^we(?:['’]d| would) like to\s+(\p{Ll}.+?)[.!]?$/u.exec(text);
  if (ours !== null && purpose === 'request') return `ask whether we can ${ours[1]}`;
  // "welcome Grace, our new office manager": welcomed in that role.
  const role =
    /^welcome\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?),\s+((?:our|the|your)\s+new\s+[^,.;:!?]+?)[.!]?$/u.exec(
      text,
    );
  if (role !== null && !NOT_A_NAME.test(role[1]!)) return `welcome ${role[1]} as ${role[2]}`;
  const report = REPORT_ALONE.exec(text);
  if (report !== null && purpose === 'status_update') return `share our ${report[1]}`;
  const survey = SURVEY_ALONE.exec(text);
  if (survey !== null && purpose === 'feedback_request')
    return `ask for your feedback on ${survey[3]} in a ${survey[1] ?? ''}${survey[2]!.toLowerCase()}`;
  // "quick call to go over the terms?" is the caller's question ("Do you have time for …?").
  if (purpose === 'meeting_request' && MEETING_ALONE.test(text) && !text.endsWith('?'))
    return `set up ${/^an?\s/i.test(text) ? '' : 'a '}${text}`;
  const lowered = `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  // "can you feed my cat? I'll leave the key …" is two sentences, the question marked.
  if (QUESTION.test(lowered) && !/[?.!]$/.test(text) && !/[?.!]\s/.test(text)) {
    // "can you dig out the list, need it for the fair": the question, then why.
    const why = /^(.+?),\s+((?:I\s+)?(?:need|want)\s+(?:it|them|this|these)\b.*)$/i.exec(text);
    if (why !== null)
      return `${capitalize(why[1]!)}? ${capitalize(why[2]!.replace(/^(?!I\s)/, 'I '))}.`;
    // "can you send the certificate, the venue needs it by the 20th": the question, then a
    // clause of its own.
    const then = /^(.+?),\s+((?:the|our|my|we|they|it|he|she)\s+\S+.*)$/i.exec(text);
    return then === null
      ? `${capitalize(text)}?`
      : `${capitalize(then[1]!)}? ${capitalize(then[2]!)}.`;
  }
  return supplied;
}

/**
 * "… without a single breakage, and the home's manager has written to say …": a clause with
 * a subject of its own after the deed is a sentence of its own, not more of the thanks.
 */
function ownSentence(deeds: string): string {
  return deeds.replace(
    /,\s+and\s+((?:the|our|their|his|her)\s+[^,]+?\s+(?:has|have|had|was|were|is|are|made|said|wrote)\b)/u,
    (_m, clause: string) => `. ${capitalize(clause)}`,
  );
}
