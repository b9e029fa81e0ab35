/**
 * Articles and determiners: the determiner a writer would add to a telegraphic phrase
 * ("follow up on project proposal meeting" → "on our project proposal meeting"), a bare
 * subject finished ("budget is …" → "The budget is …"), "a" or "an" by sound.
 */
import { CONJUNCTIONS, core, endsClause } from '../language.js';
import { isPluralNoun } from '../nlp.js';
import { isFiniteAt, isMass, isPrep, pluralPhrase } from './grammar.js';
import { type Reading, SUBJECT_PRONOUNS, SUBORDINATE, type Token, tokensOf } from './reading.js';

/** What a family calls its own: "mum is 84" is "my mum", never "the mum". */
const KIN_NAMES = new Set([
  'mum',
  'mom',
  'dad',
  'nan',
  'nana',
  'gran',
  'granny',
  'grandma',
  'grandad',
  'grandpa',
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
  'where',
  'when',
  'why',
  'who',
  'which',
  'whether',
  'here',
  'there',
  'home',
  'today',
  'tomorrow',
  'tonight',
  'yesterday',
  // Departments are named like people: "Finance sent the numbers", "Legal needs it".
  'finance',
  'legal',
  'marketing',
  'sales',
  'hr',
  'engineering',
  'procurement',
  'accounting',
  'security',
  'compliance',
  'ops',
  'operations',
  'leadership',
  'management',
  'payroll',
  'facilities',
  'reception',
  'admin',
  'purchasing',
  'catering',
  'housekeeping',
  'maintenance',
  'nobody',
  'nothing',
  'everywhere',
]);

/** A sentence's bare subject with the article it needs: "budget is …" → "The budget is …". */
export function withSubject(r: Reading, tokens: readonly Token[], verbAt: number): string {
  const subject = tokens.slice(0, verbAt);
  return [subjectPhrase(r, subject), ...tokens.slice(verbAt).map((t) => t.text)].join(' ');
}

/** "Ken", "Rob", "Mark" written with a capital and read as a first name: a person, not a word. */
function namedPerson(token: Token): boolean {
  return /^[A-Z][a-z]/.test(token.text) && token.tags.has('FirstName');
}

