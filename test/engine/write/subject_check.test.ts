/**
 * The subject check (src/engine/builtin/write/subjectCheck.ts): which subject lines no
 * person writes, and the whole noun phrases a subject can be made of instead.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createBuiltinEngine } from '../../../src/engine/builtin/index.js';
import { termsOf } from '../../../src/engine/builtin/nlp.js';
import { flawed, nounPhrases } from '../../../src/engine/builtin/write/subjectCheck.js';

beforeAll(async () => {
  // The engine's start sets up the tagger the reading relies on.
  await createBuiltinEngine();
});

describe('a subject no person writes', () => {
  it.each([
    ['Welcome to who', 'welcome Obinna, who has accepted our offer'],
    ['Your thoughts on it', 'ask you what you thought of it'],
    ['Nice to meet you: myself to you I have taken over', 'introduce myself to you'],
    [
      'Our apologies: a fault with our payment provider meant about 130',
      'meant about 130 customers',
    ],
    ['Status update: all staff - email', 'update for all staff - email is down'],
    ['Welcome to Forty-three new members', 'Forty-three new members joined'],
    ['Congratulations on our web design client', 'Our web design client was named'],
    ['Following up: the last Tuesday I showed our app', 'Last Tuesday I showed our app'],
    ['Invitation: briefing on the law changes coming', 'the law changes coming into force'],
  ])('%s', (subject, context) => {
    expect(flawed(subject, context)).toBe(true);
  });

  it.each([
    ['Could you review the job description before we post it?', 'review it before we post it'],
    ['A quick feedback request: how the new checkout is working', 'how it is working for them'],
    ['Application: head of fundraising', 'the post of head of fundraising at Ardleigh Hospice'],
    ['What do you think of my speech for the wedding?', 'my speech for the wedding on the 19th'],
    ['Request: the invoice from Sandling Catering', 'Sandling Catering for our lunch'],
  ])('%s is whole', (subject, context) => {
    expect(flawed(subject, context)).toBe(false);
  });
});

describe('the noun phrases a subject is made of', () => {
  it.each([
    [
      'invite you to a breakfast briefing on the employment law changes coming into force',
      'a breakfast briefing on the employment law changes',
    ],
    [
      'A fault with our payment provider meant 130 orders were charged twice',
      'a fault with our payment provider',
    ],
    [
      'Last Tuesday I showed our allergen-labelling app to the head chef',
      'our allergen-labelling app',
    ],
    [
      'update for all staff - email and the shared drive have been down',
      'email and the shared drive',
    ],
  ])('%s', (context, first) => {
    expect(nounPhrases(termsOf(context))[0]).toBe(first);
  });
});
