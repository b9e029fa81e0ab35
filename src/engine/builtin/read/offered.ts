/**
 * A reader the caller offers or pitches something to: "offer our translation services to law
 * firms in the city" (written to one of them), "pitch our app to a clinic manager" (any one of
 * them, unsaid), "… to the head of HR at Alder Logistics" ("to you for Alder Logistics").
 */
import type { ReaderInContext } from './people.js';
import { byRole, named } from './introduce.js';
import { BARE_ROLES, BUSINESSES, ci, LEAD, ROLE_NOUNS } from './roles.js';
import { toYou } from './toYou.js';

export function offeredReader(
  context: string,
  recipientName: string | undefined,
): ReaderInContext | undefined {
  // "offer our translation services to law firms in the city": written to one of them.
  const offered = OFFER_TO.exec(context);
  // "send the contract to Priya" is not a pitch: only a sale names a business as the reader.
  const pitched = offered !== null && (!/^\p{Lu}/u.test(offered[4]!) || SELLS.test(offered[2]!));
  if (offered !== null && pitched) {
    const [, head = '', verb = '', thing = '', group = '', , rest = ''] = offered;
    const told = /^(?:offer|send|show)$/i.test(verb)
      ? `${verb} you ${thing}`
      : `tell you about ${thing}`;
    // "… to Fenwick Architects": one business, greeted by its name.
    const name = /^\p{Lu}/u.test(group) ? named(group, recipientName) : {};
    return { context: `${head}${told}${rest}`, found: 'group', noun: group, ...name };
  }
  // "pitch our app to a clinic manager": the reader is the one pitched to, said as nothing.
  // "… to the client" is "… to you"; "… to a clinic manager" (any one of them) is unsaid.
  const toRole = TO_ROLE.exec(context);
  if (toRole !== null) {
    const [whole, head = '', determiner = '', tail = ''] = toRole;
    // "… to the head of HR at Alder Logistics": the reader's organisation stays said.
    const role = whole.slice(head.length, whole.length - tail.length);
    const org = /\s+at\s+((?:\p{Lu}[\p{L}&'-]*\s*)+)$/u.exec(role)?.[1]?.trim();
    const forOrg = org === undefined ? '' : ` for ${org}`;
    // "… to the owner of the café that our club meets in her back room": hers is "your".
    const told = /^the$/i.test(determiner)
      ? toYou(tail, byRole(role.replace(/\s+(?:of|at)\s.*$/i, '')).found === 'person')
      : tail;
    return {
      context: `${head}${/^the$/i.test(determiner) ? ' to you' : ''}${forOrg}${told}`,
    };
  }
  return undefined;
}

const SELLS = /^(?:pitch|present|sell|recommend)$/i;
/** People named by their work, many at once: "freelance photographers", "wedding planners". */
const MANY_DOERS = String.raw`(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+(?:ers|ors|ists|ians)`;
/** A business named by its name: "Fenwick Architects", "Bayview Hotel". */
const ORGANISATION = String.raw`\p{Lu}[\p{L}&'\u2019-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'\u2019-]*){0,3}`;
/** "offer our translation services to law firms in the city": the reader is one of them. */
const OFFER_TO = new RegExp(
  String.raw`^(${LEAD})(${ci('offer|pitch|present|recommend|sell|show|send')})\s+(.+?)\s+to\s+((?:${ci('local|small|independent|new')}\s+)?(?:${BUSINESSES}|${ci(BARE_ROLES)}|${MANY_DOERS})|${ORGANISATION})(\s+(?:in|across|around|near|at)\s+(?:(?!\s+for\s)[^,.;:!?])+?)?((?:[.,;:!?]|\s+(?:about|because|so|who|that|for)\b).*|)$`,
  'u',
);

/**
 * Verbs that bring something to the reader: "pitch our app to a clinic manager". A
 * comparative before the noun ("moving the site to a faster host") names a thing.
 */
const BRINGS = String.raw`\b(?:${ci('pitch|introduce|present|sell|offer|show|recommend|propose|explain|send|reach out')})\b`;
const TITLES = String.raw`head|director|founder|ceo|cto|cfo|coo|vp|owner|manager`;
const TO_ROLE = new RegExp(
  String.raw`^(.*?${BRINGS}.*?)\s+to\s+(${ci('a|an|the')})\s+(?![\p{L}-]+er\s+(?!(?:of|at|in|about|for|because|so|who|that)\b)\p{L})(?:[\p{L}-]+\s+){0,2}?(?:(?:${ci(TITLES)})\b(?:\s+(?:of|at|in)\s+[^,.;:!?]+?)*|(?:${ci(ROLE_NOUNS)})\b(?:\s+(?:at|in|of)\s+(?:a|an|the)\s+[^,.;:!?]+?)?)((?:[.,;:!?]|\s+(?:about|for|because|so|who|that)\b).*|)$`,
  'u',
);
