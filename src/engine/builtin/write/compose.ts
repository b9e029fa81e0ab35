/**
 * Writes an email from scratch: greeting, the opening that says why you write, the facts
 * of the context and notes, the purpose's ask, a sign-off. Every sentence carries the
 * request or the purpose's own move; nothing is added to reach a length. A long email
 * says more about the input: the next step the sender proposes, and the purpose's own
 * detail sentences.
 */
import type { GenerateInput, Length, WrittenEmail } from '../../engine.js';
import { subjectFor } from './headline.js';
import { WELCOME_BACK } from './shapes.js';
import { askSentence, closing, INSIDE } from './ask.js';
import { sceneOf, type Scene, type WriterDeps } from '../plan/scene.js';
import { greetingLine, introSentences, signOff } from './sentences.js';
import { loneFragment, noteList, noteSentences, reasonNote } from './notes.js';
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
  const content = framesJoined(
    undoubled(tidy(paragraphs.filter((p) => p.trim() !== '').join('\n\n'))),
  );
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
    // An email the caller's words already fill opens with them, not with a lead that
    // carries none ("I would like to ask for your help with something."), unless the lead
    // is the email's move.
    introSentences(scene, !scene.voice.brief || scene.purpose.lead_needed),
    list === undefined ? noteSentences(scene) : [],
  );
  // The caller's own question ("Can we do 3pm?") is the email's ask: a second one would bury
  // it, so the tone's closing line ends the email instead.
  // So is the caller's own demand with its deadline ("I need payment by Friday 11 December."):
  // "I need you to send payment by Friday" after it says it twice.
  const asks = [...intro, ...notes, list ?? ''].some((s) => /\?\s*$/m.test(s) || DEMAND.test(s));
  // A reminder the caller's words already fill, with what to do in them ("Please bring photo
  // ID"), has its ask and ends on it: "could you let me know if anything might get in the
  // way?" would be one more.
  const told =
    scene.voice.brief &&
    /^(?:reminder|announcement)$/.test(scene.input.purpose) &&
    [...intro, ...notes].some((s) => /(?:^|[.!?]\s+)Please\s/.test(s));
  // An apology the caller's words already fill ends on them: "let me know if there is
  // anything else I can do" is the line a reader would cut first.
  const closingAsk = told
    ? ''
    : asks || (scene.voice.brief && scene.input.purpose === 'apology')
      ? closing(scene)
      : askSentence(scene);
  const parts = {
    scene,
    greeting: greetingLine(scene),
    intro,
    restated: recap(scene, [...intro, ...notes, list ?? '']),
    notes,
    list,
    ask: closingAsk,
    ending: `${signOff(scene, closingAsk)}\n${scene.senderName}`,
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
 * What an email short of its band adds, all of it the purpose's own: in a long email the next
 * step the sender offers, then the purpose's detail sentences, while the email is under its
 * band's minimum. An email the caller's words already fill gets none: "I can walk you
 * through what this means for you" after six facts is the line a reader cuts. Never past
 * the band's maximum.
 */
function moreAbout(scene: Scene, length: Length, words: number, band: Band, ask: string): string[] {
  const { voice, tone, purpose } = scene;
  const wanted = band.min;
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
  const chosen =
    MEANS_NAMED.test(scene.input.context) ||
    /\b(?:come to|come round to|come over to|visit|meet at|meet you at) (?:your|their|the (?:house|site|office|shop|flat|property))\b/i.test(
      scene.input.additionalNotes ?? '',
    );
  // The context and the notes together, for what either may say.
  const both = `${scene.input.context} ${scene.input.additionalNotes ?? ''}`;
  // "If there is an issue with the invoice" fits a reminder of an invoice, not of rent.
  const invoiced = /\binvoice/i.test(both);
  // A colleague welcomed back needs none of a newcomer's lines.
  const returning = WELCOME_BACK.test(scene.input.context);
  // "please do not hold back" invites a bad review where the review is public.
  const reviewed =
    /\b(?:review|testimonial|rating|rate us)\b|\brate\b.*\b(?:website|online|google|app)\b/i.test(
      both,
    );
  // A vote asks for a choice, not for "honest feedback" or "a few quick notes".
  const polled = /\b(?:vote|poll)\b/i.test(both);
  const fitting = purpose.details.filter(
    (d) =>
      !returning &&
      !(reviewed && /\bhold back\b/i.test(d)) &&
      !(polled && /\b(?:hold back|notes)\b/i.test(d)) &&
      // Work that is finished or ready has no "next update" to promise.
      !(FINAL.test(scene.input.context) && /\bnext update\b/i.test(d)) &&
      // "a few quick notes" do not fit a rating from 1 to 10.
      !(/\b(?:rate|rating)\b/i.test(scene.input.context) && /\bnotes\b/i.test(d)) &&
      // "disruption on our side" is said to a vendor, not to colleagues or a manager.
      !(
        (INSIDE.has(scene.input.recipient) || scene.input.recipient === 'manager') &&
        /\bour side\b/i.test(d)
      ) &&
      !(chosen && /\bin person\b/.test(d)) &&
      !echoes(d, ask) &&
      (invoiced || !/\binvoice\b/i.test(d)),
  );
  for (let i = 0; i < details && total < wanted; i++) add(voice.pickShared('detail', fitting));
  return out;
}

/** News that ends the matter: "the outage is fixed", "the client signed off on the design". */
const FINAL =
  /\b(?:is|are|was|were|has been|have been) (?:now )?(?:finished|complete|completed|done|ready|fixed|resolved|restored|back up|over|live)\b|\b(?:signed off|approved|launched|shipped|went live|closed|ended)\b/i;

const PLAIN_WORDS = new Set(['would', 'could', 'please', 'there', 'about', 'which', 'their']);

/** Means the caller already chose ("lunch", "a call", "at your office"): no "video call or in person" then. */
const MEANS_NAMED =
  /\b(?:lunch|coffee|dinner|breakfast|drinks?|call|zoom|video|in person|phone|walk|visit|office|room|check-?in|catch-?up|sync|stand-?up|1:1|one-on-one|1-on-1|move|push|reschedule)\b/i;

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

/**
 * The context as the caller wrote it, when the opening dropped one of its facts (a
 * number, a name, a key noun): a fact lost is worse than a sentence that repeats.
 */
function recap(scene: Scene, written: readonly string[]): string[] {
  // "Kwesi's January return", said to Kwesi as "your January return": the name is there.
  const flat = (s: string) =>
    s
      .toLowerCase()
      .replace(/[-‐–]/g, ' ')
      .replace(/['’]s\b/g, '');
  const body = flat(`${written.join(' ')} ${scene.recipientName}`);
  const loses = (sentence: string) =>
    keyWords(sentence).some((w) =>
      flat(w)
        .split(' ')
        .filter((part) => part.length >= 3)
        .some((part) => !body.includes(part.slice(0, Math.max(4, part.length - 1)))),
    );
  // Only the sentences that hold a lost fact: the rest are said already.
  const sentences = splitSentences(oneLine(scene.input.context));
  const lost = sentences.filter(loses);
  if (lost.length === 0) return [];
  const text = lost.join(' ').replace(/[.!?]+$/, '');
  const [first = '', ...rest] = text.split(' ');
  const lowered = scene.deps.lang.canLowercase(first)
    ? [first.toLowerCase(), ...rest].join(' ')
    : text;
  const framed = scene.voice.pick('recap', scene.tone.recaps, { text: lowered });
  return [framed ?? fill(scene.deps.data.purposes.notes.recap, { text: lowered }) ?? `${text}.`];
}

/** Words of the caller's text that are facts: numbers, names, compounds ("four-day"). */
function keyWords(text: string): string[] {
  // A capital after a sentence's end ("… 8am. Please clear …") starts the sentence, no name.
  return [...text.matchAll(/[$€£#]?[A-Za-z0-9][\w'’$%.,-]*/g)]
    .filter(
      (m) =>
        /\d|\w-\w/.test(m[0]) ||
        (m.index > 0 && /^[A-Z]/.test(m[0]) && !/[.!?]\s*$/.test(text.slice(0, m.index))),
    )
    .map((m) => m[0].replace(/[.,]+$/, ''));
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

/**
 * "thank you for for ten years …", "thank you you for …": a little word a frame says and the
 * caller's words say again, said once ("told you you'd hear": the second starts a clause).
 */
function undoubled(text: string): string {
  return text.replace(/\b(for|you|to|the|a|an|of|in|on|and|with|at|by)\s+\1\b(?!['’])/gi, '$1');
}

/**
 * Where a frame's words meet the caller's and say a thing twice or crookedly: "I am writing
 * to write to you …", "welcome you to …, who start on Saturday", "welcome you, who starts …",
 * "to see if you would like to get you in for …", "invite you from Bellfounders Brewery, who
 * paid …", "give you at Brisco House an update".
 */
function framesJoined(text: string): string {
  return (
    text
      .replace(/\b(writing|write) to (?:write|email|message) to you\b/g, '$1 to you')
      .replace(/\b(welcome you to [^,.;!?]+), who (start|join|begin|arrive)\b/g, '$1. You $2')
      // "welcome you, who starts as our receptionist …": "welcome you. You start as …".
      .replace(/\b(welcome you), who (start|join|begin|arrive)s\b/g, '$1. You $2')
      .replace(/\bwould like to get you in\b/g, 'would like to come in')
      .replace(/\bcongratulate you for (?=\p{Ll}+ing\b)/gu, 'congratulate you on ')
      .replace(/\bchase up you\b/g, 'chase you up')
      .replace(/\bwelcome you at (?=\p{Lu})/gu, 'welcome you to ')
      // "remind you the council food hygiene inspector is coming": "remind you that …".
      .replace(
        /\bremind you (?=(?:the|our|a|an)\s+[^,.;:!?]*?\s(?:is|are|was|were|will|has|have|needs|must)\b)/g,
        'remind you that ',
      )
      // "announce to you of Tansyfield Bakery that …": whose customers the readers are, unsaid.
      .replace(
        /\b(to you) of (?:the\s+)?\p{Lu}[\p{L}&'’-]*(?:\s+(?:\p{Lu}[\p{L}&'’-]*|&))*(?=\s+that\b)/gu,
        '$1',
      )
      // "follow up with you at Cragsmoor Veterinary Practice about …": where they work, theirs.
      .replace(
        /\b(follow up with you|catch up with you|chase you up) at (?:\p{Lu}[\p{L}&'’-]*\s+)*\p{Lu}[\p{L}&'’-]*(?=\s+(?:about|on|regarding)\b)/gu,
        '$1',
      )
      .replace(
        /\b(invite you) from ([^,.;!?]+), who (?=(?:\p{Ll}+ed|paid|gave|sent|won|built|ran|made)\b)/gu,
        '$1, since $2 ',
      )
      // Where the readers are is theirs to know.
      .replace(
        /\b(give|send|bring|offer)\s+you\s+at\s+(?:\p{Lu}[\p{L}&'’-]*\s+)+(?=(?:an?|the|some|our)\s)/gu,
        '$1 you ',
      )
  );
}

/** "I need payment by Friday 11 December", "we expect the balance before the 5th": an ask made. */
const DEMAND = new RegExp(
  [
    /\b(?:I|we)\s+(?:need|expect|must have|want)\s+(?:payment|the payment|the balance|(?:full\s+)?payment of|it|them|the money)\b[^.!?]*\b(?:by|before)\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d|the\s+\d)/
      .source,
    // "If there's no engineer there by tomorrow I'll book an independent one", "I want a
    // written update … within 20 working days": what the caller will do, or wants, by when.
    /\b[Ii]f\s+there['’]s\s+no\s+[^.!?]*\bby\s+(?:tomorrow|today|tonight|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d)[^.!?]*\b(?:I|we)['’]ll\b/
      .source,
    /\b(?:I|we)\s+want\s+(?:a|an|the|it|them)\b[^.!?]*\b(?:by|within|before)\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d|the\s+\d|tomorrow|the end of)/
      .source,
  ].join('|'),
);
