/**
 * Everything one email is written from: the tone, purpose and recipient looked up in the
 * data, the caller's context and notes understood (read/: ideas, topic, entities), the
 * facts they name, and the voice that picks the wording. Built once per generate call and
 * shared by the free composer (write/compose.ts) and the template adapter (write/template.ts).
 */
import { namesCased, referenceAsides, spelledOut } from '../read/spelled.js';
import { subjectsSaid } from '../read/subjectless.js';
import { familyAsYou, roleNamed, youAlone } from '../read/appositions.js';
import { asTyped, newcomerNews } from '../read/typed.js';
import type { ReaderInContext } from '../read/people.js';
import type { GenerateInput } from '../../engine.js';
import { chooser, seedOf, type Chooser } from './choice.js';
import type { EngineData, Purpose, Tone } from '../data.js';
import { findFacts, findWhen } from '../read/facts.js';
import { TRADING_NAME } from '../read/roles.js';
import type { Language } from '../language.js';
import type { Slots } from '../phrasing.js';
import { addresseeOf, resolveRecipient, type ResolvedRecipient } from '../read/recipient.js';
import { capitalize, escapeRegExp, oneLine } from '../text.js';
import { withoutPurposeWord } from './topicSlots.js';
import { topicForms, Understander, type Topic, type Understanding } from '../read/index.js';
import { Voice } from './voice.js';
import { readerInContext } from '../read/people.js';
import { toYou } from '../read/toYou.js';
import { kindAsYou } from '../read/kind.js';

export interface WriterDeps {
  data: EngineData;
  lang: Language;
}

export interface Scene {
  input: GenerateInput;
  deps: WriterDeps;
  tone: Tone;
  purpose: Purpose;
  /** The purpose in words ("renewal notice"). */
  label: string;
  recipient: ResolvedRecipient;
  voice: Voice;
  choose: Chooser;
  /** The context and notes as ideas, with their topic and entities. */
  understanding: Understanding;
  understander: Understander;
  /** What the email is about, without the purpose's own noun ("update on …" → "…"). */
  topic?: Topic;
  recipientName: string;
  senderName: string;
  /** Whether the context names the reader: a person ("Thank Priya …") or a group ("the team"). */
  readerFound?: 'person' | 'group';
}

export const RECIPIENT_PLACEHOLDER = '[Recipient Name]';
const SENDER_PLACEHOLDER = '[Your Name]';
const FALLBACK_TONE = 'professional';

/** Recipients who are many people: "someone" among them is still someone. */
const GROUPS =
  /^(?:team|teams|everyone|all|staff|department|group|customers|subscribers|users|members|clients|parents|students|volunteers|residents|tenants)$/i;

/**
 * "update for Celeste - …", "note to Mr Pryce: …", "hi Gwendolen, could we …": who a note
 * typed with a heading or a greeting is for.
 */
