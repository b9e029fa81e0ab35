/**
 * The reader: reads the caller's context and notes into ideas the composer writes from,
 * with compromise's grammar (nlp.ts) steered by the word lists of content/composer.yaml
 * and content/improve/lexicon.yaml. English only.
 *
 * Callers write shorthand: "Follow up on project proposal meeting", "I need to ask my
 * manager for time off", "refund of $89.99 issued today", "kids welcome", "can we push our
 * 1:1 to Thursday 3pm". Each sentence becomes one idea:
 *
 * - an act of the writer, as a verb and its complement, so it can be written in any form
 *   ("follow up on our project proposal meeting", "following up on …");
 * - an instruction to the reader ("Please bring your insurance card.");
 * - a statement or a question, finished as a sentence ("The refund was issued today.",
 *   "Kids are welcome.", "Can we push our 1:1 to Thursday 3pm?");
 * - a fact ("The trial shift is Saturday 8am to 12pm.") or a topic ("a 2-minute survey").
 *
 * References to the reader become "you" ("my manager" when writing to the manager,
 * "they" when writing to the client), bare nouns get the article a writer would use, and
 * every word that carries a fact is kept as the caller wrote it. The context's main topic
 * is read out for the subject line and the purpose's phrases.
 *
 * The parts: sentences.ts splits the text into sentences and clauses, ideas.ts decides
 * what kind each is and hands it to acts.ts or statements.ts, topic.ts finds what the
 * email is about; grammar.ts and articles.ts judge words, reading.ts holds what they share,
 * and people.ts (called before, by the scene) finds who the email is to.
 */
import { entitiesOf, type Entities } from '../nlp.js';
import type { ComposerWords } from '../data.js';
import type { Addressee } from './addressing.js';
import type { Language } from '../language.js';
import { oneLine, patternOf } from '../text.js';
import { ASK_FOR_SOMEONE, readSentence } from './ideas.js';
import { createReading, type Reading, type Where } from './reading.js';
import { clausesOf } from './sentences.js';
import { headlineOf, topicOf } from './topic.js';
import { IMPERATIVES } from './fragmentWords.js';

export { gerundOf, vpOf } from './acts.js';
export { articleFor } from './articles.js';
export { topicForms } from './topic.js';

/** Something the writer does by writing: "follow" "up" "on our project proposal meeting". */
export interface Act {
  verb: string;
  particle: string;
  rest: string;
}

export type Idea =
  | {
      kind: 'act';
      act: Act;
      about?: string;
      /** Who needs to do it ("need to tell the rota manager by weds"), where it is not only wished. */
      needed?: 'I' | 'we';
    }
  | { kind: 'please'; vp: string }
  | {
      kind: 'statement';
      text: string;
      about?: string;
      sorry?: string;
      /** "It" stands for what the email is about ("starts Monday" → "It starts Monday"). */
      implied?: boolean;
    }
  | { kind: 'topic'; np: string }
  | { kind: 'state'; text: string };

export interface Topic {
  /** With its determiner: "our project proposal meeting". */
  np: string;
  /** Without: "project proposal meeting". */
  bare: string;
  /** The topic is a person ("Omar Haddad"): introduced, welcomed, congratulated. */
  person?: boolean;
}

export interface Understanding {
  context: Idea[];
  notes: Idea[];
  /** What the email is about, as a noun phrase: "our project proposal meeting". */
  topic?: Topic;
  /**
   * The context as a headline when it is a statement or a question: "timesheets are due
   * Friday at 5pm", "can we push our 1:1 to Thursday 3pm?".
   */
  headline?: string;
  entities: Entities;
  /** The writer introduces themselves ("introduce myself", "I'm the new rep"). */
  self: boolean;
}

export class Understander {
  private readonly reading: Reading;

  constructor(lang: Language, words: ComposerWords, addressee: Addressee) {
    this.reading = createReading(lang, words, addressee);
  }

