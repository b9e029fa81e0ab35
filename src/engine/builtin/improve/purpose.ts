/** Telling a draft's purpose from its words, for the subject line and the ask. */
import type { Purpose, PurposesData } from '../data.js';
import { escapeRegExp } from '../text.js';

export interface DetectedPurpose {
  id: string;
  purpose: Purpose;
}

/** The purpose whose keywords the draft uses most; none when it uses none. */
export function detectPurpose(text: string, purposes: PurposesData): DetectedPurpose | undefined {
  const lower = text.toLowerCase();
  let best: (DetectedPurpose & { hits: number }) | undefined;
  for (const [id, purpose] of Object.entries(purposes.purposes)) {
    const hits = purpose.keywords.filter((k) =>
      new RegExp(`\\b${escapeRegExp(k)}\\b`).test(lower),
    ).length;
    if (hits > 0 && (best === undefined || hits > best.hits)) best = { id, purpose, hits };
  }
  return best && { id: best.id, purpose: best.purpose };
}
