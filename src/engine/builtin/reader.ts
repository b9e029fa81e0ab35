/**
 * Reads the caller's context and notes into clauses the composer can write from. Callers
 * write in shorthand ("Follow up on project proposal meeting", "Meeting was yesterday,
 * they seemed interested"); each clause is classified as an instruction, a statement, a
 * topic, a fact or a feeling, and rewritten as prose addressed to the reader
 * ("follow up on our project proposal meeting", "our meeting was yesterday, and you
 * seemed interested"). Every word of the caller's that carries a fact is kept.
 */
import { Addressing, type Addressee } from './addressing.js';
import { markNounPhrases } from './determiners.js';
import { CONJUNCTIONS, core, endsClause, type Language } from './language.js';
import { capitalize, endSentence, oneLine, splitSentences } from './text.js';

export type Clause =
  | { kind: 'instruction'; vp: string }
  | { kind: 'statement'; text: string }
  | { kind: 'topic'; np: string }
  | { kind: 'fact'; subject: string; value: string }
  | { kind: 'state'; text: string }
  | { kind: 'directive' };

const MODAL_PREFIX =
  /^(?:i\s+|we\s+)?(?:need|needs|want|wants|have|has|going|trying|hoping|planning|would like)\s+to\s+/i;
const VALUE_WORDS = new Set(['today', 'tomorrow', 'tonight', 'yesterday', 'next']);
const OBJECT_PRONOUNS = new Set(['them', 'him', 'her']);

export class Reader {
  private readonly prefixes: readonly RegExp[];
  private readonly directives: readonly RegExp[];

  private readonly addressing: Addressing;

  constructor(
    private readonly lang: Language,
    private readonly addressee: Addressee,
  ) {
    this.addressing = new Addressing(lang, addressee);
    this.prefixes = lang.lexicon.prompt_prefixes.map((p) => new RegExp(p, 'i'));
    this.directives = lang.lexicon.style_directives.map((p) => new RegExp(p, 'i'));
  }

