/**
 * Acts: an imperative or a sentence whose subject is left out, as a verb, its particle and
 * the rest ("follow" "up" "on our project proposal meeting"). The writer's acts are written
 * in any verb form (vpOf, gerundOf); in the notes, an instruction to the reader becomes a
 * "please". After a verb like "remind", the reader named as its object becomes "you".
 */
import { core, endsClause } from '../language.js';
import { verbForms } from '../nlp.js';
import { capitalize, endSentence } from '../text.js';
import { withArticles } from './articles.js';
import { isPrep, mainVerb } from './grammar.js';
import type { Act, Idea } from './index.js';
import { type Reading, type Token, tokensOf, type Where } from './reading.js';

const OBJECT_PRONOUNS = new Set(['them', 'him', 'her']);

/**
 * A noun that names the writer's act, as that act: "proposal to move the team" →
 * "propose moving the team", "reminder about the call" → "remind about the call",
 * "request for a quote" → "request a quote".
 */
export function nominalAct(r: Reading, tokens: readonly Token[]): Token[] | undefined {
  const [first, second, third] = tokens;
  if (first === undefined || second === undefined) return undefined;
  const verb = r.words.nominal_acts[first.word];
  if (verb === undefined) return undefined;
  const [base = verb, particle] = verb.split(' ');
  const lead: Token[] = [{ text: base, word: base, tags: new Set(['Verb']) }];
  if (particle !== undefined) lead.push({ text: particle, word: particle, tags: new Set() });
  if (
    second.word === 'to' &&
    third !== undefined &&
    (third.tags.has('Verb') || r.verbs.has(third.word))
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
  if (isPrep(r, second)) return [...lead, ...tokens.slice(1)];
  return undefined;
}

/** Notes that hand the reader something: "use code WELCOME10 …", "enjoy 10% off …". */
const OFFER = /^(?:use (?:the )?code|enjoy|save \d|get \d+%|take \d+%|keep\b.*\bor\b)\b/i;

export function actIdea(r: Reading, tokens: readonly Token[], where: Where): Idea {
  const verb = tokens[0]?.word ?? '';
  // "let me know by Friday" in the notes is the reader's to do, though "let" is a writer's verb.
  const toWriter = verb === 'let' && /^(?:me|us)$/.test(tokens[1]?.word ?? '');
  const writer = where === 'context' || (r.writerVerbs.has(verb) && !toWriter);
  const act = actOf(r, tokens, writer);
  if (writer) return { kind: 'act', act };
  // "use code WELCOME10 for 10% off": an offer, said as written, not asked as a favour.
  // "keep the wrong pair or donate it": a choice given, "you can …".
  const vp = vpOf(act);
  if (OFFER.test(vp))
    return {
      kind: 'statement',
      text: endSentence(capitalize(/^keep\b/i.test(vp) ? `you can ${vp}` : vp)),
    };
  return { kind: 'please', vp };
}

/** An instruction as a verb, its particle and the rest, addressed to the reader. */
export function actOf(r: Reading, input: readonly Token[], writer = true): Act {
  const tokens = input.map((t) => t.text);
  const verb = (input[0]?.word ?? '').toLowerCase();
  let at = 1;
  let particle = '';
  const next = input[1];
  if (next !== undefined && r.lang.isParticle(next.word) && !endsClause(tokens[0])) {
    particle = next.word;
    at = 2;
  }
  const rest = tokens.slice(at);
  const preference = writer ? r.lexicon.person_verbs[verb] : undefined;
  let named = false;
  let start = 0;
  if (preference !== undefined) ({ next: start, named } = placeReader(r, rest, 0));
  // "propose we move the offsite": a clause after the verb reads better with "that".
  // (Tagged only when it opens with such a subject.)
  if (
    ['we', 'i', 'they', 'he', 'she'].includes(core(rest[start])) &&
    mainVerb(r, tokensOf(rest.slice(start).join(' '))) > 0
  )
    rest.splice(start, 0, 'that');
  const marked = withArticles(r, rest, start, preference);
  // "send them to ap@example.com": for the reader's own instruction, "them" is things.
  const kept = writer
    ? marked
    : marked.map((t) => (/^them\b/i.test(t) ? t.replace(/^them/i, '\uE000') : t));
  const addressed = r.addressing.secondPerson(kept.join(' '), named).replace(/\uE000/g, 'them');
  // "Introduce Mrs Yeadon to …": the name started the text read, not a sentence.
  return { verb, particle, rest: addressed.trim().replace(/^You\b/, 'you') };
}

/**
 * After a verb like "remind", the reader is the object: named ("the team", "them",
 * "Dana"), already "you", or implied ("Remind about the invoice"). Returns where the rest
 * of the phrase starts and whether the caller named the reader.
 */
export function placeReader(
  r: Reading,
  tokens: string[],
  at: number,
): { next: number; named: boolean } {
  const word = core(tokens[at]);
  if (word === 'you') return { next: at + 1, named: false };
  const span = readerSpan(r, tokens, at);
  if (span > 0) {
    const trailing = /[,;:.!?]+$/.exec(tokens[at + span - 1] ?? '')?.[0] ?? '';
    tokens.splice(at, span, `you${trailing}`);
    return { next: at + 1, named: true };
  }
  const next = tokens[at];
  if (
    next === undefined ||
    r.lang.isPreposition(next) ||
    ['that', 'whether', 'if', 'aboard', 'back'].includes(word)
  ) {
    tokens.splice(at, 0, 'you');
    return { next: at + 1, named: false };
  }
  return { next: at, named: false };
}

/** How many tokens at `at` name the reader ("them", "the client", "Dana"), or 0. */
export function readerSpan(r: Reading, tokens: readonly string[], at: number): number {
  const word = core(tokens[at]);
  if (OBJECT_PRONOUNS.has(word)) return 1;
  const skip = ['the', 'our', 'my'].includes(word) ? 1 : 0;
  const noun = core(tokens[at + skip]);
  if (r.addressee.nouns.includes(noun) && !r.lang.isPreposition(tokens[at + skip + 1] ?? 'to'))
    return skip + 1;
  if (r.addressee.nouns.includes(noun)) return skip + 1;
  for (const name of r.addressee.names) {
    const parts = name.split(' ');
    const found = parts.every((p, i) => (tokens[at + i] ?? '').replace(/[,;:.!?]+$/, '') === p);
    if (found) return parts.length;
  }
  return 0;
}

/** The words of the verb phrase: "follow up on our project proposal meeting". */
export function vpOf(act: Act): string {
  return [act.verb, act.particle, act.rest].filter((p) => p !== '').join(' ');
}

/** The same phrase with the verb's -ing form: "following up on our project proposal meeting". */
export function gerundOf(act: Act): string {
  // "follow up on Wednesday's meeting and set out what we agreed": both acts in -ing.
  const rest = act.rest.replace(
    AND_ACT,
    (_m, verb: string) => `and ${verbForms(verb.toLowerCase()).gerund}`,
  );
  return [verbForms(act.verb).gerund, act.particle, rest].filter((p) => p !== '').join(' ');
}

/** A second act joined to the first: "… and set out what we agreed", "… and ask whether …". */
const AND_ACT =
  /\band\s+(set|ask|confirm|check|send|thank|tell|remind|explain|invite|share|agree|arrange|book|discuss|suggest|propose|update|give|find|sort|go|see|let|say)(?=\s+(?:what|the|a|an|our|my|your|their|them|him|her|you|us|to|if|whether|when|how|why|out|up|over|through|back)\b)/i;
