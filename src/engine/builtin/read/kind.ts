/**
 * The reader named by the kind of recipient the caller chose: "we charged the customer
 * twice" in an email to a customer, "a call with our payroll provider" in one to a vendor,
 * "the bank's support page" in one to a client.
 */
import type { ReaderInContext } from './people.js';
import { A_BUSINESS, TITLE_ROLES } from './roles.js';

const KIND_OBJECT = new Map<string, RegExp>();
/** A business's own, said by the one writing to it: "the bank's support page". */
const THEIR_BUSINESS =
  /\bthe (?:bank|clinic|school|hotel|restaurant|shop|store|studio|gym|salon|practice|firm|company|business|agency|museum|library|cafe|bakery|hospital)['’]s\b/gi;
/** What a vendor is called by the one it serves: "our payroll provider", "the caterer". */
const SUPPLIERS =
  'supplier|provider|caterer|contractor|courier|agency|landlord|installer|plumber|electrician|technician|builder|mechanic|printer|cleaner';
const OUTSIDE = new Set(['prospect', 'client', 'partner', 'investor', 'customer', 'vendor']);

/**
 * "we charged the customer twice" in an email to a customer, "a call with our payroll
 * provider" in one to a vendor: the customer or the provider is the reader,
 * "you". Only as an object, after the clause has begun ("The client asked …" may be about
 * another client), and only when the context named no one else as the reader.
 */
export function kindAsYou(reader: ReaderInContext, kind: string): ReaderInContext {
  if (reader.found !== undefined || !/^[a-z]+$/.test(kind)) return reader;
  // "adding a chatbot to the bank's support page", to a client: the client is the bank.
  if (kind === 'client' || kind === 'prospect') {
    const theirs = reader.context.match(THEIR_BUSINESS) ?? [];
    if (theirs.length === 1)
      return { ...reader, context: reader.context.replace(THEIR_BUSINESS, 'your') };
  }
  let object = KIND_OBJECT.get(kind);
  if (object === undefined) {
    // An executive is named by title: "30 minutes with the CFO" in an email to an executive.
    // A team is named by what it does ("time with the data team" to a colleague or a team);
    // an outside reader by title ("a demo call with the clinic director" to a prospect).
    const named =
      kind === 'executive'
        ? `(?:${kind}|${TITLE_ROLES})`
        : kind === 'team' || kind === 'colleague'
          ? `(?:${kind}|team)`
          : OUTSIDE.has(kind)
            ? `(?:${kind}|${TITLE_ROLES}|owner|founder|manager|${kind === 'vendor' ? SUPPLIERS : A_BUSINESS})`
            : kind;
    object = new RegExp(
      `(?<=\\b(?:[a-z]+ed|sent|told|gave|owe|with)\\s)(?:the|our) (?:[a-z-]+\\s+){0,2}?${named}\\b(?!['’])`,
      'iu',
    );
    KIND_OBJECT.set(kind, object);
  }
  const found = object.exec(reader.context)?.[0];
  if (found === undefined) return reader;
  // "the owner of Blue Fern Nursery": the reader's business goes with them.
  let context = reader.context
    .replace(object, 'you')
    .replace(/\byou (?:of|at) \p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*/u, 'you');
  // "ask for a demo call with the clinic director": asked of them ("ask you for …"), the
  // reader is said once, not again as "with you".
  const twice = /\b(?:you|ask for)\b.*?(\s+with you)\b/i.exec(context);
  if (twice !== null) context = context.replace(twice[1]!, '');
  return /\bteam$/i.test(found)
    ? { context, found: 'group', noun: 'team' }
    : { ...reader, context };
}
