/**
 * Where a subject line may stop: a subject cut inside a name, a phrase, a gerund's object
 * or a clause is mended here, or told apart so the composer writes another.
 */
import { infinitiveOf, termsOf, verbForms } from '../nlp.js';
import { wholePhrase } from './subject.js';
import { capitalize, oneLine } from '../text.js';
import type { Scene } from '../plan/scene.js';
import { namedIn } from '../read/people.js';

/**
 * "… role at the Riverbend Food" of "the Riverbend Food Bank": a subject that stops inside a
 * name the context goes on with ends before the name.
 */
export function wholeName(subject: string, context: string): string {
  const last = /(\p{Lu}\p{Ll}[\p{L}'’-]*)$/u.exec(subject)?.[1];
  if (last === undefined) return subject;
  const goesOn = new RegExp(`\\b${last}\\s+\\p{Lu}`, 'u').test(context);
  if (!goesOn) return subject;
  const words = subject.split(' ');
  while (words.length > 2 && /^\p{Lu}\p{Ll}/u.test(words.at(-1) ?? '')) words.pop();
  while (words.length > 2 && /^(?:the|a|an|at|of|for|with|from|in|on)$/i.test(words.at(-1) ?? ''))
    words.pop();
  return words.join(' ');
}

/**
 * A subject whose last words stop inside one of the context's phrases ("… for the board"
 * of "for the board deck") ends before that phrase instead.
 */
export function cutShort(subject: string, context: string): string {
  const words = subject.split(' ');
  const tail = words.slice(-2).join(' ').toLowerCase();
  const at = context.toLowerCase().indexOf(tail);
  if (words.length < 3 || at < 0) return subject;
  const after = context.slice(at + tail.length);
  const next = /^\s+([\p{L}\p{N}][\p{L}\p{N}-]*)/u.exec(after)?.[1];
  if (next === undefined) return subject;
  // "Proposal: moving the team" of "moving the team to a four-day work week as a trial": a
  // gerund's "to …" belongs to it, up to where that phrase ends.
  const topicStart = words.findIndex((w) => w.endsWith(':')) + 1;
  if (topicStart > 0 && /^(?:to|into)$/i.test(next) && /ing$/i.test(words[topicStart] ?? '')) {
    const more = after.trim().split(/\s+/);
    let end = 1;
    while (
      end < more.length &&
      end <= 6 &&
      !/^(?:as|for|with|on|at|by|from|about|so|because|and|or|to|so|that|which)$/i.test(more[end]!)
    )
      end++;
    const extended = `${subject} ${more
      .slice(0, end)
      .join(' ')
      .replace(/[.,;:!?]+$/, '')}`;
    if (end > 1 && extended.length <= 70) return extended;
  }
  if (
    /^(?:and|or|but|to|for|with|on|in|at|by|from|about|so|because|while|although|since|when|after|before|until|till|unless|once)$/i.test(
      next,
    )
  )
    return subject;
  // "the deadline for the Thistlewick Trust end" of "… end of year report": the "of" phrase
  // goes with it, to its noun, or the subject is not cut there.
  if (/^of$/i.test(next)) {
    const of =
      /^\s+of\s+((?:[\p{L}\p{N}'’-]+\s+){0,3}?[\p{L}\p{N}'’-]+)(?=\s*(?:[.,;:!?]|$)|\s+(?:and|or|but|to|for|with|on|in|at|by|from|about|so|because|that|which|who|was|is|are|were|has|had|will|would|can|could)\b)/u.exec(
        after,
      );
    const extended = of === null ? undefined : `${subject} of ${of[1]}`;
    if (extended !== undefined && extended.length <= 80) return extended;
  }
  // "Problem with the office" of "the office chairs we ordered": the noun it stopped
  // before ends the phrase, and the subject takes it.
  const compound = termsOf(next)[0];
  if (
    compound !== undefined &&
    compound.tags.has('Noun') &&
    !compound.tags.has('Pronoun') &&
    !compound.tags.has('Verb') &&
    subject.length + next.length < 70
  ) {
    const then = termsOf(after.trim().split(/\s+/)[1] ?? '')[0];
    if (then === undefined || !then.tags.has('Noun') || then.tags.has('Pronoun'))
      return `${subject} ${next}`;
  }
  if (words.length < 4) return subject;
  // Only the topic is cut: never the purpose's own words before it ("An idea for you: …").
  const colon = words.findIndex((w) => w.endsWith(':'));
  const head = colon >= 0 ? words.slice(0, colon + 1) : [];
  const topic = words.slice(head.length);
  const cut = wholePhrase(topic);
  if (cut === topic.join(' ') || cut.split(' ').length < 2) return subject;
  return [...head, cut].join(' ');
}

/**
 * "Sorry about sending" of "sending you the wrong file", "Sorry about snapping at" of
 * "snapping at you in Thursday's meeting": a subject that stops on a verb's -ing form, or on
 * its preposition, takes the words that follow it in the context, to where their phrase ends.
 */
export function objectOfGerund(subject: string, context: string): string {
  const last = /(\b[a-z]+ing(?:\s+(?:at|to|with|for|on|about|in|of|from|into|over))?)$/.exec(
    subject,
  )?.[1];
  if (last === undefined || subject.split(' ').length < 2) return subject;
  const after = new RegExp(`\\b${last}\\s+([^.,;:!?]+)`, 'i').exec(context)?.[1];
  if (after === undefined) return subject;
  const words = after.trim().split(/\s+/);
  // "snapping | at you in Thursday's meeting": the preposition leads the phrase.
  const lead = /^(?:at|to|with|for|on|about|in|of|from|into|over)$/i.test(words[0] ?? '')
    ? `${words.shift()} `
    : '';
  const more = wholePhrase(words.slice(0, 6));
  return more === '' || subject.length + lead.length + more.length > 80
    ? subject
    : `${subject} ${lead}${more}`;
}

/** "Following up: up with you", "Request: if": a topic cut from a clause, not a phrase. */
export function clauseCut(subject: string): boolean {
  return /(?::|\babout|\bof|\bon)\s+(?:up|if|because|who|whether|that|which|to|send|get|make|do|have|be)\b|\b(?:about|of|on)\s+(?:how|what|when|why|where)\b/i.test(
    subject,
  );
}

/** A subject cut after an adjective or a little word ("… with the last") ends where its phrase ends. */
export function endWhole(subject: string): string {
  const words = subject.split(' ');
  const last = words.at(-1)?.toLowerCase() ?? '';
  if (
    !/^(?:last|first|next|new|old|other|same|following|whole|of|on|for|to|and|or|the|a|an|with|in|at|by|about|from|my|our|your|their|mr|ms|mrs|dr|prof)$/i.test(
      last,
    )
  )
    return subject;
  const cut = wholePhrase(words);
  return cut.split(' ').length >= 2 ? cut : subject;
}

/** The context's object as a subject's topic: "ask you to water the plants" → "water the plants". */
export function contextPhrase(context: string): string | undefined {
  const words = oneLine(context)
    .replace(/[.!?]+$/, '')
    .replace(/^(?:please\s+)?(?:i|we)\s+(?:want|need|would like|wanted)\s+to\s+/i, '')
    .replace(
      /^[a-z]+\s+(?:(?:up|back|in|out)\s+)?(?:(?:to|about|on|for|that|with)\s+)?(?:you\s+)?(?:(?:to|about|on|for|that|with|after|before|following)\s+)?/i,
      '',
    )
    // "apologise to you, your spaniel came home …": no subject opens on the comma.
    .replace(/^[\s,;:–—-]+/, '')
    .split(' ');
  const phrase = wholePhrase(words.slice(0, 7));
  return phrase.split(' ').length >= 2 ? phrase : undefined;
}

/** A yes-or-no check as the question itself: "got the slides I sent" → "Did you get the slides?" */
export function didYou(verb: string, rest: string): string {
  const words = rest.trim().split(' ');
  const object = words.length <= 9 ? words.join(' ') : wholePhrase(words.slice(0, 6));
  // "whether you could take my Thursday slots" → "Could you take my Thursday slots?".
  if (/^(?:are|can|will|could|would)$/i.test(verb))
    return `${capitalize(verb.toLowerCase())} you ${object}?`;
  // "whether you have had a chance to sign …" → "Have you had a chance to sign …?"
  if (/^(?:have|has)$/i.test(verb) && /^(?:had|been|got|seen|signed|sent|read)\b/i.test(object))
    return `Have you ${object}?`;
  if (/^(?:have|has|need|needs|want|wants)$/i.test(verb))
    return `Do you ${infinitiveOf(verb)} ${object}?`;
  return `Did you ${infinitiveOf(verb, 'PastTense')} ${object}?`;
}

/**
 * A subject's last touches, from the context: two people introduced to each other ("Jarrah,
 * meet Csilla"); no trailing "here"; a verb's -ing kept ("… stopped working"); and
 * "Introduction: colleague Nyasha Mwangi" of "my colleague …" as "Introducing my colleague
 * Nyasha Mwangi" ("… my friend Nilufar who's just moved": the person, without the clause).
 */
export function finishSubject(subject: string, context: string): string {
  // "introduce the two of you. Jarrah …, meet Csilla": "Jarrah, meet Csilla".
  const pair =
    /\bthe two of you\. (\p{Lu}[\p{L}'’-]+)\b[^,]*, meet (?:(?:my|our) \p{Ll}+ )?(\p{Lu}[\p{L}'’-]+)/u.exec(
      context,
    );
  if (pair !== null) return `${pair[1]!}, meet ${pair[2]!}`;
  // "Update on the nursery assistant job here": where the writer is goes without saying;
  // "News: after eleven years I'm closing …": nor does how long, before the news.
  subject = subject
    .replace(/(\p{L})\s+here$/u, '$1')
    // "… you fitted on 6 November (order FW-30914": an aside cut inside its bracket goes.
    .replace(/(\p{L}[^(]*\p{L})\s*\([^)]*$/u, '$1')
    .replace(
      /:\s+(?:after|for)\s+(?:\S+\s+){1,2}(?:years|months|weeks),?\s+(?=(?:I|we)\b)/iu,
      ': ',
    );
  // "… our out-of-hours service moves" of "moves from the Hadlow Road surgery to Nightvet at
  // Unit 6": where it goes, said.
  const moved = /\b(moves|is moving|relocates)$/.exec(subject)?.[1];
  const to =
    moved &&
    new RegExp(
      String.raw`\b${moved}\s+(?:from\s+[^,.;:!?]+?\s+)?to\s+((?:the\s+)?\p{Lu}[\p{L}'\u2019-]*(?:\s+\p{Lu}[\p{L}'\u2019-]*)*)`,
      'u',
    ).exec(context)?.[1];
  if (to) subject = `${subject} to ${to}`;
  // "… the heating at St Cadoc's Church Hall stopped" of "stopped working": the verb's -ing too.
  const last = /(\p{Ll}+ed)$/u.exec(subject)?.[1];
  const ing = last && new RegExp(`\\b${last}\\s+(\\p{Ll}+ing)\\b`, 'u').exec(context)?.[1];
  if (ing) subject = `${subject} ${ing}`;
  // "Thank you: you drove me to the hospital in Gristhorpe": thanks for what they did.
  const did = /^Thank you:\s+you\s+(\p{Ll}+)\s+(.+)$/u.exec(subject);
  if (did !== null && !/^(?:were|was|had|have|are|did|do)$/.test(did[1]!)) {
    const verb = infinitiveOf(did[1]!, 'PastTense');
    if (verb !== did[1]) return `Thank you for ${verbForms(verb).gerund} ${did[2]!}`;
  }
  // "Proposal: we move our support team to a four-day week": what is proposed, "moving …".
  const we = /^((?:Proposal|Suggestion|An idea|Idea):\s+)(?:that\s+)?we\s+(\p{Ll}+)\b/u.exec(
    subject,
  );
  if (we !== null && verbForms(we[2]!).infinitive === we[2]) {
    const rest = subject.slice(we[0].length);
    // "we stop printing the packs": "stop printing", not "stopping printing".
    return `${we[1]!}${/^\s+\p{Ll}+ing\b/u.test(rest) ? we[2]! : verbForms(we[2]!).gerund}${rest}`;
  }
  const m = /^Introduction: (\p{Ll}+) (?=\p{Lu})/u.exec(subject);
  if (m === null) return subject;
  const own = new RegExp(`\\b(my|our) ${m[1]!}\\b`, 'i').exec(context)?.[1];
  if (own === undefined) return subject;
  const person = subject.slice(m[0].length).replace(/\s+who(?:['’]s|\s+is|\s+has)\s.*$/, '');
  return `Introducing ${own.toLowerCase()} ${m[1]!} ${person}`;
}

/** "Reminder: Timesheets are due" → "Reminder: timesheets are due"; names keep their capital. */
export function afterColon(subject: string, scene: Scene): string {
  const m = /^([^:]+:\s+)(\S+)(.*)$/.exec(subject);
  if (m === null) return subject;
  const [, head = '', word = '', rest = ''] = m;
  // "Request: The Year 2 nativity …": an article starts no name.
  if (/^(?:The|A|An)$/.test(word)) return `${head}${word.toLowerCase()}${rest}`;
  // "timesheets", a word the dictionary lacks, is lower case where the caller typed it so.
  const typedLower = scene.input.context.split(/[^\p{L}\p{N}'’-]+/u).includes(word.toLowerCase());
  // "Grace and Tomas are our new team leads", "Crag Lane bridge": a name keeps its capitals.
  const pair = /^\s+(?:and|&)\s+\p{Lu}/u.test(rest) || /^\s+\p{Lu}\p{Ll}/u.test(rest);
  return (scene.deps.lang.canLowercase(word) || typedLower) &&
    !namedIn(word, scene.input.context) &&
    // "Mark joins us as our new designer": a first name, not a word.
    termsOf(`${word}${rest}`)[0]?.tags.has('FirstName') !== true &&
    !pair
    ? `${head}${word.toLowerCase()}${rest}`
    : subject;
}
