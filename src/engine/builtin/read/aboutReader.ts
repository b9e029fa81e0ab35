/**
 * A context that tells the situation and names the reader in it, as the request's
 * `recipient_name` does: "We interviewed Pilar for the post … she doesn't need to prepare
 * anything", "Mrs Zelenka still owes 168 pounds for her son's lessons", "I'd like some honest
 * feedback from my manager, Odhran, before then". Written to that person, every mention of
 * them is "you": their name, their post beside it, and their pronouns after it.
 */
import type { ReaderInContext } from './people.js';
import { bothVerbsAgree, toYou, youAgree } from './toYou.js';
import { escapeRegExp } from '../text.js';

/** Where the reader is first written as "you", kept through the replacements. */
const MARK = '\uE002';
const TITLE = String.raw`(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?`;
const WORD = String.raw`\p{Lu}[\p{L}'\u2019-]+`;
/** Words that end a post before the name: "my review in September my manager" is no post. */
const NOT_IN_POST = String.raw`(?!(?:the|our|my|their|his|her|your|in|on|at|of|for|to|with|from|and)\s)`;

/** What follows a name in its commas when the commas were only the name's. */
const NOT_LISTED =
  /^\s+(?:(?:for|about|to|at|on|in|with|from|that|if|whether|who|whose|and|or|by|before|after|as|of|said|told|gave|came|went|thought|was|is|has|had|made|kept|got|left|paid|sent|took|will|would|can|could|might|may|must|should)\b|\p{Ll}+(?:ed|s)\b)/iu;

/** The reader's name as the context may write it: "Ms Clutterbuck" as "Ms Corisande Clutterbuck". */
function namePattern(recipientName: string): string | undefined {
  const words = recipientName.trim().split(/\s+/);
  // "Tarquin and Akosua", "Mr and Mrs Umfreville": two readers, read elsewhere.
  if (words.length === 0 || words.includes('and') || words.includes('&')) return undefined;
  const escaped = words.map(escapeRegExp);
  const titled = new RegExp(`^${TITLE}$`, 'u').test(words[0]!);
  if (titled && escaped.length === 2) return `${escaped[0]}\\s+(?:${WORD}\\s+)?${escaped[1]}`;
  // "Wilfrid" as "Wilfrid Jowett".
  if (escaped.length === 1) return `${escaped[0]}(?:\\s+${WORD})?`;
  return escaped.join('\\s+');
}

export function aboutReader(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  // Two people introduced to each other are read where the introduction is; the caller
  // introducing themselves is written to the reader like any other email.
  if (
    recipientName === undefined ||
    (/\bintro(?:duce|duction)?\b/i.test(context) && !/\bintroduce myself\b/i.test(context))
  )
    return undefined;
  const name = namePattern(recipientName);
  if (name === undefined) return undefined;
  const mention = new RegExp(`(?<![\\p{L}'\u2019-])${name}(?![\\p{L}-])`, 'u').exec(context);
  // "with Mr Sobey at Lindenfold Lettings": a person at a firm is read with the firm.
  if (
    mention === null ||
    /^\s+(?:at|from)\s+\p{Lu}/u.test(context.slice(mention.index + mention[0].length))
  )
    return undefined;
  // "the trust's chief executive, Ms Corisande Clutterbuck,", "my manager, Odhran,": the post
  // beside the name is the reader too.
  const apposed = new RegExp(
    String.raw`(?:\b(?:the|our|my|their|his|her|your)\s+|\b${WORD}['\u2019]s\s+)(?:${NOT_IN_POST}[\p{L}'\u2019-]+\s+){0,3}?[\p{L}'\u2019-]+,\s+${name}(?:,|(?=[.;:!?]|$))`,
    'gu',
  );
  const said = context
    .replace(
      apposed,
      (m: string, at: number, all: string) =>
        MARK +
        cased('you', all, at) +
        // "… to their operations manager, Mrs Pauncefoot, reassure her …": the list goes on.
        (m.endsWith(',') && !NOT_LISTED.test(all.slice(at + m.length)) ? ',' : ''),
    )
    .replace(
      new RegExp(`(?<![\\p{L}'\u2019-])${name}['\u2019]s\\b`, 'gu'),
      (_m, at: number, all: string) => MARK + cased('your', all, at),
    )
    .replace(
      new RegExp(
        String.raw`(?<![\p{L}'\u2019-])${name}(?![\p{L}-])(\s+(?:still|also|now|already|just)\b)?(\s+\p{Ll}+(?:['\u2019]\p{Ll}+)?)?`,
        'gu',
      ),
      (_m, adverb: string | undefined, verb: string | undefined, at: number, all: string) =>
        MARK +
        cased('you', all, at) +
        (adverb ?? '') +
        (verb === undefined ? '' : ` ${youAgree(verb.trim())}`),
    );
  // The pronouns after the first mention are the reader's.
  const at = Math.max(0, said.indexOf(MARK));
  const after = said.slice(at).replaceAll(MARK, '');
  const first = /^\S+/.exec(after)?.[0] ?? '';
  return {
    context: bothVerbsAgree(
      said.slice(0, at) + first + toYou(after.slice(first.length), true, false, recipientName),
    ),
    found: 'person',
  };
}

/** "you" with a capital where it starts a sentence. */
function cased(word: string, all: string, at: number): string {
  return at === 0 || /[.!?]\s*$/.test(all.slice(0, at))
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;
}
