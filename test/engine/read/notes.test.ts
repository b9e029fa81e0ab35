/**
 * What the reader reads in notes: each clause as an idea of its kind (statement, topic,
 * please, act), with the verb a note left out put back.
 */
import { describe, expect, test } from '@jest/globals';
import { ideaLine, readRequest } from './support.js';

describe('notes read as ideas', () => {
  test.each<[string, string, string, boolean, string[]]>([
    [
      'colleague',
      'Thank Priya for covering my shift',
      'shift was Saturday 8am-4pm',
      false,
      ['statement: The shift was Saturday 8am-4pm.'],
    ],
    [
      'team',
      'Weekly update on the mobile app migration',
      'blog templates 70% done\ncrash rate down 18%\nlaunch still on track',
      false,
      [
        'statement: Blog templates are 70% done.',
        'statement: The crash rate is down 18%.',
        'statement: The launch is still on track.',
      ],
    ],
    [
      'team',
      'Welcome Arun Mehta to the team',
      'starts Monday; buddy - Tom; desk on the 3rd floor',
      false,
      ['statement: You start Monday.', 'statement: Buddy: Tom.', 'topic: a desk on the 3rd floor'],
    ],
    [
      'hiring_manager',
      'Apply for the data analyst role',
      'know SQL, Python and Tableau; led the payments team at Finly; 7 years of Go and PostgreSQL experience',
      true,
      [
        'statement: I know SQL, Python and Tableau.',
        'statement: I led the payments team at Finly.',
        'statement: I have 7 years of Go and PostgreSQL experience.',
      ],
    ],
    [
      'client',
      'Follow up on the proposal',
      'Meeting was yesterday, they seemed interested',
      false,
      ['statement: Our meeting was yesterday.', 'statement: You seemed interested.'],
    ],
    [
      'team',
      'Invite the team to the offsite',
      "Friday, March 15; at Luigi's on Elm Street; kids welcome",
      false,
      [
        'statement: The date is Friday, March 15.',
        "statement: It is at Luigi's on Elm Street.",
        'statement: Kids are welcome.',
      ],
    ],
    [
      'customer',
      'Let the customer know the order shipped',
      'order #45821; still no tracking number',
      false,
      ['statement: The order is #45821.', 'statement: There is still no tracking number.'],
    ],
    [
      'manager',
      'Ask for time off',
      'Dec 22 - Jan 2; happy to split it with Sam',
      false,
      ['statement: The dates are Dec 22 - Jan 2.', 'statement: I am happy to split it with Sam.'],
    ],
    [
      'client',
      'Send the quarterly report',
      'deadline March 15; budget around $60,000; second reminder',
      false,
      [
        'statement: The deadline is March 15.',
        'statement: The budget is around $60,000.',
        'statement: This is my second reminder.',
      ],
    ],
    [
      'team',
      'Announce the new expense tool',
      'saves about 6 hours a month; works with QuickBooks; use a friendly tone',
      false,
      ['statement: It saves about 6 hours a month.', 'statement: It works with QuickBooks.'],
    ],
    [
      'vendor',
      'Ask the vendor for a quote',
      'need 200 units by April 3. please include shipping',
      false,
      ['statement: I need 200 units by April 3.', 'act: include | shipping'],
    ],
    [
      'customer',
      'Reply to the refund request',
      'refund of $89.99 issued today; takes 3-5 business days',
      false,
      [
        'statement: The refund of $89.99 was issued today.',
        'statement: It takes 3-5 business days.',
      ],
    ],
    [
      'team',
      'Remind the team about the town hall',
      'next town hall is Jan 15; bring your questions; keynote at 9am',
      false,
      [
        'statement: The next town hall is Jan 15.',
        'please: bring your questions',
        'statement: The keynote is at 9am.',
      ],
    ],
  ])('to a %s (%s): %j', (recipient, context, notes, aboutWriter, ideas) => {
    const { understanding } = readRequest(recipient, context, notes, aboutWriter);
    expect(understanding.notes.map(ideaLine)).toEqual(ideas);
  });
});