const HEADED_FOR =
  /^\s*(?:(?:quick\s+|short\s+|urgent\s+)?(?:update|note|message|heads[- ]up|fyi)\s+(?:for|to)|(?:hi|hey|hello|hiya|dear))\s+((?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*(?:[-–—:!]|,)\s*/u;

export function sceneOf(typedRequest: GenerateInput, deps: WriterDeps, brief = false): Scene {
  const { data, lang } = deps;
  const isWord = (word: string) => lang.canLowercase(capitalize(word));
  // "hey can u send the rota by fri": read as any reader would, "you" and "Friday".
  const asRead = (text: string) =>
    referenceAsides(
      typosFixed(
        spelledOut(namesCased(text, typedRequest.recipientName), data.basics, isWord),
        lang,
      ),
    );
  // "update for Celeste - cold room failed overnight": a note's heading names its reader.
  const headed = HEADED_FOR.exec(typedRequest.context);
  const request: GenerateInput = {
    ...typedRequest,
    ...(headed !== null && { recipientName: typedRequest.recipientName ?? headed[1]! }),
    context: subjectsSaid(
      asRead(headed === null ? typedRequest.context : typedRequest.context.slice(headed[0].length)),
    ),
    ...(typedRequest.additionalNotes !== undefined && {
      additionalNotes: asRead(typedRequest.additionalNotes),
    }),
  };
  // "please welcome Yusuf, who joins us …" is news for the team about Yusuf.
  const newcomer = request.purpose === 'welcome' ? newcomerNews(request.context) : undefined;
  const asked: GenerateInput =
    newcomer === undefined ? request : { ...request, purpose: 'announcement', context: newcomer };
  // "congrats to Aisha on …" is read as "congratulate Aisha on …".
  const typed = asTyped(roleNamed(asked.context, asked.recipientName), asked.purpose).replace(
    // "can someone sanity check the labels" sent to one colleague asks that colleague.
    /^(Can|Could|Would)\s+(?:someone|anyone|somebody|anybody)\b/i,
    (whole, verb: string) => (GROUPS.test(asked.recipient.trim()) ? whole : `${verb} you`),
  );
  const reader = kindAsYou(readerInContext(typed, asked.recipientName), asked.recipient);
  // "ask the client for their logo files … we need them by Monday": "them" are the files.
  const thingsAsked = /\bfor (?:your|their|the|some|any|a|an|\d+) [^,.;:!?]*?[a-z]s\b/i.test(
    reader.context,
  );
  // The scene reads the context as written to the reader: "Thank Priya for …" → "Thank you for …".
  const notes =
    asked.additionalNotes === undefined || reader.found === undefined
      ? titledAsYou(asked.additionalNotes, asked.recipientName)
      : nameAsYou(
          // "introduce you to Julia … she takes over from Marcus": "she" is the one introduced.
          INTRODUCED.test(reader.context)
            ? asked.additionalNotes
            : toYou(
                // One reader named by role ("the chief executive of Asherby Homes"): their
                // "they" is "you" as well as their "she".
                reader.found === 'group' && reader.name === undefined && oneReader(reader)
                  ? toYou(asked.additionalNotes, false, thingsAsked)
                  : asked.additionalNotes,
                oneReader(reader) && !TRADING_NAME.test(NAMED_FIRST.exec(typed)?.[0] ?? ''),
                thingsAsked,
                // "Mrs Aldous-Penrose", written to about "my son": his "he" stays his.
                asked.recipientName ?? reader.name ?? '',
              ),
          reader.found === 'person'
            ? (asked.recipientName ?? reader.name)
            : // "thank Dean and the team …": Dean in the notes is "you" as well.
              reader.leader,
        );
  const input: GenerateInput = {
    ...asked,
    context: familyAsYou(
      youAlone(reader.context, asked.recipientName ?? reader.name),
      asked.recipientName,
    ),
    ...(notes !== undefined && { additionalNotes: youAlone(introduced(reader.context, notes)) }),
  };
  // `variation` omitted is variation 0: the same request must give the same email.
  // Seeded by the request as typed, so spelling a word out changes only that word.
  const seeded = {
    ...(newcomer === undefined ? typedRequest : asked),
    variation: asked.variation ?? 0,
  };
  const choose = chooser(seedOf('generate', seeded));
  const tones = data.tones.tones;
  // Own keys only: a caller's word such as `constructor` must not reach Object.prototype.
  const toneAsNamed =
    (Object.hasOwn(tones, input.tone) ? tones[input.tone] : undefined) ?? tones[FALLBACK_TONE];
  if (toneAsNamed === undefined) throw new Error(`tones.yaml defines no "${FALLBACK_TONE}" tone`);
  const known = data.purposes.purposes;
  const asWritten = writtenAs(input);
  const purpose =
    (Object.hasOwn(known, asWritten) ? known[asWritten] : undefined) ?? data.purposes.default;
  const mood = purpose.delicate
    ? toneAsNamed.delicate
    : purpose.warm
      ? toneAsNamed.warm
      : undefined;
  const tone: Tone = { ...toneAsNamed, ...mood };
  const label = asWritten.replace(/_+/g, ' ').trim();
  const recipient = resolveRecipient(input.recipient, data.recipients);
  const addressee = addresseeOf(recipient, input.recipientName ?? reader.name);
  const understander = new Understander(
    lang,
    data.composer,
    // One person the context names is "you"; "they" and "them" in the notes are then
    // others or things ("we need them before the first session"), not the reader.
    onePerson(reader) || thingsAsked ? { ...addressee, external: false } : addressee,
  );
  const aboutWriter =
    input.purpose === 'job_application' ||
    /\b(?:introduce|introducing) myself\b/i.test(input.context);
  const understanding = understander.understand(
    input.context,
    input.additionalNotes,
    aboutWriter,
    reader.found === 'person',
  );
  const topic = withoutPurposeWord(
    understanding.topic,
    [label, purpose.frame, ...purpose.subjects].join(' '),
    lang,
  );
  const text = `${input.context} ${input.additionalNotes ?? ''}`;
  const facts = findFacts(text);
  // The entities are read only when the text's shapes give no date: they cost a parse.
  const upcoming = () =>
    understanding.entities.dates.find(
      (d) => !/^(?:last|yesterday|today)\b|\bago$/i.test(d) && /\d|[A-Z]/.test(d),
    );
  const slots: Slots = {
    label,
    ...deadlineOf(asWritten, text, () => facts.date ?? upcoming(), data.purposes.defaults.deadline),
    // A time the caller did not give is never made up: phrases that need one are skipped.
    when: calendarCase(findWhen(text)),
    ref: facts.ref ?? purpose.ref,
    amount: facts.amount,
    ...topicForms(topic),
  };
  // Purpose and recipient wording is shared by every tone: the same request in two tones
  // draws different variants of it (by the tone's place in tones.yaml), so two tones do
  // not repeat each other's sentences.
  const spread = {
    index: Math.max(0, Object.keys(tones).indexOf(input.tone)),
    choose: chooser(seedOf('generate', { ...seeded, tone: '' })),
  };
  const voice = new Voice(tone, choose, slots, data.rewrites.contractions, brief, spread, {
    pressing: PRESSING.test(text) || callerDeadline(text) !== undefined,
  });
  return {
    input,
    deps,
    tone,
    purpose,
    label,
    recipient,
    voice,
    choose,
    understanding,
    understander,
    ...(topic !== undefined && { topic: { ...understanding.topic, ...topic } }),
    recipientName: nameOr(
      input.recipientName ??
        reader.name ??
        groupName(reader.noun, input.recipient, typedRequest.context) ??
        // An email to a team with no name given greets the team ("Hi team,"), not a placeholder.
        (input.recipient === 'team' ? 'team' : undefined),
      RECIPIENT_PLACEHOLDER,
    ),
    senderName: nameOr(input.senderName, SENDER_PLACEHOLDER),
    ...(reader.found !== undefined && { readerFound: reader.found }),
  };
}

const YOU_VERB: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };

/** The reader's own name in the notes is "you": "the contracts Kenji asked about" → "… you asked about". */
const TITLED = String.raw`(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?`;

function nameAsYou(notes: string, name: string | undefined): string {
  const first = name?.replace(/^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+|^Professor\s+/i, '').split(/\s+/)[0];
  if (first === undefined || first.length < 2 || !/^\p{Lu}/u.test(first)) return notes;
  return (
    notes
      // "Mr Oakenshaw measured up himself": the title goes with the name.
      .replace(new RegExp(`\\b${TITLED}${escapeRegExp(first)}['’]s\\b`, 'gu'), 'your')
      .replace(
        new RegExp(`(?<=(?:^|[;.!?]\\s*|\\S\\s))${TITLED}${escapeRegExp(first)}\\b`, 'gu'),
        'you',
      )
      // "Mr Oakenshaw measured up himself" → "you measured up yourself".
      .replace(/\b(you\s[^.;!?]*?)\b(?:himself|herself)\b/g, '$1yourself')
      // "Sam is renegotiating" → "you are renegotiating".
      .replace(
        /\byou (is|was|has|does)\b/gi,
        (_m, verb: string) => `you ${YOU_VERB[verb.toLowerCase()]}`,
      )
  );
}

/** Whether the text says a date is past: "was due June 3", "were on the 4th". */
function pastDate(text: string, date: string): boolean {
  const at = text.toLowerCase().indexOf(date.toLowerCase());
  return (
    at >= 0 && /\b(?:was|were|been)\s+(?:\w+\s+){0,2}$/i.test(text.slice(Math.max(0, at - 30), at))
  );
}

/**
 * The purpose whose wording fits the request. A "payment reminder" of a charge that will
 * happen on its own ("your subscription renews on May 2; $120 will be charged to the card
 * on file") is a notice of what is coming, not a debt: it is written as a reminder, never
 * asking the reader to pay "the outstanding balance".
 */
function writtenAs(input: GenerateInput): string {
  const text = `${input.context} ${input.additionalNotes ?? ''}`;
  if (input.purpose === 'payment_reminder' && AUTOMATIC_CHARGE.test(text) && !OWED.test(text))
    return 'reminder';
  return input.purpose;
}

const AUTOMATIC_CHARGE =
  /\b(?:renews|(?:will|is going to) (?:auto-?)?renew|auto-?renew\w*|will be (?:charged|debited|billed|taken|deducted)|automatic(?:ally)? (?:payment|charge|debit|renewal))\b/i;
/**
 * Whether the context names one reader: a person, or one person by role ("the practice
 * manager", "the florist"), whose "she" or "his" in the notes is "you".
 */
function oneReader(reader: ReaderInContext): boolean {
  if (reader.found === 'person') return onePerson(reader);
  const noun = reader.noun ?? '';
  return (
    reader.found === 'group' &&
    !/s$/.test(noun) &&
    !/\b(?:team|staff|family|group|crew|committee|board|department|class|squad|everyone|all)$/i.test(
      noun,
    )
  );
}

const INTRODUCED = /\bintroduce you to\b/i;

/** The one an instruction names first: "follow up with Tilbrook Physiotherapy on …". */
const NAMED_FIRST =
  /^\p{Ll}+(?:\s+up)?(?:\s+(?:with|to))?\s+(?:the\s+)?\p{Lu}[\p{L}'\u2019&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'\u2019&-]*){0,3}/u;

