/**
 * The caller's words about the reader said to the reader: "their" is "your", "she is" is
 * "you are", "them" is "you" where it stands for people ("thank them"), not things ("collected them").
 */
import { isPluralNoun, termsOf } from '../nlp.js';
import { DONE_TO_PEOPLE, PARTY_THEN } from './addressing.js';
import { TRADING_NAME } from './roles.js';

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
export function toYou(
  rest: string,
  single: boolean,
  thingsAsked = false,
  name = '',
  // "she did their tea": a reader the caller calls "she" or "he" is not the one "their" means.
  theirs = !GENDERED.test(rest),
): string {
  // "the top-loader we bought from them", to Calderstone Kilns: a business the caller calls
  // neither "he" nor "she" is "them".
  const business = single && theirs && isBusiness(name);
  // "Mrs Kettleby, her spaniel … a nick on his ear": a reader named by a title is one of the
  // two; the other's pronouns are someone else's.
  // "ask Zillah if she can do my shift … Gerontius is fine with it as long as he …": a reader
  // named without a title is whom the first "she" or "he" after the name means.
  const first = name !== '' && !TITLED.test(name) ? firstGendered(rest, name) : undefined;
  const she = !/^Mr\.?\s/.test(name) && !(first !== undefined && HE_WORDS.test(first));
  const he = !/^(?:Mrs|Ms|Miss)\.?\s/.test(name) && !(first !== undefined && SHE_WORDS.test(first));
  const pick = (forms: readonly (string | false)[]) => forms.filter(Boolean).join('|');
  // "thank Alex for their help", "Brightline Dental on opening their second clinic": one
  // reader's "their" is theirs too.
  const own = single ? pick([he && 'his', she && 'her', theirs && 'their']) || '(?!)' : 'their';
  const self = single ? pick([he && 'himself', she && 'herself']) || '(?!)' : 'themselves';
  // A business's reader has no "he" or "she": a pattern that never matches.
  const subject = single ? pick([he && 'he', she && 'she']) || '(?!)' : 'they';
  return bothVerbsAgree(
    rest
      // "…, tell her shes not allowed to pay": said to her, "and you're not allowed to pay".
      .replace(
        single
          ? /(,\s+)?\b(?:tell|remind)\s+(?:her|him)\s+(?:that\s+)?(?=(?:she|he)(?:['\u2019](?:s|ll|d)\b|\s))/g
          : /(?!)/g,
        (_m, comma: string | undefined) => (comma === undefined ? '' : ', and '),
      )
      // "helped her set up as a sole trader": "her" before a verb of hers is "you".
      .replace(
        single && she
          ? /\b(help(?:ed|s|ing)?|let(?:s|ting)?|made|make(?:s)?|watch(?:ed)?|saw|see)\s+her\b/g
          : /(?!)/g,
        // "we made her granddaughter's cake": hers, before what she has.
        (w, verb: string, at: number, all: string) => {
          const next = /^\s+([\p{L}'\u2019]+)/u.exec(all.slice(at + w.length))?.[1];
          return next !== undefined && isThing(next) ? w : `${verb} you`;
        },
      )
      // "we'd give her 20 minutes to speak": given to her, "you".
      .replace(
        single && she
          ? /\b(give|gave|giving|offer|offered|send|sent|show|showed|pay|paid|owe|lend|lent|bring|brought|scored|rated|marked|graded|awarded)\s+her\b(?=\s+\d)/g
          : /(?!)/g,
        '$1 you',
      )
      // "it took her 6 months": what it took of her, "you".
      .replace(
        single && she
          ? /\b(took|takes|take|cost|costs)\s+her\b(?=\s+(?:\d|an?\b|two|three|four|five|six|seven|eight|nine|ten|several|months|weeks|years|ages))/g
          : /(?!)/g,
        '$1 you',
      )
      // "take her out", "with her", "send her our price guide", "tell her we'd love …": "her"
      // as an object is "you"; "her party" stays "your".
      .replace(
        single && she
          ? /\bhers?\b(?=\s+(?:out|up|in|back(?!\s+(?:room|office|garden|yard|door|seat|bedroom|kitchen|entrance|bar))|on(?!-)|off|to|for|with|at|about|around|through|over|along|and|or|but|than|before|after|during|by|from|into|until|till|as|if|so|because|home|now|soon|today|tomorrow|tonight|again|later|next|this|know|the|a|an|some|any|that|these|those|our|my|we|I|you|she|he|they|what|how|why|where|whether|it|them|him|me|us|everything|anything|something|nothing|properly|personally|directly)\b|\s*[.,;:!?]|\s*$)/g
          : /(?!)/g,
        // "at ours or hers": hers is "yours".
        (w, at: number, all: string) =>
          someoneElse(all, at, w, name) ? w : /^hers$/i.test(w) ? 'yours' : 'you',
      )
      // "children should wear their uniform": the children's, not the reader's.
      .replace(new RegExp(String.raw`\b(?:${own})\b`, 'g'), (w, at: number, all: string) =>
        // ("The children loved his questions": the children own a "their", not his; "one of our
        // patients missed her appointment": hers.)
        (OTHERS_OWN.test(all.slice(0, at)) &&
          (/^their$/i.test(w) ||
            /\b(?:one|each|every|any|neither|either)\b/i.test(sentenceBefore(all, at)))) ||
        pluralOwns(all.slice(0, at)) ||
        // "23 students have extra time …, and their modified copies": the students'.
        (/^their$/i.test(w) &&
          (OTHERS_IN_SENTENCE.test(sentenceBefore(all, at)) ||
            COUNTED_SUBJECT.test(sentenceBefore(all, at).split(/,\s+/).at(-1) ?? ''))) ||
        GROUP_OWNS.test(all.slice(0, at)) ||
        (/^their$/i.test(w) && theirsOfOthers(sentenceBefore(all, at), name)) ||
        (single && someoneElse(all, at, w, name))
          ? w
          : 'your',
      )
      // "the spare room is theirs if they want it", to the two: "yours".
      .replace(single && !theirs ? /(?!)/g : /\btheirs\b/g, (w, at: number, all: string) =>
        // "9 of our 23 drivers haven't sent theirs": the drivers'.
        theirsOfOthers(sentenceBefore(all, at), name) || COUNTED_OF.test(sentenceBefore(all, at))
          ? w
          : 'yours',
      )
      .replace(new RegExp(String.raw`\b(?:${self})\b`, 'g'), 'yourself')
      // "each of them gets a mentor", to the group: "each of you".
      .replace(
        single
          ? /(?!)/g
          : /\b([Ee]ach|[Bb]oth) of them\b(?=\s+(?:gets?|will|has|have|needs?|should|must|can)\b)/g,
        '$1 of you',
      )
      // "ask the client for their logo files … we need them": "them" are the files.
      .replace(
        single
          ? business && !thingsAsked
            ? /\bthem\b/g
            : he
              ? /\bhim\b/g
              : /(?!)/g
          : thingsAsked
            ? /(?!)/g
            : /\bthem\b/g,
        (w, at: number, all: string) =>
          // "the best man collected them", "drop them in the crate": things, not the readers,
          // who are "them" only where people are ("thank them", "with them").
          // A business is "them" after what is done with it ("bought from them", "booking
          // with them"), not where its staff may mean others ("kept them calm").
          // ("would love them all to come to the opening": the readers asked to come.)
          (!single &&
            !DONE_TO_PEOPLE.test(all.slice(0, at)) &&
            !/^\s+(?:all\s+)?to\s+(?:come|join|attend|visit)\b/.test(all.slice(at + w.length))) ||
          (single && w === 'them' && !DEALT_WITH.test(all.slice(0, at)))
            ? w
            : 'you',
      )

      // "he's got bay 3", "she's been great", "she's signed off the proposal": "has", so
      // "you've" ("she's married to", "until she's signed off as competent" are still "you're").
      .replace(
        /\b(?:[Hh]e|[Ss]he)['’]s(?=\s+(?:(?:still|already|just|also|never)\s+)?(?:(?:got|been|had|done|made|sent|paid|finished|written|given|taken|seen|known|run|won|lost|left|kept|put|found|told|brought|bought|taught|built|spent|held|heard|met|gone|grown|shown|driven|flown|chosen|spoken|broken|forgotten|begun)\b|\p{Ll}+ed\s+(?:(?:off|up|in|out)\s+)?(?:the|a|an|her|his|their|our|my|it|them|everything|all)\b|(?!(?:tired|worried|excited|interested|married|engaged|pleased|delighted|qualified|based|retired|exhausted|bored|scared|annoyed|supposed|involved|booked|scheduled|signed|registered|enrolled|allowed|used|employed|located|trained|insured|vaccinated|prepared|organised|organized|convinced|concerned|surprised|shocked|disappointed|relieved|thrilled|stressed|overwhelmed)\b)\p{Ll}+ed\s+(?:really|two|three|four|several|coming|going|doing|a\s+lot)\b))/gu,
        (w, at: number, all: string) =>
          single && subjectOf(w, he, she) && !someoneElse(all, at, w, name)
            ? cased(w, "you've")
            : w,
      )
      // "She's written lots of successful bids": at a sentence's start too.
      .replace(/\b(?:[Hh]e|[Ss]he)['’]s\b/g, (w, at: number, all: string) =>
        single && subjectOf(w, he, she) && !someoneElse(all, at, w, name) ? cased(w, "you're") : w,
      )
      .replace(/\b(?:[Hh]e|[Ss]he)['’](d|ll|ve)\b/g, (w, end: string, at: number, all: string) =>
        single && subjectOf(w, he, she) && !someoneElse(all, at, w, name)
          ? cased(w, `you'${end}`)
          : w,
      )
      // "if they'd rather stay anonymous", to the group: "if you'd rather …" (a "they've" may
      // be things: "they've been inside since 16 November", the turkeys).
      // "Tarrow & Pym have said they'd send people": a party named saying it owns the "they'd".
      .replace(/\bthey['’]d\b/g, (w, at: number, all: string) =>
        (single && !business) ||
        PARTY_SAID.test(all.slice(0, at)) ||
        COUNTED_OF.test(sentenceBefore(all, at))
          ? w
          : "you'd",
      )
      // "complain to Warmhold that they've missed three appointments": "you've".
      // ("they've been inside since 16 November" may be the turkeys: only a deed is theirs).
      .replace(
        /\bthey['’]ve(?=\s+(?:(?:always|already|just|never|also)\s+)?(?:(?!been\b)\p{Ll}+ed|left|sent|made|done|taken|given|kept|lost|forgotten|paid)\b)/gu,
        (w, at: number, all: string) =>
          (single && !business) || PARTY_SAID.test(all.slice(0, at)) ? w : "you've",
      )
      .replace(
        new RegExp(
          String.raw`\b(?:${subject})\s+(?:(still|also|already|now|just|never|always)\s+)?([\w'\u2019]+)`,
          'g',
        ),
        (m, adverb: string | undefined, verb: string, at: number, all: string) =>
          (single && someoneElse(all, at, m, name)) ||
          // "anyone with symptoms must stay off until 48 hours after they stop": anyone's.
          (!single &&
            (ANYONE_BEFORE.test(sentenceBefore(all, at)) ||
              COUNTED_OF.test(sentenceBefore(all, at))))
            ? m
            : `you ${adverb === undefined ? '' : `${adverb} `}${agree(verb, single)}`,
      )
      // "follow up with Anjali and Rhys … They loved it": a sentence that opens on a named
      // reader's pronoun is said to them too.
      .replace(
        name === ''
          ? /(?!)/g
          : new RegExp(
              String.raw`(^|[.!?]\s+)(?:${capitalized(subject)})\s+(?:(still|also|already|now|just|never|always)\s+)?([\w'\u2019]+)`,
              'g',
            ),
        (m, lead: string, adverb: string | undefined, verb: string, at: number, all: string) =>
          single && someoneElse(all, at + lead.length, m.slice(lead.length), name)
            ? m
            : `${lead}You ${adverb === undefined ? '' : `${adverb} `}${agree(verb, single)}`,
      ),
  );
}

/** "you interviewed for the job on Wednesday and was great": both verbs agree with "you". */
export function bothVerbsAgree(text: string): string {
  return (
    text
      .replace(AND_WAS, (_m, before: string, verb: string) => `${before} ${agree(verb, true)}`)
      // "You're 17, has just left Frostholme College": "have just left".
      .replace(
        /\b([Yy]ou(?:['’]re| are| were)\b[^.;!?,]{1,40},\s+)(has|is|was)(?=\s+(?:just|already|also|never|been|\p{Ll}+ed)\b)/gu,
        (_m, before: string, verb: string) => `${before}${agree(verb, true)}`,
      )
  );
}

const AND_WAS =
  /\b([Yy]ou (?:\p{Ll}+ed|lost|left|went|came|got|made|took|had|sent|gave|told|found|won|ran|did)\b(?:(?! that | who | which |, )[^.;!?]){0,120}? and) (was|is|has)\b/gu;

const OTHERS_IN_SENTENCE =
  /\b(?:students|children|kids|pupils|patients|players|residents|passengers|visitors|councillors|trustees|governors|guests)(?:\s+\p{Ll}+ing\b(?:\s+[\p{Ll}\d]+){0,4}?)?\s+(?:have|has|had|are|were|get|got|use|used|need|needed|want|wanted|can|will|should|must|agreed|said|asked|voted|missed|lost|left)\b/iu;
/** "Three cafés have had people asking to use their toilets": the cafés' own. */
const COUNTED_SUBJECT =
  /^\s*(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|several|many|most|both)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+s\s+(?:have|has|had|are|were|said|say|want|wanted|need|needed|asked|use|used)\b/iu;
/** The words of the sentence, or the clause after a semicolon, before `at`. */
function sentenceBefore(all: string, at: number): string {
  const start = Math.max(all.lastIndexOf('. ', at), all.lastIndexOf('; ', at), -1);
  return all.slice(start + 1, at);
}

const TITLED = /^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s/;
const FIRST_GENDERED = /\b(she|shes|he|hes)\b/gi;

/**
 * The first "she" or "he" that may be the reader's: "Iestyn has said he'll cover …" is
 * Iestyn's, said of someone named just before it.
 */
function firstGendered(rest: string, name: string): string | undefined {
  const reader = name.trim().split(/\s+/)[0] ?? '';
  for (const m of rest.matchAll(FIRST_GENDERED)) {
    const before = sentenceBefore(rest, m.index);
    const others = [...before.matchAll(NAMED_DOER)].filter(
      (d) => !NOT_PEOPLE.test(d[1]!) && d[1] !== reader,
    );
    const female = /^s/i.test(m[1]!);
    if (others.length === 0 && !kinLast(rest, m.index, female, name)) return m[1];
  }
  return undefined;
}
const SHE_WORDS = /^(?:she|her|hers|herself|shes)$/i;
const HE_WORDS = /^(?:he|him|his|himself|hes)$/i;

/** The caller calling one reader "she" or "he". */
const GENDERED = /\b(?:she|he|shes|hes)\b/i;

/** "23 of our 60 staff said … that they'd cycle in": those counted, not the readers. */
const COUNTED_OF =
  /\b(?:\d[\d,]*|all|most|some|many|half|none)\s+of\s+(?:our|the|their|these|those)\b[^.;!?]*$/i;

const ANYONE_BEFORE =
  /\b(?:anyone|anybody|someone|somebody|no one|nobody|each person|whoever|some people)\b/i;

/** Whether "their" in a clause is anyone's, or a party's named before it, not the reader's. */
function theirsOfOthers(before: string, reader: string): boolean {
  if (ANYONE_BEFORE.test(before)) return true;
  const party = PARTY_THEN.exec(before)?.[1];
  return (
    party !== undefined && (reader === '' || (!party.includes(reader) && !reader.includes(party)))
  );
}

function capitalized(alternatives: string): string {
  return alternatives
    .split('|')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('|');
}

/**
 * Others before a verb and "their": "children should wear their …", "kids bring their …",
 * "23 people have had their …", "nobody will lose their …", "staff leave their bikes".
 */
const OTHERS_OWN =
  /\b(?:children|kids|students|pupils|guests|players|dogs|pets|employees|staff|workers|volunteers|members|customers|clients|patients|residents|tenants|parents|families|drivers|users|visitors|people|others|nobody|no one|anyone|someone|somebody|everybody)\s+(?:(?:should|must|will|can|need to|have to|may|have|has|had|are|were|is|was)\s+)?(?:been\s+)?(?!(?:and|or|but|nor)\s)[a-z]+\s+$/i;
// "giving the 1st Cragside Scouts all the old sleepers for their building day", "let the WI
// have it for their Christmas fair": the group given to owns it, not the reader ("the VAT
// return for her practice", "the Tarrant Hill Christmas market on Saturday on her own" name
// no group).
const GROUP_OWNS =
  /\bthe\s+(?:(?:\d\w*\s+)?(?:\p{Lu}\p{Ll}+\s+)*(?!Christmas\b)\p{Lu}\p{Ll}*[^siu\s]s|(?!(?:VAT|MOT|PAYE|DBS|CV|PDF)\b)\p{Lu}{2,})\b(?:\s+[^\s.,;:!?]+){0,8}?\s+(?:for|to|with|on)\s+$/u;

/** "swimmers need their red club cap": the own of those a clause opens on, whoever they are. */
function pluralOwns(before: string): boolean {
  const doer =
    /(?:^|[.;:!?]\s+|\b(?:and|that|so|but)\s+)(?:(?:the|all)\s+)?(\p{Ll}{3,}s)\s+(?:(?:should|must|will|can|need to|have to|may)\s+)?(?:need|bring|wear|have|get|take|use|keep|collect|pick up)\s+$/u.exec(
      before,
    )?.[1];
  return doer !== undefined && isPluralNoun(doer);
}

/** People of the caller's own, by gender where the word gives it. */
const KIN_SHE =
  'mum|mom|mother|wife|daughter|sister|nan|gran|grandma|grandmother|aunt|girlfriend|landlady';
const KIN_HE = 'dad|father|husband|son|brother|grandad|grandfather|uncle|boyfriend|landlord';
const KIN_ANY = 'partner|friend|boss|neighbou?r|flatmate|housemate';
const DOES = String.raw`(?:is|was|has|had|could|can|will|would|should|might|may|must|does|did|said|says|told|asked|wants|wanted|needs|needed|\p{Ll}{2,}ed)\b`;
/** One of the caller's own doing something: "my mum's moving in", "our son has …". */
const ownDoing = (kin: string) =>
  new RegExp(String.raw`\b(?:my|our)\s+(?:${kin})(?:['\u2019]s\b|\s+${DOES})`, 'iu');
/** A sentence that opens on one of the caller's own: "My dad was diagnosed …". */
const MY_SHE_FIRST = new RegExp(String.raw`^\s*my\s+(?:${KIN_SHE})\b(?!['\u2019])`, 'i');
const MY_HE_FIRST = new RegExp(String.raw`^\s*my\s+(?:${KIN_HE})\b(?!['\u2019])`, 'i');
const OWN_SHE = ownDoing(`${KIN_SHE}|${KIN_ANY}`);
const OWN_HE = ownDoing(`${KIN_HE}|${KIN_ANY}`);
/** One of the caller's own, or the neighbour, named ("my mum", not "my mum's birthday"). */
const KIN_SHE_NAMED = new RegExp(
  String.raw`\b(?:my|our|the)\s+(?:${KIN_SHE}|${KIN_ANY})\b(?!['\u2019])`,
  'gi',
);
const KIN_HE_NAMED = new RegExp(
  String.raw`\b(?:my|our|the)\s+(?:${KIN_HE}|${KIN_ANY})\b(?!['\u2019])`,
  'gi',
);

/**
 * Whether the pronoun at `at` is one of the caller's own, named before it with the reader
 * not named since: earlier in its sentence ("my gran took the sweet peas home with her",
 * "take my dad to his dialysis", "the neighbour … about access to his garage"), or in the
 * sentence before where this one speaks of two, a "she" and a "he" ("driving my mum to …
 * her appointments. She said he always had a flask of tea ready for her": hers, and he is
 * the reader). ("my dad was in hospital. He never once made me feel bad" is the reader, as
 * a new sentence's subject.)
 */
function kinLast(all: string, at: number, female: boolean, reader: string): boolean {
  const before = all.slice(0, at);
  let last = -1;
  for (const m of before.matchAll(female ? KIN_SHE_NAMED : KIN_HE_NAMED)) {
    last = m.index + m[0].length;
  }
  if (last < 0) return false;
  const since = before.slice(last);
  const readerFirst = reader.replace(TITLED, '').trim().split(/\s+/)[0] ?? '';
  if (/\byou\b/i.test(since) || (readerFirst !== '' && since.includes(readerFirst))) return false;
  if (!/[.!?;]\s/.test(since)) return true;
  if (/[.!?;]\s[^]*[.!?;]\s/.test(since)) return false;
  const end = /[.!?;](?:\s|$)/.exec(all.slice(at));
  const sentence = all.slice(before.search(/[^.!?;]*$/), end === null ? undefined : at + end.index);
  return (female ? /\b(?:he|him|his)\b/i : /\b(?:she|her|hers)\b/i).test(sentence);
}

/** A person named doing something: "Zofia could …", "Councillor Brannigan has …". */
const NAMED_DOER = new RegExp(String.raw`\b(\p{Lu}\p{Ll}+)\s+${DOES}`, 'gu');
/** Capitalized words that start sentences or name days, not people. */
const NOT_PEOPLE =
  /^(?:The|This|That|These|Those|It|We|They|He|She|You|Our|My|Your|Their|His|Her|There|Here|What|When|Please|Thanks|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * Whether a he/she/his/her in `all` at `at` is someone else's than the reader's, from who
 * does something earlier in its sentence: one of the caller's own of the pronoun's gender
 * ("my mum's moving in after her hip op"); a person named, for "he" or "she" ("Zofia could
 * take them, she's been asking"; "Councillor Brannigan has said she'll be there"), and for
 * "his" or "her" only where the name's gender is known to match ("Ken will be her buddy" is
 * the reader's buddy).
 */
function someoneElse(all: string, at: number, pronoun: string, reader: string): boolean {
  const start = Math.max(
    all.lastIndexOf('. ', at),
    all.lastIndexOf('! ', at),
    all.lastIndexOf('? ', at),
    all.lastIndexOf('; ', at),
  );
  const before = all.slice(start + 1, at);
  const female = /^(?:she|her|hers|herself)\b/i.test(pronoun);
  if ((female ? OWN_SHE : OWN_HE).test(before)) return true;
  if (kinLast(all, at, female, reader)) return true;
  // "My dad was diagnosed in October. … that's when his clinic is": the sentence before opens
  // on one of the caller's own, and neither says anything of the reader's.
  const previous = all.slice(Math.max(0, all.lastIndexOf('. ', start - 1) + 1), start + 1);
  if (
    start > 0 &&
    (before.match(NAMED_DOER) ?? []).length === 0 &&
    !/\byou(?:r|rs)?\b/i.test(previous) &&
    (female ? MY_SHE_FIRST : MY_HE_FIRST).test(previous)
  )
    return true;
  const subject = /^(?:he|she)\b/i.test(pronoun);
  const readerFirst = reader.trim().split(/\s+/)[0] ?? '';
  for (const m of before.matchAll(NAMED_DOER)) {
    const who = m[1]!;
    if (NOT_PEOPLE.test(who) || who === readerFirst) continue;
    const tags = termsOf(who)[0]?.tags;
    const known =
      tags?.has('FemaleName') === true ? 'f' : tags?.has('MaleName') === true ? 'm' : '';
    if (known === (female ? 'f' : 'm') || (subject && known === '')) return true;
  }
  return false;
}

/** A word that names a thing, no verb: "granddaughters", "messages", not "feel" or "know". */
function isThing(word: string): boolean {
  // "her messages", "her sons": a word in -s after "her" is what she has, not a verb of hers.
  if (/[^s']s$/.test(word)) return true;
  const tags = termsOf(word)[0]?.tags;
  return tags !== undefined && tags.has('Noun') && !tags.has('Verb') && !tags.has('Pronoun');
}

export function agree(verb: string, single: boolean): string {
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

/**
 * A name that may be a business's: "Calderstone Kilns", "Harper & Co", not "Berenice" (nor,
 * where the caller calls them "he" or "she", "Mirabel Oakes").
 */
function isBusiness(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return (
    TRADING_NAME.test(name) ||
    (words.length >= 2 && !TITLED.test(name) && isPluralNoun(words.at(-1)!))
  );
}

const DEALT_WITH = /\b(?:from|with|to|for|by|at)\s+$/;

/** `to` with the capital `word` had: "She's" → "You're". */
function cased(word: string, to: string): string {
  return /^[A-Z]/.test(word) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

/** Whether "he's" or "she's" is the reader's, as the reader's title allows. */
function subjectOf(word: string, he: boolean, she: boolean): boolean {
  return /^she/i.test(word) ? she : he;
}

/** A party named, then its saying: "Tarrow & Pym, have said …", "Northvale says …". */
const PARTY_SAID =
  /\p{Lu}[\p{L}&'’-]*,?\s+(?:have\s+said|has\s+said|said|says|told\s+us|have\s+told\s+us)\s+(?:that\s+)?$/u;
