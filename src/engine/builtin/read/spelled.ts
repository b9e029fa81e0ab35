/**
 * A request as people type it to a tool, spelled out before it is read: the fixes any
 * reader makes, from the same tables improve uses (content/improve/basics.yaml: "their
 * was", "whats", chat shorthand such as "u" and "by fri"), and what a reader sees at
 * once in a typed line: a lone "i", a weekday cut short ("no show tues"), a word shouted
 * in capitals ("AGAIN"), and an "'s" that stands for "is" ("water's off", "skip's due").
 * The words are otherwise the caller's own: nothing here rephrases.
 */
import type { BasicsData } from '../data.js';
import { applyEdits, phraseEdits, type PhraseRule } from '../improve/edits.js';
import { isVerbLemma, lexiconTags, termsOf } from '../nlp.js';
import { capitalize, endSentence, escapeRegExp } from '../text.js';

const WEEKDAYS: Readonly<Record<string, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  wed: 'Wednesday',
  weds: 'Wednesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * A weekday cut short where a date goes: at the end of a clause ("due mon", "no show
 * tues,") or before the part of the day ("sat morning"). "wed", "sat" and "sun" are words
 * of their own, so they count only before the part of the day.
 */
const SHORT_DAY =
  /\b(mon|tues?|weds|thur?s?|fri|wed|sat|sun)\b(?=\s+(?:morning|afternoon|evening|night|overnight|lunchtime)\b|\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\s+the\s+\d|\s*[,.;!?]|\s*$)/gi;

/** A weekday or month typed in lower case; "may", "march" and "august" are words too. */
const NAMED_DAY =
  /\b(?:christmas|easter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|september|october|november|december)\b/g;

const MONTHS: Readonly<Record<string, string>> = {
  jan: 'January',
  feb: 'February',
  mar: 'March',
  apr: 'April',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  sept: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};

/**
 * A month cut short in lower case after a day's number or "in", "by", "from", "for", "the"
 * …: "11 jan", "in feb", "paying for feb", "the jan quarter" ("mar" only where a date goes:
 * "for mar" may be the verb). "Dec 10", typed with its capital, is the caller's style and
 * stays.
 */
const SHORT_MONTH =
  /\b(\d{1,2}(?:st|nd|rd|th)?\s+|(?:in|by|from|until|till|since|of|for|before|after|during|through|over|to|and|early|late|mid|end of|the)\s+)(jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?![.'’-]\p{L})|\b((?:in|by|from|until|till|since|of|early|late|mid|end of)\s+)(mar)\b(?![.'’-]\p{L})/gu;

/**
 * A month or a relative typed without the apostrophe that makes them own the next word:
 * "novembers fees", "my sisters wedding" (not "my sisters are coming").
 */
const OWNER_WITHOUT_APOSTROPHE =
  /((?<=\b(?:my|our|his|her|your|their)\s+)(?:sister|brother|mum|mom|dad|daughter|son|wife|husband|partner|aunt|uncle|nan|gran|grandma|grandad|grandpa|cousin|niece|nephew|boss|neighbou?r)|\b(?:[Jj]anuary|[Ff]ebruary|[Aa]pril|[Jj]une|[Jj]uly|[Ss]eptember|[Oo]ctober|[Nn]ovember|[Dd]ecember))s\s+(?!(?:are|were|have|had|and|or|who|will|would|can|could|do|did|is|was|at|in|on|to|from|for|with)\b)(?=\p{Ll})/gu;

const HOLIDAY =
  /\b(?:boxing day|christmas (?:eve|day)|new year['’]s (?:eve|day)|(?<!\bthe\s)new year|good friday|easter (?:sunday|monday)|bonfire night|valentine['’]s day|mother['’]s day|father['’]s day)\b/gi;

/** Times that own what follows: "last night's flooding", "this week's rota". */
const TIME_WORDS =
  /^(?:night|week|year|month|day|morning|evening|afternoon|weekend|today|yesterday|tomorrow|tonight)$/i;

