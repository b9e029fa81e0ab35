/**
 * What the reader reads in a context: its ideas (an act's verb and the rest, or a statement),
 * and the people it names besides the reader. Expected values are what the reader returns;
 * a reading that looked wrong is left out of the table, not recorded.
 */
import { describe, expect, test } from '@jest/globals';
import { ideaLine, readRequest } from './support.js';

describe('a context read as ideas', () => {
  test.each<[string, string, string[], string[]]>([
    [
      'coworker',
      'Thank Priya for covering my shift',
      ['act: thank | you for covering my shift'],
      [],
    ],
    ['friend', 'invite Dana Whitfield to the gala', ['act: invite | you to the gala'], []],
    [
      'neighbor',
      'Ask the neighbor to water the plants',
      ['act: ask | you to water the plants'],
      [],
    ],
    [
      'vendor',
      'Remind the vendor that invoice 4471 is due',
      ['act: remind | you that invoice 4471 is due'],
      [],
    ],
    ['team', 'Congratulate the sales team on Q3', ['act: congratulate | you on Q3'], []],
    // A noun and what it did, then: a clause, not a topic ("an update on the server migration finished …").
    [
      'team',
      'the server migration finished last night',
      ['statement: The server migration finished last night.'],
      [],
    ],
    ['manager', 'I missed our 1:1 yesterday', ['statement: I missed our 1:1 yesterday.'], []],
    [
      'team',
      'Weekly update on the mobile app migration',
      ['topic: weekly update on the mobile app migration'],
      [],
    ],
    [
      'professor',
      'Ask Professor Okafor for a recommendation letter',
      ['act: ask | you for a recommendation letter'],
      [],
    ],
    [
      'new_customer',
      'Welcome a new subscriber to the newsletter',
      ['act: welcome | you to the newsletter'],
      [],
    ],
    [
      'team',
      'Welcome Arun Mehta to the design team',
      ['act: welcome | you to the design team'],
      [],
    ],
    [
      'client',
      'Follow up on project proposal meeting',
      ['act: follow up | on our project proposal meeting'],
      [],
    ],
    ['manager', 'I need to ask my manager for time off', ['act: ask | you for time off'], []],
    [
      'customer',
      'refund of $89.99 issued today',
      ['statement: The refund of $89.99 was issued today.'],
      [],
    ],
    [
      'manager',
      'can we push our 1:1 to Thursday 3pm',
      ['statement: Can we push our 1:1 to Thursday 3pm?'],
      [],
    ],
    [
      'client',
      'Apologize to the client for the late delivery',
      ['act: apologize | for the late delivery'],
      [],
    ],
    [
      'team',
      'Remind everyone that timesheets are due Friday at 5pm',
      ['act: remind | you that timesheets are due Friday at 5pm'],
      [],
    ],
    [
      'manager',
      'Request a meeting to discuss my promotion',
      ['act: request | a meeting to discuss my promotion'],
      [],
    ],
    [
      'client',
      'Proposal: redesign the checkout flow',
      ['act: share | a proposal: redesigning the checkout flow'],
      [],
    ],
    [
      'client',
      'Sorry we double charged your card',
      ['statement: I am sorry we double charged your card.'],
      [],
    ],
    [
      'manager',
      'Resign from my position as operations analyst',
      ['act: resign | from my position as operations analyst'],
      [],
    ],
    ['team', 'The Q3 report is late', ['statement: The Q3 report is late.'], []],
    [
      'manager',
      'Set up a call to review the Q3 budget',
      ['act: set up | a call to review the Q3 budget'],
      [],
    ],
    [
      'customer',
      'Following up after our call on Tues re the scanner pilot',
      ['act: follow up | after our call on Tues re the scanner pilot'],
      [],
    ],
    [
      'hiring_manager',
      'Apply for the product designer role',
      ['act: apply | for the product designer role'],
      [],
    ],
    [
      'landlord',
      'Tell the landlord the heater is broken again',
      ['act: tell | you the heater is broken again'],
      [],
    ],
    [
      'colleague',
      'Check in with Marco about the launch plan',
      ['act: check in | with you about the launch plan'],
      [],
    ],
    [
      'manager',
      'Ask Sarah Chen to approve the budget before Maria leaves on Friday',
      ['act: ask | you to approve the budget before Maria leaves on Friday'],
      ['Maria'],
    ],
    [
      'client',
      'Thank Jordan for introducing me to Alex Kim',
      ['act: thank | you for introducing me to Alex Kim'],
      ['Alex Kim'],
    ],
    [
      'manager',
      "I'm the new sales rep for your area and wanted to introduce myself",
      ['act: introduce | myself', "statement: I'm the new sales rep for your area."],
      [],
    ],
  ])('to a %s: %s', (recipient, context, ideas, thirdParties) => {
    const { reader, understanding } = readRequest(recipient, context);
    expect(understanding.context.map(ideaLine)).toEqual(ideas);
    const others = understanding.entities.people.filter((p) => !(reader.name ?? '').includes(p));
    expect(others).toEqual(thirdParties);
  });
});
