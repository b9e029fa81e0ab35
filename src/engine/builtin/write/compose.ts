/**
 * Writes an email from scratch: greeting, the opening that says why you write, the facts
 * of the context and notes, the purpose's ask, a sign-off. Every sentence carries the
 * request or the purpose's own move; nothing is added to reach a length. A long email
 * says more about the input: the next step the sender proposes, and the purpose's own
 * detail sentences.
 */
import type { GenerateInput, Length, WrittenEmail } from '../../engine.js';
import {
  APPROVAL,
  CHECK,
  LEAVE,
  NEEDED,
  NEXT_MEETING,
  WELCOME_BACK,
  subjectFor,
} from './headline.js';
import { saysOwed, sceneOf, type Scene, type WriterDeps } from '../plan/scene.js';
import {
  greetingLine,
  introSentences,
  loneFragment,
  noteList,
  noteSentences,
  reasonNote,
  signOff,
} from './sentences.js';
import { fill } from '../phrasing.js';
import { countWords, oneLine, splitSentences, tidy } from '../text.js';

interface Band {
  min: number;
  max: number;
}

/** Words of content per length: short 25–70, medium 50–120, long 120–220. */
export const LENGTH_BANDS: Readonly<Record<Length, Band>> = {
  short: { min: 25, max: 70 },
  medium: { min: 50, max: 120 },
  long: { min: 120, max: 220 },
};

const PARAGRAPH_SENTENCES = 3;

export function composeEmail(input: GenerateInput, deps: WriterDeps): WrittenEmail {
  const length = input.length ?? 'medium';
  const band = LENGTH_BANDS[length];
  const full = essentials(sceneOf(input, deps));
  // The essentials of a short email can outgrow its band: the shortest wording keeps it
  // in (the caller's own text is never cut).
  const brief = full.words <= band.max ? full : essentials(sceneOf(input, deps, true));
  const { scene, intro, restated, notes, list, ask, greeting, ending } = brief;
  const more = moreAbout(scene, length, brief.words, band, brief.ask);

  const opening = [...intro, ...restated];
  const notesApart = opening.length + notes.length > 4;
  const paragraphs = [
    greeting,
    ...chunk([...opening, ...(notesApart ? [] : notes)]),
    ...(notesApart ? chunk(notes) : []),
    list ?? '',
    ...chunk(more),
    ask,
    ending,
  ];
  const content = tidy(paragraphs.filter((p) => p.trim() !== '').join('\n\n'));
  return { subject: subjectFor(scene), content, tone: input.tone };
}

interface Essentials {
  scene: Scene;
  greeting: string;
  intro: string[];
  /** The context again, when the intro dropped one of its facts. */
  restated: string[];
  notes: string[];
  /** The notes as a list, when they are mostly fragments (then `notes` is empty). */
  list: string | undefined;
  ask: string;
  ending: string;
  words: number;
}

/** What every email has, whatever its length. */
function essentials(scene: Scene): Essentials {
  const list = noteList(scene);
  const [intro, notes] = afterOpening(
    scene,
    introSentences(scene),
    list === undefined ? noteSentences(scene) : [],
  );
  // The caller's own question ("Can we do 3pm?") is the email's ask: a second one would bury
  // it, so the tone's closing line ends the email instead.
  const asks = [...intro, ...notes, list ?? ''].some((s) => /\?\s*$/m.test(s));
  const parts = {
    scene,
    greeting: greetingLine(scene),
    intro,
    restated: recap(scene, [...intro, ...notes, list ?? '']),
    notes,
    list,
    ask: asks ? closing(scene) : askSentence(scene),
    ending: `${signOff(scene)}\n${scene.senderName}`,
  };
  const { greeting, restated, ask, ending } = parts;
  return {
    ...parts,
    words: countWords(
      [greeting, ...intro, ...restated, ...notes, list ?? '', ask, ending].join(' '),
    ),
  };
}

/** The opening and the notes, with a note that belongs to the opening's sentence joined to it. */
function afterOpening(scene: Scene, intro: string[], notes: string[]): [string[], string[]] {
  const last = intro.at(-1);
  const reason = reasonNote(scene);
  if (reason !== undefined && last !== undefined && /[.!]$/.test(last))
    return [[...intro.slice(0, -1), `${last.slice(0, -1)}, ${reason}${last.slice(-1)}`], []];
  const fragment = loneFragment(scene);
  if (fragment === undefined || last === undefined || !/[.!]$/.test(last))
    return placeAfterOpening(intro, notes);
  const lowered = scene.deps.lang.canLowercase(fragment.split(' ')[0]!)
    ? `${fragment.charAt(0).toLowerCase()}${fragment.slice(1)}`
    : fragment;
  return [[...intro.slice(0, -1), `${last.slice(0, -1)} — ${lowered}${last.slice(-1)}`], []];
}