export function subjectPhrase(r: Reading, subject: readonly Token[]): string {
  const words = subject.map((t) => t.text);
  const first = subject[0];
  // "teams in the company": the head is the noun before the preposition.
  const prep = subject.findIndex((t, i) => i > 0 && isPrep(r, t));
  const head = subject[(prep < 0 ? subject.length : prep) - 1];
  if (first === undefined || head === undefined) return words.join(' ');
  // "When the power went off …": a clause that opens on when takes no article.
  if (SUBORDINATE.has(first.word)) return words.join(' ');
  const bare =
    !r.lang.isDeterminer(first.text) &&
    !SUBJECT_PRONOUNS.has(first.word) &&
    !first.tags.has('Possessive') &&
    !first.tags.has('Value') &&
    !/^[$€£#\d]/.test(first.text) &&
    !(/^[A-Z]/.test(first.text) && !r.lang.canLowercase(first.text)) &&
    !namedPerson(first) &&
    // "Invoice 2290 is due", "option A keeps the island": a noun with its number or letter
    // is a name, without an article.
    !/^(?:#?\d|[A-Z]$)/.test(subject[1]?.text ?? '') &&
    !/^[A-Z]{2,}/.test(first.text) &&
    !first.tags.has('Gerund') &&
    // "got a dentist appt", "still missing are …", "for your information …", "can do
    // Friday": a word no noun phrase opens with takes no article; the text stays as typed.
    !first.tags.has('Adverb') &&
    !first.tags.has('Preposition') &&
    !first.tags.has('Conjunction') &&
    !first.tags.has('Modal') &&
    !first.tags.has('Auxiliary') &&
    !(first.tags.has('PastTense') && !first.tags.has('Noun')) &&
    !(head.tags.has('Adjective') && subject.length === 1) &&
    !NO_ARTICLE.has(first.word) &&
    // "Crag Lane bridge": a name of two capitalized words.
    !(/^\p{Lu}/u.test(first.text) && /^\p{Lu}\p{Ll}/u.test(subject[1]?.text ?? '')) &&
    ![
      'nobody',
      "nobody's",
      'nobody’s',
      'everyone',
      'someone',
      'anyone',
      'each',
      'both',
      'other',
      'another',
      'several',
      'many',
      'most',
      'few',
      'such',
    ].includes(first.word) &&
    subject.length <= 7;
  // "next town hall is Jan 15" → "The next town hall is Jan 15"; "last year the shop made
  // £23k" opens on when, not on a thing.
  if (
    ['next', 'last'].includes(first.word) &&
    subject.length > 1 &&
    !/^(?:year|week|month|term|season|summer|winter|spring|autumn|weekend|time)$/.test(
      subject[1]!.word,
    )
  )
    return ['the', first.text.toLowerCase(), ...words.slice(1)].join(' ');
  if (!bare) return words.join(' ');
  // "mum is 84": a parent named as the family does is the caller's, "my mum".
  if (subject.length === 1 && KIN_NAMES.has(first.word)) return `my ${first.word}`;
  const lowered = r.lang.canLowercase(first.text)
    ? [first.text.toLowerCase(), ...words.slice(1)]
    : words;
  const coordinated = subject.some((t) => t.word === 'and');
  // "other teams in the company" is plural by its head; "the payment for order 10-2234" is
  // one payment, named by what follows it.
  if ((!coordinated && pluralPhrase([head])) || (prep < 0 && isMass(r, head)))
    return lowered.join(' ');
  const own = ['resume', 'cv', 'portfolio', 'references'].includes(head.word);
  const shared = r.lexicon.shared_nouns.includes(head.word);
  return [own ? 'my' : shared ? 'our' : 'the', ...lowered].join(' ');
}

/** A topic as a noun phrase with the article a writer would add ("a 2-minute survey"). */
export function nounPhrase(r: Reading, input: readonly Token[], indefinite = false): string {
  const tokens = input.map((t) => t.text);
  const first = input[0];
  if (first !== undefined && r.lang.canLowercase(first.text) && !titleCase(tokens)) {
    tokens[0] = first.text.toLowerCase();
  }
  if (indefinite && needsArticle(r, input)) {
    const marked = withArticles(r, tokens, 0, undefined, true);
    return r.addressing.secondPerson([articleFor(tokens[0] ?? ''), ...marked].join(' '));
  }
  return r.addressing.secondPerson(withArticles(r, tokens, 0).join(' '));
}

export function needsArticle(r: Reading, tokens: readonly Token[]): boolean {
  const first = tokens[0];
  const end = tokens.findIndex(
    (t, i) =>
      i > 0 && (isPrep(r, t) || ['to', 'as'].includes(t.word) || endsClause(tokens[i - 1]?.text)),
  );
  const head = tokens[(end < 0 ? tokens.length : end) - 1];
  if (first === undefined || head === undefined) return false;
  if (/%$/.test(first.text) && tokens.length > 1 && !pluralPhrase([head]) && !isMass(r, head))
    return true;
  return !(
    r.lang.isDeterminer(first.text) ||
    first.tags.has('Adverb') ||
    first.tags.has('Possessive') ||
    (first.tags.has('Value') && !/^\d+-[a-z]/i.test(first.text)) ||
    (/^[$€£#\d]/.test(first.text) && !/^\d+-[a-z]/i.test(first.text)) ||
    (/^[A-Z]/.test(first.text) && !r.lang.canLowercase(first.text)) ||
    first.tags.has('Gerund') ||
    head.tags.has('ProperNoun') ||
    pluralPhrase([head]) ||
    isMass(r, head) ||
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
export function withArticles(
  r: Reading,
  tokens: readonly string[],
  from: number,
  preference?: 'the' | 'your',
  inPhrase = false,
): string[] {
  // A caller who writes determiners of their own ("my program in public health") has
  // chosen their words: only a telegraphic phrase ("follow up on proposal meeting") gets them.
  if (tokens.slice(from).some((t) => r.lang.isDeterminer(t) || /['’]s$/.test(t)))
    return [...tokens];
  const tagged = tokensOf(tokens.join(' '));
  const out = tokens.slice(0, from);
  let phraseStart = !inPhrase;
  let preferred = preference;
  let afterOf = false;
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const word = core(token);
    if (isPrep(r, token) || CONJUNCTIONS.has(word)) {
      phraseStart = true;
      afterOf = word === 'of' || word === 'with';
      out.push(token);
      continue;
    }
    if (phraseStart) {
      const tags = tagged[i]?.tags;
      const afterTo = core(tokens[i - 1]) === 'to' && r.lang.isVerb(word);
      const verb = (tags?.has('Verb') === true && !tags.has('Gerund') && i > from) || afterTo;
      // "talk about which room we could use": "which" is the room's determiner already.
      const afterWh = /^(?:which|what|whose)$/.test(core(tokens[i - 1]));
      const determiner =
        afterOf || verb || afterWh ? undefined : determinerFor(r, tokens, tagged, i, preferred);
      if (determiner !== undefined) out.push(determiner);
      preferred = undefined;
      phraseStart = false;
    }
    out.push(token);
    if (endsClause(token)) phraseStart = false;
  }
  return out;
}

export function determinerFor(
  r: Reading,
  tokens: readonly string[],
  tagged: readonly Token[],
  at: number,
  preference?: 'the' | 'your',
): string | undefined {
  let end = at;
  while (end + 1 < tokens.length && !endsClause(tokens[end])) {
    const next = tokens[end + 1] ?? '';
    const nextTags = tagged[end + 1]?.tags;
    if (isPrep(r, next) || CONJUNCTIONS.has(core(next))) break;
    if (nextTags?.has('Copula') || nextTags?.has('Modal') || isFiniteAt(r, tagged, end + 1)) break;
    end++;
  }
  const phrase = tokens.slice(at, end + 1);
  const first = phrase[0] ?? '';
  const firstTags = tagged[at]?.tags ?? new Set<string>();
  const headTags = tagged[end]?.tags ?? new Set<string>();
  const head = core(phrase.at(-1));
  const lower = core(first);
  if (
    r.lang.isDeterminer(first) ||
    SUBJECT_PRONOUNS.has(lower) ||
    NO_ARTICLE.has(lower) ||
    firstTags.has('Possessive') ||
    firstTags.has('Pronoun') ||
    (firstTags.has('Value') && !firstTags.has('Ordinal')) ||
    firstTags.has('Adverb') ||
    /ing$/.test(lower) ||
    phrase.some((t) => /['’]s\b/.test(t)) ||
    numberedLabel(phrase) ||
    (/^[A-Z]/.test(first) && !(/^[A-Z]+\d+$/.test(first) && /^[a-z]/.test(phrase.at(-1) ?? ''))) ||
    /^[A-Z]\d*[,.;:]?$/.test(phrase.at(-1) ?? '') ||
    /^[^\p{L}]/u.test(first) ||
    r.lang.isParticle(first) ||
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
  if (r.lexicon.shared_nouns.includes(head)) return 'our';
  if (r.lexicon.mass_nouns.includes(head) || headTags.has('Uncountable')) return undefined;
  if (headTags.has('Plural') || (head.endsWith('s') && isPluralNoun(head))) return undefined;
  if (headTags.has('Adjective') || (headTags.has('Verb') && !headTags.has('Noun')))
    return undefined;
  if (phrase.length >= 2 || r.lexicon.countable_nouns.includes(head)) return 'the';
  return undefined;
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
 * Whether a phrase is a thing and its number, which reads without an article ("order
 * #45821", "invoice INV-2041", "$4,500"), unlike a described one ("the unpaid invoice
 * INV-2041") or one whose number is a modifier ("the Q3 budget review").
 */
export function numberedLabel(phrase: readonly string[]): boolean {
  const at = phrase.findIndex((t) => /\d/.test(t) && !/^\d+-\w/.test(t));
  return at >= 0 && at === phrase.length - 1 && phrase.length <= 2;
}

/** "Project Proposal Meeting" is a name the caller chose; it keeps its capitals. */
export function titleCase(tokens: readonly string[]): boolean {
  return tokens.length > 1 && /^[A-Z]/.test(tokens[1] ?? '') && /^[A-Z]/.test(tokens[0] ?? '');
}
