/**
 * The notes of a request as the email says them: each a sentence of its own, or a short
 * list in the caller's words where a sentence would be a guess, or joined to the opening's
 * sentence where a note only gives its reason.
 */
import { capitalize, endSentence, splitSentences } from '../text.js';
import { type Idea } from '../read/index.js';
import { canBeVerb, termsOf } from '../nlp.js';
import { type Scene } from '../plan/scene.js';
import { namedIn } from '../read/people.js';
import { fragmentSentence, isClause, type FragmentSetting } from '../read/fragments.js';
import { IMPERATIVES, SELF_VERBS } from '../read/fragmentWords.js';
import { mergePlease, sentencesOf } from './sentences.js';
import {
  APPOSED,
  DAY_AT_END,
  DAY_AT_START,
  IDENTITY,
  GOES_ON,
  listGoesOn,
  NARROWING,
} from '../read/sentences.js';

/**
 * The notes as sentences, each note a sentence of its own: "You asked about the Outlook
 * integration, and a 30-day trial is free" would join two notes that have nothing to do
 * with each other. A note the reader cannot rewrite with certainty (a fragment such as
 * "monthly reports" or "decision by Friday") keeps the caller's own words: a plain correct
 * sentence beats an elegant wrong one.
 */
export function noteSentences(scene: Scene): string[] {
  const said = trustedNotes(scene).flatMap((idea) => sentencesOf(scene, [idea]));
  return mergePlease(said).map((text) =>
    text.startsWith('\uE000')
      ? (scene.voice.pick('please', scene.tone.please, { vp: text.slice(1) }) ??
        endSentence(`Please ${text.slice(1)}`))
      : text,
  );
}

/**
 * The notes as a short list in the caller's own words, when most of them are fragments
 * ("60 guests; event on January 22"). Said one by one, fragments read clipped ("60
 * guests."), and a fragment rewritten into a sentence by guesswork can be wrong ("We was
 * due …"); a list is how a person passes on terse facts. Notes that are the writer's
 * instructions to themselves ("mention the discount") are never listed.
 */
export function noteList(scene: Scene): string | undefined {
  // As cut (the reading of each is shared with the note sentences), and as listed.
  const cut = piecesOf(scene);
  const pieces = cut.map(unstopped);
  if (pieces.length < 2) return undefined;
  // "I suggest we raise the salary range" is a point of the email, not a detail to list.
  if (
    pieces.some(
      (p) =>
        WRITER_VERBS.has(p.split(/\s+/)[0]!.toLowerCase()) ||
        /^keep\b/i.test(p) ||
        /^(?:I|we) (?:suggest|recommend|propose|think|should)\b/i.test(p),
    )
  )
    return undefined;
  const fragments = pieces.filter((p) => !isClause(p)).length;
  // Among three notes or more, one fragment that could only be said by guessing at its
  // subject ("brushed aluminium letters with warm white LED lighting") lists them all: one
  // clipped or guessed sentence spoils a paragraph; a list reads right in any email where
  // details are passed on.
  const listed =
    scene.purpose.notes_listed && cut.length >= 3 && cut.some((p) => guessed(scene, p));
  if (fragments * 2 < pieces.length && !listed) return undefined;
  // An apology lists only what cannot be said as sentences ("no need to return it" is
  // "There is no need …"): a list reads like a form there.
  const unsaid = pieces.filter((p) => !isClause(p) && !/^no\s/i.test(p)).length;
  if (!scene.purpose.notes_listed && unsaid === 0) return undefined;
  // An email at the edge of its length lets the list speak for itself.
  const lead = scene.voice.brief
    ? undefined
    : (scene.purpose.list_lead ?? scene.deps.data.purposes.notes.list_lead);
  // "$275" alone in a payment reminder is what is due: "Amount due: $275".
  const owed = scene.input.purpose === 'payment_reminder';
  const item = (p: string) =>
    owed && AMOUNT_ALONE.test(unstopped(p))
      ? `Amount due: ${unstopped(p)}`
      : capitalize(listedNote(scene, p));
  return [...(lead === undefined ? [] : [lead]), ...cut.map((p) => `- ${item(p)}`)].join('\n');
}

/**
 * A fragment the reader can only say by guessing at its subject ("It is brushed aluminium
 * letters …") or not at all: kept as the caller wrote it, it reads clipped among sentences.
 */
