/**
 * The supplier a complaint or a follow-up names, as the one written to: "the coach Westmoor
 * Travel sent" is "the coach you sent", "we ordered from Stitchwell Promotions" is "we
 * ordered from you".
 */
import { toYou } from './toYou.js';

/** Purposes whose email goes to the business that supplied something. */
export const SUPPLIER_WRITTEN_TO = new Set(['complaint', 'follow_up']);

/** A business by its name: two to four capitalized words ("Kellbrook Appliances"). */
const BUSINESS = String.raw`\p{Lu}[\p{L}&'\u2019-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'\u2019-]*){1,3}`;
const SUPPLY =
  'installed|sent|delivered|fitted|supplied|laid|built|repaired|serviced|printed|made|sold';

/**
 * "the coach Westmoor Travel sent" → "the coach you sent"; "ordered from Stitchwell
 * Promotions" → "ordered from you"; and what the context then says of them is said to
 * them: "each time their engineer has taken two days" → "your engineer".
 */
export function toSupplier(context: string): string {
  const named = context
    .replace(
      new RegExp(String.raw`\b([Tt]he\s+[\p{Ll}\s-]+?)\s+${BUSINESS}\s+(${SUPPLY})\b`, 'u'),
      '$1 you $2',
    )
    .replace(
      new RegExp(
        String.raw`\b((?:${SUPPLY}|ordered|bought|lease|leased|hired|rented)\b[^,.;:!?]{0,30}?\s(?:from|by))\s+${BUSINESS}\b`,
        'u',
      ),
      '$1 you',
    );
  if (named === context) return context;
  const at = firstDifference(named, context);
  return named.slice(0, at) + toYou(named.slice(at), false);
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}