/** Words that "'s" after them shortens as they are: "it's", "that's", "let's". */
const PRONOUNS = new Set([
  'it',
  'that',
  'there',
  'here',
  'he',
  'she',
  'what',
  'who',
  'where',
  'when',
  'how',
  'let',
  'everyone',
  'everything',
  'nobody',
  'nothing',
  'someone',
  'something',
]);

/** What follows "'s" when it is "is" and compromise reads a possessive: "skip's due". */
const STATE =
  /(?<![\p{L}'’])([\p{L}-]+)['’]s\s+(?=(?:due|off|gone|done|ready|still|now|finally|almost|nearly|not)(?![\p{L}-]))/giu;

/**
 * The fixes of basics.yaml as one table, made once per table: phraseEdits sorts a table the
 * first time it meets it, so a new array on every call would sort it on every call.
 */
const RULES = new WeakMap<BasicsData, PhraseRule[]>();
function rulesOf(basics: BasicsData): PhraseRule[] {
  let rules = RULES.get(basics);
  if (rules === undefined) {
    rules = [...basics.sound_alikes, ...basics.apostrophes, ...basics.shorthand];
    RULES.set(basics, rules);
  }
  return rules;
}

/**
 * `known` says whether a lower-case word is in the dictionary; without it, names typed in
 * lower case ("brookfield day centre") keep their case.
 */
export function spelledOut(
  text: string,
  basics: BasicsData,
  known: (word: string) => boolean = () => true,
): string {
  const rules = rulesOf(basics);
  const none = () => undefined;
  let out = applyEdits(
    text,
    phraseEdits(text, rules, () => ''),
    'spelled',
    none,
  );
  out = out
    .replace(/(?<![\p{L}'’-])i(?=['’]|\s|$)/gu, 'I')
    // "well done everyone!!!", "can someone cover tmrw??": one mark says it.
    .replace(/([!?])\1+/g, '$1')
    // "so were turning away babies": "we're", its apostrophe left out before a doing.
    .replace(/\b(so|and|but|because|cos|as|now)\s+were\s+(?=\p{Ll}+ing\b)/gu, "$1 we're ")
    // "feed the cats while were at my mums": "we're", away.
    .replace(
      /\b(while|whilst|when)\s+were\s+(?=(?:at|away|in|on|out|off|staying|visiting)\b)/g,
      "$1 we're ",
    )
    // "announcing that were trialling …", "were all going to the pub", "were closed 24th dec":
    // "we're" where no subject comes before it.
    .replace(
      /(^|[.!?]\s+|\b(?:announce|announcing|say|saying|tell|telling|know|think|mean|means|hope|sure)\s+that\s+)([Ww])ere\s+(?=(?:all|closed|open|off|back|away|\p{Ll}+ing)\b)/gu,
      (_m, before: string, w: string) => `${before}${w}e're `,
    )
    .replace(
      /(\b(?:announc\w*|tell\w*|say\w*|know|think|hope|mean\w*)\b[^.!?]{0,60}?\bthat\s+)were\s+(?=\p{Ll}+ing\b)/gu,
      "$1we're ",
    )
    // "card only from january": what it is, its "It's" typed away.
    .replace(
      /(^|[.!?]\s+)(card|cash|cashless|contactless)\s+only\s+(?=(?:from|after|until|till)\b)/gi,
      (_m, before: string, how: string) => `${before}It's ${how.toLowerCase()} only `,
    )
    // "the shops 10th birthday": the shop's, typed without its apostrophe.
    .replace(
      /\b(the|our|my)\s+(\p{Ll}{3,})s\s+(?=\d+(?:st|nd|rd|th)\s+(?:birthday|anniversary)\b)/gu,
      "$1 $2's ",
    )
    // "first time in the pubs history": the pub's.
    .replace(
      /\b(the|our|my)\s+(pub|shop|club|school|church|village|team|company|charity|cafe|restaurant|business|town)s\s+(?=history\b)/g,
      "$1 $2's ",
    )
    // "… end of that week. still nothing and …": what there is, with its subject.
    .replace(/(^|[.!?]\s+)still nothing\b/gi, "$1There's still nothing")
    // "cash ok till spring", "bad news the cellar flooded": the verb and the colon typed
    // away.
    .replace(
      /\b(cash|money|stock|funding|budget)\s+(?:ok|okay)\s+(?=(?:till|until|for)\b)/gi,
      '$1 is OK ',
    )
    .replace(/\b((?:good|bad|sad|great)\s+news)\s+(?=(?:the|we|our|my|it)\b)/gi, '$1: ')
    // "ask my manager for a 1 to 1": a meeting of two, one word.
    .replace(/\b(a|our|my|the|your|next)\s+(?:1|one)\s+to\s+(?:1|one)\b/gi, '$1 one-to-one')
    // "swap her on call weekend": one word before the noun it describes, "on-call".
    .replace(
      /\b([Oo]n)\s+call\s+(?=(?:weekends?|shifts?|rota|weeks?|duty|nights?|cover|phone)\b)/g,
      '$1-call ',
    )
    // "well leave a lasagne on the doorstep", "tell him well let him know": "we'll" before the
    // writers' own doing.
    .replace(
      /(^|[.!?]\s+|,\s+|\b(?:and|so|then)\s+|\b(?:tell|told|say|said)\s+(?:him|her|them|you|me|us)\s+)([Ww])ell\s+(?=(?:leave|send|bring|drop|be|have|get|see|pop|do|come|pay|take|put|let|sort|make|call|ring|text|email|need|try|keep|look|give|cover|pick|meet|go)\b)/gu,
      (_m, before: string, w: string) => `${before}${w}e'll `,
    )
    // "ill tell the client", "shed read my draft", "hell owe about £3,240", "shell hold back
    // our payment", "wed love to come": a pronoun and its "'ll" or "'d", typed without the
    // apostrophe, before a verb; "the shed door", "I feel ill", "go to hell" keep their words.
    .replace(CONTRACTED, (whole, before: string, typed: string, verb: string) =>
      NOT_AFTER.test(before) || !(isVerbAfter(verb) || (/d$/i.test(typed) && HAD_AFTER.test(verb)))
        ? whole
        : `${before}${contract(typed)} ${verb}`,
    )
    // "drinks on me after service sun", "lunch on me": what the writer pays for, said whole.
    .replace(
      /(^|[.!?,;]\s+|\band\s+)(drinks|pizzas?|cakes?|coffees?|lunch|dinner|breakfast|the first round)\s+on\s+(me|us)\b/gi,
      (_m, before: string, what: string, who: string) =>
        `${before}${what} ${/s$/i.test(what) && !/^the /i.test(what) ? 'are' : 'is'} on ${who}`,
    )
    // "its broken down 3 times": "it's", before what it is or has done.
    .replace(
      /\b([Ii])ts\s+(?=(?:been|broken|got|gone|not|a|an|the|so|too|very|really|just|still|all|now|only|always|never|going|getting|due|ok|okay|fine|done|over|late|free|closed|open|stopped|started|leaking|blocking|raining|coming|taking|working|running|happened|finished|ready|back|twice|once|mid|early|under|above|below|empty|full|low|half|looking)\b|\d)/g,
      "$1t's ",
    )
    // "the p60 from her job", "an a4 envelope": a form's or a size's code is in capitals.
    .replace(
      /\b([pa])(\d{1,2})\b(?!\s*(?:am|pm)\b)/g,
      (_m, letter: string, digits: string) => `${letter.toUpperCase()}${digits}`,
    )
    // "her granddaughters birthday cake": the granddaughter's, typed without its apostrophe.
    .replace(
      /\b(your|her|his|my|our|their)\s+(granddaughter|grandson|daughter|son|sister|brother|mum|dad|wife|husband|nephew|niece)s\s+(?=(?:birthday|party|wedding|christening|school|nativity|graduation|name|first|new)\b)/gi,
      "$1 $2's ",
    )
    // "he was really good we just havent decided yet": the run-on's turn, said.
    .replace(
      /\b(good|great|brilliant|lovely|impressive)\s+(we|I)\s+(?=(?:just|still|haven['’]?t|have not|didn['’]?t|can['’]?t)\b)/g,
      '$1, but $2 ',
    )
    // "she was really upset and fair enough": the caller's aside to the writer.
    .replace(/,?\s+and fair enough(?=[.!]|$)/gi, '')
    // "fixed term to march 2028": a month before its year is the month.
    .replace(
      /\b(january|february|march|april|may|june|july|august|september|october|november|december)(?=\s+\d{4}\b)/g,
      (month: string) => capitalize(month),
    )
    // "file b4 the deadline": "before", typed with its digit.
    .replace(/\bb4\b/g, 'before')
    // "20 mins w Sandeep": "with", before a name.
    .replace(/\bw\s+(?=\p{Lu}\p{Ll})/gu, 'with ')
    // "sooo sorry", "thank u soooo much": a word drawn out for feeling is the word.
    .replace(/\b([Ss])oo+\b/g, '$1o')
    .replace(/\b([Tt])oooo*\b/g, '$1oo')
    .replace(SHORT_DAY, (day: string) => WEEKDAYS[day.toLowerCase()] ?? day)
    // "sat 5th", "any sat in January", "sat 19 to tues 22 dec": a day before its date, or
    // after "any", "next" ….
    .replace(
      /\b(?:(?<=\b(?:any|every|next|last|this|on)\s+)(mon|tues?|weds?|thur?s?|fri|sat|sun)\b|(mon|tues?|weds?|thur?s?|fri|sat|sun)(?=\s+\d{1,2}(?:(?:st|nd|rd|th)\b|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\s*(?:-|–|to|till|until)\s)|\s+(?:mornings?|afternoons?|evenings?|nights?)\b))/g,
      (day: string) => WEEKDAYS[day] ?? day,
    )
    // "my sat shift", "her fri class": a day cut short after "my", before what happens then.
    .replace(
      /(?<=\b(?:my|your|her|his|our|their|the)\s+)(mon|tues?|weds?|thur?s?|fri|sat|sun)(?=\s+(?:shift|class|lesson|session|match|game|run|rota|slot|delivery|collection|shop|market|club|service|meeting|job|opening|night|lunch|brunch|dinner|paper)s?\b)/g,
      (day: string) => WEEKDAYS[day] ?? day,
    )
    // "sun dec 13": a day and a month cut short before a date.
    .replace(
      /\b(mon|tues?|weds?|thur?s?|fri|sat|sun)\s+(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?(?=\s+\d{1,2}(?:st|nd|rd|th)?\b)/gi,
      (whole, day: string, month: string) =>
        `${WEEKDAYS[day.toLowerCase()] ?? day} ${MONTHS[month.toLowerCase()] ?? month}`,
    )
    // "tues-thurs", "mon to fri": a range of days cut short, its first day too.
    .replace(
      /\b(mon|tues?|weds?|thur?s?|fri|sat|sun)(?=\s*(?:-|–|to|till|until)\s*(?:mon|tues?|weds?|thur?s?|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/gi,
      (day: string) => WEEKDAYS[day.toLowerCase()] ?? day,
    )
    .replace(
      /(?<=\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\s*(?:-|–|to|till|until)\s*)(mon|tues?|weds?|thur?s?|fri|sat|sun)\b/gi,
      (day: string) => WEEKDAYS[day.toLowerCase()] ?? day,
    )
    // "at mon briefing": the short forms that are no word of their own, before any word.
    .replace(
      /\b(mon|tues|weds|thurs|fri)\b(?=\s+[\p{Ll}+&])/gu,
      (day: string) => WEEKDAYS[day] ?? day,
    )
    // "mornings mon wed fri": a list of days cut short, each a day.
    .replace(
      /(?<=\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|mon|tues?|thur?s?|fri)\s*(?:,|and|&)?\s*)(wed|sat|sun)\b(?=\s*(?:,|and|&)?\s*(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|mon|tues?|thur?s?|fri|sat|sun)\b)/gi,
      (day: string) => WEEKDAYS[day.toLowerCase()] ?? day,
    )
    // "novembers fees", "my sisters wedding": an apostrophe left out of one who owns.
    .replace(OWNER_WITHOUT_APOSTROPHE, (_m, owner: string) => `${owner}'s `)
    .replace(NAMED_DAY, (day: string) => capitalize(day))
    // "a boxing day walk", "by new year's eve": a holiday's name has its capitals.
    .replace(HOLIDAY, (name: string) => name.split(' ').map(capitalize).join(' '))
    // "starts 11 jan", "back in feb": a month cut short where a date goes.
    .replace(
      SHORT_MONTH,
      (
        whole,
        before: string | undefined,
        month: string | undefined,
        before2: string,
        march: string,
      ) => `${before ?? before2}${MONTHS[(month ?? march).toLowerCase()] ?? month ?? march}`,
    )
    // "on the river nene", "at brookfield day centre": a name typed in lower case.
    .replace(
      /\b(?:the\s+)?(river|lake|mount)\s+(\p{Ll}{3,})\b/gu,
      (whole, kind: string, name: string) =>
        !known(name)
          ? whole.replace(`${kind} ${name}`, `${capitalize(kind)} ${capitalize(name)}`)
          : whole,
    )
    .replace(
      /\b(\p{Ll}{4,})(?=\s+(?:day centre|community centre|leisure centre|medical centre|primary school|high school|school|hospital|surgery|library|village hall|station|park|road|street|lane|avenue|close)\b)/gu,
      (word) => (known(word) ? word : capitalize(word)),
    )
    // "the slot's been empty": "has been".
    .replace(/(?<![\p{L}'’])([\p{L}-]+)['’]s\s+been\b/gu, (whole, word: string) =>
      PRONOUNS.has(word.toLowerCase()) ? whole : `${word} has been`,
    )
    // "remind mrs falconer …": a title and the name after it ("mr and mrs Adeyemo": both).
    .replace(/\bmr and mrs\b/g, 'Mr and Mrs')
    .replace(/\b(mr|mrs|ms)(?=\.?\s+\p{Lu})/gu, (title: string) => capitalize(title))
    .replace(
      /\b(mr|mrs|ms)(\.?\s+)(?!and\b)(\p{Ll}{2,})\b/gu,
      (_m, title: string, gap: string, name: string) =>
        `${capitalize(title)}${gap}${capitalize(name)}`,
    )
    // "the flat on Wrenbury st": a street's name typed with its short form in lower case.
    .replace(/(?<=\p{Lu}\p{Ll}+\s)(st|rd|ave)\b(?![.'’-]\p{L})/gu, (w) => capitalize(w))
    // "lunch on fridays": the day's name keeps its capital in the plural too; "saturdays
    // tournament", "mondays huddle": the day's.
    .replace(
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b(\s+(?:tournament|huddle|meeting|match|game|party|class|session|service|shift|lesson|event|show|market|quiz|training|practice|rehearsal|briefing|assembly|concert|fair|sale|race|gala|deadline|delivery|collection)\b)?/g,
      (_m, day: string, noun: string | undefined) =>
        noun === undefined ? `${capitalize(day)}s` : `${capitalize(day)}'s${noun}`,
    )
    // "half an hr": in lower case only, as "HR" is the department.
    .replace(/\b(an|a|per|\d+)\s+hr\b/g, '$1 hour')
    // "optometry practices in tulsa": a city the dictionary knows gets its capital.
    .replace(/(?<=\b(?:in|near|around|from|to)\s)\p{Ll}{3,}\b/gu, (word) =>
      lexiconTags(word).has('City') || lexiconTags(word).has('Region') ? capitalize(word) : word,
    )
    .replace(/(?<![\p{L}\d'’-])\p{Lu}{4,}(?![\p{L}\d'’-])/gu, (word) => {
      const lower = word.toLowerCase();
      const tags = lexiconTags(lower);
      const plain =
        tags.size > 0 && !['Acronym', 'Organization', 'ProperNoun'].some((t) => tags.has(t));
      return plain ? lower : word;
    });
  // "3rd time asking, the front door …": how often, said after what was asked.
  const again = /^(\d+(?:st|nd|rd|th)|second|third|fourth|fifth) time asking\b[,:.!]*\s*/i.exec(
    out,
  );
  if (again !== null)
    out = `${endSentence(capitalize(out.slice(again[0].length)))} This is the ${again[1]!.toLowerCase()} time I've asked.`;
  return isFor(namesCapitalized(out, known));
}

/**
 * "congratulate Peregrine and Fionnuala … cant believe peregrine is a dad": a name the caller
 * wrote with its capital inside a sentence keeps it where it was typed in lower case, when
 * the word is no other word or it is used as a name ("peregrine is", "peregrine's").
 */
function namesCapitalized(text: string, known: (word: string) => boolean): string {
  const names = new Set(
    Array.from(
      text.matchAll(/(?<=[\p{Ll}\d,;:)]\s+)\p{Lu}\p{Ll}{2,}\b(?![-'’]\p{L})/gu),
      (m) => m[0],
    ),
  );
  for (const name of names) {
    const lower = name.toLowerCase();
    // A word of the dictionary ("Peregrine", "Grace") is a name where it was written as one:
    // spoken to, or beside another name.
    const person =
      !known(lower) ||
      new RegExp(String.raw`\b(?:${PERSON_BEFORE})\s+${name}\b|\b${name}\s+and\s+\p{Lu}`, 'u').test(
        text,
      );
    if (!person) continue;
    const typed = new RegExp(
      String.raw`(?<![\p{L}\d'\u2019-])(?<!\b(?:the|a|an|my|our|your|his|her|their|this|that|of)\s+)${lower}(?![\p{L}\d'\u2019-])${known(lower) ? AS_NAME : ''}`,
      'gu',
    );
    text = text.replace(typed, name);
  }
  return text;
}

/** Words before a person's name: "thank Grace", "Mum and Grace". */
const PERSON_BEFORE =
  'and|to|with|thank|congratulate|congrats|ask|invite|tell|remind|welcome|meet|dear|hi|hey|hello';
/** A lower-case word used as a name: "grace is", "grace's". */
const AS_NAME = String.raw`(?=['\u2019]s\b|\s+(?:is|was|has|had|said|says|will|would|can|could|did|does)\b)`;

const CONTRACTED =
  /(^|[^\p{L}'’]*?\b[\p{L}'’]+\s+|[.!?,;]\s*)(shed|hed|ill|hell|shell|wed|id)\s+(\p{Ll}+)\b/giu;
/** Words after which "shed", "ill" or "hell" is the word itself: "the shed", "feel ill", "go to hell". */
const NOT_AFTER =
  /\b(?:the|a|an|my|our|your|his|her|their|this|that|garden|sea|egg|bike|tool|as|very|so|quite|really|pretty|feel|felt|feeling|feels|is|was|are|were|been|be|get|got|seriously|fell|fall|falls|what|to|from|of|in|oh|go|gone|went|mentally|critically|terminally|newly|just)\s+$/i;
const VERBS_AFTER = new Set(
  'tell hold pay swap read cover take give get make do be have come go see call ring text send bring drop pop sort need like love want rather prefer owe put let keep look try help mind ask check book leave meet buy lend pick fix pass say know think hope run finish start stay sit wait show add charge find write email phone move change hand drive walk lead speak talk sign post cry miss seen been done gone made given taken probably definitely also still never always'.split(
    ' ',
  ),
);
function isVerbAfter(word: string): boolean {
  const lower = word.toLowerCase();
  return VERBS_AFTER.has(lower) || (isVerbLemma(lower) && !lexiconTags(lower).has('Noun'));
}
/** What follows a "'d" that is "had": "id had a rubbish night", "wed already booked". */
const HAD_AFTER = /^(?:had|already|forgotten|booked|planned|hoped|thought|assumed)$/i;
const CONTRACTIONS: Readonly<Record<string, string>> = {
  shed: "she'd",
  hed: "he'd",
  ill: "I'll",
  hell: "he'll",
  shell: "she'll",
  wed: "we'd",
  id: "I'd",
};
function contract(typed: string): string {
  const said = CONTRACTIONS[typed.toLowerCase()] ?? typed;
  return /^\p{Lu}/u.test(typed) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
}

/** "water's off", "Seb's doing his chilli", "skip's due": "'s" that stands for "is". */
function isFor(text: string): string {
  if (!/\p{L}['’]s\b/u.test(text)) return text;
  const stated = new Set<string>();
  const terms = termsOf(text);
  terms.forEach((t, i) => {
    const copula = terms[i + 1];
    if (copula === undefined || copula.text !== '' || !copula.tags.has('Copula')) return;
    const word = /^(.+)['’]s$/u.exec(t.text)?.[1];
    if (word === undefined || PRONOUNS.has(word.toLowerCase())) return;
    // "at Luigi's on Elm Street" is a place; "yesterday's meeting" a day's; "my sister's
    // wedding" hers.
    if (
      terms[i - 1]?.tags.has('Preposition') === true ||
      terms[i - 1]?.tags.has('Possessive') === true ||
      t.tags.has('Date') ||
      TIME_WORDS.test(word) ||
      // "I missed Caius's housewarming": a name a deed was done to, and its own.
      (/^\p{Lu}/u.test(word) &&
        (terms[i - 1]?.tags.has('PastTense') === true ||
          /^\p{Ll}{2,}ed$/u.test(terms[i - 1]?.text ?? '')) &&
        !/^(?:said|thought|heard|knew|guessed|reckoned|believed|hoped|told|felt)$/i.test(
          terms[i - 1]?.text ?? '',
        ))
    )
      return;
    // compromise guesses "is" too often: "Ledgerly's invoicing features", "the bookshop's
    // late-night opening" are possessives, as a noun after the next word shows.
    const next = terms[i + 2];
    const after = terms[i + 3];
    const owned =
      after === undefined ||
      ((after.tags.has('Noun') || after.tags.has('Gerund')) && !after.tags.has('Pronoun')) ||
      // "doing the surgery's full clean": a noun phrase a verb or a preposition takes.
      (terms[i - 1]?.tags.has('Determiner') === true &&
        (terms[i - 2]?.tags.has('Verb') === true ||
          terms[i - 2]?.tags.has('Preposition') === true));
    const state =
      next !== undefined &&
      ((next.tags.has('Preposition') && !/^\p{Lu}/u.test(word)) ||
        ((next.tags.has('Adverb') || next.tags.has('Gerund') || next.tags.has('Adjective')) &&
          !owned));
    if (state) stated.add(t.text);
  });
  return text
    .replace(/(?<![\p{L}'’])([\p{L}-]+)['’]s(?![\p{L}'’])/gu, (whole, word: string) =>
      stated.has(whole) ? `${word} is` : whole,
    )
    .replace(STATE, (whole, word: string) =>
      PRONOUNS.has(word.toLowerCase()) ? whole : `${word} is `,
    );
}

/**
 * "I complained on 15 October, ref TRN-40217, and again on 6 November": a reference between
 * commas is an aside, "(ref TRN-40217)", not a clause of its own.
 */
export function referenceAsides(text: string): string {
  return text.replace(REFERENCE_ASIDE, ' ($1)$2');
}

const REFERENCE_ASIDE =
  /,\s+((?:ref|reference|order|booking|case|ticket|claim)(?:\s+(?:no\.?|number))?\s+[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*),(\s+(?:and|but)\b)/gi;

/**
 * "ask zillah if she can do my sat shift", to Zillah: the reader's name typed in lower case,
 * with its capital, so it reads as the name it is. Only names no dictionary word shares
 * ("will", "rose" and "bill" stay as typed).
 */
export function namesCased(text: string, recipientName: string | undefined): string {
  if (recipientName === undefined) return text;
  let out = text;
  for (const word of recipientName.match(/\p{Lu}\p{Ll}{2,}/gu) ?? []) {
    const lower = word.toLowerCase();
    if (lexiconTags(lower).size > 0 || !out.includes(lower)) continue;
    out = out.replace(
      new RegExp(`(?<![\\p{L}'’-])${escapeRegExp(lower)}(?![\\p{L}'’-])`, 'gu'),
      word,
    );
  }
  return out;
}