/**
 * "introduce you to Beatriz … they will work together on the campaign": the two who are to
 * work together are the reader and the one introduced, "you two".
 */
function introduced(context: string, notes: string): string {
  if (!INTRODUCED.test(context)) return notes;
  return notes.replace(
    /\b(they|They)(?=\s+(?:will|can|could|should|would|are going to|might)\s[^.;]*\b(?:together|each other|one another)\b)/g,
    (they) => (they === 'They' ? 'You two' : 'you two'),
  );
}

/** One person named ("Priya"), not two ("Maya and Leo"). */
function onePerson(reader: ReaderInContext): boolean {
  return (
    reader.found === 'person' &&
    !/\sand\s/.test(reader.name ?? '') &&
    // "Quenby Electrical": a business named, whose "him" is someone who works there.
    !TRADING_NAME.test(reader.name ?? '')
  );
}

/** "due friday" → "Friday": a day or a month the caller typed in lower case, as it is written. */
export function calendarCase(date: string | undefined): string | undefined {
  return date?.replace(CALENDAR, (w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`);
}

const CALENDAR =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g;

/** Whether the text says a payment is late: "overdue", "outstanding", "unpaid" … */
export function saysOwed(input: GenerateInput): boolean {
  return OWED.test(`${input.context} ${input.additionalNotes ?? ''}`);
}

const OWED =
  /\b(?:overdue|outstanding|unpaid|late|past due|missed|failed|declined|was due|were due)\b/i;

/** Purposes whose date is a due date. */
const DUE_DATES = new Set(['payment_reminder', 'reminder']);

/**
 * Purposes that may ask for an answer by the end of the week when the caller names no date
 * (not feedback: a date the caller never gave is presumptuous asked of a manager or a client).
 */
const OWN_DEADLINE = new Set(['payment_reminder', 'complaint']);

/** Purposes whose date is when the thing happens, not when the reader must answer. */
const DATED_EVENTS = new Set([
  'invitation',
  'meeting_request',
  'request',
  'welcome',
  'announcement',
  'congratulations',
  'thank_you',
  'introduction',
]);

/**
 * When the reader is asked to act by: a date the caller marks as one ("by Friday", "RSVP
 * by Monday", "due March 1", "deadline January 15"); else the date the request names, when
 * the purpose is about a due date (a payment, a reminder); never the day of the event
 * itself, and never a made-up one for an event (its asks without a date are used).
 */
function deadlineOf(
  purpose: string,
  text: string,
  dateOf: () => string | undefined,
  fallback: string,
): { deadline?: string } {
  // "if it isn't paid by Friday 11 December we'll start a claim": the date to pay by.
  const unless = purpose === 'payment_reminder' ? UNLESS_PAID_BY.exec(text)?.[1] : undefined;
  const marked = unless ?? callerDeadline(text);
  // "overdue … due October 31": the due date has passed; the ask needs a date of its own.
  const missed =
    marked !== undefined &&
    purpose === 'payment_reminder' &&
    OVERDUE.test(text) &&
    // "due 31 October", "due on 15 November": the date it was due.
    new RegExp(`\\bdue (?:on |by )?${escapeRegExp(marked.toLowerCase())}`).test(text.toLowerCase());
  if (missed) return OWN_DEADLINE.has(purpose) ? { deadline: fallback } : {};
  if (marked !== undefined) return { deadline: calendarCase(marked)! };
  if (DATED_EVENTS.has(purpose)) return {};
  // The date a payment or a reminder names is when it is due; a complaint's dates are when
  // things went wrong.
  const found = DUE_DATES.has(purpose) ? dateOf() : undefined;
  // "It was due June 3": a date already past is no deadline to ask for.
  // A month alone ("the June workshop") names no day to pay by.
  // "steel toes on site from Monday": the day a thing starts is no date to act by.
  const date =
    found === undefined ||
    pastDate(text, found) ||
    // "dated 2 November on 30-day terms": when it was written, not when to pay; and a debt
    // "now two weeks overdue" has no date of its own still ahead.
    new RegExp(
      `\\b(?:dated|issued|sent|invoiced|went out|was sent)\\s+(?:on\\s+)?${escapeRegExp(found)}`,
      'i',
    ).test(text) ||
    (purpose === 'payment_reminder' && OVERDUE.test(text)) ||
    startDate(text, found) ||
    !/\d|day\b/i.test(found)
      ? undefined
      : found;
  if (date !== undefined) return { deadline: calendarCase(date)! };
  // "By the end of this week" is a fair ask of a debt, a complaint or feedback; of anything
  // else it would be a date the caller never gave.
  return OWN_DEADLINE.has(purpose) ? { deadline: fallback } : {};
}

/** A debt said to be late already: no date it names is still ahead to pay by. */
const OVERDUE =
  /\b(?:overdue|past due|still unpaid|still not paid|still hasn['’]t been paid|still (?:owes?|hasn['’]t paid|haven['’]t paid)|reminders? (?:already )?sent|sent (?:two |three |several )?reminders|final reminder|late fee)\b/i;

/** "if it isn't paid by Friday 11 December …": the date a debt is to be paid by. */
const UNLESS_PAID_BY =
  /\bif (?:it|this|the invoice|the balance|payment|the payment) (?:isn['’]t|is not|hasn['’]t been|has not been) (?:paid|received|settled)(?: in full)? by\s+((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/** Whether the text names the date as when something starts ("from Monday", "starting May 2"). */
function startDate(text: string, date: string): boolean {
  return new RegExp(
    `\\b(?:from|starting|starts|start|since|beginning|begins|effective)\\s+(?:on\\s+)?(?:next\\s+|this\\s+)?${escapeRegExp(date)}`,
    'i',
  ).test(text);
}

/** The deadline the caller gave ("by Friday", "due March 3", "before noon"), if any. */
function callerDeadline(text: string): string | undefined {
  return /(?<!\b(?:was|were|been)\s)(?<!(?:\bnot|n't|\bnever)\b[^,.;]{0,30}?)\b(?:by|before|due(?: on| by)?|deadline(?: is)?|until|no later than)\s+((?:the end of (?:the|this|next) (?:week|month|day))|(?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:the )?\d{1,2}(?:st|nd|rd|th)|tomorrow|tonight|noon)\b/i.exec(
    text,
  )?.[1];
}

/** Said of a time limit close at hand: the ask drops "when you get a chance" for it. */
const PRESSING =
  /\b(?:today|tonight|asap|this (?:morning|afternoon|evening)|end of (?:the )?day|EOD)\b/i;

/** A group named in the context is greeted as one: "Hi team,", "Hello all,", "Hi Harlow family,". */
function groupName(
  noun: string | undefined,
  recipient: string,
  context: string,
): string | undefined {
  if (noun === undefined) return undefined;
  if (/\b(?:team|group|crew|squad|staff|department)$/i.test(noun)) return 'team';
  if (/^(?:everyone|everybody|all of you|you all)$/i.test(noun)) return 'all';
  // "reminder to all junior squad parents": written to them all at once, "Hi all,". "Thank the
  // volunteers" or "ask customers …" may go to each on their own, by name; a team stays "Hi team,".
  if (
    recipient !== 'team' &&
    new RegExp(String.raw`\ball\s+(?:(?:the|our|my)\s+)?${escapeRegExp(noun)}\b`, 'i').test(context)
  )
    return 'all';
  // "thank the Harlow family": "Hi Harlow family,".
  if (/^[A-Z][\w'’-]+ family$/.test(noun)) return noun;
  return undefined;
}

function nameOr(name: string | undefined, placeholder: string): string {
  const clean = oneLine(name ?? '');
  return clean === '' ? placeholder : clean;
}

/**
 * Notes about a reader the context does not name but the request greets by title: to Ms
 * Abernathy, "45 minutes with her before the board meeting" is "with you"; to Mr Pryce, "his
 * invoice" is "your invoice". Only the title's pronouns, and only where no one else in the
 * notes has a title of the same kind.
 */
function titledAsYou(notes: string | undefined, name: string | undefined): string | undefined {
  if (notes === undefined || name === undefined) return notes;
  const title = /^(Mr|Mrs|Ms|Miss)\.?\s+\p{Lu}/u.exec(name.trim())?.[1];
  if (title === undefined) return notes;
  const same = title === 'Mr' ? /\bMr\.?\s+\p{Lu}/gu : /\b(?:Mrs|Ms|Miss)\.?\s+\p{Lu}/gu;
  const surname = name.trim().split(/\s+/).at(-1)!;
  const others = [...notes.matchAll(same)].filter(
    (m) => !notes.slice(m.index).split(/\s+/, 2)[1]?.startsWith(surname),
  );
  return others.length > 0 ? notes : toYou(notes, true, false, name.trim(), false);
}

/**
 * The caller's common misspellings mended as any reader would mend them ("elsewere",
 * "definately", "tomorow"), from the spelling data's list: a lower-case word only, so a name
 * typed in lower case is kept as typed.
 */
function typosFixed(text: string, lang: Language): string {
  return text.replace(
    /(?<![\p{L}\d'’@./-])\p{Ll}{4,}(?![\p{L}\d'’@-]|\.\p{L})/gu,
    (word) => lang.knownCorrection(word) ?? word,
  );
}
