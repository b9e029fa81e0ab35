/**
 * Notes typed as fragments, written as the sentences they stand for; a fragment of no
 * known shape is left to the caller's words, and a full clause is not a fragment.
 */
import { describe, expect, test } from '@jest/globals';
import {
  fragmentSentence,
  isClause,
  type FragmentSetting,
} from '../../../src/engine/builtin/read/fragments.js';

const plain: FragmentSetting = {
  we: false,
  event: false,
  relaxed: false,
  owed: false,
  reader: false,
  welcome: false,
  meeting: false,
  writer: false,
  own: (text) => text,
};

describe('a fragment becomes the sentence it stands for', () => {
  test.each<[string, Partial<FragmentSetting>, string]>([
    ['deadline January 15', {}, 'The deadline is January 15.'],
    ['ticket 4411', {}, 'The ticket number is 4411.'],
    ['IT ticket 88213', {}, 'The IT ticket number is 88213.'],
    ['order ref BJ-4470', {}, 'The order reference is BJ-4470.'],
    ['missed visits on the 4th and the 18th', {}, 'Missed visits on the 4th and the 18th.'],
    ['order numbers 7781 and 7790', {}, 'The order numbers are 7781 and 7790.'],
    ['account number 88-4412-09', {}, 'The account number is 88-4412-09.'],
    ['away Friday to Monday', {}, 'I am away Friday to Monday.'],
    ['open 8am-6pm Pacific', { we: true }, 'We are open 8am-6pm Pacific.'],
    ['applying to three PhD programs', {}, 'I am applying to three PhD programs.'],
    ['raising $2M', { we: true }, 'We are raising $2M.'],
    ['need sign-off before Oct 5', {}, 'I need sign-off before Oct 5.'],
    ['drinks provided', {}, 'Drinks are provided.'],
    ['lunch provided', {}, 'Lunch is provided.'],
    ['partners welcome', {}, 'Partners are welcome.'],
    ['cabinets installed', {}, 'Cabinets have been installed.'],
    ['order #A-5521 placed three weeks ago', {}, 'The order #A-5521 was placed three weeks ago.'],
    ['done by next Friday', {}, 'It will be done by next Friday.'],
    ['used by 200 clinics', {}, 'It is used by 200 clinics.'],
    ['key under the mat', {}, 'The key is under the mat.'],
    ['help center at help.example.com', {}, 'The help center is at help.example.com.'],
    ['launch still set for May 2', {}, 'The launch is still set for May 2.'],
    ['German pages in review', {}, 'German pages are in review.'],
    ['leads up 31%', {}, 'Leads are up 31%.'],
    ['cost per lead down to $14', {}, 'The cost per lead is down to $14.'],
    ['one bug in proration', {}, 'There is one bug in proration.'],
    ['no tracking number yet', {}, 'There is no tracking number yet.'],
    ['no deploys during the window', {}, 'There are no deploys during the window.'],
    ['no code needed', {}, 'No code is needed.'],
    ['includes online ordering', {}, 'It includes online ordering.'],
    ['starts Monday at 9', { reader: true }, 'You start Monday at 9.'],
    ['effective April 1', {}, 'This takes effect on April 1.'],
    ['second time this month', {}, 'This is the second time this month.'],
    ['due Wednesday', {}, 'It is due Wednesday.'],
    ['20% off the next order', { we: true }, 'We are also offering you 20% off the next order.'],
    ['pay by card or bank transfer', {}, 'You can pay by card or bank transfer.'],
    ['install the agent before Friday', {}, 'Please install the agent before Friday.'],
    ['bring a snack if you like', {}, 'Bring a snack if you like.'],
    ['bring snacks', { relaxed: true }, 'Bring snacks.'],
    ['please refund one', {}, 'Please refund one.'],
    ['Friday 7pm at my place', { event: true }, 'It is on Friday at 7pm at my place.'],
    ['interviews on March 12 and 13', { event: true }, 'Interviews are on March 12 and 13.'],
    ['orientation Monday 9am', { event: true }, 'Orientation is on Monday at 9am.'],
    ['from 2am to 4am UTC', { event: true }, 'It runs from 2am to 4am UTC.'],
    ['$1,500 per month', {}, 'The price is $1,500 per month.'],
    [
      '5 years in data analysis',
      { writer: true },
      'I have 5 years of experience in data analysis.',
    ],
    ['journalism degree', { writer: true }, 'I have a journalism degree.'],
    ['10 years as a nurse', { writer: true }, 'I have 10 years of experience as a nurse.'],
    [
      '5 years of experience in logistics',
      { writer: true },
      'I have 5 years of experience in logistics.',
    ],
    [
      'six years in busy kitchens, currently chef de partie at a hotel restaurant',
      { writer: true },
      'I have six years of experience in busy kitchens. I am currently chef de partie at a hotel restaurant.',
    ],
    ['open 8am to 6pm Monday to Saturday', {}, 'We are open 8am to 6pm Monday to Saturday.'],
    [
      'open 8am to 6pm Monday to Saturday',
      { changing: true },
      'We will be open 8am to 6pm Monday to Saturday.',
    ],
    ['currently at a fintech in Berlin', {}, 'I am currently at a fintech in Berlin.'],
    ['already tried the lasagna recipe', {}, 'I already tried the lasagna recipe.'],
    ['trial ends Friday', {}, 'Trial ends Friday.'],
    ['same phone number', {}, 'Same phone number.'],
    // Found in the third read-through: each was a broken rewrite before.
    ['was due November 10', {}, 'It was due November 10.'],
    ['ordered October 30', {}, 'It was ordered October 30.'],
    ['comments by Thursday', { reader: true }, 'I would appreciate comments by Thursday.'],
    ['focus on the timeline section', { reader: true }, 'Focus on the timeline section.'],
  ])('%s → %s', (piece, setting, sentence) => {
    expect(fragmentSentence(piece, { ...plain, ...setting })).toBe(sentence);
  });

  test.each([
    'the team enjoyed the case study presentation',
    'legal sent comments on Tuesday',
    'budget is 18% over plan',
    'a late fee of 2% applies after March 31',
    'we have three options ready',
    'I owe you one',
    'lockers need your own padlock',
  ])('"%s" is a clause, left to the reader of clauses', (piece) => {
    expect(fragmentSentence(piece, plain)).toBeUndefined();
  });

  // "There is two projects overlap", "The remaining racks move is next weekend", "The
  // decision by is next Wednesday": no "is" is put inside a phrase that is not a noun.
  test.each([
    'two projects overlap in February',
    'remaining racks move next weekend',
    'late sheets go to the next cycle',
    'decision by next Wednesday',
  ])('"%s" is not given an "is" of its own', (piece) => {
    expect(fragmentSentence(piece, plain) ?? '').not.toMatch(/\b(?:is|are)\b/);
  });

  test.each(['two projects overlap in February'])(
    '"%s" stays a clause, left to the reader of clauses',
    (piece) => {
      expect(fragmentSentence(piece, plain)).toBeUndefined();
    },
  );

  test.each([
    ['mention the 10% discount'],
    ['keep it short'],
    ['Thursday deliverable: first draft'],
  ])('"%s" is not written here', (piece) => {
    expect(fragmentSentence(piece, plain)).toBeUndefined();
  });

  test('a date alone is when an event happens, when the writer can meet, or just the date', () => {
    expect(fragmentSentence('Friday 7pm', { ...plain, event: true })).toBe(
      'It is on Friday at 7pm.',
    );
    expect(
      fragmentSentence('Tuesday or Wednesday morning', { ...plain, event: true, meeting: true }),
    ).toBe('Tuesday or Wednesday morning would work for me.');
    expect(fragmentSentence('Wednesday and Thursday', plain)).toBe('Wednesday and Thursday.');
    expect(isClause('Wednesday and Thursday')).toBe(false);
    // "works" is tagged a plural noun ("the works"); after a noun it is the verb.
    expect(isClause('any afternoon next week works for us')).toBe(true);
  });
});
