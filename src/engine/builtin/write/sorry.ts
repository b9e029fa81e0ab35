/**
 * An apology's subject from what the writer did: "I missed your farewell lunch yesterday" →
 * "Sorry I missed your farewell lunch"; "say sorry to Mrs Blenkinsop, we double booked the
 * grooming slot for her spaniel on Saturday 28 November and she drove 25 mins for nothing" →
 * "Sorry we double booked the grooming slot for your spaniel".
 */
import type { Scene } from '../plan/scene.js';
import { oneLine } from '../text.js';
import { DONE } from './shapes.js';
import { upTo } from './subject.js';

/**
 * What the writer did, after "say sorry that", "say sorry to …,", "In Thursday's meeting", up
 * to the end of its clause or where the reader's part begins ("and you drove …").
 */
const OWN_DEED =
  /^(?:(?:say sorry|apologi[sz]e) (?:to [^,.;:!?]{2,40}?, )?(?:that )?|(?:In|At|On|During) [^,.;:!?]{3,40}? (?=I |we ))?(I|we)\s+([^,.;:!?]+?)(?:[.!]?$|[,;.]\s|\s+and\s+(?:you|she|he|they)\b)/;

/** When it was, said at the end (a whole date, not "on Saturday"): the email says it. */
const WHEN_AT_END =
  /\s+(?:yesterday|today|this (?:morning|afternoon|week)|last \w+|on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2}(?: [A-Z][a-z]+)?)$/i;

export function sorrySubject(scene: Scene): string | undefined {
  if (scene.input.purpose !== 'apology') return undefined;
  const [, who = 'I', deed = ''] = OWN_DEED.exec(oneLine(scene.input.context)) ?? [];
  const own = deed.replace(/\s*\([^)]*\)/g, '').replace(WHEN_AT_END, '');
  // "we …" said whole, of us alone.
  const whole = who === 'I' || (own.split(' ').length <= 10 && !/\btheir\b/.test(own));
  // "I make wedding cakes, and …" is who the writer is; what they are sorry for is done.
  return own !== '' && whole && DONE.test(own) ? `Sorry ${who} ${upTo(own, 11)}` : undefined;
}
