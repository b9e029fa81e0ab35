/**
 * The facts of a generate request that its email must keep, found independently of the
 * engine: the caller's names, every token with a digit (amounts, percentages, dates,
 * times, order and invoice numbers), month and weekday names, capitalized names and
 * acronyms, and the key nouns of the context.
 */
import { asTyped } from '../../src/engine/builtin/read/typed.js';
import { spelledOut } from '../../src/engine/builtin/read/spelled.js';
import { subjectsSaid } from '../../src/engine/builtin/read/subjectless.js';
import { loadEngineData, type BasicsData, type EngineData } from '../../src/engine/builtin/data.js';
import type { GenerateInput } from '../../src/engine/engine.js';
import { NUDGE_TO, readerInContext } from '../../src/engine/builtin/read/people.js';
import { DIRECTIVE_AND } from '../../src/engine/builtin/read/ideas.js';
import { POSTS } from '../../src/engine/builtin/read/roles.js';
import { kindAsYou } from '../../src/engine/builtin/read/kind.js';
import {
  familyAsYou,
  HOW_TO_SOUND,
  roleNamed,
  youAlone,
} from '../../src/engine/builtin/read/appositions.js';
import { SENDING_THIS, WRITING_THIS } from '../../src/engine/builtin/read/index.js';
import { escapeRegExp } from '../../src/engine/builtin/text.js';
import { infinitiveOf, verbForms } from '../../src/engine/builtin/nlp.js';

export interface Fact {
  kind: 'name' | 'number' | 'date' | 'identifier' | 'noun';
  /** What the body must contain (case-insensitively). */
  text: string;
}

const CALENDAR =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

/** Words that carry no fact of their own: function words and the verbs of requests. */
const PLAIN = new Set(
  `a an the and or but nor so yet of on in at to for from by with about into onto over under
   after before during until since than then that this these those there their they them
   we our us you your i me my he she his her it its be is are was were been being am have
   has had do does did will would shall should can could may might must not no yes just
   also very really quite more most less some any all each every other another such what
   which who whom whose when where why how if whether as up out off again still only own same too
   please need needs want wants like would let lets make makes get gets got give send
   sent ask asking asked tell remind follow following thank thanks write writing email
   mail note notes mention mentioning say let's know keep kept going next last new
   re regarding hi hello dear hey today tomorrow yesterday week month year morning
   afternoon evening soon asap them ok okay sure reach quick himself herself themselves
   yourself itself myself ourselves hers theirs yours ours mine`.split(/\s+/),
);