/**
 * A note that only says where ("In Portland.") ends the opening's sentence: "… on opening
 * your second store in Portland."
 */
function placeAfterOpening(intro: string[], notes: string[]): [string[], string[]] {
  const [first, ...rest] = notes;
  const last = intro.at(-1);
  const place =
    first === undefined ? null : /^(?:In|At|Near|From) ([^.,;:!?]{1,40})\.$/.exec(first);
  if (place === null || last === undefined || !/[.!]$/.test(last) || countWords(first!) > 5)
    return [intro, notes];
  const joined = `${last.slice(0, -1)} ${first!.charAt(0).toLowerCase()}${first!.slice(1, -1)}${last.slice(-1)}`;
  return [[...intro.slice(0, -1), joined], rest];
}

/**
 * What a longer email adds, all of it the purpose's own: in a long email the next step the
 * sender offers, then the purpose's detail sentences while the email is under its band.
 * Never past the band's maximum.
 */
function moreAbout(scene: Scene, length: Length, words: number, band: Band, ask: string): string[] {
  const { voice, tone, purpose } = scene;
  const wanted = length === 'long' ? band.min + 30 : band.min;
  const out: string[] = [];
  let total = words;
  const add = (sentence: string | undefined) => {
    if (sentence === undefined || total >= wanted || sharesPhrase(sentence, ask)) return;
    const size = countWords(sentence);
    if (total + size > band.max) return;
    out.push(sentence);
    total += size;
  };
  // A long email proposes the sender's next step; any email too short to read as written
  // gets the purpose's own detail ("If payment has already been sent, …"), never a stock offer.
  if (length === 'long')
    add(
      voice.pick('offer', tone.offers, {
        offer: voice.pickShared('purpose_offer', purpose.offers),
      }),
    );
  // One detail at most (two in a long email): more would be the courtesy lines a reader cuts.
  const details = length === 'long' ? 2 : 1;
  // "video call or in person" is no choice left when the caller named lunch or a call.
  const chosen = MEANS_NAMED.test(scene.input.context);
  // "If there is an issue with the invoice" fits a reminder of an invoice, not of rent.
  const invoiced = /\binvoice/i.test(`${scene.input.context} ${scene.input.additionalNotes ?? ''}`);
  // A colleague welcomed back needs none of a newcomer's lines.
  const returning = WELCOME_BACK.test(scene.input.context);
  // "please do not hold back" invites a bad review where the review is public.
  const reviewed = /\b(?:review|testimonial|rating|rate us)\b/i.test(
    `${scene.input.context} ${scene.input.additionalNotes ?? ''}`,
  );
  const fitting = purpose.details.filter(
    (d) =>
      !returning &&
      !(reviewed && /\bhold back\b/i.test(d)) &&
      !(chosen && /\bin person\b/.test(d)) &&
      !echoes(d, ask) &&
      (invoiced || !/\binvoice\b/i.test(d)),
  );
  for (let i = 0; i < details && total < wanted; i++) add(voice.pickShared('detail', fitting));
  return out;
}

const PLAIN_WORDS = new Set(['would', 'could', 'please', 'there', 'about', 'which', 'their']);

/**
 * Whether two sentences share three words in a row with a word of substance among them
 * ("… what comes next" twice; "let me know" is everyone's).
 */
function sharesPhrase(a: string, b: string): boolean {
  const trigrams = (text: string) => {
    const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
    return words
      .slice(2)
      .map((w, i) => [words[i]!, words[i + 1]!, w])
      .filter((t) => t.some((w) => w.length >= 5 && !PLAIN_WORDS.has(w)))
      .map((t) => t.join(' '));
  };
  const seen = new Set(trigrams(b));
  return trigrams(a).some((t) => seen.has(t));
}

/**
 * Themes a detail shares with the ask: "please ask whenever something is unclear" before
 * "reply with any questions" says the same thing twice; "a few quick notes" before "fill in
 * the survey" asks for two different things.
 */
const ASK_THEMES = [/\b(?:questions?|unclear)\b/i, /\b(?:notes|lines|survey)\b/i];

function echoes(detail: string, ask: string): boolean {
  return ASK_THEMES.some((theme) => theme.test(detail) && theme.test(ask));
}

