/**
 * Writes an email from scratch: greeting, the context and notes as prose, supporting
 * sentences from the purpose and tone, the purpose's ask, a closing and a sign-off.
 * Supporting sentences are added by priority until the length band's target is reached,
 * so a short email keeps the essentials and a long one adds detail, never filler.
 */
import type { GenerateInput, Length, WrittenEmail } from '../engine.js';
import {
  greetingLine,
  introSentences,
  noteSentences,
  sceneOf,
  signOff,
  subjectFor,
  type Scene,
  type WriterDeps,
} from './scene.js';
import { fill } from './phrasing.js';
import { countWords, oneLine, splitSentences, tidy } from './text.js';

interface Band {
  min: number;
  target: number;
  max: number;
}

/** Words of content per length: the API documents short ≈ 40–90, medium ≈ 90–170, long ≈ 170–300. */
export const LENGTH_BANDS: Readonly<Record<Length, Band>> = {
  short: { min: 40, target: 60, max: 90 },
  medium: { min: 90, target: 125, max: 170 },
  long: { min: 170, target: 230, max: 300 },
};

type Place = 'intro' | 'details' | 'support';

/** Optional sentences that belong together ("I can send a summary. This way, …"). */
interface Unit {
  place: Place;
  sentences: string[];
}

const PARAGRAPH_SENTENCES = 3;

export function composeEmail(input: GenerateInput, deps: WriterDeps): WrittenEmail {
  const band = LENGTH_BANDS[input.length ?? 'medium'];
  const full = essentials(sceneOf(input, deps));
  // The essentials of a short email can outgrow its band: the shortest wording, then no
  // closing line, keeps it in (the caller's own text is never cut).
  const brief = full.words <= band.max ? full : essentials(sceneOf(input, deps, true));
  const { scene, intro, restated, notes, ask, greeting, ending } = brief;
  const closing = brief.words <= band.max ? brief.closing : '';
  const fixedWords = brief.words - countWords(brief.closing) + countWords(closing);
  const units = selectUnits(optionalUnits(scene), fixedWords, band);
  const from = (place: Place) => units.filter((u) => u.place === place).flatMap((u) => u.sentences);

  const opening = [...from('intro'), ...intro, ...restated];
  const notesApart = opening.length + notes.length > 4;
  const paragraphs = [
    greeting,
    ...chunk([...opening, ...(notesApart ? [] : notes)]),
    ...(notesApart ? chunk(notes) : []),
    ...chunk(from('details')),
    ...chunk(from('support')),
    ask,
    closing,
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
  ask: string;
  closing: string;
  ending: string;
  words: number;
}

/** What every email has, whatever its length. */
function essentials(scene: Scene): Essentials {
  const intro = introSentences(scene);
  const notes = noteSentences(scene);
  const parts = {
    scene,
    greeting: greetingLine(scene),
    intro,
    restated: recap(scene, [...intro, ...notes]),
    notes,
    ask: askSentence(scene),
    closing: scene.voice.pick('closing', scene.tone.closings) ?? '',
    ending: `${signOff(scene)}\n${scene.senderName}`,
  };
  const { greeting, restated, ask, closing, ending } = parts;
  return {
    ...parts,
    words: countWords([greeting, ...intro, ...restated, ...notes, ask, closing, ending].join(' ')),
  };
}

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

function askSentence(scene: Scene): string {
  const { voice, purpose, tone } = scene;
  const request = voice.pickShared('purpose_ask', purpose.asks) ?? 'let me know your thoughts';
  return voice.pick('ask', tone.asks, { ask: request }) ?? `Could you ${request}?`;
}

/** Optional sentences, most useful first. A slot with no wording in the data yields nothing. */
function optionalUnits(scene: Scene): Unit[] {
  const { voice, tone, purpose, recipient } = scene;
  const line = () => voice.pick('line', tone.lines);
  const detail = () => voice.pickShared('detail', purpose.details);
  const offer = () =>
    voice.pick('offer', tone.offers, { offer: voice.pickShared('purpose_offer', purpose.offers) });
  const value = () =>
    voice.pick('value', tone.values, { value: voice.pickShared('purpose_value', purpose.values) });
  const relationship = () => voice.pickShared('recipient_line', recipient.data.lines);
  const openers =
    tone.formality === 'low' ? [...tone.openers, ...recipient.data.openers] : tone.openers;
  const candidates: [Place, (string | undefined)[]][] = [
    ['intro', [voice.pick('opener', openers)]],
    ['support', [line()]],
    ['support', [offer(), value()]],
    ['support', [line()]],
    ['support', [line()]],
    ['details', [detail()]],
    ['details', [relationship()]],
    ['support', [offer(), value()]],
    ['details', [detail()]],
    ['details', [detail()]],
    ['support', [line()]],
    ['details', [detail()]],
    ['support', [line()]],
  ];
  const seen = new Set<string>();
  return candidates.flatMap(([place, parts]) => {
    const sentences = parts.filter((s): s is string => s !== undefined && !seen.has(s));
    sentences.forEach((s) => seen.add(s));
    return sentences.length > 0 ? [{ place, sentences }] : [];
  });
}

/** Adds units in priority order until the band's target, never past its maximum. */
function selectUnits(units: readonly Unit[], fixedWords: number, band: Band): Unit[] {
  const chosen: Unit[] = [];
  let words = fixedWords;
  for (const unit of units) {
    if (words >= band.target) break;
    const size = countWords(unit.sentences.join(' '));
    if (words + size > band.max) continue;
    chosen.push(unit);
    words += size;
  }
  return chosen;
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