export function tokensWithDigits(text: string): string[] {
  return (text.match(/[$€£¥#]?(?:[A-Za-z]+[-#]?)?\d[\w.,:%/$€£-]*/g) ?? [])
    .map((t) => t.replace(/[.,:;-]+$/, ''))
    .filter((t) => t !== '');
}

function capitalizedWords(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\n+/)) {
    const tokens = sentence.split(/\s+/).filter((t) => t !== '');
    tokens.forEach((token, i) => {
      const word = token.replace(/^[("'“]+|[)"'”,.;:!?]+$/g, '').replace(/['’]s$/, '');
      // "I", "I'm", "I've": the writer, no name.
      if (!/^[A-Z]/.test(word) || /\d/.test(word) || /^I(?:['’]\w+)?$/.test(word)) return;
      const acronym = /^[A-Z]{2,}$/.test(word);
      // A sentence's first word is capitalized by grammar, not because it is a name.
      if (i === 0 && !acronym) return;
      out.push(word);
    });
  }
  return out;
}

/** Words that name the reader, who is "you" in the email ("Thank the team" → "thank you"). */
const READER = new Set([
  'everyone',
  'everybody',
  'folks',
  'guys',
  'users',
  'people',
  // "can someone cover the desk", sent to one colleague, asks that colleague.
  'someone',
  'somebody',
  'anyone',
  'anybody',
]);

/** The purpose's own words ("status", "proposal") are said by the email's framing. */
function nouns(context: string, recipient: string, purpose: string): string[] {
  // "pitch our service to …" in a cold outreach is its act, said as "tell you about …".
  // "apologize to … because …" in an apology is its act, said as "I am sorry that …".
  const said =
    purpose === 'cold_outreach'
      ? ['pitch', 'cold', 'outreach']
      : purpose === 'apology'
        ? ['apology', 'apologize', 'apologise']
        : // "welcome Leila, who joins the design team": the joining is what a welcome says.
          purpose === 'welcome'
          ? ['welcome', 'joins', 'join', 'joining']
          : // "pitch to the owners of …": a proposal's own act, said as "propose …".
            purpose === 'proposal'
            ? ['proposal', 'propose', 'pitch']
            : purpose.split('_');
  // "complain to …" in a complaint is the purpose's own word, as "complaint" is.
  const reader = (w: string) =>
    READER.has(w) ||
    said.some((p) => p === w || (w.length >= 6 && p.startsWith(w))) ||
    w === recipient ||
    w === `${recipient}s`;
  return (
    (
      context
        // "final reminder to Blakemere Events, …", "update for the sunday 5-a-side lot - …": the
        // caller's label and whom it is for, no fact to tell them.
        .replace(LABEL_LEAD, '')
        // "…, and I'm writing the winter update to all the shareholders.", "…, and the advert
        // says to write to the chief executive.": the caller's note of whom they write to.
        .replace(WRITER_NOTE, '')
        // "I need to write to everyone affected.", "…, so I want to send them a welcome email
        // before their first box arrives": the caller's note that this email is to be written.
        .replace(WRITING_THIS, '')
        .replace(SENDING_THIS, '')
        // "cover letter for the school business manager job …": the applying, not a letter.
        .replace(/^(?:a\s+)?(?:cover|covering)\s+letter\s+for\s+/i, '')
        // "remind everyone on the veg box list …", "I'm writing to the chief executive of …,
        // my housing association, because …": who the readers are, unsaid to them.
        .replace(/\b(?:everyone|all)\s+on\s+(?:the|our)\s+[^,.;:!?]{1,40}?\s+list\b/gi, 'everyone')
        .replace(
          /\bI['’]m writing to (?:the|my|our) [^,.;:!?]+?(?:, (?:my|our|the) [^,.;:!?]+,)? because\b/gi,
          '',
        )
        // "ask Leocadia (the other yr 3 teacher) if …": who she is, unsaid to her.
        .replace(/(?<=\p{Lu}\p{Ll}+)\s+\((?:my|our|the)\s+[^)]{1,40}\)/gu, '')
        // "Ms Vandersteen, the angel investor we met at …": who the reader is, said to her as
        // "you".
        .replace(
          /(?<=\p{Lu}[\p{L}'’-]+),\s+(?:the|our|an?)\s+(?:[\p{Ll}-]+\s+){1,3}?(?=(?:we|I)\s+met\b)/gu,
          ', ',
        )
        // "send a polite first reminder to …": how the caller wants it sent, the email's own tone.
        .replace(
          /\b(?:send|give)\s+(?:a|an)\s+(?:(?:polite|gentle|friendly|quick|short|final|first|second|last|formal|firm)\s+){1,3}(?=reminder|welcome|thank)/gi,
          '',
        )
        // "the head of drama at …, whom I've never met, offering …": the writer's aside.
        .replace(/,\s+whom\s+(?:I|we)(?:['’]ve| have)\s+never\s+met(?=,)/gi, '')
        // "asking everyone who came on our walk for feedback": the readers' own deed says who
        // they are, and is theirs to know ("your feedback on our walk").
        .replace(/\b(?:everyone|everybody|anyone|those|all) who (?:\w+)\b/gi, '')
        .match(/[A-Za-z][A-Za-z'’-]*/g) ?? []
    )
      .map((w) => w.toLowerCase().replace(/['’]s$/, ''))
      // "they've", "we'll": a pronoun and its verb, no noun.
      .filter(
        (w) =>
          w.length >= 4 &&
          !PLAIN.has(w) &&
          !reader(w) &&
          !/(?:ly|ing|ed|-)$/.test(w) &&
          !/['’](?:ve|re|ll|d|m)$|n['’]t$/.test(w),
      )
  );
}

const WRITER_NOTE =
  /,?\s+and\s+(?:(?:I['’]m|I am)\s+writing\s+[^,.;:!?]*?\bto|the\s+(?:job\s+)?(?:advert|ad|advertisement|listing)\s+says\s+to\s+write\s+to|the\s+(?:covering\s+|cover\s+)?(?:letter|application)\s+(?:is\s+to\s+(?:go|be sent|be addressed)|goes|is going|should go)\s+to)\s+[^.;!?]+[.;!?]?|,\s+(?:(?:(?:the\s+)?(?:covering\s+|cover\s+)?(?:letter|email|application)\s+(?:goes\s+)?)|goes\s+|(?:addressed|written|going|sent)\s+)to\s+(?:the|my|our)\s+[\p{Ll}\s-]+?(?=,?\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\b|\p{Lu}))/giu;

const LABEL_LEAD =
  /^(?:(?:a|an)\s+)?(?:(?:quick|short|friendly|gentle|little|final|formal)\s+)?(?:update|reminder|complaint|proposal|intro|introduction|note|message|email|letter|heads[- ]up)(?:\s+(?:email|note|message))?\s+(?:for|to)\s+[^,:;]+?(?:\s*[,:;]|\s+[–—-])\s+/i;

/** "…, and as their ward manager I want to congratulate them": the reader turned to at the end. */
const TURNED_TO =
  /,?\s+(?:and|so)\s+(?:as\s+([^,]+?),?\s+)?(?:I|we)\s+(?:want|need|would like|['’]d like|have)\s+to\s+(?:thank|congratulate|welcome|remind|update|invite|tell|send)\s+(?:them|him|her)\b/i;

const NEVER_KIND =
  /\p{Lu}[\p{L}&'’-]*,\s+(?:a|an)\s+([\p{Ll}-]+)\s+(?:we|I)(?:['’]ve|\s+have)\s+never\b/u;

/** "Kwesi, who runs …,", "Vida, their manager,", "Rosamund Omondi-Fairley, director of the Tarnside Literacy Trust,". */
const BESIDE_NAME = new RegExp(
  String.raw`^(?:\s+\p{Lu}[\p{L}'’-]+)?(?:\s+and\s+\p{Lu}\p{Ll}+)?,\s+((?:the|our|my|their|your|who)\s+[^,.;:!?]+|(?:${POSTS})\s+(?:of|at)\s+[^,.;:!?]+),`,
  'u',
);

/** A post, then the comma before the reader's name: "the managing director, ", "my manager, ". */
const POST_BEFORE =
  /(?:\b(?:the|our|my|their|his|her|your)\s+|\b\p{Lu}[\p{L}'’-]+['’]s\s+)((?:(?!(?:the|our|my|in|on|at|of|for|to|with|from|and)\s)[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+),\s+$/u;

const READER_VERBS =
  /^(?:please\s+)?(?:thank|invite|ask|remind|congratulate|welcome|apologi[sz]e to|say sorry to|follow up with|reach out to|tell|let)\s+/i;
const TITLE = /^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?$|^Professor$/;
const GROUP = /^(?:the|a|an|our|my|all|every)$/i;

/**
 * The one written to, as the context names them ("Thank Priya Raman for …", "Remind the
 * patient …"): the words of their name past the first and of their role are "you" in the
 * email, as a recipient name is (its first name in the greeting keeps it).
 */
export function readerNamed(context: string): { first?: string; words: string[] } {
  const verb = READER_VERBS.exec(context);
  if (verb === null) return { words: [] };
  const after = context
    .slice(verb[0].length)
    .split(/\s+/)
    .map((w) => w.replace(/[.,;:!?]+$/, ''));
  const titled = TITLE.test(after[0] ?? '');
  const name: string[] = [];
  const words = after.slice(titled ? 1 : 0);
  for (const [i, w] of words.entries()) {
    // "Meinir and Alun Hebditch": two people named, and their surname, are the reader too.
    if (w === 'and' && name.length > 0 && /^\p{Lu}/u.test(words[i + 1] ?? '')) continue;
    if (!/^\p{Lu}[\p{Ll}'’-]+$/u.test(w) || w === 'I' || name.length === 4) break;
    name.push(w);
  }
  if (name.length > 0) return { first: titled ? undefined : name[0], words: name };
  if (!GROUP.test(after[0] ?? '')) return { words: [] };
  const group = after.slice(1, 5);
  const end = group.findIndex((w) => /^(?:to|for|on|about|that|of|with|who|if|whether)$/i.test(w));
  return { words: group.slice(0, end < 0 ? 1 : end).map((w) => w.toLowerCase()) };
}

const READER_ORG =
  /^(?:please\s+)?\w+\s+(?:the|our)\s+(?:[\w-]+\s+){0,2}?(?:head|director|manager|owner|founder|lead|CEO|CTO|CFO|COO|VP)\b[^,.;:!?]*?\bat\s+(\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*)/u;

/**
 * "remind the volunteers at the Hartwort Lane charity shop that …", "Give everyone at Brisco
 * House an update", "Send a reminder to the accounts team at Turnstone Marine Supplies": where
 * the readers are is theirs to know; "the guy from Stoatley Rugby Club, Ximeno, …" too.
 */
const GROUP_AT =
  /^(?:please\s+)?(?:(?:remind|tell|give|update|thank|invite|welcome)\s+|send\s+(?:a\s+\p{Ll}+\s+)?to\s+)(?:all\s+)?(?:everyone|everybody|all staff|staff|the\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?)\s+(?:at|in|of|from)\s+((?:the\s+)?[\p{L}&'’-]+(?:\s+[\p{L}&'’-]+){0,4}?)(?=\s+(?:that|about|to|an?|the|on|for)\b|[,.;:!?]|$)|\b(?:the|a)\s+(?:guy|man|woman|lady|chap|person|people|folks?)\s+from\s+((?:the\s+)?\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*){0,4}),\s+\p{Lu}/iu;

/** The caller's other notes to the writer: whom to write to and why, what to explain. */
const OTHER_NOTES =
  /(?:^|[.!?]\s+)(?:I\s+)?(?:want|need|would like)\s+to\s+(?:email|write to|message|contact)\s+(?:the\s+)?\p{Ll}+(?:\s+and\s+(?:the\s+)?\p{Ll}+)?(?:\s+(?:there|here|nearby|round here|in the area))?(?=[.!?]|$)|\band\s+explain\s+what\s+happens\s+(?:now|next)\b|\b(?:don['’]?t|do not)\s+want\s+(?:it|this)\s+to\s+(?:sound|come across|seem|read)\s+(?:like|as if|as though)\b[^.!?,;]*|\b(?:it|this|the letter|the application|the email)\s+(?:goes|is going|should go|needs to go)\s+to\s+(?:the\s+)?[\p{L} ]+(?:,\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+,)?(?:\s+(?:by|before)\s+[^.;!?]+)?/u;
const NOTES_TO_WRITER = new RegExp(`${HOW_TO_SOUND}|${OTHER_NOTES.source}`, 'giu');

/** "following up w Philomena, the manager at Saplings & Sparrows nursery, …": the reader's role there. */
const NAMED_THEN_ROLE =
  /^(?:following up|follow up)\s+(?:w|with)\s+\p{Lu}\p{Ll}+,\s+((?:the|our|my)\s+[^,.;:!?]+),/u;

let dataRead: EngineData | undefined;
/** The engine's data, read once for all the questions the facts ask of it. */
function engineData(): EngineData {
  dataRead ??= loadEngineData();
  return dataRead;
}

let directivesRead: RegExp[] | undefined;
/** The notes on how to write that the engine leaves out, as patterns. */
function directives(): RegExp[] {
  directivesRead ??= engineData().lexicon.style_directives.map((d) => new RegExp(d, 'i'));
  return directivesRead;
}

/** The fixes any reader makes. */
function basics(): BasicsData {
  return engineData().basics;
}

/** The text with the spelling data's common misspellings corrected. */
function mended(text: string): string {
  corrections ??= new Map(Object.entries(engineData().spelling.corrections));
  const known = corrections;
  return text.replace(/\p{L}+/gu, (word) => {
    const to = known.get(word.toLowerCase());
    return to === undefined || word !== word.toLowerCase() ? word : to;
  });
}

let corrections: Map<string, string> | undefined;

/** The facts of an input, without duplicates. */
export function factsOf(input: GenerateInput): Fact[] {
  const facts: Fact[] = [];
  const seen = new Set<string>();
  const reader = readerNamed(input.context);
  // Its first word is the greeting's, unless the caller names whom to greet ("follow up with
  // Tilbrook Physiotherapy …", written to Rosalind there: where she works is hers to know).
  const greeted = reader.first !== undefined && input.recipientName === undefined;
  for (const w of reader.words.slice(greeted ? 1 : 0)) seen.add(w.toLowerCase());
  // A group the email is written to ("new subscribers", "the designers") is "you", not a fact.
  // The context as the engine reads it: "well done everyone on …" is "congratulate everyone
  // on …", and "well" and "done" are no facts of it.
  // Read as the engine reads it, shorthand spelled out ("xmas" is "Christmas").
  // Its common misspellings mended, as the engine mends them ("elsewere" is "elsewhere").
  // Its clauses typed without a subject said with one, as the engine says them ("wont happen
  // again" is "it won't happen again").
  const typed = asTyped(
    roleNamed(subjectsSaid(mended(spelledOut(input.context, basics()))), input.recipientName),
    input.purpose,
  );
  const named = readerInContext(typed, input.recipientName);
  const kinded = kindAsYou(named, input.recipient);
  // "Thank you, our caretaker, for …", "The Demircis at Hazelrigg Grange" to Mr and Mrs
  // Demirci: who the reader is, beside "you", goes unsaid, as the engine reads it.
  const read = {
    ...kinded,
    context: familyAsYou(
      youAlone(kinded.context, input.recipientName ?? named.name),
      input.recipientName,
    ),
  };
  // "introduce Faisal … to Lamorna Rawle": the one written to is greeted by first name and
  // called "you"; their surname is no fact the email must repeat to them.
  // Named whole in the context and greeted by first name: "write to the potter Elspeth
  // Delahunt" is "Hi Elspeth,".
  if (named.found === 'person' && input.recipientName === undefined)
    for (const w of named.name?.trim().split(/\s+/).slice(1) ?? []) seen.add(w.toLowerCase());
  const greetedAs = (input.recipientName ?? named.name)?.trim().split(/\s+/);
  if (named.found === 'person' && greetedAs?.length === 1) {
    const first = greetedAs[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const surname = new RegExp(`\\b${first}\\s+(\\p{Lu}[\\p{L}'’-]+)`, 'u').exec(
      input.context,
    )?.[1];
    if (surname !== undefined) seen.add(surname.toLowerCase());
  }
  // "the agency's creative director": "agency" names the reader's own organisation too.
  for (const w of read.noun?.split(/\s+/) ?? []) seen.add(w.toLowerCase().replace(/['’]s$/, ''));
  // "write to … Dunwoody Haulage, a firm we've never had any contact with, …": what kind of
  // business the reader is, said to them, is no fact they need to be told.
  const kind = NEVER_KIND.exec(input.context)?.[1];
  if (kind !== undefined) seen.add(kind.toLowerCase());
  // "pitch our app to an impact investor", "30 minutes with the CFO", "time with the data
  // team": the words that only described the reader, whom the email calls "you" or leaves
  // unsaid, are not facts of it.
  if (named.found === undefined) {
    // Words as words: "owner," is "owner".
    const word = (w: string) => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const kept = new Set(read.context.split(/\s+/).map(word));
    for (const w of input.context.split(/\s+/).map(word))
      if (!kept.has(w)) seen.add(w.replace(/['’]s$/, ''));
  }
  // "the new account manager at the print supplier", "Fenna from Lumen Studio", "Rufus in
  // dispatch who …": where the one written to works describes them, when the email leaves it
  // out.
  // Greeted by the name the request gives, the one named in the context is that person.
  const greetedName = input.recipientName?.trim().split(/\s+/)[0];
  const who =
    named.name ??
    named.noun ??
    // "Mrs Hollinrake", greeted by the whole name the request gives.
    (named.found === 'person' && input.recipientName && input.context.includes(input.recipientName)
      ? input.recipientName
      : undefined) ??
    (named.found === 'person' && greetedName !== undefined && input.context.includes(greetedName)
      ? greetedName
      : undefined);
  const at = who === undefined ? -1 : input.context.indexOf(who);
  const works =
    at < 0
      ? undefined
      : /^\s+(?:at|from|of|in)\s+((?:the\s+)?[\p{L}&'’\s-]+?)(?=\s+(?:to|about|for|so|on|how|what|whether|who)\b|\s*\(|[.,;:!?]|$)/u.exec(
          input.context.slice(at + who!.length),
        )?.[1];
  // "pitch to Niamh at Kilnyard Brewery (next door to us at Quarto and Quill bookshop) doing
  // …": what the parenthesis says of where they work, theirs to know.
  const aside =
    works === undefined
      ? undefined
      : /^\s*\(([^()]{1,80})\)/.exec(
          input.context.slice(input.context.indexOf(works, at) + works.length),
        )?.[1];
  if (aside !== undefined && !read.context.includes(aside))
    for (const w of aside.split(/\s+/)) seen.add(w.toLowerCase().replace(/['’]s$/, ''));
  // "raise with Dunmore Fitness next door that …": where they are is theirs to know.
  if (at >= 0 && /^\s+next door\b/i.test(input.context.slice(at + who!.length)))
    for (const w of ['next', 'door']) seen.add(w);
  if (works !== undefined && !read.context.includes(works))
    for (const w of works.split(/\s+/)) seen.add(w.toLowerCase().replace(/['’]s$/, ''));
  // "… to Endelyn Chadderton at our accountants, Quarmby Haworth, so …": her surname, then
  // where she works and its name beside it.
  const firm =
    at < 0
      ? undefined
      : /^\s+\p{Lu}[\p{L}'’-]+\s+at\s+((?:our|the)\s+[\p{Ll}\s-]+?,\s+(?:\p{Lu}[\p{L}&'’-]*\s*)+),/u.exec(
          input.context.slice(at + who!.length),
        )?.[1];
  for (const w of firm?.split(/[\s,]+/) ?? []) seen.add(w.toLowerCase());
  // "follow up with Pellow & Daughters Opticians …", "need a site meeting with Knaggs
  // Scaffolding …", written to Jessamy or Ronan there: the name of the business they work
  // at is theirs to know.
  const business =
    input.recipientName === undefined
      ? undefined
      : /^(?:\p{Ll}+(?:\s+up)?(?:\s+(?:with|to))?|(?:I\s+)?(?:[Nn]eed|[Ww]ant|[Ww]ould like)\s+(?:a|an)\s+(?:[\p{Ll}-]+\s+)?(?:meeting|call|chat)\s+with)\s+((?:\p{Lu}[\p{L}'’-]*|&)(?:\s+(?:\p{Lu}[\p{L}'’-]*|&)){1,4})/u.exec(
          input.context,
        )?.[1];
  for (const w of business?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  // "sorry to Mrs Ainsworth from all of us at Cragwell vets, …": who signs it, for the
  // signature the caller fills in.
  const signs =
    /\bfrom (?:all of us|everyone|us all) at ([^,.;:!?]+)/i.exec(input.context)?.[1] ??
    /,\s+from ((?:the|our) (?:principal|head|headteacher|director|chair|chairman|chairwoman|ceo|manager|president|owner|team|staff) (?:of|at) [^,;.]+)(?=[;.]|$)/i.exec(
      input.context,
    )?.[1];
  for (const w of signs?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  // "heads up, …", "fyi …": a cue that only flags what follows, not a fact of it.
  for (const text of [typed, input.context]) {
    const cue = /^(?:heads up|fyi|for your information)\b/i.exec(text)?.[0];
    for (const w of cue?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  }
  // "quick poll - should …": the caller's label for the message, not a fact of it.
  const label = /^((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+[-–:]\s+/u.exec(input.context)?.[1];
  for (const w of label?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  // "offer our services to law firms in the city", written to one of them: where the group
  // is describes the reader, as the group's noun does.
  const noun = read.noun === undefined ? -1 : input.context.indexOf(read.noun);
  const where =
    noun < 0
      ? undefined
      : /^\s+(?:in|on|across|around|near|of)\s+((?:the\s+|our\s+)?[\p{L}\d\s-]+?)(?=\s+(?:to|that|for|about)\b|[.,;:!?]|$)/u.exec(
          input.context.slice(noun + read.noun!.length),
        )?.[1];
  if (where !== undefined && !read.context.includes(where))
    for (const w of where.split(/\s+/)) seen.add(w.toLowerCase());
  // "The night nursing team on Ward 9, the elderly care ward at …, won …, and as their ward
  // manager I want to congratulate them": who the reader is, and the writer's role, are no
  // facts to tell them.
  const turned = TURNED_TO.exec(input.context);
  if (turned !== null) {
    const subject = /^(.*?)\s+(?:were|was|are|is|have|has|had|won|\p{Ll}+ed)\b/u.exec(
      input.context.slice(0, turned.index),
    )?.[1];
    for (const w of `${subject ?? ''} ${turned[1] ?? ''}`.split(/\s+/))
      seen.add(
        w
          .replace(/[,.;:!?]+$/, '')
          .replace(/['’]s$/, '')
          .toLowerCase(),
      );
  }
  // "invite the head of IT at Corvel Bank": the reader's own organisation need not be said;
  // nor "following up w Philomena, the manager at Saplings & Sparrows nursery, …".
  const org = READER_ORG.exec(input.context)?.[1];
  for (const w of org?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  const group = GROUP_AT.exec(input.context);
  for (const w of (group?.[1] ?? group?.[2])?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  const apposed = NAMED_THEN_ROLE.exec(input.context)?.[1];
  for (const w of apposed?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  // "Ravensgill Rovers, the football club who use our pavilion in the winter, …", "Kwesi, who
  // runs Tonkin's Garage, …", "Magnus and Eulalia (our 2 angel investors)", "Mrs Hollinrake
  // (head at Thornyhurst Primary, …)": who the one written to is, said beside their name, is
  // no news to them.
  if (who !== undefined && at >= 0) {
    const beside =
      BESIDE_NAME.exec(input.context.slice(at + who.length))?.[1] ??
      /^(?:\s+and\s+\p{Lu}\p{Ll}+)?\s+\(((?:the|our|my)\s+[^)]+(?=\))|[^,()]+(?=,))/u.exec(
        input.context.slice(at + who.length),
      )?.[1];
    if (beside !== undefined && !read.context.includes(beside))
      for (const w of beside.split(/\s+/)) seen.add(w.toLowerCase().replace(/['’]s$/, ''));
  }
  // "Ms Corisande Clutterbuck", greeted as "Ms Clutterbuck": her given name is hers to know.
  const [title = '', surname = ''] = input.recipientName?.trim().split(/\s+/) ?? [];
  // ("Write to Corbin Lampitt at …", greeted as "Mr Lampitt": his, written without a title.)
  const full = TITLE.test(title)
    ? new RegExp(
        `\\b(?:${title}\\.?\\s+)?(\\p{Lu}[\\p{L}'’-]+)\\s+${escapeRegExp(surname)}\\b`,
        'u',
      ).exec(input.context)
    : null;
  if (full !== null) {
    seen.add(full[1]!.toLowerCase());
    // "Dr Ninian Upjohn, the curator at Ravensgarth Museum, …": who she is, beside her name.
    const beside = BESIDE_NAME.exec(input.context.slice(full.index + full[0].length))?.[1];
    for (const w of beside?.split(/\s+/) ?? []) seen.add(w.toLowerCase().replace(/['’]s$/, ''));
    // "Benedick Gatenby at Cragsmoor Veterinary Practice": where he works, his to know, said
    // or not.
    const place =
      /^\s+(?:at|from)\s+((?:\p{Lu}[\p{L}&'’-]*|&)(?:\s+(?:\p{Lu}[\p{L}&'’-]*|&)){0,4})/u.exec(
        input.context.slice(full.index + full[0].length),
      )?.[1];
    for (const w of place?.split(/\s+/) ?? []) seen.add(w.toLowerCase());
  }
  // "a covering letter to the managing director, Dr Wetherall-Ngata", "feedback from my
  // manager, Odhran,": the post before the reader's name is who they are, no news to them.
  // "My friend Ysmay drove me …": the same, with no commas, where a sentence opens on it.
  const post =
    at < 0
      ? undefined
      : (POST_BEFORE.exec(input.context.slice(0, at))?.[1] ??
        /(?:^|[.!?]\s+)(?:my|our)\s+([\p{Ll}-]+)\s+$/iu.exec(input.context.slice(0, at))?.[1]);
  if (post !== undefined && !read.context.includes(post))
    for (const w of post.split(/\s+/)) seen.add(w.toLowerCase().replace(/['’]s$/, ''));
  // "…, and explain what happens now", "it goes to the director Mr Oakenfold": the caller's
  // notes to the writer on what to say and whom it is for, no facts to say.
  for (const note of input.context.matchAll(NOTES_TO_WRITER))
    for (const w of note[0].split(/\s+/)) seen.add(w.toLowerCase().replace(/[,.;:!?]+$/, ''));
  // "Raise it with …", "chase …": the caller's word for what the email does, no fact of it.
  const act = /^(?:please\s+)?(raise|flag|chase|pitch)\b/i.exec(input.context)?.[1];
  if (act !== undefined) seen.add(act.toLowerCase());
  // "gentle nudge to Crookhorn Books about …", written to Persephone there: the caller's words
  // for a reminder, and the business she works at, no facts of it.
  const nudge = NUDGE_TO.exec(input.context)?.[0];
  if (nudge !== undefined) {
    const business = /^(?:\p{Lu}[\p{L}'’-]*|&)(?:\s+(?:\p{Lu}[\p{L}'’-]*|&)){0,4}/u.exec(
      input.context.slice(nudge.length),
    )?.[0];
    for (const w of `${nudge} ${business ?? ''}`.split(/\s+/))
      if (w !== '') seen.add(w.toLowerCase());
  }
  // "…, who I've never met, …": the writer's aside, no news to the one who was never met.
  if (/,\s+whom?\s+(?:I|we)(?:['’]ve| have)\s+never\s+met\b/i.test(input.context))
    seen.add('never');
  // "I want it to be reassuring without saying more about her health than she's comfortable
  // with, and offer a call …": how the caller wants it to read is no fact of it (what they
  // add after "and" still is).
  for (const sentence of `${input.context}\n${input.additionalNotes ?? ''}`.split(/[.;!?\n]+/)) {
    const said = sentence.trim();
    if (!directives().some((d) => d.test(said))) continue;
    const added = DIRECTIVE_AND.exec(said);
    const how = added === null ? said : said.slice(0, added.index);
    for (const w of how.split(/\s+/))
      seen.add(
        w
          .toLowerCase()
          .replace(/[,.;:!?]+$/, '')
          .replace(/['’]s$/, ''),
      );
  }
  // "introduce Wen from legal to Sam in procurement": the reader's own team is not said to them.
  const team = /\bto\s+\p{Lu}\p{Ll}+\s+(?:in|from)\s+(?:the\s+)?([\p{L}-]+)/u.exec(
    input.context,
  )?.[1];
  if (team !== undefined && /^introduce\b/i.test(input.context)) seen.add(team.toLowerCase());
  const add = (kind: Fact['kind'], text: string) => {
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) return;
    seen.add(key);
    facts.push({ kind, text });
  };
  if (input.recipientName) add('name', input.recipientName.trim().split(/\s+/)[0] ?? '');
  if (input.senderName) add('name', input.senderName.trim());
  // "a 1 to 1", spelled out as the engine spells it ("a one-to-one"), has no number.
  const given = `${input.context}\n${input.additionalNotes ?? ''}`.replace(
    /\b(?:1|one)\s+to\s+(?:1|one)\b/gi,
    'one-to-one',
  );
  // "b4", "2day": chat shorthand typed with a digit is a word spelled out, no number.
  for (const token of tokensWithDigits(given).filter(
    (t) => !/^(?:b4|2day|2moro|2nite|gr8|l8r)$/i.test(t),
  ))
    add(/[A-Za-z]{2,}/.test(token) ? 'identifier' : 'number', token);
  for (const word of capitalizedWords(given)) {
    if (CALENDAR.test(word)) add('date', word);
    else add(/^[A-Z]{2,}$/.test(word) ? 'identifier' : 'name', word);
  }
  for (const noun of nouns(typed, input.recipient.toLowerCase(), input.purpose)) add('noun', noun);
  return facts;
}

/** Whether the body keeps the fact; a noun may come back inflected ("invoices", "invoiced"). */
export function keeps(body: string, fact: Fact): boolean {
  const lower = body.toLowerCase();
  const text = fact.text.toLowerCase();
  if (fact.kind !== 'noun') return lower.includes(text);
  // "owes" comes back as "owe" once the reader is "you".
  const stem = text.length > 5 || /[^s]s$/.test(text) ? text.slice(0, text.length - 1) : text;
  if (new RegExp(`\\b${stem.replace(/[^a-z0-9]/g, '.')}`).test(lower)) return true;
  // "before he goes near any fabric" is "before you go near any fabric" said to him.
  if (/[^s]es$/.test(text) && new RegExp(`\\b${text.slice(0, -2)}\\b`).test(lower)) return true;
  // "any night she fancies" is "any night you fancy" said to her.
  if (/ies$/.test(text) && new RegExp(`\\b${text.slice(0, -3)}y\\b`).test(lower)) return true;
  // "everyone who came" is thanked "for coming": a verb's other form says the same.
  const base = infinitiveOf(text, 'PastTense');
  if (base === text || !/^[a-z]+$/.test(base)) return false;
  const forms = verbForms(base);
  return [forms.infinitive, forms.gerund, forms.past, forms.present].some((form) =>
    new RegExp(`\\b${form}\\b`).test(lower),
  );
}