function guessed(scene: Scene, piece: string): boolean {
  if (isClause(unstopped(piece))) return false;
  const said = sentencesOf(scene, noteIdeas(scene, piece));
  if (said.length !== 1) return false;
  if (said[0] === endSentence(capitalize(unstopped(piece))))
    return !wholeAsWritten(unstopped(piece));
  return /^(?:It|They) (?:is|are|was|were)\b/.test(said[0]!);
}

/**
 * A note that is a sentence as the caller typed it, its subject given or an order: "cabinets
 * are installed", "120 guests waited", "tiling starts on the 18th" (which the tagger takes
 * for a plural noun), "pack your desk by Friday". "First month free" and "around 15
 * players" are not.
 */
function wholeAsWritten(piece: string): boolean {
  const terms = termsOf(piece);
  const words = terms.map((t) => t.normal);
  const [first] = terms;
  return (
    terms.some((t, i) => i > 0 && t.tags.has('Verb') && !t.tags.has('Gerund')) ||
    words.slice(1).some((w) => SELF_VERBS.has(w) || OWN_VERBS.has(w)) ||
    IMPERATIVES.has(words[0] ?? '') ||
    (first !== undefined &&
      first.tags.has('Imperative') &&
      !(terms[1]?.tags.has('Acronym') === true || terms[1]?.tags.has('Value') === true))
  );
}

/** Verbs of a thing's own that the tagger reads as plural nouns ("renting costs 640 pounds"). */
const OWN_VERBS = new Set(['moves', 'costs', 'takes', 'holds', 'needs', 'gets', 'waits']);

/**
 * A note as listed: in the caller's words, unless saying a clause to the reader changes a word
 * ("before they open at 9" to the opticians is "before you open at 9"). Words the
 * sentence only adds ("The budget is …", "It is …") stay out of a list, where notes read
 * as notes.
 */
function listedNote(scene: Scene, piece: string): string {
  const text = unstopped(piece);
  // A fragment's sentence is a guess at its subject ("Drinks from 6pm" is no "You drink").
  if (!isClause(text)) return text;
  const said = sentencesOf(scene, noteIdeas(scene, piece));
  if (said.length !== 1 || said[0]!.startsWith('\uE000')) return text;
  const sentence = said[0]!.replace(/\.$/, '');
  return onlyAdds(text, sentence) ? text : sentence;
}

/** A note without the stop the caller ended it with. */
function unstopped(piece: string): string {
  return piece.replace(/[.;,]+$/, '');
}

/** Whether `longer` is `text` with words put in and none changed or taken away. */
function onlyAdds(text: string, longer: string): boolean {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}'’$€£%.,-]+/gu) ?? [];
  const wanted = words(text);
  let at = 0;
  for (const word of words(longer)) if (word === wanted[at]) at++;
  return at === wanted.length;
}

const AMOUNT_ALONE = /^[$€£]\d[\d,]*(?:\.\d\d)?$|^\d[\d,]*(?:\.\d\d)? (?:dollars|euros|pounds)$/i;

/**
 * A note that only gives the reason for the opening's ask ("so we can process the refund",
 * "because the auditors need it"): it ends the opening's sentence, as the caller meant it.
 */
export function reasonNote(scene: Scene): string | undefined {
  const pieces = piecesOf(scene);
  if (pieces.length !== 1) return undefined;
  const piece = unstopped(pieces[0]!).trim();
  return /^(?:so(?: that)?|because|since|as)\s+\p{Ll}/u.test(piece) ? piece : undefined;
}

/**
 * A note that is one short fragment of no known shape ("highest in company history", "4
 * hours 12 minutes"): said after the opening's own sentence ("… on hitting a 95%
 * satisfaction score — highest in company history."), where it belongs, rather than as a
 * clipped sentence of its own.
 */
export function loneFragment(scene: Scene): string | undefined {
  const pieces = piecesOf(scene);
  if (pieces.length !== 1) return undefined;
  const piece = unstopped(pieces[0]!);
  if (piece.split(/\s+/).length > 6 || isClause(piece) || /[:?!]/.test(piece)) return undefined;
  if (termsOf(piece).some((t) => t.tags.has('Verb'))) return undefined;
  const sentence = fragmentSentence(piece, fragmentSetting(scene));
  if (sentence !== undefined && sentence !== endSentence(capitalize(piece))) return undefined;
  return piece;
}

/** The notes' ideas, with each piece the reader would have to guess at kept as written. */
function trustedNotes(scene: Scene): Idea[] {
  return piecesOf(scene).flatMap((piece) => noteIdeas(scene, piece));
}

