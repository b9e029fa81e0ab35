/**
 * The caller's free-text recipient ("Hiring manager", "new_customer") resolved to a
 * well-known kind from content/recipients.yaml, or to the neutral default.
 */
import type { Recipient, RecipientsData } from '../data.js';
import type { Addressee } from './addressing.js';
import { oneLine } from '../text.js';

export interface ResolvedRecipient {
  kind?: string;
  data: Recipient;
}

/** "Hiring manager" → "hiring_manager". */
export function normalizeRecipient(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

export function resolveRecipient(text: string, recipients: RecipientsData): ResolvedRecipient {
  const key = normalizeRecipient(text);
  const entries = Object.entries(recipients.recipients);
  const byKey = (k: string) => entries.find(([kind, r]) => kind === k || r.aliases.includes(k));
  // Exact kind or alias first, then its words from the last ("hiring_manager" → manager,
  // "board_of_directors" → board → investor).
  const words = key.split('_').reverse();
  const found = byKey(key) ?? words.map(byKey).find((f) => f !== undefined);
  return found ? { kind: found[0], data: found[1] } : { data: recipients.default };
}

export function addresseeOf(recipient: ResolvedRecipient, recipientName?: string): Addressee {
  const name = recipientName === undefined ? '' : oneLine(recipientName);
  const first = name.split(' ')[0] ?? '';
  return {
    external: recipient.data.external,
    nouns: recipient.data.names,
    // "Jarrah and Csilla": written to both, neither alone is "you".
    names: [
      ...new Set([name, /\s(?:and|&)\s/.test(name) ? '' : first].filter((n) => /^[A-Z]/.test(n))),
    ],
  };
}
