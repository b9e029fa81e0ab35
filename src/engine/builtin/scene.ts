/**
 * Everything one email is written from: the tone, purpose and recipient looked up in the
 * data, the caller's context and notes read into clauses, the facts they name, and the
 * voice that picks the wording. Built once per generate call and shared by the free
 * composer (compose.ts) and the template adapter (template.ts).
 */
import type { GenerateInput } from '../engine.js';
import { chooser, seedOf, type Chooser } from './choice.js';
import type { EngineData, Purpose, Tone } from './data.js';
import { findFacts } from './facts.js';
import type { Language } from './language.js';
import { fill, type Slots } from './phrasing.js';
import { Reader, type Clause } from './reader.js';
import { addresseeOf, resolveRecipient, type ResolvedRecipient } from './recipient.js';
import { greetingFor } from './salutation.js';
import { capitalize, endSentence, oneLine, splitSentences } from './text.js';
import { topicOf, topicSlots, withoutPurposeWord, type Topic } from './topic.js';
import { writeSubject } from './subject.js';
import { Voice } from './voice.js';

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
  topic?: Topic;
  context: Clause[];
  notes: Clause[];
  recipientName: string;
  senderName: string;
}

export const RECIPIENT_PLACEHOLDER = '[Recipient Name]';
const SENDER_PLACEHOLDER = '[Your Name]';
const FALLBACK_TONE = 'professional';

export function sceneOf(input: GenerateInput, deps: WriterDeps, brief = false): Scene {
  const { data, lang } = deps;
  // `variation` omitted is variation 0: the same request must give the same email.
  const seeded = { ...input, variation: input.variation ?? 0 };
  const choose = chooser(seedOf('generate', seeded));
  const tones = data.tones.tones;
  // Own keys only: a caller's word such as `constructor` must not reach Object.prototype.
  const tone =
    (Object.hasOwn(tones, input.tone) ? tones[input.tone] : undefined) ?? tones[FALLBACK_TONE];
  if (tone === undefined) throw new Error(`tones.yaml defines no "${FALLBACK_TONE}" tone`);
  const known = data.purposes.purposes;
  const purpose =
    (Object.hasOwn(known, input.purpose) ? known[input.purpose] : undefined) ??
    data.purposes.default;
  const label = input.purpose.replace(/_+/g, ' ').trim();
  const recipient = resolveRecipient(input.recipient, data.recipients);
  const reader = new Reader(lang, addresseeOf(recipient, input.recipientName));
  const context = reader.readContext(input.context);
  const notes = input.additionalNotes === undefined ? [] : reader.readNotes(input.additionalNotes);
  const topic = withoutPurposeWord(
    topicOf(
      context.find((c) => c.kind !== 'directive'),
      reader,
      lang,
    ),
    [purpose.frame, ...purpose.subjects].join(' '),
    lang,
  );
  const facts = findFacts(`${input.context} ${input.additionalNotes ?? ''}`);
  const slots: Slots = {
    label,
    deadline: facts.date ?? data.purposes.defaults.deadline,
    when: facts.date ?? purpose.when ?? data.purposes.defaults.when,
    ref: facts.ref ?? purpose.ref,
    amount: facts.amount,
    ...topicSlots(topic, lang),
  };
  // Purpose and recipient wording is shared by every tone: the same request in two tones
  // draws different variants of it (by the tone's place in tones.yaml), so two tones do
  // not repeat each other's sentences.
  const spread = {
    index: Math.max(0, Object.keys(tones).indexOf(input.tone)),
    choose: chooser(seedOf('generate', { ...seeded, tone: '' })),
  };
  const voice = new Voice(tone, choose, slots, data.rewrites.contractions, brief, spread);
  return {
    input,
    deps,
    tone,
    purpose,
    label,
    recipient,
    voice,
    choose,
    context,
    notes,
    ...(topic !== undefined && { topic }),
    recipientName: nameOr(input.recipientName, RECIPIENT_PLACEHOLDER),
    senderName: nameOr(input.senderName, SENDER_PLACEHOLDER),
  };
}

function nameOr(name: string | undefined, placeholder: string): string {
  const clean = oneLine(name ?? '');
  return clean === '' ? placeholder : clean;
}

export function greetingLine(scene: Scene, name = scene.recipientName): string {
  const { data } = scene.deps;
  return greetingFor(
    data.tones,
    scene.tone,
    scene.recipient.data.formality_shift,
    name,
    scene.choose,
  );
}

export function subjectFor(scene: Scene): string {
  return writeSubject({
    purpose: scene.purpose,
    label: scene.label,
    ...(scene.topic !== undefined && { topic: scene.topic }),
    tone: scene.tone,
    context: scene.input.context,
    choose: scene.choose,
    lang: scene.deps.lang,
  });
}