/** One piece of the notes as ideas, or as written where a reading would be a guess. */
function noteIdeas(scene: Scene, piece: string): Idea[] {
  // Read once per scene: the list, its guesses and the sentences all ask.
  let read = NOTE_IDEAS.get(scene);
  if (read === undefined) {
    read = new Map();
    NOTE_IDEAS.set(scene, read);
  }
  let ideas = read.get(piece);
  if (ideas === undefined) {
    ideas = readNote(scene, piece);
    read.set(piece, ideas);
  }
  return ideas;
}

const NOTE_IDEAS = new WeakMap<Scene, Map<string, Idea[]>>();

function readNote(scene: Scene, piece: string): Idea[] {
  const setting = fragmentSetting(scene);
  {
    const sentence = fragmentSentence(piece, setting);
    if (sentence !== undefined) return [{ kind: 'statement', text: sentence, about: AS_WRITTEN }];
    // "Wen handles the vendor contracts": a name the context gives ("introduce Wen from
    // legal") that is also a word must not be read as one ("The wen handles …").
    const name = /^\p{Lu}\p{Ll}+/u.exec(piece)?.[0];
    if (name !== undefined && namedIn(name, scene.input.context) && isClause(piece))
      return [{ kind: 'statement', text: endSentence(unstopped(piece)), about: AS_WRITTEN }];
    const ideas = scene.understander.read(piece, 'notes');
    if (ideas.length === 0) return [];
    if (faithful(ideas, piece)) return ideas;
    const text = endSentence(capitalize(unstopped(piece)));
    return [{ kind: 'statement', text, about: AS_WRITTEN }];
  }
}

const EVENT_PURPOSES = new Set([
  'invitation',
  'meeting_request',
  'announcement',
  'reminder',
  'welcome',
]);
const RELAXED_TONES = new Set(['casual', 'friendly', 'enthusiastic']);

