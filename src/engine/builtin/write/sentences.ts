/**
 * The sentences of an email written from its scene: the greeting, the opening that says
 * why you write, the notes, and the sign-off, each idea in the verb form and the tone's
 * words it needs.
 */
import { fill } from '../phrasing.js';
import { greetingFor } from './salutation.js';
import { capitalize, endSentence, escapeRegExp } from '../text.js';
import { isPluralNoun } from '../nlp.js';
import { gerundOf, topicForms, vpOf, type Act, type Idea } from '../read/index.js';
import { saysOwed, type Scene } from '../plan/scene.js';

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

/**
 * The tone's sign-off, other than one the last line already says, word for word ("Wishing
 * you all the best.", "Take good care." before "Take care,").
 */
export function signOff(scene: Scene, last = ''): string {
  const said = new Set(last.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  const fresh = scene.tone.sign_offs.filter(
    (s) =>
      !(s.toLowerCase().match(/[\p{L}']+/gu) ?? []).every((w) => said.has(w)) &&
      // An application to a museum's director does not end "Cheers,".
      !(scene.input.purpose === 'job_application' && /^cheers\b/i.test(s)),
  );
  return (
    scene.voice.pick('sign_off', fresh.length > 0 ? fresh : scene.tone.sign_offs) ?? 'Best regards,'
  );
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
  // "…, and explain what happens now": the caller's note to the writer, not the apology; "…,
  // and tell her that if a penalty comes of it I'll pay it myself": what to tell, said.
  const sorryParts =
    first?.kind === 'act' && first.act.verb === 'apologize' && first.act.particle === ''
      ? /^that\s+(.+?)(?:,?\s+and\s+(?:tell\s+you\s+(?:that\s+)?(.+?)|(?:explain|tell|say|let|offer|ask|set out)\b.*))?[.!]?$/i.exec(
          first.act.rest,
        )
      : null;
  const sorryThat = sorryParts?.[1];
  const toldToo = sorryParts?.[2];
  const sorry =
    sorryThat === undefined
      ? undefined
      : voice.pick('sorry', scene.tone.sorry, { clause: sorryThat });
  // "On behalf of the parents at …, I want to ask …" (labels.ts said it first): whom the
  // writer speaks for, before what they ask.
  const behalf =
    first?.kind === 'statement' ? /^I['’]m writing on behalf of (.+)\.$/.exec(first.text) : null;
  const asked = rest[0];
  if (behalf !== null && asked?.kind === 'act') {
    const lead = leadAct(scene, asked.act);
    const said = /^I\b/.test(lead) ? lead : lead.charAt(0).toLowerCase() + lead.slice(1);
    out.push(`On behalf of ${behalf[1]}, ${said}`);
    rest.shift();
  } else if (sorry !== undefined) {
    out.push(sorry);
    if (toldToo !== undefined) out.push(endSentence(capitalize(toldToo)));
  } else if (first?.kind === 'act') out.push(leadAct(scene, first.act));
  else if (first?.kind === 'topic' && scene.topic !== undefined)
    out.push(leadInto(scene, frameOf(scene, first.np)));
  else if (first?.kind === 'statement' && first.sorry !== undefined)
    out.push(voice.pick('sorry', scene.tone.sorry, { clause: first.sorry }) ?? first.text);
  // "I missed your farewell lunch yesterday", in an apology, is what the writer is sorry for.
  else if (first?.kind === 'statement' && /^I\b/.test(first.text)) {
    const sorryFor =
      scene.input.purpose === 'apology'
        ? voice.pick('sorry', scene.tone.sorry, { clause: first.text.replace(/[.!]$/, '') })
        : undefined;
    out.push(sorryFor ?? first.text);
    // "I run a small HR consultancy … I'd like to ask you for honest feedback": what the
    // writer asks after who they are is why they write, not an "also".
    const next = rest[0];
    if (sorryFor === undefined && next?.kind === 'act' && next.needed === undefined) {
      out.push(leadAct(scene, next.act));
      rest.shift();
    }
  } else {
    // "Can we move tomorrow's check-in to 4pm?" says why the caller writes by itself: a
    // purpose's lead before it ("a quick note to find a time to meet") would say it wrong.
    const question = first?.kind === 'statement' && /\?$/.test(first.text);
    // "… and I want to welcome her to the crew": the statement says why itself.
    const saysWhy = first?.kind === 'statement' && SAYS_WHY.test(scene.input.context);
    if (bareLead && !question && !saysWhy) out.push(leadWithPurpose());
    if (first !== undefined) out.push(...sentencesOf(scene, [first]));
    // "Our school has just finished a sensory garden … We'd like to invite Ms Clutterbuck to
    // open it": the act after the background is why the caller writes, not an "also".
    const why = rest[0];
    if (
      saysWhy &&
      why?.kind === 'act' &&
      why.needed === undefined &&
      SAYS_WHY_VERB.test(why.act.verb)
    ) {
      out.push(leadAct(scene, why.act));
      rest.shift();
    }
  }
  // "… on Monday. Please join me in welcoming him.": the caller's own "please", as written.
  out.push(
    ...mergePlease(sentencesOf(scene, rest)).map((text) =>
      text.startsWith('\uE000') ? endSentence(`Please ${text.slice(1)}`) : text,
    ),
  );
  return out;
}

/** The writer's act in the tone's words: "I am writing to follow up on …", "I am following up on …". */
function leadAct(scene: Scene, act: Act): string {
  const { voice, tone } = scene;
  // "Write to the managing director about the 7.05am bus": "I am writing to you about …",
  // not "I am writing to write to you".
  const writing = /^(?:write|email|message)$/.test(act.verb)
    ? /^(?:to\s+)?you\s+((?:about|regarding|concerning)\s.+)$/.exec(act.rest)?.[1]
    : undefined;
  if (writing !== undefined) return endSentence(`I am writing to you ${writing}`);
  // "grab lunch with Ollie to talk about …" is a plan the reader is asked into: "see if you
  // would like to grab lunch to talk about …", not "a quick note to grab lunch with you".
  const vp =
    SHARED_PLANS.has(act.verb) && PLAN_PURPOSES.has(scene.input.purpose)
      ? // "meet the branch librarian to talk about …": "see if you would like to meet to talk …".
        `see if you would like to ${vpOf(act)
          .replace(/\s+with you\b/, '')
          .replace(/^meet you\b/, 'meet')}`
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

/** A statement that says why the caller writes: "…, so I want to introduce myself to you". */
const WHY_VERBS =
  'welcome|introduce|invite|thank|update|remind|propose|apologi[sz]e|congratulate|ask';
const SAYS_WHY = new RegExp(
  String.raw`\b(?:I|[Ww]e|[\p{Lu}][\p{L}'\u2019-]*(?:\s+[\p{Lu}][\p{L}'\u2019-]*)*\s+group)(?:\s+(?:want|wants|wanted|would like|need)|['\u2019]d\s+like)\s+to\s+(?:${WHY_VERBS})\b`,
  'u',
);
const SAYS_WHY_VERB = new RegExp(`^(?:${WHY_VERBS})$`);

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

/** A tone's "also" frame without its "also": "I would also love to {vp}!" → "I would love to {vp}!". */
function notAlso(frame: string): string {
  return frame
    .replace(/^(?:Oh, and |In addition, |Additionally, |On top of that, |Also, |And )/, '')
    .replace(/\b(?:also|further)\s+/, '')
    .replace(/\s+as well(?=[.!])/, '');
}

const THANKS_AGAIN =
  /^thank you(?: (?:properly|personally|again|as well|too))?,? and (?:to )?(?=(?:tell|let|say|give|ask|invite)\b)/i;

/** Whether the caller wished to do it: "would love to come back", "I'd like to move it". */
function wishedTo(scene: Scene, verb: string, wish: 'love' | 'like'): boolean {
  const text = `${scene.input.context} ${scene.input.additionalNotes ?? ''}`;
  return new RegExp(`\\b${wish} to ${escapeRegExp(verb)}\\b`, 'i').test(text);
}

export function sentencesOf(scene: Scene, ideas: readonly Idea[]): string[] {
  const { voice, tone } = scene;
  const wording = scene.deps.data.purposes.notes;
  return ideas.flatMap((idea): string[] => {
    switch (idea.kind) {
      case 'act': {
        // "thank her properly, and to tell her I've put her name forward", after the thanks:
        // the thanks are said, what comes with them is the news.
        const vp = vpOf(idea.act).replace(THANKS_AGAIN, '');
        // "tell you I've put your name forward": the news itself, not a wish to tell it.
        const told = /^(?:tell you|let you know)(?: that)? ((?:I|we)(?:['’]\w+)?\s.+)$/.exec(
          vp,
        )?.[1];
        // "tell him well let him know by Friday": "We'll let you know by Friday.", the news.
        // "…, and ask whether you'd present the demo with me": what is asked after it, asked.
        const then =
          /,?\s+and\s+ask\s+(?:you\s+)?(?:whether|if)\s+you(?:['’]d|\s+would)\s+(.+?)[.!?]?$/.exec(
            told ?? '',
          );
        if (told !== undefined && then !== null)
          return [endSentence(capitalize(told.slice(0, then.index))), `Would you ${then[1]!}?`];
        if (told !== undefined) return [endSentence(capitalize(told))];
        // "Attach the three kitchen layouts we talked about, and remind her that …": done, said
        // so; what to remind of, a sentence of its own.
        if (/^(?:attach|enclose)$/.test(idea.act.verb)) {
          const [what = '', reminded] = idea.act.rest.split(
            /,?\s+and\s+remind\s+you\s+(?:that\s+)?/,
          );
          return [
            endSentence(`I've ${idea.act.verb === 'attach' ? 'attached' : 'enclosed'} ${what}`),
            ...(reminded === undefined ? [] : [endSentence(`Just a reminder that ${reminded}`)]),
          ];
        }
        // "pls mention the AGM is Sunday 24 January": the caller's note to say it; said.
        const mentioned =
          /^(?:mention|note|add|point out)$/.test(idea.act.verb) && idea.needed === undefined
            ? /^(?:that\s+)?((?:the|our|your|a|an)\s.+?\s(?:is|are|was|were|will be|has|have)\s.+)$/i.exec(
                idea.act.rest,
              )?.[1]
            : undefined;
        if (mentioned !== undefined) return [endSentence(capitalize(mentioned))];
        // "need to tell the rota manager by weds": still to be done, not only wished.
        if (idea.needed !== undefined)
          return [endSentence(`${capitalize(idea.needed)} need to ${vp}`)];
        // "would love to come back for an Easter one": the caller's wish keeps its word.
        if (wishedTo(scene, idea.act.verb, 'love')) {
          const loving = tone.also.filter((frame) => /\blove\b/.test(frame));
          return [voice.pick('also', loving, { vp }) ?? endSentence(`I would also love to ${vp}`)];
        }
        // "I run Swallowtail Bakehouse … I'd like to move it to Wednesdays": the first thing the
        // caller wants done, after the background, is no "also".
        const firstAct = scene.understanding.context.find((i) => i.kind === 'act') === idea;
        if (firstAct) {
          // "I'd like to move it to Wednesdays": the caller's own wish keeps its words.
          const first = wishedTo(scene, idea.act.verb, 'like')
            ? []
            : tone.also.map((frame) => capitalize(notAlso(frame)));
          return [voice.pick('also', first, { vp }) ?? endSentence(`I would like to ${vp}`)];
        }
        return [voice.pick('also', tone.also, { vp }) ?? endSentence(capitalize(vp))];
      }
      case 'please':
        // "bring boots it's always boggy": why, after a comma.
        return [
          `\uE000${idea.vp.replace(/(?<=\p{Ll})\s+(?=(?:it['\u2019]s|there['\u2019]s|they['\u2019]re)\s)/u, ', ')}`,
        ];
      case 'statement':
        // "she was really upset" in an apology to her: "I know you were really upset."
        return [
          scene.input.purpose === 'apology'
            ? idea.text.replace(
                /^You were ((?:really |very |so |quite )?(?:upset|annoyed|disappointed|angry|frustrated|cross))\b/,
                'I know you were $1',
              )
            : idea.text,
        ];
      case 'state': {
        const template = scene.recipient.data.external ? wording.state_reader : wording.state_other;
        return [fill(template, { state: idea.text }) ?? idea.text];
      }
      // "handover still on for the 18th", "12 slides, mostly on the new GCSEs": a phrase the
      // caller typed is said as typed; "I would also like to mention …", "Also on my mind: …"
      // around it are the words a reader cuts.
      case 'topic': {
        // "tea break halfway": a thing there will be, and when ("There's a tea break halfway.").
        const when = /^the (\S+(?: \S+)?) (halfway(?: through)?|afterwards|after(?:wards)?)$/i.exec(
          idea.np,
        );
        if (when !== null && !isPluralNoun(when[1]!.split(' ').at(-1)!))
          return [endSentence(`There's a ${when[1]!} ${when[2]!}`)];
        return [endSentence(capitalize(idea.np))];
      }
    }
  });
}

/** "Please leave laptops behind. Please use the stairs." → "Please leave laptops behind and use the stairs." */
export function mergePlease(sentences: readonly string[]): string[] {
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
