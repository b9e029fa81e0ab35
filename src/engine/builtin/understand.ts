/**
 * Understand: reads the caller's context and notes into ideas the composer writes from,
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
 */
import { youAgree } from './read/people.js';
import { Addressing, type Addressee } from './addressing.js';
import type { ComposerWords, Lexicon } from './data.js';
import { CONJUNCTIONS, core, endsClause, type Language } from './language.js';
import {
  canBeVerb,
  entitiesOf,
  infinitiveOf,
  isAdjectiveLemma,
  isPluralNoun,
  isVerbLemma,
  sentencesOf,
  verbForms,
  type Entities,
} from './nlp.js';
import { capitalize, endSentence, oneLine, splitSentences } from './text.js';

/** Something the writer does by writing: "follow" "up" "on our project proposal meeting". */
export interface Act {
  verb: string;
  particle: string;
  rest: string;
}

export type Idea =
  | { kind: 'act'; act: Act; about?: string }
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

/** A whitespace token of the caller's text with compromise's tags for its first word. */
interface Token {
  text: string;
  word: string;
  tags: ReadonlySet<string>;
}

type Where = 'context' | 'notes';

const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'there']);
const OBJECT_PRONOUNS = new Set(['them', 'him', 'her']);
const QUESTION_WORDS = new Set(['how', 'what', 'when', 'where', 'why', 'who', 'which']);
const QUESTION_VERBS = new Set([
  'can',
  'could',
  'would',
  'will',
  'shall',
  'should',
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'have',
  'has',
]);
/** Words that start a clause inside a sentence: a verb after them is not the main one. */
const SUBORDINATE = new Set([
  'that',
  'who',
  'which',
  'whose',
  'if',
  'when',
  'because',
  'before',
  'after',
  'so',
  'and',
  'but',
  'or',
  'to',
  'while',
  'since',
  'until',
  'once',
  'whether',
  'as',
  'where',
]);
const NO_ARTICLE = new Set([
  'me',
  'us',
  'them',
  'him',
  'her',
  'you',
  'it',
  'myself',
  'yourself',
  'everyone',
  'everybody',
  'everything',
  'anything',
  'something',
  'someone',
  'all',
  'whatever',
  'what',
  'how',
  'here',
  'there',
  'home',
  'today',
  'tomorrow',
  'tonight',
  'yesterday',
]);
const SELF_VERBS = new Set(['know', 'speak', 'have', 'hold', 'bring', 'enjoy', 'love', 'use']);
const PLACE_PREPOSITIONS = new Set(['at', 'in', 'near', 'inside', 'outside', 'on']);
const LINKING_VERBS = new Set(['go', 'stay', 'remain', 'become', 'seem', 'look', 'feel']);
const DIRECTION = new Set(['up', 'down', 'over', 'under']);
const ADVERBS = new Set(['still', 'now', 'already', 'just', 'also', 'currently', 'finally']);
const PERSONAL_DETERMINERS = /^(?:the|our|my|your|their|his|her|its|a|an|this|that|these|those)$/i;
const MAX_TOPIC_WORDS = 7;
const CONTRACTED_SUBJECT = /^(?:i|we|you|they|he|she|it|there|that)['’](?:s|re|ve|ll|d|m)$/;
const ABOUT = new Set(['about', 'regarding', 're', 'concerning']);
/** Prepositions the lexicon leaves out, because they double as particles there. */
const MORE_PREPOSITIONS = new Set([
  'in',
  'per',
  'onto',
  'upon',
  'across',
  'inside',
  'outside',
  'near',
  'under',
  'beyond',
  'through',
]);
const QUANTIFIERS = new Set([
  'all',
  'some',
  'many',
  'few',
  'several',
  'no',
  'every',
  'each',
  'any',
  'more',
  'most',
  'other',
]);
const WEEKDAY_SHORT = /^(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)$/;
const DAY_PARTS = new Set([
  'morning',
  'afternoon',
  'evening',
  'night',
  'noon',
  'midnight',
  'tonight',
]);

export class Understander {
  private readonly addressing: Addressing;
  private readonly wishes: RegExp;
  private readonly verbs: Set<string>;
  private readonly writerVerbs: Set<string>;
  private readonly lexicon: Lexicon;

  constructor(
    private readonly lang: Language,
    private readonly words: ComposerWords,
    private readonly addressee: Addressee,
  ) {
    this.addressing = new Addressing(lang, addressee);
    this.lexicon = lang.lexicon;
    this.wishes = new RegExp(`^(?:${words.wishes.join('|')})\\s+`, 'i');
    this.writerVerbs = new Set(words.writer_verbs);
    this.verbs = new Set([...lang.lexicon.verbs, ...words.writer_verbs]);
  }

  /** Whether the notes describe the writer (a job application, a self-introduction). */
  private aboutWriter = false;
  private aboutReader = false;

  understand(
    context: string,
    notes?: string,
    aboutWriter = false,
    aboutReader = false,
  ): Understanding {
    this.aboutWriter = aboutWriter;
    // A note with no subject in an email to the person the context names is about them:
    // "starts Monday" → "You start Monday".
    this.aboutReader = aboutReader;
    const contextIdeas = this.readContext(context);
    const noteIdeas = notes === undefined ? [] : this.readNotes(notes);
    const first = contextIdeas[0];
    const self = contextIdeas.some(
      (i) =>
        (i.kind === 'act' && /^myself\b/.test(i.act.rest)) ||
        (i.kind === 'statement' && /^I(?: am|['’]m) (?:the|your|a|an)\b/.test(i.text)),
    );
    const topic = first === undefined ? undefined : this.topicOf(first, contextIdeas, self);
    const headline = first === undefined ? undefined : headlineOf(first);
    // "welcome Arun Mehta …", "starts Monday": Arun starts Monday, not "it".
    const name = topic?.person === true ? topic.bare.split(' ')[0] : undefined;
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
      entities: entitiesOf(`${context}\n${notes ?? ''}`),
      self,
    };
  }

  /** The context's sentences as ideas; a prompt-like opening ("Write an email…") goes. */
  readContext(context: string): Idea[] {
    let text = oneLine(context).replace(/^["'“]+|["'”]+$/g, '');
    for (const prefix of this.lexicon.prompt_prefixes)
      text = text.replace(new RegExp(prefix, 'i'), '');
    return this.sentences(text, 'context').flatMap((s) => this.read(s, 'context'));
  }

  /** The notes as ideas: sentences, lines, list items, and clauses joined by semicolons or commas. */
  readNotes(notes: string): Idea[] {
    const lines = notes
      .split(/\n+/)
      .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
      .filter((l) => l !== '');
    return lines.flatMap((l) => this.sentences(l, 'notes')).flatMap((s) => this.read(s, 'notes'));
  }

  private sentences(text: string, where: Where): string[] {
    return splitSentences(oneLine(text))
      .flatMap((s) => s.split(/;\s*|\s+[–—]\s+(?=[a-z])/))
      .flatMap((s) => this.splitAtCommas(s, where))
      .map((s) => s.trim())
      .filter((s) => s.replace(/[.!?,;:\s]/g, '') !== '');
  }

  /**
   * Splits "Meeting was yesterday, they seemed interested" in two, but not "Friday, March
   * 15", "Sarah, Tom and Lee", "Omar Haddad, who will take over" or a list of values.
   */
  private splitAtCommas(text: string, where: Where): string[] {
    const parts = text.split(/,\s+/);
    const out: string[] = [];
    for (const part of parts) {
      const last = out.at(-1);
      const tokens = this.tokens(part);
      const first = tokens[0]?.word ?? '';
      const startsClause =
        tokens.length >= 2 &&
        !CONJUNCTIONS.has(first) &&
        !SUBORDINATE.has(first) &&
        (SUBJECT_PRONOUNS.has(first) ||
          CONTRACTED_SUBJECT.test(first) ||
          this.opensWith(part, Object.keys(this.words.expressions)) !== undefined ||
          this.opensWith(part, Object.keys(this.words.feelings)) !== undefined ||
          this.mainVerb(tokens) >= 0 ||
          (where === 'notes' && this.startsNote(tokens)));
      if (last !== undefined && (!startsClause || last.split(' ').length < 2)) {
        out[out.length - 1] = `${last}, ${part}`;
      } else out.push(part);
    }
    return out;
  }

  /**
   * A note that tells the writer how to write ("keep it short", "use a friendly tone"); a
   * "use" about anything else ("use the east stairwell") is an instruction to the reader.
   */
  private isDirective(text: string): boolean {
    if (!this.lexicon.style_directives.some((d) => new RegExp(d, 'i').test(text))) return false;
    if (!/^use\b/i.test(text)) return true;
    return this.words.style_words.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(text));
  }

  /** Whether a note's part after a comma is a clause of its own ("3 errors fixed", "takes 3 minutes"). */
  private startsNote(tokens: readonly Token[]): boolean {
    const [first, second] = tokens;
    if (first === undefined) return false;
    return (
      this.opensWith(tokens.map((t) => t.text).join(' '), this.words.credits) !== undefined ||
      this.isThirdPersonVerb(first, second) ||
      this.isVerbToken(first, second, false) ||
      (first.tags.has('Gerund') && this.verbs.has(infinitiveOf(first.word, 'Gerund'))) ||
      (first.tags.has('PastTense') && (second?.tags.has('Determiner') ?? false)) ||
      this.shapedIdea(tokens) !== undefined ||
      (this.isAdjective(first) &&
        second !== undefined &&
        (second.word === 'to' || this.isPrep(second)))
    );
  }

  private isAdjective(token: Token): boolean {
    return token.tags.has('Adjective') || isAdjectiveLemma(token.word);
  }

  private isPrep(token: Token | string | undefined): boolean {
    const text = typeof token === 'string' ? token : (token?.text ?? '');
    return this.lang.isPreposition(text) || MORE_PREPOSITIONS.has(core(text));
  }

  /** One sentence as ideas (usually one; "I'm the new rep and wanted to introduce myself" is two). */
  read(sentence: string, where: Where): Idea[] {
    let text = sentence.trim();
    const question = /\?\s*$/.test(text);
    text = text.replace(/[.!?]+$/, '').trim();
    text = calm(this.stripCues(text));
    // "Don't forget: expense reports are due Friday" keeps its opening.
    const mind = this.opensWith(text, this.words.keep_in_mind);
    if (mind !== undefined) {
      const rest = text.slice(mind.length).replace(/^[\s,:–—-]+/, '');
      const inner = rest === '' ? [] : this.read(rest, where);
      const only = inner[0];
      if (inner.length === 1 && only?.kind === 'statement')
        return [
          {
            kind: 'statement',
            text: `${capitalize(mind)}: ${lowerFirstWord(only.text, this.lang)}`,
          },
        ];
    }
    if (this.isDirective(text)) return [];
    text = text
      .replace(/^(?:please|pls|kindly)\s+/i, '')
      .replace(/,?\s+(?:please|pls|thanks|thank you)$/i, '');
    if (text === '') return [];

    // "buddy - Tom", "on call: Luis at extension 204": a label and its value, kept as such.
    const label = /^([A-Za-z0-9][A-Za-z0-9 ]{0,30}?)\s*(?:\s[-–—]|:)\s+(\S.*)$/.exec(text);
    if (
      label?.[1] !== undefined &&
      label[2] !== undefined &&
      label[1].split(' ').length <= 3 &&
      !this.tokens(label[1]).some((t) => t.tags.has('Month') || t.tags.has('WeekDay'))
    ) {
      if (where === 'context') {
        text = label[2];
        // "Proposal: redesign the checkout flow" is "propose redesigning the checkout flow".
        const noun = label[1].toLowerCase().split(' ').at(-1) ?? '';
        const verb = this.words.nominal_acts[noun];
        const rest = this.tokens(text);
        if (verb !== undefined && rest[0] !== undefined && !this.words.expressions[rest[0].word]) {
          const head = rest[0];
          const gerund =
            !head.tags.has('Determiner') && !head.tags.has('Possessive') && canBeVerb(head.word)
              ? verbForms(infinitiveOf(head.word)).gerund
              : undefined;
          const body =
            gerund === undefined
              ? rest
              : [{ ...head, text: gerund, word: gerund }, ...rest.slice(1)];
          if (gerund !== undefined || this.isNounPhrase(rest.slice(0, 2))) {
            // "I wanted to share a partnership idea: bundling our meal-kit boxes …"
            const name = label[1].toLowerCase();
            const act = this.actOf(body, true);
            const shared = `${articleFor(name)} ${name}: ${vpOf(act)}`;
            return [
              { kind: 'act', act: { verb: 'share', particle: '', rest: shared }, about: vpOf(act) },
            ];
          }
        }
      } else if (this.mainVerb(this.tokens(label[1])) < 0)
        return [
          {
            kind: 'statement',
            text: endSentence(`${capitalize(label[1])}: ${this.addressing.secondPerson(label[2])}`),
          },
        ];
    }

    const feeling = this.opensWith(text, Object.keys(this.words.feelings));
    if (feeling !== undefined) {
      const rest = text.slice(feeling.length).replace(/^[\s,:-]+/, '');
      const lead = this.words.feelings[feeling.toLowerCase()] ?? 'I am sorry';
      const clause = this.bare(rest);
      const idea = this.statementIdea(`${lead} ${clause}`, question);
      // "sorry we charged your card twice": a clause each tone can apologize for in its words.
      return question || !/^(?:we|I|it|they|there|our)\b/i.test(clause) || idea.kind !== 'statement'
        ? [idea]
        : [{ ...idea, sorry: this.addressing.secondPerson(clause) }];
    }
    const expression = this.opensWith(text, Object.keys(this.words.expressions));
    if (expression !== undefined) {
      const rest = text.slice(expression.length).replace(/^[\s,:-]+/, '');
      const act = this.words.expressions[expression.toLowerCase()] ?? expression;
      // "Congrats to Dana on …": the person comes straight after the verb.
      const object = rest.replace(/^to\s+(?=[A-Z])/, '');
      return [this.actIdea(this.tokens(`${act} ${object}`.trim()), 'context')];
    }

    // "I'm the new sales rep for your area and wanted to introduce myself": two ideas.
    const both =
      /^(I(?:['’]m| am) .+?),? and (?:I )?(?:wanted|want|would like|['’]d like) to (.+)$/i.exec(
        text,
      );
    if (both?.[1] !== undefined && both[2] !== undefined) {
      return [...this.read(both[2], 'context'), this.statementIdea(both[1], false)];
    }

    if (where === 'context') {
      const wish = this.wishes.exec(text);
      if (wish !== null) {
        const rest = this.tokens(text.slice(wish[0].length));
        if (rest[0] !== undefined && this.isVerbToken(rest[0], rest[1], true))
          return [this.actIdea(rest, 'context')];
      }
    }

    const tokens = this.tokens(text);
    const [first, second] = tokens;
    if (first === undefined) return [];

    if (question || this.isQuestion(tokens)) return [this.questionIdea(tokens, question)];
    if (SUBJECT_PRONOUNS.has(first.word) || CONTRACTED_SUBJECT.test(first.word))
      return [this.statementIdea(text, false)];

    // "following up on …", "introducing Maya Chen", "proposing we move …"
    if (first.tags.has('Gerund') && second !== undefined) {
      const base = infinitiveOf(first.word, 'Gerund');
      if (this.verbs.has(base))
        return [this.actIdea([{ ...first, text: base, word: base }, ...tokens.slice(1)], where)];
    }
    // "need the final logo files from you", "would like feedback on …": "I" left out.
    const wishWord =
      first.word === 'would' && ['like', 'love', 'appreciate'].includes(second?.word ?? '');
    if (wishWord || this.lexicon.subjectless_verbs.includes(first.word)) {
      return [this.statementIdea(`I ${lowerFirst(text)}`, false)];
    }
    // "know SQL, Python and Tableau" in an application: the writer, "I" left out.
    if (where === 'notes' && this.aboutWriter && SELF_VERBS.has(first.word) && second !== undefined)
      return [this.statementIdea(`I ${lowerFirst(text)}`, false)];
    // "led the payments team at Finly": the writer's own past, "I" left out.
    if (
      where === 'notes' &&
      first.tags.has('PastTense') &&
      !this.words.passive_participles.includes(first.word) &&
      second !== undefined &&
      (second.tags.has('Determiner') || second.tags.has('Possessive'))
    ) {
      return [this.statementIdea(`I ${lowerFirst(text)}`, false)];
    }
    if (first.tags.has('Verb') && this.isThirdPersonVerb(first, second)) {
      if (where === 'notes' && this.aboutReader)
        return [this.statementIdea(`You ${youAgree(lowerFirst(text))}`, false)];
      return [this.impliedIdea(`It ${lowerFirst(text)}`)];
    }
    const main = this.mainVerb(tokens);
    const listed = this.verbs.has(first.word) || this.words.reader_verbs.includes(first.word);
    const object =
      second !== undefined &&
      (second.tags.has('Determiner') ||
        second.tags.has('Possessive') ||
        ['them', 'him', 'her', 'it', 'me', 'us'].includes(second.word));
    // "offer target is the end of the month": a noun before the verb, not an instruction.
    const copulaSubject =
      main > 0 &&
      (tokens[main]?.tags.has('Copula') === true || tokens[main]?.tags.has('Modal') === true) &&
      tokens.slice(1, main).every((t) => t.tags.has('Noun') && !t.tags.has('Pronoun'));
    if (
      this.isVerbToken(first, second, false) &&
      !this.nounFirst(tokens) &&
      !copulaSubject &&
      (listed || main < 0 || object)
    )
      return [this.actIdea(tokens, where)];
    if (main > 0) return [this.statementIdea(this.withSubject(tokens, main), false)];
    const nominal = this.nominalAct(tokens);
    if (nominal !== undefined) return [this.actIdea(nominal, 'context')];
    const shaped = this.shapedIdea(tokens);
    if (shaped !== undefined) return [shaped];
    // "saves about 6 hours a month", "works with QuickBooks": what the context is about, left out.
    if (this.isThirdPersonVerb(first, second)) {
      return [this.impliedIdea(`It ${lowerFirst(text)}`)];
    }
    if (this.isAdjective(first) && second !== undefined) {
      const adjective = this.adjectiveIdea(tokens);
      if (adjective !== undefined) return [adjective];
    }
    // "at Luigi's on Elm Street": where the thing the email is about happens.
    if (where === 'notes' && PLACE_PREPOSITIONS.has(first.word) && second !== undefined)
      return [this.statementIdea(`It is ${text}`, false)];
    return [{ kind: 'topic', np: this.nounPhrase(tokens, where === 'notes') }];
  }

  // ---------------------------------------------------------------------------------------
  // Kinds of sentence

  /**
   * A noun that names the writer's act, as that act: "proposal to move the team" →
   * "propose moving the team", "reminder about the call" → "remind about the call",
   * "request for a quote" → "request a quote".
   */
  private nominalAct(tokens: readonly Token[]): Token[] | undefined {
    const [first, second, third] = tokens;
    if (first === undefined || second === undefined) return undefined;
    const verb = this.words.nominal_acts[first.word];
    if (verb === undefined) return undefined;
    const [base = verb, particle] = verb.split(' ');
    const lead: Token[] = [{ text: base, word: base, tags: new Set(['Verb']) }];
    if (particle !== undefined) lead.push({ text: particle, word: particle, tags: new Set() });
    if (
      second.word === 'to' &&
      third !== undefined &&
      (third.tags.has('Verb') || this.verbs.has(third.word))
    ) {
      // "proposal to move the team" → "propose that we move the team".
      if (['propose', 'suggest', 'recommend'].includes(base)) {
        const that: Token[] = ['that', 'we'].map((w) => ({
          text: w,
          word: w,
          tags: new Set<string>(),
        }));
        return [...lead, ...that, ...tokens.slice(2)];
      }
      return [...lead, ...tokens.slice(1)];
    }
    const keeps = ['apply', 'apologize', 'thank'].includes(base);
    if (second.word === 'of' || (second.word === 'for' && !keeps))
      return [...lead, ...tokens.slice(2)];
    if (this.isPrep(second)) return [...lead, ...tokens.slice(1)];
    return undefined;
  }

  private actIdea(tokens: readonly Token[], where: Where): Idea {
    const verb = tokens[0]?.word ?? '';
    const writer = where === 'context' || this.writerVerbs.has(verb);
    const act = this.actOf(tokens, writer);
    if (writer) return { kind: 'act', act };
    return { kind: 'please', vp: vpOf(act) };
  }

  /** An instruction as a verb, its particle and the rest, addressed to the reader. */
  private actOf(input: readonly Token[], writer = true): Act {
    const tokens = input.map((t) => t.text);
    const verb = (input[0]?.word ?? '').toLowerCase();
    let at = 1;
    let particle = '';
    const next = input[1];
    if (next !== undefined && this.lang.isParticle(next.word) && !endsClause(tokens[0])) {
      particle = next.word;
      at = 2;
    }
    const rest = tokens.slice(at);
    const preference = writer ? this.lexicon.person_verbs[verb] : undefined;
    let named = false;
    let start = 0;
    if (preference !== undefined) ({ next: start, named } = this.placeReader(rest, 0));
    // "propose we move the offsite": a clause after the verb reads better with "that".
    const clause = this.tokens(rest.slice(start).join(' '));
    if (
      ['we', 'i', 'they', 'he', 'she'].includes(clause[0]?.word ?? '') &&
      this.mainVerb(clause) > 0
    )
      rest.splice(start, 0, 'that');
    const marked = this.articles(rest, start, preference);
    // "send them to ap@example.com": for the reader's own instruction, "them" is things.
    const kept = writer
      ? marked
      : marked.map((t) => (/^them\b/i.test(t) ? t.replace(/^them/i, '\uE000') : t));
    const addressed = this.addressing
      .secondPerson(kept.join(' '), named)
      .replace(/\uE000/g, 'them');
    return { verb, particle, rest: addressed.trim() };
  }

  /**
   * After a verb like "remind", the reader is the object: named ("the team", "them",
   * "Dana"), already "you", or implied ("Remind about the invoice"). Returns where the rest
   * of the phrase starts and whether the caller named the reader.
   */
  private placeReader(tokens: string[], at: number): { next: number; named: boolean } {
    const word = core(tokens[at]);
    if (word === 'you') return { next: at + 1, named: false };
    const span = this.readerSpan(tokens, at);
    if (span > 0) {
      const trailing = /[,;:.!?]+$/.exec(tokens[at + span - 1] ?? '')?.[0] ?? '';
      tokens.splice(at, span, `you${trailing}`);
      return { next: at + 1, named: true };
    }
    const next = tokens[at];
    if (
      next === undefined ||
      this.lang.isPreposition(next) ||
      ['that', 'whether', 'if', 'aboard', 'back'].includes(word)
    ) {
      tokens.splice(at, 0, 'you');
      return { next: at + 1, named: false };
    }
    return { next: at, named: false };
  }

  /** How many tokens at `at` name the reader ("them", "the client", "Dana"), or 0. */
  private readerSpan(tokens: readonly string[], at: number): number {
    const word = core(tokens[at]);
    if (OBJECT_PRONOUNS.has(word)) return 1;
    const skip = ['the', 'our', 'my'].includes(word) ? 1 : 0;
    const noun = core(tokens[at + skip]);
    if (
      this.addressee.nouns.includes(noun) &&
      !this.lang.isPreposition(tokens[at + skip + 1] ?? 'to')
    )
      return skip + 1;
    if (this.addressee.nouns.includes(noun)) return skip + 1;
    for (const name of this.addressee.names) {
      const parts = name.split(' ');
      const found = parts.every((p, i) => (tokens[at + i] ?? '').replace(/[,;:.!?]+$/, '') === p);
      if (found) return parts.length;
    }
    return 0;
  }

  /** A statement whose "It" stands for what the email is about. */
  private impliedIdea(text: string): Idea {
    const idea = this.statementIdea(text, false);
    return idea.kind === 'statement' ? { ...idea, implied: true } : idea;
  }

  private statementIdea(text: string, question: boolean): Idea {
    const sentence = this.addressing.secondPerson(text);
    return { kind: 'statement', text: endSentence(capitalize(sentence), question ? '?' : '.') };
  }

  /** "can we push our 1:1 to Thursday 3pm" stays the caller's question; a bare phrase gets a frame. */
  private questionIdea(tokens: readonly Token[], marked: boolean): Idea {
    const first = tokens[0];
    if (
      first !== undefined &&
      (QUESTION_VERBS.has(first.word) ||
        QUESTION_WORDS.has(first.word) ||
        this.mainVerb(tokens) >= 0)
    ) {
      return this.statementIdea(tokens.map((t) => t.text).join(' '), true);
    }
    const np = this.nounPhrase(tokens, true);
    if (!marked) return { kind: 'topic', np };
    return { kind: 'statement', text: `Do you have time for ${np}?`, about: np };
  }

  /**
   * A sentence that starts with an adjective: "happy to split it" and "free Mon or Tue" are
   * the writer ("I am …"), "interested in the premium plan" the reader, "available in
   * version 5.0" the thing the email is about ("It is …").
   */
  private adjectiveIdea(tokens: readonly Token[]): Idea | undefined {
    const [first, second] = tokens;
    if (first === undefined || second === undefined) return undefined;
    const text = tokens.map((t, i) => (i === 0 ? t.text.toLowerCase() : t.text));
    if (this.lexicon.state_adjectives.includes(first.word) && second.word !== 'to') {
      const prep = text.findIndex((t) => this.lang.isPreposition(t));
      const marked = prep >= 0 ? this.articles(text, prep + 1) : text;
      return { kind: 'state', text: this.addressing.secondPerson(marked.join(' ')) };
    }
    const day =
      second.tags.has('Month') ||
      second.tags.has('WeekDay') ||
      WEEKDAY_SHORT.test(second.text) ||
      DAY_PARTS.has(second.word) ||
      ['today', 'tomorrow', 'tonight', 'next', 'this', 'all', 'any'].includes(second.word);
    if (second.word === 'to' || day) return this.statementIdea(`I am ${text.join(' ')}`, false);
    if (this.isPrep(second) && this.words.states.includes(first.word))
      return this.statementIdea(`It is ${text.join(' ')}`, false);
    return undefined;
  }

  /**
   * Sentences with their verb left out, finished: "refund of $89.99 issued today" → "The
   * refund of $89.99 was issued today"; "blog templates 70% done" → "The blog templates are
   * 70% done"; "crash rate down 18%" → "The crash rate is down 18%"; "trial shift Saturday
   * 8am" → "The trial shift is Saturday 8am"; "second reminder" → "This is my second reminder".
   */
  private shapedIdea(tokens: readonly Token[]): Idea | undefined {
    const words = tokens.map((t) => t.word);
    // "second-year student at Temple University": the writer, describing themselves.
    const end = tokens.findIndex(
      (t, i) => i > 0 && (this.isPrep(t) || endsClause(tokens[i - 1]?.text)),
    );
    const role = tokens[(end < 0 ? tokens.length : end) - 1];
    if (
      this.aboutWriter &&
      role !== undefined &&
      (role.tags.has('Actor') || /(?:er|or|ist|ent|ant|ian|ate)$/.test(role.word)) &&
      this.isNounPhrase(tokens.slice(0, end < 0 ? tokens.length : end))
    ) {
      const np = tokens.map((t) => t.text).join(' ');
      return { kind: 'statement', text: `I am ${articleFor(np)} ${np}.` };
    }
    const last = words.at(-1) ?? '';
    if (
      tokens.length <= 3 &&
      this.words.this_is.includes(last) &&
      !tokens.some((t) => /\d/.test(t.text))
    )
      return { kind: 'statement', text: `This is my ${words.join(' ')}.` };
    const credit = this.opensWith(tokens.map((t) => t.text).join(' '), this.words.credits);
    if (credit !== undefined && words.includes('to'))
      return this.statementIdea(tokens.map((t) => t.text).join(' '), false);
    // "Dec 22 - Jan 2": a date on its own.
    if (
      tokens.every(
        (t) => isValue(t, this.lang) || /^[-–—,]$|^to$|^and$/.test(t.text) || t.tags.has('Date'),
      ) &&
      tokens.some((t) => t.tags.has('Month') || t.tags.has('WeekDay'))
    ) {
      const several = tokens.some((t) => /^[-–—]$|^to$|^and$/.test(t.text));
      return {
        kind: 'statement',
        text: `The ${several ? 'dates are' : 'date is'} ${tokens.map((t) => t.text).join(' ')}.`,
      };
    }

    const fact = this.factAt(tokens);
    for (let i = 1; i < tokens.length && i <= 6; i++) {
      const subject = tokens.slice(0, i);
      if (!this.isNounPhrase(subject)) continue;
      const rest = tokens.slice(i);
      // "launch still on track": an adverb before the predicate stays with it.
      const adverb = ADVERBS.has(rest[0]?.word ?? '') ? 1 : 0;
      const predicate = rest[adverb];
      const after = rest[adverb + 1];
      if (predicate === undefined) break;
      const open =
        after === undefined ||
        this.isPrep(after) ||
        isValue(after, this.lang) ||
        after.tags.has('Adverb') ||
        after.tags.has('Date') ||
        after.word === 'to';
      const participle = this.words.passive_participles.includes(predicate.word) && open;
      const state =
        (this.words.states.includes(predicate.word) && open) ||
        (DIRECTION.has(predicate.word) && /^[$€£]?\d/.test(after?.text ?? '')) ||
        (/%$/.test(predicate.text) && this.words.states.includes(after?.word ?? ''));
      const onTrack = predicate.word === 'on' && after?.word === 'track';
      if (participle || state || onTrack) {
        const plural = this.pluralPhrase(subject);
        const be =
          participle && !this.words.states.includes(predicate.word)
            ? plural
              ? 'were'
              : 'was'
            : plural
              ? 'are'
              : 'is';
        const text = [this.subjectPhrase(subject), be, ...rest.map((t) => t.text)].join(' ');
        return this.statementIdea(text, false);
      }
    }
    if (fact > 0) {
      const subject = tokens.slice(0, fact);
      const plural = this.pluralPhrase(subject);
      const value = tokens
        .slice(fact)
        .map((t) => t.text)
        .join(' ');
      return this.statementIdea(
        `${this.subjectPhrase(subject)} ${plural ? 'are' : 'is'} ${value}`,
        false,
      );
    }
    // "account 889-301-22, business line": a label and its number.
    if (
      tokens.length >= 2 &&
      /^[a-z]+$/i.test(tokens[0]?.text ?? '') &&
      /\d.*[-#]|[-#].*\d|\d{4}/.test(tokens[1]?.text ?? '')
    )
      return {
        kind: 'statement',
        text: endSentence(
          `${capitalize(tokens[0]?.text ?? '')}: ${tokens
            .slice(1)
            .map((t) => t.text)
            .join(' ')}`,
        ),
      };
    // "still no tracking number": something missing.
    if (words[0] === 'no' || (words[0] === 'still' && words[1] === 'no'))
      return { kind: 'statement', text: `There is ${tokens.map((t) => t.text).join(' ')}.` };
    // "7 years of Go and PostgreSQL experience": the writer's experience.
    if (
      /^\d+$/.test(tokens[0]?.text ?? '') &&
      tokens[1]?.word === 'years' &&
      tokens[2]?.word === 'of'
    )
      return { kind: 'statement', text: `I have ${tokens.map((t) => t.text).join(' ')}.` };
    // "42 applicants": a counted noun on its own.
    if (
      /^\d[\d,.]*$/.test(tokens[0]?.text ?? '') &&
      tokens.length <= 5 &&
      this.isNounPhrase(tokens)
    ) {
      const one = tokens[0]?.text === '1';
      return {
        kind: 'statement',
        text: `There ${one ? 'is' : 'are'} ${tokens.map((t) => t.text).join(' ')}.`,
      };
    }
    return undefined;
  }

  // ---------------------------------------------------------------------------------------
  // Word-level judgements

  private tokens(text: string): Token[] {
    const terms = sentencesOf(text).flat();
    let cursor = 0;
    const termStarts = terms.map((t) => {
      if (t.text === '') return -1;
      const at = text.indexOf(t.text, cursor);
      if (at < 0) return -1;
      cursor = at + t.text.length;
      return at;
    });
    const out: Token[] = [];
    cursor = 0;
    for (const token of text.split(/\s+/).filter((t) => t !== '')) {
      const start = text.indexOf(token, cursor);
      const end = start + token.length;
      cursor = end;
      const k = termStarts.findIndex((at) => at >= start && at < end);
      out.push({ text: token, word: core(token), tags: terms[k]?.tags ?? new Set<string>() });
    }
    return out;
  }

  /** "can we push our 1:1 …", "how was your stay …", "could you review my PR …" without a "?". */
  private isQuestion(tokens: readonly Token[]): boolean {
    const [first, second] = tokens;
    if (first === undefined || second === undefined) return false;
    if (
      ['can', 'could', 'would', 'will', 'shall', 'should', 'do', 'does', 'did'].includes(first.word)
    )
      return SUBJECT_PRONOUNS.has(second.word);
    return (
      QUESTION_WORDS.has(first.word) &&
      (second.tags.has('Copula') || QUESTION_VERBS.has(second.word))
    );
  }

  /**
   * A verb that can open an instruction: one the lexicons know, or one compromise's
   * dictionary lists as a verb first ("bring", "meet") and tags as an imperative here.
   */
  private isVerbToken(token: Token, next: Token | undefined, lenient: boolean): boolean {
    const word = token.word;
    if (/\d/.test(word) || next?.tags.has('Copula') || next?.tags.has('Modal')) return false;
    if (this.verbs.has(word) || this.words.reader_verbs.includes(word)) return true;
    if (/^[A-Z]{2,}/.test(token.text)) return false;
    if (!token.tags.has('Verb') || token.tags.has('Gerund') || token.tags.has('PastTense'))
      return false;
    // "account 889-301-22", "code LOYAL10": a noun before its number.
    if (next !== undefined && /\d.*[-#]|[-#].*\d|[A-Z]+\d|\d{3}/.test(next.text)) return false;
    return isVerbLemma(word) || (lenient && canBeVerb(word));
  }

  /** "Update on the rollout", "Invoice INV-2041 …": a noun that only looks like a verb. */
  private nounFirst(tokens: readonly Token[]): boolean {
    const [first, second] = tokens;
    if (first === undefined || !this.words.noun_first.includes(first.word)) return false;
    return (
      second === undefined ||
      ['on', 'about', 'of', 'for', 'regarding', 're', 'concerning'].includes(second.word) ||
      /[A-Za-z].*\d|\d.*[A-Za-z]|#|\d{3}/.test(second.text)
    );
  }

  /**
   * The index of the main clause's finite verb ("is" in "the invoice … is overdue"), or -1.
   * A relative clause ("everyone who answers gets …") is skipped; verbs after "that", "to",
   * "because" … belong to another clause.
   */
  private mainVerb(tokens: readonly Token[]): number {
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i];
      const previous = tokens[i - 1];
      if (t === undefined || previous === undefined) break;
      // "everyone who answers gets …": past the relative clause's verb, the next verb is the main one.
      if (
        ['who', 'which', 'that'].includes(t.word) &&
        (previous.tags.has('Noun') || previous.tags.has('Pronoun'))
      ) {
        const main = tokens.findIndex(
          (v, k) =>
            k > i + 1 && v.tags.has('Verb') && !v.tags.has('Gerund') && !v.tags.has('Infinitive'),
        );
        const relativeVerb = tokens[i + 1];
        return main > 0 &&
          relativeVerb !== undefined &&
          (relativeVerb.tags.has('Verb') || relativeVerb.word.endsWith('s'))
          ? main
          : -1;
      }
      if (SUBORDINATE.has(t.word) && t.word !== 'and') return -1;
      if (this.isFinite(tokens, i)) return i;
    }
    return -1;
  }

  /** Whether the word at `i` is a finite verb with a subject before it. */
  private isFinite(tokens: readonly Token[], i: number): boolean {
    const t = tokens[i];
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    if (t === undefined || previous === undefined || endsClause(previous.text)) return false;
    if (/^[A-Z]/.test(t.text) && this.lang.isProper(t.word)) return false;
    // "10:30 am": compromise reads "am" as the verb.
    if (['am', 'pm'].includes(t.word) && /\d/.test(previous.text)) return false;
    if (this.words.states.includes(t.word)) return false;
    if (t.tags.has('Copula') || t.tags.has('Modal') || t.tags.has('Auxiliary')) return true;
    const sForm = /[^s]s$/.test(t.word);
    const span = tokens.slice(0, ADVERBS.has(previous.word) ? i - 1 : i);
    const before = span.at(-1);
    if (before === undefined) return false;
    // "for all plans": a word after a determiner or quantifier is a noun.
    if (
      before.tags.has('Determiner') ||
      before.tags.has('Possessive') ||
      QUANTIFIERS.has(before.word)
    )
      return false;
    const pluralSubject =
      this.pluralPhrase(span) || ['i', 'we', 'you', 'they'].includes(before.word);
    if (this.lang.isFiniteVerb(t.word) && !(sForm && pluralSubject)) return true;
    if (t.tags.has('Gerund')) return false;
    // "the 3.2 release": a number after a determiner is part of the noun phrase.
    const modifier = before.tags.has('Value') && (span.at(-2)?.tags.has('Determiner') ?? false);
    const nounish = (x: Token) =>
      x.tags.has('Noun') ||
      x.tags.has('Value') ||
      x.tags.has('Pronoun') ||
      /\d/.test(x.text) ||
      (x.tags.has('Verb') && /s$/.test(x.word) && !isVerbLemma(x.word));
    const subject =
      !modifier &&
      (nounish(before) || (before.tags.has('Adjective') && span.slice(0, -1).some(nounish)));
    if (!subject) return false;
    // compromise reads "the science fair moves to …" as a plural noun.
    if (
      !t.tags.has('Verb') &&
      sForm &&
      !pluralSubject &&
      next !== undefined &&
      (this.isPrep(next) ||
        next.tags.has('Determiner') ||
        isValue(next, this.lang) ||
        (this.words.states.includes(next.word) &&
          LINKING_VERBS.has(infinitiveOf(t.word, 'PresentTense')))) &&
      canBeVerb(infinitiveOf(t.word, 'PresentTense'))
    )
      return true;
    const pastLike =
      t.tags.has('PastTense') ||
      (t.tags.has('Adjective') &&
        /ed$/.test(t.word) &&
        (next === undefined || next.tags.has('Adverb') || this.lang.isPreposition(next.text)));
    if (pastLike) {
      // "refund approved today" leaves "was" out; "Sarah Chen approved the budget" does not.
      const object =
        next !== undefined && (next.tags.has('Determiner') || next.tags.has('Possessive'));
      if (this.words.passive_participles.includes(t.word) && !before.tags.has('Pronoun') && !object)
        return false;
      return t.tags.has('Verb') || pastLike;
    }
    if (t.tags.has('Verb') && t.tags.has('PresentTense')) {
      if (next === undefined || CONJUNCTIONS.has(next.word) || endsClause(t.text)) return false;
      // "the support team hit a 98% score": a past form like its base ("hit", "set", "cut").
      if (!sForm && !pluralSubject && verbForms(t.word).past === t.word && !next.tags.has('Verb'))
        return true;
      // "6 phone screens done": a noun before a participle, not a verb.
      // "go live", "stay open": a linking verb before a state.
      const linking = LINKING_VERBS.has(infinitiveOf(t.word, 'PresentTense'));
      if (next.tags.has('PastTense') || (this.words.states.includes(next.word) && !linking))
        return false;
      return sForm ? !pluralSubject : pluralSubject;
    }
    return false;
  }

  /** Where a value starts after a short noun: "deadline March 15", "keynote at 9am", "budget around $60,000". */
  private factAt(tokens: readonly Token[]): number {
    for (let at = 1; at <= 4 && at < tokens.length; at++) {
      const subject = tokens.slice(0, at);
      const lone = subject[0];
      const single =
        at === 1 &&
        lone !== undefined &&
        /^[a-z]+$/i.test(lone.text) &&
        (lone.tags.has('Noun') || lone.tags.has('Imperative')) &&
        !lone.tags.has('PastTense') &&
        !this.isPrep(lone) &&
        !isAdjectiveLemma(lone.word) &&
        !this.words.states.includes(lone.word) &&
        !this.verbs.has(lone.word);
      if (!(single || this.isNounPhrase(subject)) || subject.some((t) => /\d/.test(t.text)))
        continue;
      // "Sarah Chen": a first name and a last name, not a thing and its value.
      if (tokens[at]?.tags.has('Person') === true) continue;
      let k = at;
      const qualifiers = [
        'around',
        'about',
        'approximately',
        'roughly',
        'at',
        'on',
        'in',
        'by',
        'from',
        'until',
      ];
      if (qualifiers.includes(tokens[k]?.word ?? '')) k++;
      const value = tokens[k];
      if (value === undefined) return -1;
      if (
        isValue(value, this.lang) ||
        DAY_PARTS.has(value.word) ||
        (value.word === 'the' && DAY_PARTS.has(tokens[k + 1]?.word ?? ''))
      ) {
        if (this.lang.isDeterminer(subject[0]?.text ?? '') && subject.length === 1) return -1;
        return at;
      }
    }
    return -1;
  }

  /** Whether tokens read as a noun phrase: nouns, adjectives, determiners, numbers, "of", "and". */
  private isNounPhrase(tokens: readonly Token[]): boolean {
    const head = tokens.at(-1);
    if (head === undefined) return false;
    if (
      endsClause(
        tokens
          .slice(0, -1)
          .map((t) => t.text)
          .join(' '),
      )
    )
      return false;
    if (this.lang.isDeterminer(head.text) || SUBJECT_PRONOUNS.has(head.word)) return false;
    return tokens.every((t, i) => {
      const last = i === tokens.length - 1;
      if (['of', 'and'].includes(t.word)) return i > 0 && !last;
      if (this.isPrep(t) || CONJUNCTIONS.has(t.word) || SUBJECT_PRONOUNS.has(t.word)) return false;
      if (t.tags.has('Particle') || (last && !t.tags.has('Noun') && isAdjectiveLemma(t.word)))
        return false;
      if (t.tags.has('Copula') || t.tags.has('Modal') || t.tags.has('Auxiliary')) return false;
      if (
        last &&
        !(
          t.tags.has('Noun') ||
          t.tags.has('Value') ||
          /\d/.test(t.text) ||
          t.tags.has('Verb') ||
          t.tags.size === 0
        )
      )
        return false;
      if (!t.tags.has('Verb') || t.tags.has('Gerund')) return true;
      if (t.tags.has('PastTense')) return t.tags.has('Adjective');
      // compromise tags some nouns as verbs ("crash rate", "kids"): a dictionary verb is
      // only a noun here as the head of a compound ("crash rate").
      if (!isVerbLemma(t.word)) return true;
      const previous = tokens[i - 1];
      return (
        last && previous !== undefined && previous.tags.has('Noun') && !previous.tags.has('Verb')
      );
    });
  }

  /** "Takes", "saves", "works": a present verb with no subject before it. */
  private isThirdPersonVerb(token: Token, next: Token | undefined): boolean {
    const w = token.word;
    if (!/^[a-z]+s$/.test(w) || next === undefined) return false;
    const base = infinitiveOf(w, 'PresentTense');
    if (base === w || verbForms(base).present !== w || !canBeVerb(base)) return false;
    const object =
      this.isPrep(next) ||
      /^[$€£\d]/.test(next.text) ||
      /^[A-Z]/.test(next.text) ||
      next.tags.has('Determiner') ||
      next.tags.has('Adverb') ||
      next.tags.has('Possessive') ||
      next.tags.has('Value') ||
      this.lang.isParticle(next.word);
    if (!object) return false;
    return token.tags.has('Verb') || isVerbLemma(base) || this.isPrep(next);
  }

  private pluralPhrase(tokens: readonly Token[]): boolean {
    if (tokens.some((t) => t.word === 'and')) return true;
    const head = tokens.at(-1);
    if (head === undefined) return false;
    const first = tokens[0]?.text ?? '';
    if (/^\d[\d,.]*$/.test(first) && first !== '1') return true;
    return head.tags.has('Plural') || isPluralNoun(head.word);
  }

  /** A sentence's bare subject with the article it needs: "budget is …" → "The budget is …". */
  private withSubject(tokens: readonly Token[], verbAt: number): string {
    const subject = tokens.slice(0, verbAt);
    return [this.subjectPhrase(subject), ...tokens.slice(verbAt).map((t) => t.text)].join(' ');
  }

  private subjectPhrase(subject: readonly Token[]): string {
    const words = subject.map((t) => t.text);
    const first = subject[0];
    const head = subject.at(-1);
    if (first === undefined || head === undefined) return words.join(' ');
    const bare =
      !this.lang.isDeterminer(first.text) &&
      !SUBJECT_PRONOUNS.has(first.word) &&
      !first.tags.has('Possessive') &&
      !first.tags.has('Value') &&
      !/^[$€£#\d]/.test(first.text) &&
      !(/^[A-Z]/.test(first.text) && !this.lang.canLowercase(first.text)) &&
      !/^[A-Z]{2,}/.test(first.text) &&
      !(first.tags.has('Gerund') && subject.length === 1) &&
      !(head.tags.has('Adjective') && subject.length === 1) &&
      !['everyone', 'everybody', 'nobody', 'someone', 'anyone', 'all', 'each', 'both'].includes(
        first.word,
      ) &&
      subject.length <= 7;
    // "next town hall is Jan 15" → "The next town hall is Jan 15".
    if (['next', 'last'].includes(first.word) && subject.length > 1)
      return ['the', first.text.toLowerCase(), ...words.slice(1)].join(' ');
    if (!bare) return words.join(' ');
    const lowered = this.lang.canLowercase(first.text)
      ? [first.text.toLowerCase(), ...words.slice(1)]
      : words;
    const coordinated = subject.some((t) => t.word === 'and');
    if ((!coordinated && this.pluralPhrase(subject)) || this.isMass(head)) return lowered.join(' ');
    const own = ['resume', 'cv', 'portfolio', 'references'].includes(head.word);
    const shared = this.lexicon.shared_nouns.includes(head.word);
    return [own ? 'my' : shared ? 'our' : 'the', ...lowered].join(' ');
  }

  private isMass(token: Token): boolean {
    return this.lexicon.mass_nouns.includes(token.word) || token.tags.has('Uncountable');
  }

  /** A topic as a noun phrase with the article a writer would add ("a 2-minute survey"). */
  private nounPhrase(input: readonly Token[], indefinite = false): string {
    const tokens = input.map((t) => t.text);
    const first = input[0];
    if (first !== undefined && this.lang.canLowercase(first.text) && !titleCase(tokens)) {
      tokens[0] = first.text.toLowerCase();
    }
    if (indefinite && this.needsArticle(input)) {
      const marked = this.articles(tokens, 0, undefined, true);
      return this.addressing.secondPerson([articleFor(tokens[0] ?? ''), ...marked].join(' '));
    }
    return this.addressing.secondPerson(this.articles(tokens, 0).join(' '));
  }

  private needsArticle(tokens: readonly Token[]): boolean {
    const first = tokens[0];
    const end = tokens.findIndex(
      (t, i) =>
        i > 0 &&
        (this.isPrep(t) || ['to', 'as'].includes(t.word) || endsClause(tokens[i - 1]?.text)),
    );
    const head = tokens[(end < 0 ? tokens.length : end) - 1];
    if (first === undefined || head === undefined) return false;
    if (
      /%$/.test(first.text) &&
      tokens.length > 1 &&
      !this.pluralPhrase([head]) &&
      !this.isMass(head)
    )
      return true;
    return !(
      this.lang.isDeterminer(first.text) ||
      first.tags.has('Adverb') ||
      first.tags.has('Possessive') ||
      (first.tags.has('Value') && !/^\d+-[a-z]/i.test(first.text)) ||
      (/^[$€£#\d]/.test(first.text) && !/^\d+-[a-z]/i.test(first.text)) ||
      (/^[A-Z]/.test(first.text) && !this.lang.canLowercase(first.text)) ||
      first.tags.has('Gerund') ||
      head.tags.has('ProperNoun') ||
      this.pluralPhrase([head]) ||
      this.isMass(head) ||
      NO_ARTICLE.has(first.word) ||
      tokens
        .slice(0, end < 0 ? tokens.length : end)
        .some(
          (t) =>
            /[A-Za-z].*\d|\d.*[A-Za-z]|#|\d{3}|\d-\d/.test(t.text) && !/^\d+-[a-z]+$/i.test(t.text),
        )
    );
  }

  /**
   * The tokens with the determiner a writer would add to each noun phrase: "follow up on
   * project proposal meeting" → "on our project proposal meeting", "send invoice" → "send
   * the invoice". A phrase starts at `from` and after each preposition or conjunction;
   * generic plurals, mass nouns, names and numbered things ("order #45821") stay bare.
   */
  private articles(
    tokens: readonly string[],
    from: number,
    preference?: 'the' | 'your',
    inPhrase = false,
  ): string[] {
    // A caller who writes determiners of their own ("my program in public health") has
    // chosen their words: only a telegraphic phrase ("follow up on proposal meeting") gets them.
    if (tokens.slice(from).some((t) => this.lang.isDeterminer(t) || /['’]s$/.test(t)))
      return [...tokens];
    const tagged = this.tokens(tokens.join(' '));
    const out = tokens.slice(0, from);
    let phraseStart = !inPhrase;
    let preferred = preference;
    let afterOf = false;
    for (let i = from; i < tokens.length; i++) {
      const token = tokens[i] ?? '';
      const word = core(token);
      if (this.isPrep(token) || CONJUNCTIONS.has(word)) {
        phraseStart = true;
        afterOf = word === 'of' || word === 'with';
        out.push(token);
        continue;
      }
      if (phraseStart) {
        const tags = tagged[i]?.tags;
        const afterTo = core(tokens[i - 1]) === 'to' && this.lang.isVerb(word);
        const verb = (tags?.has('Verb') === true && !tags.has('Gerund') && i > from) || afterTo;
        const determiner =
          afterOf || verb ? undefined : this.determinerFor(tokens, tagged, i, preferred);
        if (determiner !== undefined) out.push(determiner);
        preferred = undefined;
        phraseStart = false;
      }
      out.push(token);
      if (endsClause(token)) phraseStart = false;
    }
    return out;
  }

  private determinerFor(
    tokens: readonly string[],
    tagged: readonly Token[],
    at: number,
    preference?: 'the' | 'your',
  ): string | undefined {
    let end = at;
    while (end + 1 < tokens.length && !endsClause(tokens[end])) {
      const next = tokens[end + 1] ?? '';
      const nextTags = tagged[end + 1]?.tags;
      if (this.isPrep(next) || CONJUNCTIONS.has(core(next))) break;
      if (nextTags?.has('Copula') || nextTags?.has('Modal') || this.isFinite(tagged, end + 1))
        break;
      end++;
    }
    const phrase = tokens.slice(at, end + 1);
    const first = phrase[0] ?? '';
    const firstTags = tagged[at]?.tags ?? new Set<string>();
    const headTags = tagged[end]?.tags ?? new Set<string>();
    const head = core(phrase.at(-1));
    const lower = core(first);
    if (
      this.lang.isDeterminer(first) ||
      SUBJECT_PRONOUNS.has(lower) ||
      NO_ARTICLE.has(lower) ||
      firstTags.has('Possessive') ||
      firstTags.has('Pronoun') ||
      (firstTags.has('Value') && !firstTags.has('Ordinal')) ||
      firstTags.has('Adverb') ||
      /ing$/.test(lower) ||
      phrase.some((t) => /['’]s\b/.test(t)) ||
      numberedLabel(phrase) ||
      (/^[A-Z]/.test(first) &&
        !(/^[A-Z]+\d+$/.test(first) && /^[a-z]/.test(phrase.at(-1) ?? ''))) ||
      /^[A-Z]\d*[,.;:]?$/.test(phrase.at(-1) ?? '') ||
      /^[^\p{L}]/u.test(first) ||
      this.lang.isParticle(first) ||
      [
        'behind',
        'early',
        'late',
        'online',
        'soon',
        'back',
        'off',
        'away',
        'ahead',
        'together',
      ].includes(lower)
    ) {
      return undefined;
    }
    if (preference === 'your') return 'your';
    if (firstTags.has('Ordinal')) return 'the';
    if (this.lexicon.shared_nouns.includes(head)) return 'our';
    if (this.lexicon.mass_nouns.includes(head) || headTags.has('Uncountable')) return undefined;
    if (headTags.has('Plural') || (head.endsWith('s') && isPluralNoun(head))) return undefined;
    if (headTags.has('Adjective') || (headTags.has('Verb') && !headTags.has('Noun')))
      return undefined;
    if (phrase.length >= 2 || this.lexicon.countable_nouns.includes(head)) return 'the';
    return undefined;
  }

  private opensWith(text: string, phrases: readonly string[]): string | undefined {
    const lower = text.toLowerCase();
    return [...phrases]
      .sort((a, b) => b.length - a.length)
      .map((p) =>
        lower.startsWith(p) && /^(?:$|[\s,:!.-])/.test(lower.slice(p.length))
          ? text.slice(0, p.length)
          : undefined,
      )
      .find((p) => p !== undefined);
  }

  private stripCues(text: string): string {
    let out = text;
    const cues = [...this.words.cues, ...this.words.greetings].sort((a, b) => b.length - a.length);
    for (const cue of cues) {
      const escaped = cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
      out = out.replace(new RegExp(`^${escaped}\\s*[:,!–—-]\\s+`, 'i'), '');
    }
    return out;
  }

  /** The first word lowercased unless it is a name, with the reader addressed as "you". */
  private bare(text: string): string {
    return this.addressing.secondPerson(lowerFirstWord(text, this.lang));
  }

  // ---------------------------------------------------------------------------------------
  // Topic

  /** What the email is about, from the context's first idea. */
  private topicOf(idea: Idea, all: readonly Idea[], self: boolean): Topic | undefined {
    const ofSelf = () => (self ? this.topicOfSelf(all) : undefined);
    switch (idea.kind) {
      case 'act':
        if (idea.about !== undefined) return this.finish(this.tokens(idea.about), 0);
        return this.topicOfAct(idea.act) ?? ofSelf();
      case 'topic':
        return this.finish(this.tokens(idea.np), 0);
      case 'statement':
        if (idea.about !== undefined)
          return this.topicOfAct({ verb: 'have', particle: '', rest: idea.about });
        return this.topicOfStatement(idea.text) ?? ofSelf();
      default:
        return undefined;
    }
  }

  /** "introduce myself as the new account manager …" is about the new account manager. */
  private topicOfSelf(all: readonly Idea[]): Topic | undefined {
    for (const idea of all) {
      const text = idea.kind === 'statement' ? idea.text : idea.kind === 'act' ? idea.act.rest : '';
      const m = /(?:^I(?: am|['’]m)|\bas)\s+((?:the|your|a|an)\s+.+?)(?:[.,!?]|$)/.exec(text);
      if (m?.[1] !== undefined) return this.finish(this.tokens(m[1]), 0);
    }
    return undefined;
  }

  private topicOfAct(act: Act): Topic | undefined {
    const tokens = this.tokens(act.rest);
    let i = 0;
    if (['you', 'myself', 'yourself', 'everyone'].includes(tokens[i]?.word ?? '')) i++;
    if (['as', 'aboard', 'back'].includes(tokens[i]?.word ?? '')) return undefined;
    if (tokens[i]?.word === 'that' && !SUBJECT_PRONOUNS.has(tokens[i + 1]?.word ?? ''))
      return undefined;
    // "follow up after our call on Tues re the scanner pilot" is about the scanner pilot.
    const about = tokens.findIndex((t, k) => k >= i && ABOUT.has(t.word));
    if (about >= 0 && about <= i + 6) return this.finish(tokens, about + 1);
    const preference = this.lexicon.person_verbs[act.verb];
    if (preference !== undefined && i === 0 && !this.lang.isPreposition(tokens[0]?.text ?? '')) {
      // "welcome Priya to the design team": Priya; "thank the food bank for hosting …": hosting.
      const object = this.finish(tokens, 0, true);
      if (object?.person === true) return object;
      const after = tokens.findIndex((t, k) => k > 0 && this.lang.isPreposition(t.text));
      if (after > 0) i = after;
    }
    if (this.isPrep(tokens[i])) {
      i++;
      // "thank you for 10 years as a customer": what follows the preposition, whole.
      if (['thank', 'apologize', 'congratulate'].includes(act.verb)) {
        const whole = this.finish(tokens, i, false, true);
        if (whole !== undefined) return whole;
      }
    }
    // "propose that we move the offsite to Austin" is about "moving the offsite to Austin".
    if (tokens[i]?.word === 'that') i++;
    const subject = tokens[i];
    const verb = tokens[i + 1];
    if (subject !== undefined && verb !== undefined && SUBJECT_PRONOUNS.has(subject.word)) {
      if (verb.tags.has('Verb') || this.verbs.has(verb.word)) {
        const gerund = verbForms(infinitiveOf(verb.word)).gerund;
        return this.finish([{ ...verb, text: gerund, word: gerund }, ...tokens.slice(i + 2)], 0);
      }
    }
    const object = this.finish(tokens, i);
    // "set up a call to review the Q3 budget" is about the Q3 budget.
    const head = tokens[i] === undefined ? undefined : this.headOf(tokens, i);
    if (object === undefined || (head !== undefined && this.words.event_nouns.includes(head))) {
      const purpose = tokens.findIndex(
        (t, k) => k > i && t.word === 'to' && (tokens[k + 1]?.tags.has('Verb') ?? false),
      );
      if (purpose > 0) {
        let k = purpose + 2;
        if (
          this.lang.isParticle(tokens[k]?.word ?? '') ||
          this.lang.isPreposition(tokens[k]?.text ?? '')
        )
          k++;
        const aim = this.finish(tokens, k);
        if (aim !== undefined) return aim;
      }
      const topical = tokens.findIndex((t, k) => k > i && ['about', 'on', 'for'].includes(t.word));
      if (topical > 0 && object !== undefined) return this.finish(tokens, topical + 1) ?? object;
    }
    return object;
  }

  /** The head noun of the phrase at `i`: "a 30 minute call next Tuesday" → "call". */
  private headOf(tokens: readonly Token[], i: number): string | undefined {
    let head: string | undefined;
    for (let k = i; k < tokens.length; k++) {
      const t = tokens[k];
      if (
        t === undefined ||
        this.lang.isPreposition(t.text) ||
        t.word === 'to' ||
        isDateStart(tokens, k)
      )
        break;
      head = t.word;
      if (endsClause(t.text)) break;
    }
    return head;
  }

  /** "The Q3 report is late" is about the Q3 report; "We missed the deadline" about the deadline. */
  private topicOfStatement(text: string): Topic | undefined {
    // "I need your eyes on the draft": about the draft.
    const attention = new RegExp(
      `\\b(?:your|some|a|an|the)?\\s*(?:quick\\s+)?(?:${this.words.attention_nouns.join('|')})\\s+(?:on|with|for|about|regarding)\\s+(.+)$`,
      'i',
    ).exec(text.replace(/[.!?]+$/, ''))?.[1];
    if (attention !== undefined) {
      const found = this.finish(this.tokens(attention), 0);
      if (found !== undefined) return found;
    }
    const plain = text
      .replace(/[.!?]+$/, '')
      .replace(/^I(?: am|['’]m)(?: so| really| very)? sorry(?: that)?\s+/i, '')
      .replace(/^(?:my|our) apologies\s+(?:for|about)\s+/i, '');
    const tokens = this.tokens(plain);
    const verb = this.mainVerb(tokens);
    const first = tokens[0];
    if (first === undefined) return undefined;
    const personal =
      SUBJECT_PRONOUNS.has(first.word) ||
      CONTRACTED_SUBJECT.test(first.word) ||
      QUESTION_VERBS.has(first.word) ||
      QUESTION_WORDS.has(first.word);
    if (!personal && verb > 0) {
      const subject = this.finish(tokens.slice(0, verb), 0);
      if (subject !== undefined) return subject;
    }
    // The object after the verb (and its auxiliaries).
    let i = Math.max(verb, 1);
    while (
      i < tokens.length &&
      (tokens[i]?.tags.has('Verb') ||
        tokens[i]?.tags.has('Adverb') ||
        SUBJECT_PRONOUNS.has(tokens[i]?.word ?? ''))
    )
      i++;
    if (this.lang.isPreposition(tokens[i]?.text ?? '')) i++;
    return this.finish(tokens, i);
  }

  /**
   * Up to MAX_TOPIC_WORDS words from `start`: a noun phrase with at most one attached
   * phrase ("feedback on the draft"), or a gerund and its object ("passing the CPA exam").
   */
  private finish(
    tokens: readonly Token[],
    start: number,
    objectOnly = false,
    loose = false,
  ): Topic | undefined {
    const out: Token[] = [];
    let attached = false;
    for (let i = start; i < tokens.length && out.length < MAX_TOPIC_WORDS; i++) {
      const token = tokens[i];
      if (token === undefined) break;
      const word = token.word;
      if (out.length > 0) {
        if (isDateStart(tokens, i)) break;
        if (this.isPrep(token)) {
          const attaching = ['of', 'on', 'about', 'for', 'at', 'with', 'in', 'from'].includes(word);
          if (objectOnly || attached || !attaching || isDateStart(tokens, i + 1)) break;
          attached = true;
        }
        if (word === 'to' || token.text.startsWith('(')) break;
        if (SUBORDINATE.has(word) && !(loose && word === 'as')) break;
        if (SUBJECT_PRONOUNS.has(word) || CONTRACTED_SUBJECT.test(word)) break;
        const gerundHead = out.length === 1 && out[0]?.tags.has('Gerund') === true;
        if (token.tags.has('Copula') || token.tags.has('Modal') || token.tags.has('Auxiliary'))
          break;
        const afterNoun = out.at(-1)?.tags.has('Noun') === true;
        if (!gerundHead && afterNoun && token.tags.has('PastTense') && token.tags.has('Verb'))
          break;
      }
      out.push({ ...token, text: token.text.replace(/[,;:.!?]+$/, '') });
      if (endsClause(token.text)) break;
    }
    while (
      out.length > 0 &&
      (this.isPrep(out.at(-1)) ||
        PERSONAL_DETERMINERS.test(out.at(-1)?.word ?? '') ||
        ['and', 'or'].includes(out.at(-1)?.word ?? ''))
    )
      out.pop();
    if (out.length === 0) return undefined;
    if (
      !loose &&
      out.every(
        (t) =>
          t.tags.has('Date') ||
          t.tags.has('Value') ||
          SUBJECT_PRONOUNS.has(t.word) ||
          ['myself', 'yourself', 'you', 'me', 'us', 'everyone', 'sorry'].includes(t.word),
      )
    )
      return undefined;
    const words = out.map((t) => t.text);
    if (/^(?:The|A|An|Our|Your|My|This|That|These|Those|Their)$/.test(words[0] ?? ''))
      words[0] = (words[0] ?? '').toLowerCase();
    let skip = 0;
    while (skip < words.length - 1 && PERSONAL_DETERMINERS.test(words[skip] ?? '')) skip++;
    const person = out.every(
      (t) =>
        t.tags.has('Person') ||
        (/^[A-Z][a-z]/.test(t.text) &&
          !t.tags.has('Organization') &&
          !t.tags.has('Place') &&
          !this.lang.canLowercase(t.text) &&
          !this.lang.isProper(t.word)),
    );
    return { np: words.join(' '), bare: words.slice(skip).join(' '), ...(person && { person }) };
  }
}

/**
 * A topic's forms for phrase templates: {topic} "project proposal meeting", {the_topic}
 * "our project proposal meeting", {your_topic} "your promotion" ("passing the CPA exam"
 * and "your stay" stay as they are).
 */
export function topicForms(topic: Topic | undefined): Record<string, string> {
  if (topic === undefined) return {};
  const first = topic.np.split(' ')[0] ?? '';
  const gerund = /ing$/.test(first) && (sentencesOf(first).flat()[0]?.tags.has('Gerund') ?? false);
  const your = /^the\s/i.test(topic.np)
    ? topic.np.replace(/^the\s/i, 'your ')
    : topic.np !== topic.bare || gerund || /['’]s\b/.test(topic.np) || topic.person === true
      ? topic.np
      : `your ${topic.bare}`;
  return { topic: topic.bare, the_topic: topic.np, your_topic: your };
}

/** The words of the verb phrase: "follow up on our project proposal meeting". */
export function vpOf(act: Act): string {
  return [act.verb, act.particle, act.rest].filter((p) => p !== '').join(' ');
}

/** The same phrase with the verb's -ing form: "following up on our project proposal meeting". */
export function gerundOf(act: Act): string {
  return [verbForms(act.verb).gerund, act.particle, act.rest].filter((p) => p !== '').join(' ');
}

/**
 * The context as a headline, for a statement, a question or an act that carries a clause:
 * "timesheets are due Friday at 5pm" (from "remind everyone that …"), "we double charged
 * your card" (from "sorry we double charged …").
 */
function headlineOf(idea: Idea): string | undefined {
  let text: string;
  if (idea.kind === 'act') {
    const clause = /^(?:you\s+)?that\s+(.+)$/.exec(idea.act.rest)?.[1];
    if (clause === undefined) return undefined;
    text = clause;
  } else if (idea.kind === 'statement') {
    text = idea.text
      .replace(/\.$/, '')
      .replace(/^I(?: am|['’]m)(?: so| really| very)? sorry(?: that)?\s+(?=\w+\s)/, '')
      .replace(/^(?:My|Our) apologies\s+/, '');
  } else return undefined;
  const cut = text.split(/,\s+|\s+(?:and|but|because|so)\s+/)[0] ?? text;
  return /\?$/.test(text) && !/\?$/.test(cut) ? `${cut}?` : cut;
}

function isValue(token: Token, lang: Language): boolean {
  return (
    /^[$€£¥#]?\d/.test(token.text) ||
    token.tags.has('Month') ||
    token.tags.has('WeekDay') ||
    token.tags.has('Time') ||
    token.tags.has('Money') ||
    WEEKDAY_SHORT.test(token.text) ||
    (lang.isProper(token.word) && /^[A-Z]/.test(token.text)) ||
    (/^[A-Z]/.test(token.text) && token.tags.has('ProperNoun') && !lang.canLowercase(token.text)) ||
    ['today', 'tomorrow', 'tonight', 'yesterday', 'next'].includes(token.word)
  );
}

/** Whether a date or time starts at `at`: "Tuesday", "next Tuesday", "3pm", "tomorrow". */
function isDateStart(tokens: readonly Token[], at: number): boolean {
  const t = tokens[at];
  if (t === undefined) return false;
  const day = (x: Token | undefined) =>
    x !== undefined &&
    (x.tags.has('Month') ||
      x.tags.has('WeekDay') ||
      x.tags.has('Time') ||
      ['today', 'tomorrow', 'tonight', 'yesterday', 'week', 'weekend', 'month', 'year'].includes(
        x.word,
      ));
  if (day(t) && !['week', 'month', 'year'].includes(t.word)) return true;
  return ['next', 'this', 'last'].includes(t.word) && day(tokens[at + 1]);
}

/**
 * Whether a phrase is a thing and its number, which reads without an article ("order
 * #45821", "invoice INV-2041", "$4,500"), unlike a described one ("the unpaid invoice
 * INV-2041") or one whose number is a modifier ("the Q3 budget review").
 */
function numberedLabel(phrase: readonly string[]): boolean {
  const at = phrase.findIndex((t) => /\d/.test(t) && !/^\d+-\w/.test(t));
  return at >= 0 && at === phrase.length - 1 && phrase.length <= 2;
}

/** "Project Proposal Meeting" is a name the caller chose; it keeps its capitals. */
function titleCase(tokens: readonly string[]): boolean {
  return tokens.length > 1 && /^[A-Z]/.test(tokens[1] ?? '') && /^[A-Z]/.test(tokens[0] ?? '');
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

function lowerFirstWord(text: string, lang: Language): string {
  const [first = '', ...rest] = text.split(' ');
  return lang.canLowercase(first) ? [first.toLowerCase(), ...rest].join(' ') : text;
}

/** "a" or "an" before a word, by its sound: "an 8-week plan", "a unique offer", "an hour". */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.toLowerCase();
  if (/^(?:8|11|18|80|800)(?:\D|$)/.test(w)) return 'an';
  if (/^\d/.test(w)) return 'a';
  if (/^(?:hour|honest|honor|honour|heir)/.test(w)) return 'an';
  if (/^(?:uni|use|usu|ura|uti|eu|one|once|ubi)/.test(w)) return 'a';
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/**
 * Caller text as a writer would have typed it calmly: a run of shouted dictionary words
 * ("THANK YOU") in lowercase, weekday and month names capitalized ("saturday").
 */
function calm(text: string): string {
  const shouted = /\b([A-Z]{2,}(?:\s+[A-Z]{2,})+)\b/g;
  let out = text.replace(shouted, (run: string) =>
    run.split(/\s+/).every((w) => w.length >= 3 && /^[A-Z]+$/.test(w)) && run.length > 6
      ? run.toLowerCase()
      : run,
  );
  out = out.replace(/^follow-up(?=\s+(?:on|after|about|re|regarding|with|from)\b)/i, 'follow up');
  out = out.replace(
    /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b(?=\s+(?:morning|afternoon|evening|night|or|and|next|\d))/g,
    (w) => capitalize(w),
  );
  out = out.replace(
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g,
    (w) => capitalize(w),
  );
  return out;
}