/** A time the caller set: "Tuesday at 11", "at 3pm", "at our next one-on-one". */
const SET_TIME =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\b|\bat\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\b(?:at|in|during) (?:our|the|my) next (?:one-on-one|1:1|1-on-1|check-?in|catch-?up|sync|meeting|call|stand-?up)\b/i;
const MEANS_NAMED =
  /\b(?:lunch|coffee|dinner|breakfast|drinks?|call|zoom|video|in person|phone|walk|visit|office|room|check-?in|catch-?up|sync|stand-?up|1:1|one-on-one|1-on-1|move|push|reschedule)\b/i;

/**
 * The context as the caller wrote it, when the opening dropped one of its facts (a
 * number, a name, a key noun): a fact lost is worse than a sentence that repeats.
 */
function recap(scene: Scene, written: readonly string[]): string[] {
  const text = oneLine(scene.input.context).replace(/[.!?]+$/, '');
  const flat = (s: string) => s.toLowerCase().replace(/[-‐–]/g, ' ');
  const body = flat(`${written.join(' ')} ${scene.recipientName}`);
  const lost = keyWords(text).some((w) =>
    flat(w)
      .split(' ')
      .filter((part) => part.length >= 3)
      .some((part) => !body.includes(part.slice(0, Math.max(4, part.length - 1)))),
  );
  if (!lost) return [];
  const [first = '', ...rest] = text.split(' ');
  const lowered = scene.deps.lang.canLowercase(first)
    ? [first.toLowerCase(), ...rest].join(' ')
    : text;
  const framed = scene.voice.pick('recap', scene.tone.recaps, { text: lowered });
  return [framed ?? fill(scene.deps.data.purposes.notes.recap, { text: lowered }) ?? `${text}.`];
}

