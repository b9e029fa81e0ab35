/**
 * Writes the caller's references to the reader in the second person: the email is
 * addressed to them. "they seemed interested" → "you seemed interested", "the client's
 * budget" → "your budget", "the client was" → "you were".
 */
import { CONJUNCTIONS, core, type Language } from '../language.js';
import { capitalize, patternOf } from '../text.js';
import { canBeVerb } from '../nlp.js';
import { toYou } from './toYou.js';

function withDeterminerMatched(match: string): boolean {
  return /^(?:the|our|my|your|some|all)\s/i.test(match);
}

/** Who the email is to, as the caller's text may refer to them. */
export interface Addressee {
  /** "they"/"them" in the caller's text mean the reader (a client, a prospect …). */
  external: boolean;
  /** Lowercase nouns naming the reader ("client"). */
  nouns: readonly string[];
  /** The reader's personal names as written ("Dana Whitfield", "Dana"). */
  names: readonly string[];
}

/** The third-person pronouns to rewrite, each with its pattern, and one pattern for any of them. */
interface Pronouns {
  each: readonly (readonly [RegExp, string])[];
  any: RegExp;
}

/**
 * The pronouns of a lexicon to rewrite ("they", "them" … and, for a reader named as an
 * object, "her", "his" …), made once per lexicon and choice: an email rewrites a dozen
 * texts. Most texts hold none of them, so `any` says whether any of the patterns can
 * match before each one is tried in turn.
 */
function pronounsOf(lang: Language, plural: boolean, singular: boolean): Pronouns {
  let made = PRONOUNS.get(lang.lexicon);
  if (made === undefined) {
    made = new Map();
    PRONOUNS.set(lang.lexicon, made);
  }
  const choice = `${plural}/${singular}`;
  let pronouns = made.get(choice);
  if (pronouns === undefined) {
    const { second_person: they, second_person_singular: she } = lang.lexicon;
    const rewrites = Object.entries({ ...(plural ? they : {}), ...(singular ? she : {}) });
    const word = (from: string) => `\\b${from.replace(/'/g, "['’]")}\\b`;
    pronouns = {
      each: rewrites.map(([from, to]) => [patternOf(word(from), 'gi'), to] as const),
      // With no pronoun, a pattern that never matches.
      any: new RegExp(rewrites.map(([from]) => word(from)).join('|') || '[^\\s\\S]', 'i'),
    };
    made.set(choice, pronouns);
  }
  return pronouns;
}

const PRONOUNS = new WeakMap<object, Map<string, Pronouns>>();

/** A count or "another" before a noun: "14 clients", "another client", "other customers". */
const COUNTED = /(?:\b(?:another|other|several|many|few|fewer|more|most)|\d[\d,]*)\s+$/i;