  understand(
    context: string,
    notes?: string,
    aboutWriter = false,
    aboutReader = false,
  ): Understanding {
    const r = this.reading;
    r.aboutWriter = aboutWriter;
    // A note with no subject in an email to the person the context names is about them:
    // "starts Monday" → "You start Monday".
    r.aboutReader = aboutReader;
    const contextIdeas = this.readContext(context);
    const noteIdeas = notes === undefined ? [] : this.readNotes(notes);
    // "write to you at Stavely Hall, …, offering our photo booth": what is offered is the
    // topic, not the writing to the reader.
    const first =
      contextIdeas.length > 1 && isWritingTo(contextIdeas[0]) ? contextIdeas[1] : contextIdeas[0];
    const self = contextIdeas.some(
      (i) =>
        (i.kind === 'act' && /^myself\b/.test(i.act.rest)) ||
        (i.kind === 'statement' && /^I(?: am|['’]m) (?:the|your|a|an)\b/.test(i.text)),
    );
    // "You've had me in three times this year … I'd like to propose a yearly plan": where the
    // first sentence names nothing, what is proposed is the topic.
    const later = contextIdeas.find(
      (i) => i !== first && i.kind === 'act' && /^(?:propose|suggest)$/.test(i.act.verb),
    );
    const topic =
      first === undefined
        ? undefined
        : (topicOf(r, first, contextIdeas, self) ??
          (later === undefined ? undefined : topicOf(r, later, contextIdeas, self)));
    const headline = first === undefined ? undefined : headlineOf(first);
    // "welcome Arun Mehta …", "starts Monday": Arun starts Monday, not "it".
    const name = topic?.person === true ? topic.bare.split(' ')[0] : undefined;
    let entities: Entities | undefined;
    const named = (ideas: Idea[]): Idea[] =>
      name === undefined
        ? ideas
        : ideas.map((i) =>
            i.kind === 'statement' && i.implied === true
              ? { ...i, text: i.text.replace(/^It\b/, name) }
              : i,
          );
    return {
      context: named(contextIdeas),
      notes: named(noteIdeas),
      ...(topic !== undefined && { topic }),
      ...(headline !== undefined && { headline }),
      // Read when first asked for: it is a parse of the whole text, and the scene needs it
      // only for a date when the text names none it can find by its shape.
      get entities() {
        return (entities ??= entitiesOf(`${context}\n${notes ?? ''}`));
      },
      self,
    };
  }

  /** The context's sentences as ideas; a prompt-like opening ("Write an email…") goes. */
  readContext(context: string): Idea[] {
    const r = this.reading;
    let text = oneLine(context).replace(/^["'“]+|["'”]+$/g, '');
    for (const prefix of r.lexicon.prompt_prefixes) text = text.replace(patternOf(prefix, 'i'), '');
    // "I need to write to everyone affected.", "…, so I want to send them a welcome email before
    // their first box arrives": the caller's note that this email is to be written, which
    // the email itself is.
    text = text.replace(WRITING_THIS, '').replace(SENDING_THIS, '').trim();
    // "… on Monday. Please join me in welcoming him.": past the first sentence, a "please" is
    // said to the reader, as in the notes, not an instruction to the writer.
    // So is an order past it ("… at my place Sunday. bring 3 dozen cookies"): the reader's
    // to follow, not the writer's.
    return clausesOf(r, text, 'context').flatMap((s, i) =>
      readSentence(r, s, i > 0 && toReader(r, s) ? 'notes' : 'context'),
    );
  }

  /** The notes as ideas: sentences, lines, list items, and clauses joined by semicolons or commas. */
  readNotes(notes: string): Idea[] {
    const r = this.reading;
    const lines = notes
      .split(/\n+/)
      .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
      .filter((l) => l !== '');
    return lines
      .flatMap((l) => clausesOf(r, l, 'notes'))
      .flatMap((s) => readSentence(r, s, 'notes'));
  }

  /** The text as said to the reader: "their website contract" → "your website contract". */
  addressed(text: string): string {
    return this.reading.addressing.secondPerson(text);
  }

  /** One sentence as ideas (usually one; "I'm the new rep and wanted to introduce myself" is two). */
  read(sentence: string, where: Where): Idea[] {
    return readSentence(this.reading, sentence, where);
  }
}

/** "I need to write to everyone affected.": a whole sentence saying the email is to be written. */
export const WRITING_THIS =
  /(?:^|(?<=[.!?]\s+))(?:So\s+)?I\s+(?:need|want|have|would like|['’]d like)\s+to\s+(?:write|email|send (?:an email|a note|a message))\s+to\s+(?:you|everyone|all|them)(?:\s+(?:affected|involved|concerned))?\s*[.!]\s*/gi;
/** ", so I want to send them a welcome email before …": a clause saying the same. */
export const SENDING_THIS =
  /,?\s+(?:so|and)\s+I\s+(?:need|want|have|would like|['’]d like)\s+to\s+(?:send|write)\s+(?:them|you|everyone|all)\s+(?:a|an)\s+(?:[\p{Ll}-]+\s+){0,2}(?:email|note|message|letter)\b[^.;!?]*/giu;

/** A sentence that asks the reader to do something: "please …", or an order such as "bring …". */
function toReader(r: Reading, sentence: string): boolean {
  // "let me know by Wednesday": the writer is "me", so the reader lets them know.
  if (/^(?:please|kindly)\s|^let (?:me|us)\b/i.test(sentence)) return true;
  // "ask for Tobin when she gets there": the reader asks for someone there.
  if (ASK_FOR_SOMEONE.test(sentence)) return true;
  // "send her our price guide": the writer sends it to the reader.
  if (/^(?:send|give|email|show|offer)\s+(?:her|him|them|you)\b/i.test(sentence)) return false;
  const first = /^\p{Ll}+/u.exec(sentence)?.[0];
  return first !== undefined && IMPERATIVES.has(first) && !r.writerVerbs.has(first);
}

/** "write to you …", "reach out to you …": the act of writing itself, which says nothing. */
function isWritingTo(idea: Idea | undefined): boolean {
  return (
    idea?.kind === 'act' &&
    /^(?:write|email|message|contact|reach)$/.test(idea.act.verb) &&
    /^(?:(?:out\s+)?to\s+)?you\b/.test(`${idea.act.particle} ${idea.act.rest}`.trim())
  );
}