/** Words of the caller's text that are facts: numbers, names, compounds ("four-day"). */
function keyWords(text: string): string[] {
  return (text.match(/[$€£#]?[A-Za-z0-9][\w'’$%.,-]*/g) ?? [])
    .map((w) => w.replace(/[.,]+$/, ''))
    .filter((w, i) => /\d|\w-\w/.test(w) || (i > 0 && /^[A-Z]/.test(w)));
}

/** The tone's closing line, after the caller's own question; an apology or a complaint ends on the question. */
function closing(scene: Scene): string {
  if (scene.purpose.delicate) return '';
  return scene.voice.pick('closing', scene.tone.closings) ?? '';
}

function askSentence(scene: Scene): string {
  const { voice, purpose } = scene;
  // "introduce you to Wen from legal": the two are to talk to each other, not to the writer
  // (an introduction to "our company" names no one to talk to).
  if (
    scene.input.purpose === 'introduction' &&
    /\bintroduce you to\b(?:\s+[\p{Ll}-]+){0,4}?\s+\p{Lu}\p{Ll}/u.test(scene.input.context)
  )
    return 'I will let the two of you take it from here.';
  // A survey, a review or a testimonial asked for is what the reader is asked to do.
  const wanted = scene.input.purpose === 'feedback_request' ? feedbackAsk(scene) : undefined;
  if (wanted !== undefined) return politely(scene, wanted);
  // "please reply by December 1" in the notes is the ask already: the email ends on the
  // tone's closing line instead of asking again.
  const notes = scene.input.additionalNotes ?? '';
  if (/\bplease\s+(?:reply|respond|rsvp|confirm|let (?:me|us) know)\b/i.test(notes))
    return closing(scene);
  // "please update your card in the app by Friday": the notes say what to do; the ask only
  // offers help with it.
  if (scene.input.purpose === 'payment_reminder' && /\bplease\s+[a-z]+/i.test(notes)) {
    const ask = 'let me know if you run into any trouble';
    return politely(scene, ask);
  }
  // "Tuesday at 11 in the big room": the time is set, so the ask is whether it works.
  if (
    scene.input.purpose === 'meeting_request' &&
    SET_TIME.test(`${scene.input.context} ${scene.input.additionalNotes ?? ''}`)
  ) {
    const ask = NEXT_MEETING.test(scene.input.context)
      ? 'let me know if that works for you'
      : 'let me know if that time works for you';
    return politely(scene, ask);
  }
  // "any afternoon next week works for us": the writer's times are given, the reader picks.
  if (
    scene.input.purpose === 'meeting_request' &&
    OUR_TIMES.test(`${scene.input.context} ${scene.input.additionalNotes ?? ''}`)
  ) {
    const ask = 'let me know which time suits you';
    return politely(scene, ask);
  }
  // "we will decide by next Friday": the next move is the writer's, so a follow-up asks
  // nothing of where things stand, only for questions meanwhile.
  if (
    scene.input.purpose === 'follow_up' &&
    OUR_MOVE.test(`${scene.input.context} ${scene.input.additionalNotes ?? ''}`)
  ) {
    const ask = 'let me know if you have any questions in the meantime';
    return politely(scene, ask);
  }
  // "we need the signed contract back by Wednesday": the thing needed is what is asked for.
  // "we need the signed consent forms before we can start": the opening says what, by when
  // and why; the ask only asks for them.
  const needed = NEEDED.exec(scene.input.context);
  if (needed !== null && scene.input.purpose === 'request') {
    const them = /s$/i.test(needed[1]!) ? 'them' : 'it';
    const ask = `send ${them} ${needed[2] === undefined ? 'over' : 'back'}`;
    return politely(scene, ask);
  }
  // "we asked for it two weeks ago": a follow-up on something owed asks for it.
  // The opening named it already: the ask says "it" ("could you send it over?").
  const awaited = AWAITED.exec(`${scene.input.context} ${scene.input.additionalNotes ?? ''}`);
  if (scene.input.purpose === 'follow_up' && awaited !== null) {
    const them = /\b(?:them|these|those)\b/i.test(awaited[0]) ? 'them' : 'it';
    const ask = voice.pick('awaited_ask', AWAITED_ASKS, { them });
    if (ask !== undefined) return politely(scene, ask);
  }
  // A prospect or a customer followed up after a download or a visit has no "things" that
  // stand: they are asked whether questions came up.
  if (scene.input.purpose === 'follow_up' && OUTSIDE.has(scene.input.recipient)) {
    const ask = voice.pick('outside_ask', OUTSIDE_ASKS);
    if (ask !== undefined) return politely(scene, ask);
  }
  // "ask for approval to buy a monitor", "ask if I can borrow your ladder": the answer
  // asked for is a yes.
  if (
    APPROVAL.test(scene.input.context) ||
    LEAVE.test(scene.input.context) ||
    TIME_OFF.test(scene.input.context)
  ) {
    const ask = APPROVAL.test(scene.input.context)
      ? 'let me know whether you approve'
      : 'let me know if that would be all right';
    return politely(scene, ask);
  }
  // "ask you to send me the slides": the opening asked it; the email ends on thanks, not on
  // "let me know whether you can help".
  if (
    scene.input.purpose === 'request' &&
    /^(?:please\s+)?ask you to\b/i.test(scene.input.context)
  ) {
    const thanks = closing(scene);
    if (thanks !== '') return thanks;
  }
  // "check whether you got the spreadsheet": the answer is all that is asked.
  if (CHECK.test(scene.input.context)) {
    const ask = 'let me know either way';
    return politely(scene, ask);
  }
  // "welcome you back from parental leave": a colleague back needs no "getting started".
  if (WELCOME_BACK.test(scene.input.context)) return closing(scene);
  // A complaint among colleagues ("the kitchen fridge is full again") asks for no written
  // response; news of someone joining asks for nothing either.
  if (scene.input.purpose === 'complaint' && INSIDE.has(scene.input.recipient))
    return closing(scene);
  if (scene.input.purpose === 'announcement' && JOINING.test(scene.input.context)) return '';
  // "I suggest we raise the salary range": the suggestion is what the reader answers.
  if (SUGGESTS.test(scene.input.additionalNotes ?? '')) {
    const ask = 'let me know what you think';
    return politely(scene, ask);
  }
  // News told with excitement ("we hit 10,000 paying customers") asks for nothing: it ends
  // on the tone's closing line, not on "any questions?".
  if (scene.input.purpose === 'announcement' && scene.input.tone === 'enthusiastic')
    return closing(scene);
  // A renewal or a charge that happens on its own asks for nothing but a word if plans changed.
  if (scene.input.purpose === 'payment_reminder' && scene.label === 'reminder') {
    const ask =
      scene.voice.pick('notice_ask', NOTICE_ASKS) ??
      'let me know if you would like to change anything';
    return politely(scene, ask);
  }
  // A payment not yet late ("the second installment is due on June 1") is asked for, not
  // chased as "the outstanding balance".
  if (scene.input.purpose === 'payment_reminder' && !saysOwed(scene.input)) {
    const ask = voice.pick('upcoming_ask', UPCOMING_ASKS) ?? 'make the payment when you can';
    return politely(scene, ask);
  }
  const close = voice.pickShared('close', purpose.closes);
  if (close !== undefined) return close;
  // "comments by the end of next week" in the notes already said when: the ask does not
  // say it again, unless it asks for a payment, whose date is the point of the ask.
  const deadline = scene.voice.slot('deadline');
  const said =
    deadline !== undefined &&
    scene.input.purpose !== 'payment_reminder' &&
    (scene.input.additionalNotes ?? '').toLowerCase().includes(deadline.toLowerCase());
  const request =
    (said ? voice.pickShared('purpose_ask', purpose.asks, { deadline: undefined }) : undefined) ??
    voice.pickShared('purpose_ask', purpose.asks) ??
    'let me know your thoughts';
  const asked = politely(scene, request);
  // "As soon as you can, … by the end of this week": an urgent ask needs no later date.
  return /\b(?:as soon as|earliest)\b/i.test(asked)
    ? asked.replace(/,? (?:ideally )?by the end of this week(?=[?.!])/, '')
    : asked;
}

/** An ask in the tone's words: "When you get a chance, could you …?" */
function politely(scene: Scene, ask: string): string {
  return scene.voice.pick('ask', scene.tone.asks, { ask }) ?? `Could you ${ask}?`;
}

const OUR_MOVE =
  /\b(?:we|I)(?:['’]ll| will| are going to| am going to)\s+(?:decide|let you know|get back to you|be in touch|follow up|send you|confirm|reach out)\b|\b(?:we|I)(?:['’]re| are| am) still (?:deciding|reviewing|considering)\b|\b(?:final )?decision (?:by|on|next)\b/i;

const OUR_TIMES =
  /\b(?:works|suits|is fine|are fine) for (?:us|me)\b|\b(?:I|we)(?:['’]m|['’]re| am| are) (?:free|available)\b/i;

const OUTSIDE = new Set(['prospect', 'customer']);
const OUTSIDE_ASKS = [
  'let me know if any questions came up',
  'tell me if a short call would help',
  'let me know if anything is unclear',
];

const INSIDE = new Set(['colleague', 'team', 'coworker']);
const SUGGESTS = /\b(?:I|we) (?:suggest|recommend|propose)\b/i;
const JOINING = /\b(?:joins|is joining|will join|has joined|welcome)\b/i;

/** "I need a day off next Friday": leave asked for, answered with a yes. */
const TIME_OFF =
  /^I (?:need|would like|['’]d like) (?:a |an |some |to take )?(?:day|days|afternoon|morning|week|time|leave)\b.*\b(?:off|leave|holiday|vacation)\b|^I (?:need|would like|['’]d like) (?:a |some )?(?:time off|leave|holiday)\b/i;

const AWAITED =
  /\b(?:(?:we|I) (?:asked|requested) (?:for )?(?:it|them|this)|(?:still )?waiting (?:for|on) (?:it|them|this)|have not (?:received|heard)|haven['’]t (?:received|heard))\b/i;
const AWAITED_ASKS = [
  'send {them} over by {deadline}',
  'send {them} through by {deadline}',
  // No haste of its own: an urgent tone's ask brings it ("At your earliest opportunity, …").
  'send {them} over',
];

const UPCOMING_ASKS = [
  'make the payment by {deadline}',
  'complete the payment by {deadline}',
  'let me know if anything might delay the payment past {deadline}',
];

const NOTICE_ASKS = [
  'let me know before {deadline} if you would like to change anything',
  'tell me before {deadline} if you would like to make any changes',
];

const SURVEY_ASKS = [
  'fill in the survey when you have a moment',
  'take the survey',
  'answer the survey when you have a moment',
];
const RATING_ASKS = [
  'leave your rating when you have a moment',
  'take a moment to leave your rating',
];
const REVIEW_ASKS = [
  'write a few lines when you have a moment',
  'take a moment to write a few lines',
  'share a few lines when you have a moment',
];

function feedbackAsk(scene: Scene): string | undefined {
  const text = `${scene.input.context} ${scene.input.additionalNotes ?? ''}`;
  const { voice } = scene;
  if (/\bsurvey\b/i.test(text)) return voice.pick('feedback_ask', SURVEY_ASKS);
  if (/\b(?:rate|rating)\b/i.test(text)) return voice.pick('feedback_ask', RATING_ASKS);
  if (/\b(?:review|testimonial)\b/i.test(text) && !/\breview (?:my|the|our)\b/i.test(text))
    return voice.pick('feedback_ask', REVIEW_ASKS);
  return undefined;
}

/** Sentences grouped into paragraphs of even size, at most a few sentences each. */
function chunk(sentences: readonly string[]): string[] {
  const all = sentences.flatMap((s) => splitSentences(s));
  const count = Math.ceil(all.length / PARAGRAPH_SENTENCES);
  const out: string[] = [];
  for (let p = 0, start = 0; p < count; p++) {
    const size = Math.ceil((all.length - start) / (count - p));
    out.push(all.slice(start, start + size).join(' '));
    start += size;
  }
  return out;
}
