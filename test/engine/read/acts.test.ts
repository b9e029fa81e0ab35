/** The writer's act in the forms the leads use: "follow up on …", "following up on …". */
import { describe, expect, test } from '@jest/globals';
import { gerundOf } from '../../../src/engine/builtin/read/acts.js';

describe("the writer's act in its -ing form", () => {
  test.each<[string, string, string, string]>([
    ['follow', 'up', 'on the demo', 'following up on the demo'],
    // A second act joined to the first goes in -ing with it.
    [
      'follow',
      'up',
      "on Wednesday's meeting and set out what we agreed",
      "following up on Wednesday's meeting and setting out what we agreed",
    ],
    ['thank', '', 'you for the flowers and card', 'thanking you for the flowers and card'],
    // "and offer" before no object is a noun: "the price and offer".
    ['discuss', '', 'the price and offer', 'discussing the price and offer'],
  ])('%s %s %s', (verb, particle, rest, expected) => {
    expect(gerundOf({ verb, particle, rest })).toBe(expected);
  });
});