/** Sentence and clause ends, kept with the text they end when split on. */
const SENTENCE_BREAK = /(?<=[.!?;]\s+|\n)/;
const SPOKEN_TO = /\byou(?:r|rs|rself|'re|’re|'ll|’ll|'ve|’ve)?\b/i;

/**
 * Whether `text` can hold `noun` as its reader-noun pattern (with `flags`) looks for it:
 * the pattern needs the noun's letters in a row, in any case with the i flag (for a
 * noun of ASCII letters, which is how a case-insensitive pattern without the u flag
 * matches it).
 */
function mayHold(text: string, noun: string, flags: string): boolean {
  if (!flags.includes('i')) return text.includes(noun);
  // eslint-disable-next-line no-control-regex -- ASCII is what the check is about
  if (!/^[\x00-\x7f]*$/.test(noun)) return true;
  return text.toLowerCase().includes(noun.toLowerCase());
}

export class Addressing {
  constructor(
    private readonly lang: Language,
    private readonly addressee: Addressee,
  ) {}

  /**
   * Writes the caller's third-person references to the reader in the second person:
   * "they seemed interested" → "you seemed interested", "the client's budget" → "your
   * budget". "they" is rewritten when the reader is an outside party the notes would
   * describe that way, or was named as the object of an instruction ("Thank the team for
   * their work"); "her"/"his" only in that second case ("Congratulate Priya on her
   * promotion").
   */
  secondPerson(text: string, readerNamed = false): string {
    const pronouns = pronounsOf(this.lang, this.addressee.external || readerNamed, readerNamed);
    let out = text;
    if (pronouns.any.test(text)) {
      // "you can renew them online": where the caller already speaks to the reader as
      // "you", a "they" of the same sentence is someone or something else.
      out = text
        .split(SENTENCE_BREAK)
        .map((sentence) =>
          SPOKEN_TO.test(sentence) ? sentence : this.pronounsToYou(sentence, pronouns),
        )
        .join('');
    }
    for (const noun of this.addressee.nouns) out = this.replaceReaderNoun(out, noun, 'gi', true);
    for (const name of this.addressee.names) {
      out = this.replaceReaderNoun(pronounsAfterName(out, name), name, 'g', false);
    }
    return out;
  }

  private pronounsToYou(sentence: string, pronouns: Pronouns): string {
    let out = sentence;
    for (const [pattern, to] of pronouns.each) {
      out = out.replace(pattern, (m, offset: number, whole: string) =>
        (/^theirs?$/i.test(m) && this.ownedBySubject(whole.slice(0, offset))) ||
        // "the technicians couldn't fix them", "drop them in the crate", "two of them": the
        // things, not the reader, who is "them" only where people are: "working for them",
        // "we promised them".
        (m.toLowerCase() === 'them' && !DONE_TO_PEOPLE.test(whole.slice(0, offset)))
          ? m
          : this.cased(to, m, out, offset),
      );
    }
    return out;
  }

  private replaceReaderNoun(
    text: string,
    noun: string,
    flags: string,
    withDeterminer: boolean,
  ): string {
    if (!mayHold(text, noun, flags)) return text;
    // "we charged some customers twice", written to those customers: "we charged you twice".
    const determiner = withDeterminer ? '(?:(?:the|our|my|your|some|all)\\s+)?' : '';
    const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const source = `(?<![\\w'’-])${determiner}${escaped}(['’]s)?(?![\\w'’-])(\\s+([A-Za-z'’]+))?`;
    // The data's nouns are kept compiled; the caller's names are not kept.
    const pattern = withDeterminer ? patternOf(source, flags) : new RegExp(source, flags);
    return theirsToo(
      text.replace(
        pattern,
        (
          match,
          possessive: string | undefined,
          gap: string | undefined,
          next: string | undefined,
          offset: number,
        ) => {
          // "the design team" names a team, not the reader: a noun before it makes a compound.
          if (!withDeterminerMatched(match) && this.compoundAt(text, offset)) return match;
          // "another client with a similar name", "I have 14 clients": others of their kind.
          if (COUNTED.test(text.slice(0, offset))) return match;
          // "everyone on nights will move to …": some of the readers, "those of you on nights".
          if (/^every(?:one|body)$/i.test(noun) && /^(?:on|who|from)$/i.test(next ?? ''))
            return this.cased('those of you', match, text, offset) + (gap ?? '');
          if (possessive) return this.cased('your', match, text, offset) + (gap ?? '');
          // "we charged some customers twice": the object of a verb is the reader whatever follows.
          if (next !== undefined && this.afterVerb(text, offset))
            return this.cased('you', match, text, offset) + (gap ?? '');
          if (next !== undefined && !this.verbLike(next)) return match;
          const verb =
            next === undefined ? '' : `${(gap ?? '').replace(next, '')}${this.agree(next)}`;
          return this.cased('you', match, text, offset) + verb;
        },
      ),
    );
  }

  /** Whether a subject and its verb in the past come before `offset` ("we charged"): its object follows. */
  private afterVerb(text: string, offset: number): boolean {
    const verb = /\b(?:we|I)\s+([a-z]+)ed\s+$/i.exec(text.slice(0, offset))?.[1];
    // "charged" → "charge", "emailed" → "email", "stopped" → "stop".
    return verb !== undefined && [`${verb}e`, verb, verb.slice(0, -1)].some(canBeVerb);
  }

  /** Whether the word before `offset` is a noun or adjective the reader noun attaches to. */
  private compoundAt(text: string, offset: number): boolean {
    const before = /([A-Za-z'’-]+)\s+$/.exec(text.slice(0, offset))?.[1];
    if (before === undefined) return false;
    const w = before.toLowerCase();
    // "as a customer" is any customer, not the reader.
    if (w === 'a' || w === 'an') return true;
    // "we interviewed Pilar": a verb in the past, and its object.
    if (/[^e]ed$|[^e]ied$/.test(w) && canBeVerb(w)) return false;
    return !(
      this.lang.isPreposition(w) ||
      this.lang.isDeterminer(w) ||
      this.lang.isVerb(w) ||
      this.lang.isFiniteVerb(w) ||
      this.lang.isSubject(w) ||
      CONJUNCTIONS.has(w) ||
      [
        'to',
        'all',
        'whole',
        'entire',
        'dear',
        'hi',
        'hello',
        'remind',
        'thank',
        'welcome',
        'invite',
        'tell',
        'ask',
      ].includes(w)
    );
  }

  /**
   * "existing plans keep their price": a plural subject and its verb just before "their"
   * own it, not the reader.
   */
  private ownedBySubject(before: string): boolean {
    // "The manufacturer admits the error and is remaking them at their cost": a sentence
    // about someone else, who owns what follows.
    const subject = THIRD_PARTY_SUBJECT.exec(before)?.[1]?.toLowerCase();
    if (subject !== undefined && !this.addressee.nouns.some((n) => subject.includes(n)))
      return true;
    // "Castlefields Academy lent us theirs last year, but their site manager …": a sentence
    // about a named party, whose "their" it is; the reader is not named in their own email.
    if (NAMED_SUBJECT.test(before) && !this.addressee.names.some((n) => before.includes(n)))
      return true;
    const party = PARTY_THEN.exec(before)?.[1];
    if (
      party !== undefined &&
      !this.addressee.names.some((n) => party.includes(n) || n.includes(party))
    )
      return true;
    // "children should wear their uniform": a modal may come between the subject and its verb.
    const plain = before.replace(
      /\s(?:should|must|will|can|could|may|might|need to|have to|would)(?=\s+[a-z]+\s+$)/i,
      '',
    );
    // "nobody will lose their slot", "someone has been dumping their rubbish": no one in
    // particular, not the reader.
    const irregular =
      /\b(children|people|men|women|staff|kids|nobody|no one|anyone|someone|somebody|everybody)\s+(?:(?:has|have|had|is|was|are|were)\s+)?(?:been\s+)?([a-z]+)\s+$/i.exec(
        plain,
      );
    if (irregular !== null) return true;
    // "guests had to keep their coats on": a plural subject, a verb and its "to …".
    if (
      /(?:^|[.;]\s+)(?:the\s+)?(?:\d+\s+)?(?!(?:this|thus|its|his)\b)[a-z]+s\s+(?:had|have|has|needed|need|wanted|want|tried|used|got)\s+to\s+[a-z]+\s+$/i.test(
        plain,
      )
    )
      return true;
    // "deliveries of oat milk arrived past their best-before date": the subject's "of …" and
    // the verb's preposition come between.
    const m =
      /\b([a-z]+s)\s+(?:(?:of|for|from)\s+(?:[a-z-]+\s+){1,3}?)?([a-z]+)\s+(?:(?:past|before|after|beyond|within|without|over|under|by)\s+)?$/i.exec(
        plain,
      );
    if (m === null) return false;
    const [, noun = '', verb = ''] = m;
    return (
      !this.lang.isSubject(noun.toLowerCase()) &&
      !['is', 'was', 'has', 'does', 'its', 'this', 'thus', 'always'].includes(noun.toLowerCase()) &&
      (this.lang.isVerb(verb) || this.lang.isFiniteVerb(verb) || canBeVerb(verb))
    );
  }

  /** Whether the word after a reader noun makes it the subject or object, not a modifier. */
  private verbLike(word: string): boolean {
    const w = core(word);
    return (
      this.lang.isFiniteVerb(w) ||
      w in this.lang.lexicon.you_agreement ||
      (w.length >= 5 && w.endsWith('ed')) ||
      this.lang.isPreposition(w) ||
      this.lang.isDeterminer(w) ||
      this.lang.isParticle(w) ||
      CONJUNCTIONS.has(w)
    );
  }

  /** "was" → "were", "needs" → "need" after "you". */
  private agree(verb: string): string {
    const lower = verb.toLowerCase();
    const mapped = this.lang.lexicon.you_agreement[lower];
    if (mapped !== undefined) return mapped;
    if (this.lang.isFiniteVerb(lower) && lower.endsWith('s') && !lower.endsWith('ss'))
      return verb.slice(0, -1);
    return verb;
  }

  /** `word` capitalized when it replaces text that starts a sentence. */
  private cased(word: string, original: string, text: string, offset: number): string {
    const startsSentence = offset === 0 || /[.!?:]\s*$/.test(text.slice(0, offset));
    return startsSentence && /^[A-Z]/.test(original) ? capitalize(word) : word;
  }
}

/** Words after which "them" is people: "working for them", "we promised them", "told them". */
export const DONE_TO_PEOPLE =
  /\b(?:for|with|to|from|about|asked|ask|told|tell|promised|promise|owe|owed|gave|give|giving|offered|offer|showed|show|emailed|email|called|call|phoned|phone|rang|ring|thanked|thank|invited|invite|reminded|remind|contacted|contact|helped|helps|help|met|meet|let|charged|charge|invoiced|billed|refunded|refund|quoted|updated|update|keep|kept|welcomed|welcome|visited|visit|trained|train|introduced|introduce|serve|served|supported|support|assured|assure|warned|warn|notified|notify|advised|advise|wished|wish|congratulated|congratulate|joined|join|sent|send|texted|text|messaged|message|chased|chase|pay|paid)\s+$/i;

/** "The manufacturer admits …": a sentence whose subject is someone named, then its verb. */
/** A sentence that opens on a name and its verb: "Castlefields Academy lent us …". */
const NAMED_SUBJECT =
  /^\s*(?!(?:Our|My|Your|The|A|An|This|That|These|Those|We|I|It|They|There)\b)(?:\p{Lu}[\p{L}&'’-]*\s+){1,4}(?:is|are|was|were|has|have|had|will|would|can|could|[a-z]+ed|[a-z]+s|lent|sent|gave|took|made|said|told|paid|kept|left|put|got|ran|won)\b/u;

const THIRD_PARTY_SUBJECT =
  /^\s*(?:the|a|an)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:is|are|was|were|has|have|had|will|would|can|could|should|must|[a-z]+s|[a-z]+ed)\b/i;

/**
 * "Mr Derrington said he might invest … and asked me to send him the numbers", to Mr
 * Derrington: the pronouns after the reader's name in its sentence are theirs ("you might
 * invest … send you the numbers"), as toYou reads them.
 */
function pronounsAfterName(text: string, name: string): string {
  if (!text.includes(name)) return text;
  return text
    .split(SENTENCE_BREAK)
    .map((sentence) => {
      const at = sentence.indexOf(name);
      if (at < 0) return sentence;
      const end = at + name.length;
      return sentence.slice(0, end) + toYou(sentence.slice(end), true, false, name);
    })
    .join('');
}

/**
 * A party named in the clause before, then a new clause: "the labels for Mallowdyke Cider in
 * 2025 and their sales rose", "one school, Glenmorrow Academy, after their head of music
 * left". ("Brightline Dental on opening their second clinic", "the extinguishers at Bellwether
 * Café …, and their insurer", "the leader of the 5th Haxby Scouts that our club and their
 * group": the reader's own.)
 */
export const PARTY_THEN =
  /(?:\b(?:for|with|from|by)|,)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+),?\s+(?:[^\s.,;:!?]+\s+){0,4}?(?:and|after|because|when|but|since|until|so)\s+$/u;

/** "Those of you on the depot rota should report … at their usual start time": "your". */
function theirsToo(text: string): string {
  return text.replace(/\b([Tt]hose of you\b[^.;!?]*?)\btheir\b/g, '$1your');
}
