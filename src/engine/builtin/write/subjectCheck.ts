/**
 * The last look at a subject line before it is sent: shapes no person writes ("Welcome to
 * who", "Status update: all staff - email", "… meant about 130", "… changes coming" cut
 * from "coming into force") are replaced by the purpose's words and the first whole noun
 * phrase of the context ("Invitation: a breakfast briefing on the employment law changes").
 */
import type { Scene } from '../plan/scene.js';
import { termsOf, type Term } from '../nlp.js';
import { capitalize } from '../text.js';

/** Whether a person would not write this subject. */
export function flawed(subject: string, context: string): boolean {
  return (
    // "Welcome to who", "Your thoughts on it", "Nice to meet you: myself to you …".
    /(?:^|\s)(?:on|of|about|to|for|with|at|in)\s+(?:who|it)[?!.]*$/i.test(subject) ||
    /:\s+myself\b|\bdiscuss you\b/i.test(subject) ||
    // "Could you pop?" of "pop in and feed the cats": a verb cut from what it does.
    /\b(?:pop|drop|come|swing|nip|pick)\?$/i.test(subject) ||
    // "Finding a time", cut from "Finding a time to meet": a label with no topic.
    /^(?:Finding a time|Meeting request|An invitation|Quick question)[?!.]*$/i.test(subject) ||
    // "Proposal: you have had me in for tidy-ups three times": the background, not the idea.
    /^Proposal:\s+(?:you|I|they)\s/i.test(subject) ||
    // "Efua Ansah, who led the evening shift": a relative clause left open.
    /,\s+(?:who|which|whose)\b[^,]*$/i.test(subject) ||
    // "… will end on Monday 1 February,", "… have to be": cut where the clause goes on.
    /,$|\b(?:be|been|being|to|have|has|had|is|are|was|were|will|would|can|could|should|must)$/i.test(
      subject,
    ) ||
    // "Following up: at Cragsmoor Veterinary Practice": where the reader is, not the topic.
    /:\s+(?:at|in|from)\s+\p{Lu}/u.test(subject) ||
    // "How: where things stand", "4: where things stand": a label that names nothing.
    /^(?:how|what|why|when|where|who|which|\d+)\s*:/i.test(subject) ||
    // "… still hasn't been dealt" of "dealt with": a verb cut from its particle.
    /\b(?:dealt|looked|taken care|got rid)$/i.test(subject) ||
    // "Update: you who've ordered …", "… attention: you, the managing agent", "Congratulations:
    // you", "Welcome to who
    // joins …": the reader or a relative pronoun where the topic should be.
    /\byou,?\s+who\b|:\s+you(?:[,!.]|$|\s+(?:at|of|in|on|for)\b)|\bto\s+who\b/i.test(subject) ||
    // "Apologies for I completely missed …": a clause's subject after a preposition.
    /\b(?:for|on|about|of)\s+(?:I|we|he|she|they)\s/.test(subject) ||
    // "Quick question: I'm a mobile knife sharpener, come": one word of the next clause.
    /,\s+\p{Ll}+[?!.]*$/u.test(subject) ||
    // "What do you think of a short review?": the feedback asked for is no topic of its own.
    /^What do you think of (?:a|an|the|some|your)?\s*(?:short\s+|quick\s+)?(?:review|feedback|survey|questionnaire|thoughts)\b/i.test(
      subject,
    ) ||
    // "Next steps: we met", "A quick update: I'm the chief executive": the writer's own
    // clause where the topic should be.
    /:\s+(?:we|I|you|they)\s+\p{Ll}+[?!.]*$/u.test(subject) ||
    /:\s+I['’]m\s+(?:the|a|an)\b/.test(subject) ||
    // "Request: we run a small bakery and need to ask you": cut where the ask begins.
    /\b(?:ask|tell|remind|invite|thank|update)\s+you[?!.]*$|\bto\s+(?:ask|tell|remind|invite|update)[?!.]*$/i.test(
      subject,
    ) ||
    // "Sorry about snapping at you in front": cut from "in front of the client".
    /\b(?:in front|on top|in charge|on behalf|instead|ahead)[?!.]*$/i.test(subject) ||
    // "Request: behalf of Upper Thornbeck Parish Council": a phrase cut from "on behalf of".
    /:\s+behalf\b/i.test(subject) ||
    // "Time-sensitive: next steps on again": an adverb where the topic should be.
    /\b(?:on|about|of|for|to|with)\s+(?:again|too|also|now|then|there|here)[?!.]*$/i.test(
      subject,
    ) ||
    // "Time to discuss a meeting?": the meeting asked for is no topic of its own.
    /\b(?:discuss|about|re)\s+(?:a|an|the|our|your)\s+(?:meeting|call|chat|one-to-one|1:1|catch-up)[?!.]*$/i.test(
      subject,
    ) ||
    // "Proposal: a proposal": a word said twice.
    repeatsWord(subject) ||
    // "Payment reminder: by Sun 10 January": a label on a date alone, no topic; "Welcome
    // aboard: as a new client of …": on a role alone.
    /:\s+(?:by|until|before|after|from|as)\s/i.test(subject) ||
    // "Apologies for you", "An idea for you: write": the reader or a bare verb as the topic.
    /^(?:\S+\s+){0,2}(?:for|to|about|with|on)\s+you[?!.]*$/i.test(subject) ||
    /:\s+(?:write|ask|send|tell|remind|invite|thank|pitch|propose|email|contact)$/i.test(subject) ||
    // "Apologies for and offer a replacement …": a preposition with no object.
    /\b(?:for|on|about|of|to|with)\s+(?:and|or|but)\s/i.test(subject) ||
    // "Next steps on at the pitch evening", "At Kelderby distribution centre": a preposition
    // where a noun phrase should be.
    /\b(?:on|of|about|for|to|with)\s+(?:on|at|in|of|to|for)\s(?!least\b|most\b|all\b|time\b|once\b)/i.test(
      subject,
    ) ||
    /^(?:At|In|On)\s+(?!(?:last|the\s+\w+\s+(?:of|on)))\p{Lu}?/u.test(subject) ||
    // "… meant about 130": a number whose noun was cut away.
    /(?:^|\s)(?:about|around|nearly|almost|over|some)\s+[\d,]+$/i.test(subject) ||
    // "Status update: all staff - email": two phrases spliced with a dash.
    /\s[-–]\s/.test(subject) ||
    // "Welcome to Forty-three new members": people are welcomed, not welcomed to.
    /^Welcome to (?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\b)/i.test(
      subject,
    ) ||
    // "Congratulations on our web design client": the achievement is theirs.
    /^Congratulations on our\b/i.test(subject) ||
    // "Following up: the last Tuesday I showed …": a clause, not a topic.
    /:\s+(?:the\s+)?(?:last|next|this)\s+\w+\s+(?:I|we|they|he|she)\b/i.test(subject) ||
    // "Issue: we booked Wickerburn Coaches to take …", "Proposal: my cleaning company has done
    // the offices …", "Request: we run a small bakery": the story's background, where the
    // label wants what went wrong, what is proposed or asked.
    /^Issue:\s+(?:I|we)\s+(?:ordered|booked|bought|hired|purchased|commissioned|paid for|signed up)\b/.test(
      subject,
    ) ||
    /^(?:Proposal|Request|A quick request|An idea for you):\s+(?:(?:I|we)(?:['’]ve|\s+have)|(?:my|our)\s+(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+\s+(?:has|have))\s+\p{Ll}*(?:ed|done|run|made|worked|been)\b|^(?:Proposal|Request|A quick request|An idea for you):\s+(?:I|we)\s+(?:run|own|manage)\b/u.test(
      subject,
    ) ||
    /^Following up:\s+you\s+(?:looked|came|visited|stopped|called|asked|enquired)\b/.test(
      subject,
    ) ||
    // "Request: home" of "working from home on Fridays": a word of where, no topic.
    /:\s+(?:home|here|there|abroad|away|late|early|together|back|out|off)[?!.]*$/i.test(subject) ||
    cutNumber(subject, context) ||
    cutParticiple(subject, context) ||
    predicateAfterLabel(subject)
  );
}

/**
 * "Meeting request: lost his mum in October": a verb in the past where the label's topic
 * should be, the predicate of a sentence whose subject was cut off.
 */
function predicateAfterLabel(subject: string): boolean {
  // "a signed copy of …" is a thing; "lost his mum", "finished the kitchen" are said of someone.
  const phrase =
    /:\s+(\p{Ll}+\s+(?:his|her|their|its|the|a|an|my|our|your|him|them|me|us)\s.*)$/u.exec(
      subject,
    )?.[1];
  return phrase !== undefined && termsOf(phrase)[0]?.tags.has('PastTense') === true;
}

/**
 * "… the employment law changes coming" of "coming into force": a participle whose phrase
 * goes on in the context. "… is working" and "… wedding" are whole.
 */
function cutParticiple(subject: string, context: string): boolean {
  const m = /(?:^|\s)(\S+)\s+(\p{Ll}+ing)[?!.]*$/u.exec(subject);
  if (m === null) return false;
  const [, before = '', last = ''] = m;
  // "… stopped working", "… kept leaking": the verb and its -ing are whole.
  if (/^(?:stopped|started|kept|keeps|finished|began|quit|stops|starts)$/i.test(before))
    return false;
  // "… is working" is whole; "head of fundraising", "for catering": a gerund after a
  // preposition or a determiner names a thing.
  if (
    /^(?:is|are|was|were|be|been|am|i['’]m|we['’]re|you['’]re|they['’]re|of|for|about|in|on|at|to|by|with|from|the|a|an|our|your|my|their|his|her)$/i.test(
      before,
    )
  )
    return false;
  const tags = termsOf(subject).at(-1)?.tags;
  if (tags === undefined) return false;
  // "… has a crack running" of "running from the sink": tagged a noun after "a crack", but
  // only a participle goes on with a place or a way ("meeting on Monday" is a thing).
  if (!tags.has('Gerund') || (tags.has('Noun') && !tags.has('Verb')))
    return new RegExp(
      String.raw`\b${before}\s+${last}\s+(?:from|into|down|across|along|through|under|behind|round|around)\b`,
      'i',
    ).test(context);
  return new RegExp(
    String.raw`\b${last}\s+(?:into|in|on|to|at|for|up|out|off|with|from)\b`,
    'i',
  ).test(context);
}

const LABELS: Readonly<Record<string, string>> = {
  follow_up: 'Following up on {np}',
  apology: 'Our apologies: {np}',
  introduction: 'Introduction: {np}',
  invitation: 'Invitation: {np}',
  congratulations: 'Congratulations on {np}',
  status_update: 'Update: {np}',
  announcement: 'News: {np}',
  request: 'Request: {np}',
  reminder: 'Reminder: {np}',
  complaint: 'Issue: {np}',
  feedback_request: 'Your feedback on {np}',
  proposal: 'Proposal: {np}',
  meeting_request: 'Meeting about {np}',
  thank_you: 'Thank you: {np}',
  payment_reminder: 'Payment reminder: {np}',
  cold_outreach: 'Quick question about {np}',
  job_application: 'Application: {np}',
};

/** The purpose's words and the context's first whole noun phrase, if it has one. */
export function phraseSubject(scene: Scene): string | undefined {
  // "I'm writing on behalf of the parish council. …": whom the writer speaks for, no topic.
  const context = scene.input.context.replace(/^I['’]m writing on behalf of [^.]+\.\s*/, '');
  const purpose = scene.input.purpose;
  const terms = termsOf(context);
  const org = terms.length === 0 ? undefined : organizationOf(terms);
  // "you have just booked my six-week puppy course": welcome to what they joined.
  const joined =
    /\b(?:booked|joined|signed up for|enrolled (?:on|in)|bought)\s+(?:my|our|the|a)\s+([^,.;:!?]{0,40}?\b(?:course|class|classes|programme|program|club|membership|plan|scheme))\b/.exec(
      context,
    )?.[1];
  if (purpose === 'welcome' && joined !== undefined) return `Welcome to the ${joined}`;
  if (purpose === 'welcome') return org === undefined ? undefined : `Welcome to ${org}`;
  // "need to ask you to switch our weekly delivery from Monday to Tuesday from the new year",
  // "I'd like to propose a rolling four-week menu for 35 people, …": what is asked or proposed.
  const asked =
    purpose === 'request'
      ? /\bask you to (\p{Ll}+ [^,.;:!?(]+?)(?= from the| because| so | by | before | as |[,.;:!?(]|$)/u.exec(
          context,
        )?.[1]
      : undefined;
  if (asked !== undefined && asked.split(' ').length <= 10) return `Could you ${asked}?`;
  const proposed =
    purpose === 'proposal'
      ? /\bpropos(?:e|ing)\s+(?:to you\s+)?((?:a|an|our|my|\p{Ll}+ing)\s+[^,.;:!?(]+?)(?= because| so | by | at \d| for \d+ (?:pounds|euros|dollars)|[,.;:!?(]|$)/u.exec(
          context,
        )?.[1]
      : undefined;
  if (proposed !== undefined && proposed.split(' ').length <= 11) return `Proposal: ${proposed}`;
  // "meet … to go through the new overtime codes before the January run": what the meeting is for.
  const agenda =
    purpose === 'meeting_request'
      ? /\bto (go through|discuss|talk through|talk about|review|look at|plan) ((?:the|our|your|a|an) [^,.;:!?]+?)(?= and| before| by| on| at| next| this|[,.;:!?]|$)/.exec(
          context,
        )
      : null;
  if (agenda !== null) return `Meeting to ${agenda[1]!} ${agenda[2]!}`;
  if (purpose === 'introduction' && /\bintroduce myself\b/i.test(context))
    return org === undefined ? undefined : `Introducing myself, from ${org}`;
  // "was named Independent Retailer of the Year at …": what they won.
  const won =
    /\b(?:named|won|awarded|voted|crowned)\s+((?:the\s+)?\p{Lu}[^,.;:!?]*?)(?=\s+(?:at|in|on|for|by|ahead|after)\b|[,.;:!?]|$)/u.exec(
      context,
    )?.[1];
  if (purpose === 'congratulations' && won !== undefined) return `Congratulations on ${won}`;
  const label = LABELS[purpose];
  // "complain to you, the managing agent for Ravelin House, that the lift …", "tell you at
  // Kelderby distribution centre that …": who the reader is, or where, is no topic.
  const aboutReader = (p: string) => {
    const at = context.indexOf(p);
    return at >= 0 && /\byou,?\s+(?:(?:at|of|for|in|from)\s+)?$/i.test(context.slice(0, at));
  };
  const np = nounPhrases(terms)
    // "that Efua Ansah": the clause's "that" is no part of the name.
    .map((p) => p.replace(/^that\s+(?=\p{Lu})/u, ''))
    .find(
      (p) =>
        !(purpose === 'congratulations' && /^our\b/i.test(p)) &&
        !aboutReader(p) &&
        // "behalf of Upper Thornbeck Parish Council", cut from "on behalf of".
        !/^behalf\b/i.test(p) &&
        // "I'm the chief executive of …": who the writer is, no topic.
        !/\b(?:I['’]m|I am|we['’]re|we are)\s+(?:(?!\band\b)[^,;.])*$/i.test(
          context.slice(0, Math.max(0, context.indexOf(p))),
        ) &&
        // "Proposal: a proposal": the label's own word is no topic.
        !(label !== undefined && repeatsWord(label.replace('{np}', p))),
    );
  if (label === undefined || np === undefined) return undefined;
  // "christmas sales", typed in lower case: the day's name takes its capital.
  return capitalize(label.replace('{np}', np)).replace(
    /\b(?:christmas|easter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g,
    (day) => capitalize(day),
  );
}

/**
 * "ask him for a coffee … Maybe Thursday or Friday afternoon": a meeting asked for is named by
 * what is had at it and its days ("Coffee on Thursday or Friday afternoon?"); without days,
 * "Coffee?" would say less than the context's own phrase.
 */
export function meetSubject(scene: Scene): string | undefined {
  const { context, purpose } = scene.input;
  const meet = MEET.exec(context)?.[1];
  if (purpose !== 'meeting_request' || meet === undefined) return undefined;
  const when = MEET_DAYS.exec(context)?.[0];
  return when === undefined ? undefined : `${capitalize(meet)} on ${capitalize(when)}?`;
}

/** A meeting named by what is had at it: "for a coffee", "over lunch". */
const MEET =
  /\b(?:for|over|grab|get|have)\s+(?:a\s+(?:quick\s+)?)?(coffee|drink|lunch|breakfast|cuppa|walk|catch-up)\b/i;
const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
/** "Thursday or Friday afternoon", "Monday morning". */
const MEET_DAYS = new RegExp(
  `\\b${DAY}(?:\\s+or\\s+${DAY})?(?:\\s+(?:morning|afternoon|evening|lunchtime))?\\b`,
  'i',
);

/** People a subject is not about: "Forty-three new members", "all staff". */
const PEOPLE =
  /^(?:members|customers|clients|people|everyone|staff|parents|students|pupils|volunteers|guests|team|residents|tenants|families|colleagues|investors|subscribers)$/i;
const JOINS = new Set(['of', 'for', 'on', 'with', 'at', 'in', 'about']);

/** Whole noun phrases of the context, in order: "our allergen-labelling app", "the shared drive". */
export function nounPhrases(terms: readonly Term[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < terms.length) {
    if (!startsPhrase(terms[i]!)) {
      i++;
      continue;
    }
    const chunk: Term[] = [];
    let joins = 0;
    for (let k = i; k < terms.length; k++) {
      const t = terms[k]!;
      const next = terms[k + 1];
      const last = chunk.at(-1);
      const joining = isJoin(t) && joins < 2 && next !== undefined && startsPhrase(next);
      const inside =
        last === undefined || isJoin(last)
          ? startsPhrase(t)
          : continuesPhrase(t, last) ||
            (joining && (last.tags.has('Noun') || last.tags.has('Gerund')));
      if (!inside) break;
      if (last !== undefined && isJoin(t)) joins++;
      chunk.push(t);
      if (/[,.;:!?]|\s[-–]\s/.test(t.post)) break;
    }
    i += Math.max(chunk.length, 1);
    while (chunk.length > 0 && !headNoun(chunk.at(-1)!)) chunk.pop();
    const phrase = spoken(chunk);
    if (phrase !== undefined) out.push(phrase);
  }
  return out;
}

function isJoin(t: Term): boolean {
  return JOINS.has(t.normal) || t.normal === 'and';
}

function startsPhrase(t: Term): boolean {
  if (t.tags.has('Pronoun') || t.tags.has('Date') || t.tags.has('Time')) return false;
  return (
    t.tags.has('Determiner') ||
    t.tags.has('Possessive') ||
    t.tags.has('Adjective') ||
    t.tags.has('Noun') ||
    t.tags.has('Value')
  );
}

function continuesPhrase(t: Term, previous: Term): boolean {
  if (
    t.tags.has('Pronoun') ||
    t.tags.has('Determiner') ||
    t.tags.has('Possessive') ||
    t.tags.has('Date')
  )
    return false;
  // "a breakfast briefing on …": a gerund after a noun names a thing.
  if (t.tags.has('Gerund')) return previous.tags.has('Noun') || previous.tags.has('Adjective');
  return t.tags.has('Noun') || t.tags.has('Adjective') || t.tags.has('Value');
}

function headNoun(t: Term): boolean {
  return t.tags.has('Noun') && !t.tags.has('Pronoun') && !t.tags.has('Possessive');
}

/** A chunk as a subject says it, or nothing when it names no thing. */
function spoken(chunk: readonly Term[]): string | undefined {
  const nouns = chunk.filter(headNoun);
  const head = nouns.at(-1);
  if (head === undefined || chunk.length < 2 || chunk.length > 9) return undefined;
  if (PEOPLE.test(head.normal) || nouns.every((t) => t.tags.has('Person') || t.tags.has('Value')))
    return undefined;
  const text = chunk
    .map((t, k) => `${k === 0 ? '' : t.pre}${t.text}${k === chunk.length - 1 ? '' : t.post}`)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const first = chunk[0]!;
  return first.tags.has('ProperNoun') || /^[A-Z]{2,}/.test(first.text)
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The first organization the context names whole: "Mabbott & Sons Electrical", or failing
 * a tagged one, two or more capitalized words that are no person, date or sentence start
 * ("Rookhaven Climbing Wall").
 */
function organizationOf(terms: readonly Term[]): string | undefined {
  const runs: Term[][] = [];
  let run: Term[] = [];
  terms.forEach((t, k) => {
    const capital =
      /^\p{Lu}/u.test(t.text) &&
      k > 0 &&
      !/[.!?]/.test(terms[k - 1]!.post) &&
      !t.tags.has('Date') &&
      !t.tags.has('Pronoun');
    if (capital || (t.text === '&' && run.length > 0)) run.push(t);
    else {
      if (run.length > 0) runs.push(run);
      run = [];
    }
    if (/[,.;:!?]/.test(t.post) && run.length > 0) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 0) runs.push(run);
  const named = (r: Term[]) => r.length >= 2 && !r.some((t) => t.tags.has('FirstName'));
  const found =
    runs.find((r) => named(r) && r.some((t) => t.tags.has('Organization'))) ?? runs.find(named);
  return found
    ?.map((t, k) => `${t.text}${k === found.length - 1 ? '' : t.post}`)
    .join('')
    .trim();
}

/** A capitalized word inside a subject, not at its start or after its label's colon: a name. */
const NAMED = /(?<=[\p{L},] )\p{Lu}\p{Ll}+/gu;

/** "Proposal: proposal", "Meeting request: meeting": a subject that says a word twice. */
const FUNCTION_WORDS = new Set(
  // ("next week … four days a week": a time word said twice is no repeat either.)
  'what when where which whether that this these those with from have will were been than then into more most your their about after before over week weeks month months year years'.split(
    ' ',
  ),
);

export function repeatsWord(subject: string): boolean {
  // The label's words and the topic's: "Welcome aboard: aboard, thanks" says "aboard" in
  // both; "ward clerk post on the children's ward" names two things that share a word.
  const colon = subject.indexOf(':');
  const label = colon < 0 ? '' : subject.slice(0, colon);
  const stemsOf = (text: string) =>
    (
      text
        // A name is not a repeat: "pharmacist role at Linden Pharmacy" says "pharmacy" once.
        .replace(NAMED, '')
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? []
    )
      // "what worked and what didn't": a function word said twice makes a pair, not a repeat.
      .filter((w) => !FUNCTION_WORDS.has(w))
      // "proposal" and "propose", "renewal" and "renews", "meet" and "meeting" are one word;
      // "control" and "contract", "locksmith" and "lock", "bookings" and "booked" are not.
      .map((w) => w.replace(/(?:ing|ed|es|s|al|er|ment|ion)$/, '').replace(/e$/, ''))
      .filter((w) => w.length >= 4);
  const topic = stemsOf(colon < 0 ? subject : subject.slice(colon + 1));
  const labelStems = stemsOf(label);
  // Said in the label and again in the topic, or twice within three words of each other.
  return (
    labelStems.some((w) => topic.includes(w)) ||
    labelStems.some((w, i) => labelStems.slice(i + 1, i + 4).includes(w)) ||
    topic.some((w, i) => topic.slice(i + 1, i + 4).includes(w))
  );
}

/**
 * Whether a subject may name this date: a day or a date, not "the end of the month"; and a
 * meeting's date only as the day of the meeting: "opening on Sunday mornings" is what the
 * meeting is about, and "the week of 7 December" a span, not a day to meet on.
 */
export function subjectDate(purpose: string, text: string, date: string): boolean {
  if (!/\d|day\b|[A-Z][a-z]{2}/.test(date) || /^the end/i.test(date)) return false;
  const at = text.indexOf(date);
  if (purpose !== 'meeting_request' || at < 0) return true;
  return (
    !/\bweek\s+(?:of|commencing|beginning)\s+$/i.test(text.slice(0, at)) &&
    !/^\s*(?:mornings|afternoons|evenings|nights|s)\b/i.test(text.slice(at + date.length))
  );
}

/** "Can you bring forward our order of 2?" of "2,000 A5 Christmas menus": a number cut at its comma. */
function cutNumber(subject: string, context: string): boolean {
  const last = /(?:^|\s)(\d+)[?!.]*$/.exec(subject)?.[1];
  return last !== undefined && new RegExp(`(?<![\\d,.])${last}[,.]\\d`).test(context);
}