export function signOff(scene: Scene): string {
  return scene.voice.pick('sign_off', scene.tone.sign_offs) ?? 'Best regards,';
}

/**
 * The opening sentences: the context, led into in the tone's words. Without `bareLead`, a
 * context that is already full sentences gets no lead of its own (a template has one).
 */
export function introSentences(scene: Scene, bareLead = true): string[] {
  const { voice, tone, purpose, context } = scene;
  const lead = (vp: string) =>
    voice.pick('lead', leadsFor(tone, vp), { vp }) ?? endSentence(capitalize(vp));
  const leadWithPurpose = () =>
    lead(voice.pickShared('bare_frame', purpose.bare_frame, { label: scene.label }) ?? scene.label);
  const clauses = context.filter((c) => c.kind !== 'directive');
  const [first, ...rest] = clauses;
  const out: string[] = [];
  if (first?.kind === 'instruction') out.push(lead(first.vp));
  else if (first?.kind === 'topic' && scene.topic !== undefined) out.push(lead(frameOf(scene)));
  else if (first?.kind === 'statement' && /^I\b/.test(first.text)) out.push(first.text);
  else {
    if (bareLead) out.push(leadWithPurpose());
    if (first !== undefined) out.push(...sentencesOf(scene, first));
  }
  for (const clause of rest) out.push(...sentencesOf(scene, clause));
  return out;
}

/** The tone's leads, except those that repeat the phrase's verb ("apologize … and I apologize"). */
function leadsFor(tone: Tone, vp: string): readonly string[] {
  const verb = (vp.split(' ')[0] ?? '').toLowerCase();
  const distinct = tone.leads.filter((l) => !l.replace('{vp}', '').toLowerCase().includes(verb));
  return distinct.length > 0 ? distinct : tone.leads;
}

function frameOf(scene: Scene): string {
  const slots = { ...topicSlots(scene.topic, scene.deps.lang), label: scene.label };
  return (
    fill(scene.voice.own(scene.purpose.frame), slots) ?? scene.purpose.bare_frame[0] ?? scene.label
  );
}

/** The notes as sentences; short statements are joined, the first one led into in the tone's words. */
export function noteSentences(scene: Scene): string[] {
  const out: { text: string; statement: boolean }[] = [];
  for (const clause of scene.notes) {
    const last = out.at(-1);
    if (clause.kind === 'statement' && last?.statement && canJoin(last.text, clause.text)) {
      last.text = `${last.text.replace(/[.!?]$/, '')}, and ${lowerFirst(scene, clause.text)}`;
      continue;
    }
    for (const text of sentencesOf(scene, clause))
      out.push({ text, statement: clause.kind === 'statement' });
  }
  const first = out.find((s) => s.statement);
  const noteLead = first && scene.voice.pick('note_lead', scene.tone.note_leads);
  if (first && noteLead) first.text = `${noteLead} ${lowerFirst(scene, first.text)}`;
  return out.map((s) => s.text);
}

function canJoin(a: string, b: string): boolean {
  const words = (s: string) => s.split(/\s+/).length;
  return words(a) <= 9 && words(b) <= 9 && !a.includes(',') && splitSentences(a).length === 1;
}

function sentencesOf(scene: Scene, clause: Clause): string[] {
  const { voice, tone } = scene;
  const wording = scene.deps.data.purposes.notes;
  switch (clause.kind) {
    case 'instruction':
      return [
        voice.pick('also', tone.also, { vp: clause.vp }) ?? endSentence(capitalize(clause.vp)),
      ];
    case 'statement':
      return [clause.text];
    case 'fact':
      return [fill(wording.fact, { subject: clause.subject, value: clause.value }) ?? clause.value];
    case 'state': {
      const template = scene.recipient.data.external ? wording.state_reader : wording.state_other;
      return [fill(template, { state: clause.text }) ?? clause.text];
    }
    case 'topic': {
      // "at Luigi's" after "look at" would say the preposition twice.
      const prepositional = scene.deps.lang.isPreposition(clause.np.split(' ')[0] ?? '');
      const templates = prepositional
        ? tone.topics.filter((t) => /(?:^|[:,]\s)\{np\}/i.test(t))
        : tone.topics;
      return [
        voice.pick('topic', templates, { np: clause.np }) ?? endSentence(capitalize(clause.np)),
      ];
    }
    case 'directive':
      return [];
  }
}

/** A caller's sentence continuing another: "Our meeting…" → "our meeting…", "Sarah…" stays. */
function lowerFirst(scene: Scene, sentence: string): string {
  const [first = '', ...rest] = sentence.split(' ');
  return scene.deps.lang.canLowercase(first) ? [first.toLowerCase(), ...rest].join(' ') : sentence;
}
