/** What the email is about (the topic) and the context as a headline, as the reader finds them. */
import { describe, expect, test } from '@jest/globals';
import { readRequest } from './support.js';

describe('the topic and headline of a context', () => {
  test.each<[string, string, string | null, string | null]>([
    ['coworker', 'Thank Priya for covering my shift', 'covering my shift', null],
    ['friend', 'invite Dana Whitfield to the gala', 'the gala', null],
    ['vendor', 'Remind the vendor that invoice 4471 is due', null, 'invoice 4471 is due'],
    ['team', 'Congratulate the sales team on Q3', 'Q3', null],
    ['manager', 'I missed our 1:1 yesterday', 'our 1:1', 'I missed our 1:1 yesterday'],
    [
      'team',
      'Weekly update on the mobile app migration',
      'weekly update on the mobile app migration',
      null,
    ],
    [
      'professor',
      'Ask Professor Okafor for a recommendation letter',
      'a recommendation letter',
      null,
    ],
    ['new_customer', 'Welcome a new subscriber to the newsletter', 'the newsletter', null],
    ['team', 'Welcome Arun Mehta to the design team', 'the design team', null],
    ['client', 'Follow up on project proposal meeting', 'our project proposal meeting', null],
    ['manager', 'I need to ask my manager for time off', 'time off', null],
    [
      'customer',
      'refund of $89.99 issued today',
      'the refund of $89.99',
      'The refund of $89.99 was issued today',
    ],
    [
      'manager',
      'can we push our 1:1 to Thursday 3pm',
      'our 1:1',
      'Can we push our 1:1 to Thursday 3pm?',
    ],
    ['client', 'Apologize to the client for the late delivery', 'the late delivery', null],
    [
      'team',
      'apologize for the confusing email about the new expense policy',
      'the confusing email about the new expense policy',
      null,
    ],
    [
      'team',
      'Remind everyone that timesheets are due Friday at 5pm',
      null,
      'timesheets are due Friday at 5pm',
    ],
    ['manager', 'Request a meeting to discuss my promotion', 'my promotion', null],
    ['client', 'Proposal: redesign the checkout flow', 'redesigning the checkout flow', null],
    ['team', 'The Q3 report is late', 'the Q3 report', 'The Q3 report is late'],
    ['manager', 'Set up a call to review the Q3 budget', 'the Q3 budget', null],
    [
      'customer',
      'Following up after our call on Tues re the scanner pilot',
      'the scanner pilot',
      null,
    ],
    ['hiring_manager', 'Apply for the product designer role', 'the product designer role', null],
    ['landlord', 'Tell the landlord the heater is broken again', 'the heater', null],
    ['colleague', 'Check in with Marco about the launch plan', 'the launch plan', null],
    [
      'manager',
      "I'm the new sales rep for your area and wanted to introduce myself",
      'the new sales rep for your area',
      null,
    ],
  ])('to a %s: %s', (recipient, context, topic, headline) => {
    const { understanding } = readRequest(recipient, context);
    expect(understanding.topic?.np ?? null).toBe(topic);
    expect(understanding.headline ?? null).toBe(headline);
  });
});
