/**
 * The sentences of an email written from its scene: the greeting, the opening that says
 * why you write, the notes, and the sign-off, each idea in the verb form and the tone's
 * words it needs.
 */
import { fill } from '../phrasing.js';
import { greetingFor } from './salutation.js';
import { capitalize, endSentence, splitSentences } from '../text.js';
import { gerundOf, topicForms, vpOf, type Act, type Idea } from '../read/index.js';
import { canBeVerb, termsOf } from '../nlp.js';
import { saysOwed, type Scene } from '../plan/scene.js';
import { namedIn } from '../read/people.js';
import { fragmentSentence, isClause, type FragmentSetting } from '../read/fragments.js';

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

export function signOff(scene: Scene): string {
  return scene.voice.pick('sign_off', scene.tone.sign_offs) ?? 'Best regards,';
}

/**
 * The opening sentences: the context, led into in the tone's words. Without `bareLead`, a
 * context that is already full sentences gets no lead of its own (a template has one).
 */
export function introSentences(scene: Scene, bareLead = true): string[] {
  const { voice, purpose } = scene;
  // A payment not yet due is no "outstanding payment".
  const frames =
    scene.input.purpose === 'payment_reminder' && !saysOwed(scene.input)
      ? purpose.bare_frame.filter((f) => !/\b(?:outstanding|open)\b/.test(f))
      : purpose.bare_frame;
  const leadWithPurpose = () =>
    leadInto(scene, voice.pickShared('bare_frame', frames, { label: scene.label }) ?? scene.label);
  const [first, ...rest] = scene.understanding.context;
  const out: string[] = [];
  // "apologize that your suit will be late": sorry, in the tone's words, that it will be.
  const sorryThat =
    first?.kind === 'act' && first.act.verb === 'apologize' && first.act.particle === ''
      ? /^that\s+(.+?)[.!]?$/i.exec(first.act.rest)?.[1]
      : undefined;
  const sorry =
    sorryThat === undefined
      ? undefined
      : voice.pick('sorry', scene.tone.sorry, { clause: sorryThat });
  if (sorry !== undefined) out.push(sorry);
  else if (first?.kind === 'act') out.push(leadAct(scene, first.act));
  else if (first?.kind === 'topic' && scene.topic !== undefined)
    out.push(leadInto(scene, frameOf(scene, first.np)));
  else if (first?.kind === 'statement' && first.sorry !== undefined)
    out.push(voice.pick('sorry', scene.tone.sorry, { clause: first.sorry }) ?? first.text);
  // "I missed your farewell lunch yesterday", in an apology, is what the writer is sorry for.
  else if (first?.kind === 'statement' && /^I\b/.test(first.text))
    out.push(
      (scene.input.purpose === 'apology'
        ? voice.pick('sorry', scene.tone.sorry, { clause: first.text.replace(/[.!]$/, '') })
        : undefined) ?? first.text,
    );
  else {
    // "Can we move tomorrow's check-in to 4pm?" says why the caller writes by itself: a
    // purpose's lead before it ("a quick note to find a time to meet") would say it wrong.
    const question = first?.kind === 'statement' && /\?$/.test(first.text);
    if (bareLead && !question) out.push(leadWithPurpose());
    if (first !== undefined) out.push(...sentencesOf(scene, [first]));
  }
  // "… on Monday. Please join me in welcoming him.": the caller's own "please", as written.
  out.push(
    ...sentencesOf(scene, rest).map((text) =>
      text.startsWith('\uE000') ? endSentence(`Please ${text.slice(1)}`) : text,
    ),
  );
  return out;
}

/** The writer's act in the tone's words: "I am writing to follow up on …", "I am following up on …". */
function leadAct(scene: Scene, act: Act): string {
  const { voice, tone } = scene;
  // "grab lunch with Ollie to talk about …" is a plan the reader is asked into: "see if you
  // would like to grab lunch to talk about …", not "a quick note to grab lunch with you".
  const vp =
    SHARED_PLANS.has(act.verb) && PLAN_PURPOSES.has(scene.input.purpose)
      ? `see if you would like to ${vpOf(act).replace(/\s+with you\b/, '')}`
      : vpOf(act);
  // "Follow-up after our call": the caller's word stays ("follow up"), not "following up".
  const hyphenated =
    act.particle !== '' &&
    scene.input.context.toLowerCase().includes(`${act.verb}-${act.particle}`);
  const progressive =
    scene.deps.data.composer.progressive_verbs.includes(act.verb) && !hyphenated
      ? tone.progressive_leads
      : [];
  const templates = [...leadsFor(scene, vp), ...progressive.filter((l) => !repeatsVerb(l, vp))];
  return (
    voice.pick('lead', templates, { vp, vp_ing: gerundOf(act) }) ?? endSentence(capitalize(vp))
  );
}