  /** The context's sentences as clauses; a prompt-like opening ("Write an email…") goes. */
  readContext(context: string): Clause[] {
    let text = oneLine(context).replace(/^["'“]+|["'”]+$/g, '');
    for (const prefix of this.prefixes) text = text.replace(prefix, '');
    return splitSentences(text).map((s) => this.classify(s));
  }

  /** The notes as clauses: sentences, then clauses joined by semicolons or bare commas. */
  readNotes(notes: string): Clause[] {
    return splitSentences(oneLine(notes))
      .flatMap((s) => s.split(/;\s*/))
      .flatMap((s) => this.splitAtCommas(s))
      .map((s) => this.classify(s));
  }

  /**
   * Splits "Meeting was yesterday, they seemed interested" in two, but not "Friday, March
   * 15", "Sarah, Tom and Lee" or "yesterday, and they…" (already one sentence).
   */
  private splitAtCommas(text: string): string[] {
    const parts = text.split(/,\s+/);
    const out: string[] = [];
    for (const part of parts) {
      const tokens = part.split(' ');
      const last = out.at(-1);
      const startsClause =
        tokens.length >= 2 &&
        !CONJUNCTIONS.has(core(tokens[0])) &&
        (this.lang.isSubject(tokens[0] ?? '') ||
          this.hasVerb(tokens) ||
          this.factSplit(tokens) !== undefined);
      if (last !== undefined && (!startsClause || last.split(' ').length < 2)) {
        out[out.length - 1] = `${last}, ${part}`;
      } else {
        out.push(part);
      }
    }
    return out;
  }

  classify(sentence: string): Clause {
    let text = sentence.trim().replace(/[.!?]+$/, '');
    if (this.directives.some((d) => d.test(text))) return { kind: 'directive' };
    text = text.replace(/^please\s+/i, '');
    const modal = MODAL_PREFIX.exec(text);
    if (modal && this.lang.isVerb(text.slice(modal[0].length).split(' ')[0] ?? '')) {
      text = text.slice(modal[0].length);
    }
    const tokens = text.split(' ').filter((t) => t !== '');
    const [first, second] = tokens;
    if (first === undefined) return { kind: 'directive' };
    // "Can we move the call to 3pm?" stays the caller's question.
    if (/\?\s*$/.test(sentence)) return { kind: 'statement', text: this.statement(tokens, '?') };
    const gerundBase = this.lang.baseOfGerund(first);
    if (this.isInstruction(tokens) || gerundBase !== undefined) {
      if (gerundBase !== undefined) tokens[0] = gerundBase;
      return { kind: 'instruction', vp: this.verbPhrase(tokens) };
    }
    if (this.lang.isSubject(first) || this.hasVerb(tokens)) {
      return { kind: 'statement', text: this.statement(tokens) };
    }
    // "Need 30 minutes", "would like feedback on …": the writer's own statement with the
    // "I" left out.
    const wish = core(first) === 'would' && ['like', 'love', 'appreciate'].includes(core(second));
    if (wish || this.lang.lexicon.subjectless_verbs.includes(core(first))) {
      return {
        kind: 'statement',
        text: this.statement(['I', first.toLowerCase(), ...tokens.slice(1)]),
      };
    }
    if (this.lang.lexicon.state_adjectives.includes(core(first)) && second !== undefined) {
      return {
        kind: 'state',
        text: this.phrase(tokens.map((t, i) => (i === 0 ? t.toLowerCase() : t))),
      };
    }
    // "proposes 6 new roles": the subject left out is the thing the context is about.
    if (this.isThirdPersonVerb(first) && second !== undefined) {
      return {
        kind: 'statement',
        text: this.statement(['It', first.toLowerCase(), ...tokens.slice(1)]),
      };
    }
    const fact = this.factSplit(tokens);
    if (fact !== undefined) return fact;
    return { kind: 'topic', np: this.nounPhrase(tokens) };
  }

  private isInstruction(tokens: readonly string[]): boolean {
    const [first, second] = tokens;
    return (
      first !== undefined &&
      this.lang.isVerb(first) &&
      !/^[A-Z]{2,}/.test(first) &&
      core(second) !== 'of' &&
      !this.lang.isFiniteVerb(second ?? '')
    );
  }

  private hasVerb(tokens: readonly string[]): boolean {
    return tokens.some((_, i) => i > 0 && this.lang.looksLikeVerb(tokens, i));
  }

  /** "takes", "proposes": a verb of the third person with no subject before it. */
  private isThirdPersonVerb(word: string): boolean {
    const w = core(word);
    if (!/^[a-z]+s$/.test(word) || this.lang.isVerb(w)) return false;
    return [w.slice(0, -1), w.slice(0, -2)].some((base) => this.lang.isVerb(base));
  }

  /** "deadline March 15" → the deadline is March 15: a short noun, then a value. */
  private factSplit(tokens: readonly string[]): Clause | undefined {
    const at = tokens.findIndex((t, i) => i > 0 && this.isValue(t));
    if (at < 1 || at > 4) return undefined;
    const subject = tokens.slice(0, at);
    if (subject.some((t) => this.lang.isPreposition(t) || endsClause(t) || /\d/.test(t)))
      return undefined;
    // "the deck goes out Thursday" has a verb the lexicon does not know; "a 5-day trial" has
    // no subject at all: neither is a noun followed by its value.
    if (this.lang.isDeterminer(subject[0] ?? '') && subject.length !== 2) return undefined;
    if (subject.some((t) => this.isThirdPersonVerb(t))) return undefined;
    if (this.hasVerb(tokens)) return undefined;
    return {
      kind: 'fact',
      subject: subject
        .map((t, i) => (i === 0 && this.lang.canLowercase(t) ? t.toLowerCase() : t))
        .join(' '),
      value: tokens.slice(at).join(' '),
    };
  }

  private isValue(token: string): boolean {
    const word = core(token);
    return /^[$€£¥]?\d/.test(token) || this.lang.isProper(word) || VALUE_WORDS.has(word);
  }

  /** An instruction as a verb phrase: "Remind about invoice" → "remind you about the invoice". */
  private verbPhrase(input: readonly string[]): string {
    const tokens = [...input];
    tokens[0] = (tokens[0] ?? '').toLowerCase();
    let next = 1;
    if (this.lang.isParticle(tokens[1] ?? '') && !endsClause(tokens[0])) next = 2;
    const preference = this.lang.lexicon.person_verbs[core(tokens[0])];
    let named = false;
    if (preference !== undefined) ({ next, named } = this.placeReader(tokens, next));
    markNounPhrases(this.lang, tokens, next, preference);
    // "Thank the team for their work": once the team is "you", "their" is "your".
    return this.addressing.secondPerson(tokens.join(' '), named);
  }

  /**
   * After a verb like "remind", the reader is the object: named ("the team", "them"),
   * already "you", or implied ("Remind about the invoice"). Returns where the rest of the
   * phrase starts and whether the caller named the reader.
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
      ['that', 'whether', 'if'].includes(word)
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
    if (this.addressee.nouns.includes(noun)) return skip + 1;
    const name = (tokens[at] ?? '').replace(/[,;:.!?]+$/, '');
    return this.addressee.names.includes(name) ? 1 : 0;
  }

  /** A topic as a noun phrase with determiners: "Quarterly sales results" → "the quarterly sales results". */
  nounPhrase(input: readonly string[]): string {
    const tokens = [...input];
    if (tokens[0] !== undefined && this.lang.canLowercase(tokens[0]) && !this.titleCase(tokens)) {
      tokens[0] = tokens[0].toLowerCase();
    }
    markNounPhrases(this.lang, tokens, 0);
    return this.addressing.secondPerson(tokens.join(' '));
  }

  /** "Project Proposal Meeting" is a name the caller chose; it keeps its capitals. */
  private titleCase(tokens: readonly string[]): boolean {
    return tokens.length > 1 && /^[A-Z]/.test(tokens[1] ?? '');
  }

  /** A caller's sentence, addressed to the reader and starting with a determiner if bare. */
  private statement(input: readonly string[], mark = '.'): string {
    const tokens = [...input];
    const [first, , third] = tokens;
    const bareNoun =
      first !== undefined &&
      this.lang.canLowercase(first) &&
      !this.lang.isSubject(first) &&
      !this.lang.isDeterminer(first) &&
      !this.lang.lexicon.mass_nouns.includes(core(first)) &&
      !this.addressee.nouns.includes(core(first)) &&
      (this.lang.looksLikeVerb(tokens, 1) ||
        (third !== undefined && this.lang.looksLikeVerb(tokens, 2)));
    if (bareNoun) {
      const shared = this.lang.lexicon.shared_nouns.includes(core(first)) ? 'Our' : 'The';
      tokens.splice(0, 1, shared, first.toLowerCase());
    }
    return endSentence(capitalize(this.addressing.secondPerson(tokens.join(' '))), mark);
  }

  /** A phrase with determiners added after its prepositions ("in premium plan" → "in the premium plan"). */
  private phrase(tokens: string[]): string {
    const out = [...tokens];
    const firstPrep = out.findIndex((t) => this.lang.isPreposition(t));
    if (firstPrep >= 0) markNounPhrases(this.lang, out, firstPrep);
    return this.addressing.secondPerson(out.join(' '));
  }
}
