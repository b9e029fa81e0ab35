/**
 * Facts the caller's text names (dates, amounts, invoice numbers), so a purpose's ask can
 * use them: "arrange payment of invoice INV-2041 by March 15" rather than a generic
 * "by the end of this week".
 */

export interface Facts {
  /** The first future date or day named ("March 15", "Friday", "the end of the month"). */
  date?: string;
  amount?: string;
  /** An invoice, order or ticket reference ("invoice INV-2041"). */
  ref?: string;
}

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';

const DATE_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:${WEEKDAY},?\\s+)?${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`,
  ),
  new RegExp(
    `\\b(?:${WEEKDAY},?\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?:,?\\s+\\d{4})?\\b`,
  ),
  /\b\d{4}-\d{2}-\d{2}\b/,
  new RegExp(`\\b(?:next\\s+|this\\s+)?${WEEKDAY}\\b(?!['’]s)`),
  /\b(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?(?:day|week|month|quarter|year)\b/i,
  /\btomorrow\b/i,
  /\bnext\s+(?:week|month)\b/i,
];

// "£380, which was due": a comma after the digits ends the amount.
const AMOUNT =
  /(?:[$€£¥]\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:k|K|million|billion))?)|(?:\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|dollars|euros|pounds)\b)/;

const REF =
  /\b(invoice|order|ticket|case|contract|quote|PO)\s*(#|no\.?|number)?\s*([A-Za-z]{0,6}[-#]?\d[\w-]*)/i;
const BARE_ID = /\b[A-Z]{2,}-\d[\w-]*\b/;

/** Words just before a date that put it in the past ("was March 1", "since Monday"). */
const PAST = /\b(?:was|were|had|last|ago|since|sent|met|held)\s+(?:\w+\s+){0,2}$/i;

/** Each pattern with the g flag, made once (matchAll copies it, so it is never shared mid-use). */
const GLOBAL = new WeakMap<RegExp, RegExp>();

function globalOf(pattern: RegExp): RegExp {
  let global = GLOBAL.get(pattern);
  if (global === undefined) {
    global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    GLOBAL.set(pattern, global);
  }
  return global;
}

/** The earliest date in the text that is not said to be in the past. */
function firstDate(text: string, patterns: readonly RegExp[]): string | undefined {
  let best: { index: number; value: string } | undefined;
  for (const pattern of patterns) {
    const global = globalOf(pattern);
    for (const m of text.matchAll(global)) {
      if (PAST.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
      if (best === undefined || m.index < best.index) best = { index: m.index, value: m[0] };
      break;
    }
  }
  return best?.value;
}

/**
 * The earliest date of the last text asked about: the scene asks for its facts and for when
 * things happen, and the subject line for its facts again, all of one text.
 */
function firstDateOf(text: string): string | undefined {
  if (text !== lastText) {
    lastDate = firstDate(text, DATE_PATTERNS);
    lastText = text;
  }
  return lastDate;
}

let lastText: string | undefined;
let lastDate: string | undefined;

function findRef(text: string): string | undefined {
  const m = REF.exec(text);
  if (m?.[1] && m[3]) {
    const noun = m[1].toUpperCase() === 'PO' ? 'PO' : m[1].toLowerCase();
    return `${noun} ${m[2] === '#' ? '#' : ''}${m[3]}`;
  }
  return BARE_ID.exec(text)?.[0];
}

export function findFacts(text: string): Facts {
  const date = firstDateOf(text);
  const amount = AMOUNT.exec(text)?.[0];
  const ref = findRef(text);
  return {
    ...(date !== undefined && { date: normalizeDate(date) }),
    ...(amount !== undefined && { amount }),
    ...(ref !== undefined && { ref }),
  };
}

/** "end of the week" reads "the end of the week" after "by". */
function normalizeDate(date: string): string {
  return /^end\s/i.test(date) ? `the ${date.toLowerCase()}` : date;
}

const TIME_AFTER =
  /^,?\s*(?:at\s+|@\s*|from\s+)?(\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon)(?![\w:])/i;

/**
 * When something happens, for a scheduling sentence: the first date the text names that is
 * not in the past, with the time that follows it ("Thursday 3pm" → "Thursday at 3pm",
 * "tomorrow at 11:00"). A date alone when no time follows it.
 */
export function findWhen(text: string): string | undefined {
  const date = firstDateOf(text);
  if (date === undefined) return undefined;
  const at = text.indexOf(date);
  // "since they started a Sunday junior league": a day that names a thing, no time to meet.
  if (
    /\b(?:a|an|their|our|his|her|its|your|my)\s+$/i.test(text.slice(0, at)) &&
    /^\s+(?!(?:morning|afternoon|evening|night|at|or|and)\b)\p{Ll}/u.test(
      text.slice(at + date.length),
    )
  )
    return undefined;
  // "a pupil was clipped by a van there on Tuesday 1 December", "meets one Thursday morning a
  // month": a day that has passed or comes round again is no time to meet; a later one may be.
  const clause =
    text
      .slice(0, at)
      .split(/[.;!?]\s/)
      .at(-1) ?? '';
  // "running Saturday storytelling sessions": the day of things that come round, too.
  if (
    /\b(?:was|were|happened|broke|died)\b[^,]*\bon\s+$|\b(?:one|every|each)\s+$/i.test(clause) ||
    (/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(date) &&
      /^\s+(?:\p{Ll}+\s+)?(?:sessions|classes|clubs|shifts|lessons|meetings|services|markets|mornings|evenings)\b/u.test(
        text.slice(at + date.length),
      ))
  )
    return findWhen(text.slice(at + date.length));
  const time = TIME_AFTER.exec(text.slice(at + date.length))?.[1];
  const day = normalizeDate(date);
  // "Tuesday or Thursday afternoon": the choice the caller gave, whole.
  const or =
    /^\s+or\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening))?)\b/i.exec(
      text.slice(at + date.length),
    )?.[1];
  if (or !== undefined) return `${day} or ${or}`;
  // "any weekday in the week of 8 December": the week, not its first day.
  if (/\bweek of\s*$/i.test(text.slice(0, at))) return `the week of ${day}`;
  // "between Monday 7 and Friday 18 December": the span.
  const span =
    /^(\s+\d{1,2})?\s+and\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day\s+\d{1,2}(?:\s+\p{Lu}\p{Ll}+)?)/iu.exec(
      text.slice(at + date.length),
    );
  if (span !== null && /\bbetween\s*$/i.test(text.slice(0, at)))
    return `between ${date}${span[1] ?? ''} and ${span[2]!}`;
  return time === undefined ? day : `${day} at ${time}`;
}