function leadInto(scene: Scene, vp: string): string {
  return scene.voice.pick('lead', leadsFor(scene, vp), { vp }) ?? endSentence(capitalize(vp));
}

const SHARED_PLANS = new Set(['grab', 'have', 'get', 'catch', 'meet', 'go', 'hop', 'jump', 'sit']);
const PLAN_PURPOSES = new Set(['meeting_request', 'invitation']);

/**
 * The tone's leads, except those that repeat the phrase's verb ("apologize … and I
 * apologize"), and for an application those that call it "just a quick note" or "reaching
 * out".
 */
function leadsFor(scene: Scene, vp: string): readonly string[] {
  const application = scene.input.purpose === 'job_application';
  const distinct = scene.tone.leads.filter(
    (l) => !repeatsVerb(l, vp) && !(application && CASUAL_LEAD.test(l)),
  );
  return distinct.length > 0 ? distinct : PLAIN_LEADS;
}

const BRIEF = /\b(?:quick|short|brief)\b/i;
const CASUAL_LEAD = /\b(?:quick|short|brief|reach(?:ing)? out|wanted to)\b/i;

/** The lead when each of the tone's own says the phrase's move again. */
const PLAIN_LEADS = ['I am writing to {vp}.'];

/** A lead that says the phrase's verb or one of its longer words again ("a quick note to send a quick reminder"). */
function repeatsVerb(template: string, vp: string): boolean {
  const { lead, words } = leadWords(template);
  const [verb = '', ...rest] = vp.toLowerCase().split(' ');
  // "apologize for snapping …, and I am sorry for the trouble" apologizes twice.
  if (/^apolog/.test(verb) && /\bsorry\b/.test(lead)) return true;
  if (lead.includes(verb.slice(0, 5))) return true;
  // "just a quick note to send you a short reminder" says it is short twice.
  if (BRIEF.test(lead) && BRIEF.test(vp)) return true;
  return rest.some((w) => words.has(w.replace(/[^a-z]/g, '')));
}

/** A lead template without its phrase, lowercase, and its longer words: once per template. */
function leadWords(template: string): { lead: string; words: ReadonlySet<string> } {
  let known = LEAD_WORDS.get(template);
  if (known === undefined) {
    const lead = template.replace(/\{vp(?:_ing)?\}/, '').toLowerCase();
    known = { lead, words: new Set(lead.match(/[a-z]{5,}/g) ?? []) };
    // The templates are the tones' own (and their contracted forms): bounded by the data.
    LEAD_WORDS.set(template, known);
  }
  return known;
}

const LEAD_WORDS = new Map<string, { lead: string; words: ReadonlySet<string> }>();

/**
 * The purpose's frame with the topic: "give you an update on the website redesign". The
 * rest of the caller's phrase after the topic stays with it ("…, status as of week 6").
 */
function frameOf(scene: Scene, phrase: string): string {
  const topic = scene.topic;
  const at = topic === undefined ? -1 : phrase.toLowerCase().indexOf(topic.np.toLowerCase());
  const tail = topic === undefined || at < 0 ? '' : phrase.slice(at + topic.np.length);
  const full =
    topic === undefined ? undefined : { ...topic, np: topic.np + tail, bare: topic.bare + tail };
  const slots = { ...topicForms(full), label: scene.label };
  return (
    fill(scene.voice.own(scene.purpose.frame), slots) ?? scene.purpose.bare_frame[0] ?? scene.label
  );
}

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
  const pieces = piecesOf(scene).map((p) => p.replace(/[.;,]+$/, ''));
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
  if (fragments * 2 < pieces.length) return undefined;
  // An apology lists only what cannot be said as sentences ("no need to return it" is
  // "There is no need …"): a list reads like a form there.
  const unsaid = pieces.filter((p) => !isClause(p) && !/^no\s/i.test(p)).length;
  if (!scene.purpose.notes_listed && unsaid === 0) return undefined;
  const lead = scene.purpose.list_lead ?? scene.deps.data.purposes.notes.list_lead;
  // "$275" alone in a payment reminder is what is due: "Amount due: $275".
  const owed = scene.input.purpose === 'payment_reminder';
  const item = (p: string) => (owed && AMOUNT_ALONE.test(p) ? `Amount due: ${p}` : capitalize(p));
  return [lead, ...pieces.map((p) => `- ${item(p)}`)].join('\n');
}