/** How this email writes a note typed as a fragment. */
function fragmentSetting(scene: Scene): FragmentSetting {
  const { input } = scene;
  return {
    // An applicant writes for themselves, whatever "our allergen matrix" at their work says.
    we:
      input.purpose !== 'job_application' &&
      /\b(?:we|our|us|we['’](?:re|ve|ll))\b/i.test(
        `${input.context} ${input.additionalNotes ?? ''}`,
      ),
    event: EVENT_PURPOSES.has(input.purpose),
    relaxed: RELAXED_TONES.has(input.tone),
    owed: input.purpose === 'payment_reminder',
    reader: scene.readerFound === 'person',
    welcome: input.purpose === 'welcome',
    meeting: input.purpose === 'meeting_request',
    writer: input.purpose === 'job_application' || /\bintroduc\w* myself\b/i.test(input.context),
    changing:
      /\b(?:(?:are|is) changing|will change|(?:are|is) going to change|new (?:opening )?hours)\b/i.test(
        input.context,
      ),
    own: (text) => scene.voice.own(text),
  };
}

/**
 * The scene's notes in pieces, cut once per scene: the list, the lone fragment and the
 * note sentences all read them, and cutting reads clauses with compromise.
 */
function piecesOf(scene: Scene): readonly string[] {
  const notes = scene.input.additionalNotes;
  if (notes === undefined) return [];
  let pieces = PIECES.get(scene);
  if (pieces === undefined) {
    pieces = notePieces(notes);
    PIECES.set(scene, pieces);
  }
  return pieces;
}

const PIECES = new WeakMap<Scene, readonly string[]>();

/** The notes cut at sentence ends, semicolons and lines, as the caller separated them. */
function notePieces(notes: string): string[] {
  return (
    notes
      .split(/\n+/)
      .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
      .flatMap((l) => splitSentences(l))
      .flatMap((s) => s.split(/;\s*/))
      // "meeting was yesterday, they seemed interested": two clauses a comma cannot join.
      .flatMap((s) => {
        const [head, ...tail] = s.split(/,\s+/);
        const rest = tail.join(', ');
        return tail.length > 0 &&
          isClause(head!) &&
          isClause(rest) &&
          // "…if that's easier, as long as it's all in by May", "… two longer ones, not to
          // cut jobs": one sentence.
          !JOINED.test(rest) &&
          // "…on the floor, especially in how absence conversations are handled": one point.
          !NARROWING.test(rest) &&
          // "I'd work Monday to Thursday, 8am to 6pm, which …", "…, plus redundancy pay": more
          // of the same clause.
          !GOES_ON.test(rest) &&
          // "we'd like to know about breakfast, the new booking website, and whether …":
          // the list goes on.
          !listGoesOn(rest) &&
          // "we're the 4th Brantingham Scouts, 64 young people aged 6 to 14": one sentence.
          !(IDENTITY.test(head!) && APPOSED.test(rest)) &&
          // "if money is tight, have a quiet word with Norman": the condition and its clause.
          !JOINED.test(head!) &&
          // "were Thursday 3, Saturday 5 and Monday 7 December": a list of days.
          !(DAY_AT_END.test(head!) && DAY_AT_START.test(rest)) &&
          // "we want a full explanation, a partial refund and written confirmation that …":
          // the things wanted, one list.
          !/^(?:a|an|the|some|any|full|partial|written)\s+[^,]*?\band\b/i.test(rest) &&
          // "all 36 lights, the cabling and the speakers are in": a list before its verb.
          !/^(?:(?:the|a|an|our|your|their|all)\s+)?[\p{L}\d' -]+? (?:and|&) [\p{L}\d' -]+? (?:are|were|have|had)\b/iu.test(
            rest,
          )
          ? [head!, rest]
          : [s];
      })
      .map((s) => s.trim())
      .filter((s) => s.replace(/[.!?,;:\s]/g, '') !== '')
  );
}

/** Words that open a clause which leans on the clause before or after it. */
const JOINED =
  /^(?:and|but|so|or|nor|not|which|who|whom|whose|(?:some|many|most|all|none|one|both|each) of (?:whom|which)|as long as|if|whether|unless|provided|when|whenever|once|until|because|as|since|though|although|while|from what|as far as|according to|given that|now that|in case)\b/i;

const GLUE = new Set([
  'the',
  'our',
  'a',
  'an',
  'and',
  'i',
  'am',
  'you',
  'your',
  'are',
  'were',
  'can',
  'have',
]);

const ARTICLES = new Set(['the', 'our']);

/** "starts", "needs": a verb's third-person form, which no article goes before. */
function thirdPerson(word: string): boolean {
  return /[^s]s$/.test(word) && canBeVerb(word.slice(0, -1));
}

/** Verbs of the writer's own instructions in the notes ("mention the 10% discount"). */
const WRITER_VERBS = new Set([
  'mention',
  'note',
  'highlight',
  'stress',
  'add',
  'include',
  'emphasize',
]);

/** Marks a note kept in the caller's words: it is said on its own, never joined to another. */
const AS_WRITTEN = '\uE001as-written';

/**
 * Whether an idea says the piece in the caller's words: the same words in the same order,
 * with at most an article, "and", or the reader as "you" added. Added verbs ("Saturday is
 * June 14") or frames ("One more point to note: …") are guesses.
 */
function faithful(ideas: readonly Idea[], piece: string): boolean {
  const texts: string[] = [];
  for (const idea of ideas) {
    if (idea.kind === 'act' && WRITER_VERBS.has(idea.act.verb)) return true;
    if (idea.kind === 'topic' || idea.kind === 'act' || idea.kind === 'state') return false;
    if (idea.kind === 'statement' && idea.implied === true) return false;
    texts.push(idea.kind === 'please' ? idea.vp : idea.text);
  }
  const text = texts.join(' ');
  if (text.includes(':') && !piece.includes(':')) return false;
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}$%'’-]+/gu) ?? [];
  const wrote = words(piece);
  const verbs = new Set(
    termsOf(piece)
      .filter((t) => t.tags.has('Verb'))
      .map((t) => t.normal),
  );
  let at = 0;
  for (const w of words(text)) {
    const was = wrote[at] ?? '';
    // "starts Monday" → "You start Monday": the verb agrees with "you".
    if (was === w || SAME_READER.has(`${was}>${w}`) || was === `${w}s`) at++;
    // "the starts Monday": an article before the caller's verb is a misreading.
    else if (
      !GLUE.has(w) ||
      (ARTICLES.has(w) && (verbs.has(wrote[at] ?? '') || (at === 0 && thirdPerson(wrote[0] ?? ''))))
    )
      return false;
  }
  return at === wrote.length;
}

/** The reader's words in the second person: "they were" → "you were". */
const SAME_READER = new Set(['they>you', 'their>your', 'them>you', 'was>were', 'is>are']);
