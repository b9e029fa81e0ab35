/** Who the email is to, as the context names them (people.ts), and the context rewritten to "you". */
import { describe, expect, test } from '@jest/globals';
import { readerInContext } from '../../../src/engine/builtin/read/people.js';
import { kindAsYou } from '../../../src/engine/builtin/read/kind.js';

describe('the reader found in a context', () => {
  test.each<[string, string | null, string | null, string]>([
    ['Thank Priya for covering my shift', 'person', 'Priya', 'Thank you for covering my shift'],
    ['invite Dana Whitfield to the gala', 'person', 'Dana Whitfield', 'invite you to the gala'],
    ['Ask the neighbor to water the plants', 'group', 'neighbor', 'Ask you to water the plants'],
    [
      'Remind the vendor that invoice 4471 is due',
      'group',
      'vendor',
      'Remind you that invoice 4471 is due',
    ],
    ['Congratulate the sales team on Q3', 'group', 'sales team', 'Congratulate you on Q3'],
    ['I missed our 1:1 yesterday', null, null, 'I missed our 1:1 yesterday'],
    [
      'following up on the tile quote we sent the Lindqvists on Monday',
      'group',
      'the Lindqvists',
      'following up on the tile quote we sent you on Monday',
    ],
    [
      'remind the livery owners that the farrier is coming',
      'group',
      'livery owners',
      'remind you that the farrier is coming',
    ],
    [
      'Weekly update on the mobile app migration',
      null,
      null,
      'Weekly update on the mobile app migration',
    ],
    [
      'Ask Professor Okafor for a recommendation letter',
      'person',
      'Professor Okafor',
      'Ask you for a recommendation letter',
    ],
    [
      'Welcome a new subscriber to the newsletter',
      'group',
      'new subscriber',
      'Welcome you to the newsletter',
    ],
    [
      'Welcome Arun Mehta to the design team',
      'person',
      'Arun Mehta',
      'Welcome you to the design team',
    ],
    ['Follow up on project proposal meeting', null, null, 'Follow up on project proposal meeting'],
    ['I need to ask my manager for time off', 'group', 'manager', 'I need to ask you for time off'],
    ['refund of $89.99 issued today', null, null, 'refund of $89.99 issued today'],
    ['can we push our 1:1 to Thursday 3pm', null, null, 'can we push our 1:1 to Thursday 3pm'],
    [
      'Apologize to the client for the late delivery',
      'group',
      'client',
      'Apologize for the late delivery',
    ],
    [
      'Remind everyone that timesheets are due Friday at 5pm',
      'group',
      'everyone',
      'Remind you that timesheets are due Friday at 5pm',
    ],
    [
      'Request a meeting to discuss my promotion',
      null,
      null,
      'Request a meeting to discuss my promotion',
    ],
    ['Proposal: redesign the checkout flow', null, null, 'Proposal: redesign the checkout flow'],
    ['Sorry we double charged your card', null, null, 'Sorry we double charged your card'],
    [
      'Resign from my position as operations analyst',
      null,
      null,
      'Resign from my position as operations analyst',
    ],
    ['The Q3 report is late', null, null, 'The Q3 report is late'],
    ['Set up a call to review the Q3 budget', null, null, 'Set up a call to review the Q3 budget'],
    [
      'Following up after our call on Tues re the scanner pilot',
      null,
      null,
      'Following up after our call on Tues re the scanner pilot',
    ],
    ['Apply for the product designer role', null, null, 'Apply for the product designer role'],
    [
      'Tell the landlord the heater is broken again',
      'group',
      'landlord',
      'Tell you the heater is broken again',
    ],
    [
      'Check in with Marco about the launch plan',
      'person',
      'Marco',
      'Check in with you about the launch plan',
    ],
    [
      'Ask Sarah Chen to approve the budget before Maria leaves on Friday',
      'person',
      'Sarah Chen',
      'Ask you to approve the budget before Maria leaves on Friday',
    ],
    [
      'Thank Jordan for introducing me to Alex Kim',
      'person',
      'Jordan',
      'Thank you for introducing me to Alex Kim',
    ],
    [
      "I'm the new sales rep for your area and wanted to introduce myself",
      null,
      null,
      "I'm the new sales rep for your area and wanted to introduce myself",
    ],
    [
      'invite loyal customers to an early preview of the spring collection',
      'group',
      'loyal customers',
      'invite you to an early preview of the spring collection',
    ],
    [
      'follow up with the practice manager after the demo',
      'group',
      'practice manager',
      'follow up with you after the demo',
    ],
    [
      'thank the florist for the arrangements',
      'group',
      'florist',
      'thank you for the arrangements',
    ],
    [
      'reach out to event planners about our venue',
      'group',
      'event planners',
      'tell you about our venue',
    ],
    [
      'check whether Olu got the budget spreadsheet I sent on Tuesday',
      'person',
      'Olu',
      'check whether you got the budget spreadsheet I sent on Tuesday',
    ],
    ['see if Maria has the keys', 'person', 'Maria', 'see if you have the keys'],
    [
      'introduce Wendy from legal to Arjun in procurement so they can sort out the contract',
      'person',
      'Arjun',
      'introduce you to Wendy from legal so you two can sort out the contract',
    ],
    [
      'congratulate Brightline Dental on opening their second clinic',
      'person',
      'Brightline Dental',
      'congratulate you on opening your second clinic',
    ],
    [
      'let Joanna know we are still deciding on the data analyst role',
      'person',
      'Joanna',
      'let you know we are still deciding on the data analyst role',
    ],
    [
      "introduce Beatriz from our design team to the agency's creative director",
      'person',
      "agency's creative director",
      'introduce you to Beatriz from our design team',
    ],
    [
      "set up a call with the distributor to plan next year's volumes",
      'person',
      'distributor',
      "set up a call with you to plan next year's volumes",
    ],
    [
      'reach out to the owner of a chain of dog grooming salons about our booking software',
      'group',
      'owner',
      'tell you about our booking software for your chain of dog grooming salons',
    ],
    [
      'complain to the cleaning company that the meeting rooms were not cleaned on Tuesday',
      'group',
      'cleaning company',
      'let you know that the meeting rooms were not cleaned on Tuesday',
    ],
    [
      'introduce our catering service to office managers in the city',
      'group',
      'office managers',
      'introduce you to our catering service in the city',
    ],
    [
      'thank the volunteers who helped at the beach cleanup',
      'group',
      'volunteers',
      'thank you for helping at the beach cleanup',
    ],
    [
      'meet with the new accounting software rep to see a demo',
      'person',
      'new accounting software rep',
      'meet with you to see a demo',
    ],
    // "the designers that the brand files …": the reader is the designers, not "the brand".
    [
      'remind the designers that the brand files must be uploaded by Friday',
      'group',
      'designers',
      'remind you that the brand files must be uploaded by Friday',
    ],
    [
      'reach out to local gyms about our smoothie bar franchise',
      'group',
      'local gyms',
      'tell you about our smoothie bar franchise',
    ],
    [
      'grab lunch with Tomás next week to hear about his project',
      'person',
      'Tomás',
      'grab lunch with you next week to hear about your project',
    ],
    // The writer's own introduction is to the reader, not the reader's to the writer.
    [
      'introduce myself to the finance team as their IT contact',
      'group',
      'finance team',
      'introduce myself to you as your IT contact',
    ],
  ])('%s', (context, found, who, rewritten) => {
    const reader = readerInContext(context);
    expect(reader.found ?? null).toBe(found);
    expect(reader.name ?? reader.noun ?? null).toBe(who);
    expect(reader.context).toBe(rewritten);
  });
});

describe('the reader named by what they are to the writer', () => {
  test.each<[string, string, string]>([
    ['we charged the customer twice', 'customer', 'we charged you twice'],
    [
      'set up a call with our payroll provider about the tax form errors',
      'vendor',
      'set up a call with you about the tax form errors',
    ],
    ['The client asked for a new quote', 'client', 'The client asked for a new quote'],
    [
      'book a demo of our app with the owner of Blue Fern Nursery about pricing',
      'prospect',
      'book a demo of our app with you about pricing',
    ],
    [
      'propose moving their website to a faster host',
      'client',
      'propose moving their website to a faster host',
    ],
    [
      'offer our corporate yoga classes to the HR team at a law firm',
      'prospect',
      'offer our corporate yoga classes to you',
    ],
  ])('%s (%s)', (context, kind, rewritten) => {
    expect(kindAsYou(readerInContext(context), kind).context).toBe(rewritten);
  });
});