const AMOUNT_ALONE = /^[$€£]\d[\d,]*(?:\.\d\d)?$|^\d[\d,]*(?:\.\d\d)? (?:dollars|euros|pounds)$/i;

/**
 * A note that only gives the reason for the opening's ask ("so we can process the refund",
 * "because the auditors need it"): it ends the opening's sentence, as the caller meant it.
 */
export function reasonNote(scene: Scene): string | undefined {
  const pieces = piecesOf(scene);
  if (pieces.length !== 1) return undefined;
  const piece = pieces[0]!.replace(/[.;,]+$/, '').trim();
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
  const piece = pieces[0]!.replace(/[.;,]+$/, '');
  if (piece.split(/\s+/).length > 6 || isClause(piece) || /[:?!]/.test(piece)) return undefined;
  if (termsOf(piece).some((t) => t.tags.has('Verb'))) return undefined;
  const sentence = fragmentSentence(piece, fragmentSetting(scene));
  if (sentence !== undefined && sentence !== endSentence(capitalize(piece))) return undefined;
  return piece;
}

/** The notes' ideas, with each piece the reader would have to guess at kept as written. */
function trustedNotes(scene: Scene): Idea[] {
  const setting = fragmentSetting(scene);
  return piecesOf(scene).flatMap((piece): Idea[] => {
    const sentence = fragmentSentence(piece, setting);
    if (sentence !== undefined) return [{ kind: 'statement', text: sentence, about: AS_WRITTEN }];
    // "Wen handles the vendor contracts": a name the context gives ("introduce Wen from
    // legal") that is also a word must not be read as one ("The wen handles …").
    const name = /^\p{Lu}\p{Ll}+/u.exec(piece)?.[0];
    if (name !== undefined && namedIn(name, scene.input.context) && isClause(piece))
      return [
        { kind: 'statement', text: endSentence(piece.replace(/[.;,]+$/, '')), about: AS_WRITTEN },
      ];
    const ideas = scene.understander.read(piece, 'notes');
    if (ideas.length === 0) return [];
    if (faithful(ideas, piece)) return ideas;
    const text = endSentence(capitalize(piece.replace(/[.;,]+$/, '')));
    return [{ kind: 'statement', text, about: AS_WRITTEN }];
  });
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
    we: /\b(?:we|our|us|we['’](?:re|ve|ll))\b/i.test(
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
          !/^(?:and|but|so|or|which|who)\b/i.test(rest)
          ? [head!, rest]
          : [s];
      })
      .map((s) => s.trim())
      .filter((s) => s.replace(/[.!?,;:\s]/g, '') !== '')
  );
}

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

/** "Please leave laptops behind. Please use the stairs." → "Please leave laptops behind and use the stairs." */
function mergePlease(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const list =
      run.length === 1
        ? run[0]
        : `${run.slice(0, -1).join(', ')}${run.length > 2 ? ',' : ''} and ${run.at(-1)}`;
    out.push(`\uE000${list}`);
    run = [];
  };
  for (const text of sentences) {
    const please = /^\uE000(.+)$/.exec(text)?.[1];
    if (please !== undefined && !please.includes(',')) run.push(please);
    else {
      flush();
      out.push(text);
    }
  }
  flush();
  return out;
}

function sentencesOf(scene: Scene, ideas: readonly Idea[]): string[] {
  const { voice, tone } = scene;
  const wording = scene.deps.data.purposes.notes;
  return ideas.flatMap((idea): string[] => {
    switch (idea.kind) {
      case 'act': {
        const vp = vpOf(idea.act);
        return [voice.pick('also', tone.also, { vp }) ?? endSentence(capitalize(vp))];
      }
      case 'please':
        return [`\uE000${idea.vp}`];
      case 'statement':
        return [idea.text];
      case 'state': {
        const template = scene.recipient.data.external ? wording.state_reader : wording.state_other;
        return [fill(template, { state: idea.text }) ?? idea.text];
      }
      case 'topic': {
        // "at Luigi's" after "look at" would say the preposition twice.
        const prepositional = scene.deps.lang.isPreposition(idea.np.split(' ')[0] ?? '');
        const templates = prepositional
          ? tone.topics.filter((t) => /(?:^|[:,]\s)\{np\}/i.test(t))
          : tone.topics;
        return [
          voice.pick('topic', templates, { np: idea.np }) ?? endSentence(capitalize(idea.np)),
        ];
      }
    }
  });
}
