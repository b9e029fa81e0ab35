/**
 * Sloppy drafts, typed the way people type chat: whatever improvements are asked for
 * (formality or grammar among them), the result has no chat shorthand left, its
 * misspellings, sound-alikes and missing apostrophes fixed, no word the dictionary does not
 * know that the draft did not have, every fact of the draft kept, and a summary that says
 * what changed.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { EmailEngine, ImprovedEmail } from '../../src/engine/engine.js';
import { createBuiltinEngine } from '../../src/engine/builtin/index.js';
import { misspelledOwnWords } from './support.js';

interface Sloppy {
  title: string;
  content: string;
  improvements: string[];
  /** [as written, as it must read]: exact, case-sensitive, in the body or subject. */
  fixes: [string, string][];
  /** Facts that must still be there, as written. */
  facts: string[];
  /** When formality is asked: the greeting and sign-off the result must open and close with. */
  professional?: boolean;
}

const SHORTHAND =
  /\b(?:u|ur|tbh|pls|plz|thx|idk|imo|btw|lol|loll|lmao|b4|rn|tmrw|ty|np|gonna|wanna)\b/i;

const DRAFTS: Sloppy[] = [
  {
    title: 'a chat update whose sign-off is "ty" and whose day is "wed"',
    content:
      "yo team, quick update. the launch is pushed to next wed cuz QA found a bug in checkout. ur tasks dont change, just the date. ping me if u have q's. ty",
    improvements: ['formality'],
    fixes: [
      ['next wed', 'next Wednesday'],
      ["q's", 'questions'],
      ['cuz', 'because'],
    ],
    facts: ['QA', 'checkout'],
  },
  {
    title: 'a contract note with "went threw"',
    content:
      'hi maria, thanks for sending the contract. i went threw it and their are two things i want to chnage. the payment terms should be 30 days not 15. regards, tom',
    improvements: ['grammar', 'clarity'],
    fixes: [
      ['went threw', 'went through'],
      ['their are', 'there are'],
      ['chnage', 'change'],
      ['maria', 'Maria'],
    ],
    facts: ['30 days', '15'],
  },
  {
    title: 'a note to the boss about a server problem',
    content:
      'Subject: So I wanted to let u know\n\nhey boss,\n\nso i wanted to let u know their was a problem with the server lol. whats the plan tbh? i dont know if we can fix it b4 friday. pls let me know.\n\nthx\nsam',
    improvements: ['grammar', 'spelling', 'formality'],
    fixes: [
      ['So I wanted to let u know', 'So I wanted to let you know'],
      ['their was', 'there was'],
      ['b4 friday', 'before Friday'],
    ],
    facts: ['Sam'],
    professional: true,
  },
  {
    title: 'a landlord asked to fix the heating',
    content:
      'hi mr. patel,\n\nthe heating in apartment 4B is broken again, their is no hot water since monday. its a big problem for us tbh. could u send someone b4 the weekend? i can be home after 5pm. pls let me know asap.\n\nthx\nRaj',
    improvements: ['grammar', 'formality'],
    fixes: [
      ['their is', 'there is'],
      ['monday', 'Monday'],
    ],
    facts: ['4B', '5pm', 'Raj'],
    professional: true,
  },
  {
    title: 'a customer told their refund is coming',
    content:
      'Hi Dana,\n\nthx for ur patience. ive checked order #88213 and the refund of $49.99 was sent today, u should see it in 3-5 days. im sorry it took so long, their was a delay on our side. lmk if u need anything else.\n\nBest,\nOmar',
    improvements: ['grammar', 'spelling'],
    fixes: [
      ['ive checked', "I've checked"],
      ['their was', 'there was'],
      ['im sorry', "I'm sorry"],
    ],
    facts: ['#88213', '$49.99', '3-5', 'Dana', 'Omar'],
  },
  {
    title: 'a colleague asked to cover a shift',
    content:
      'hey priya, r u free to cover my shift on saturday 8am-4pm? idk who else to ask tbh. ill owe u one lol. thx!!',
    improvements: ['grammar'],
    fixes: [['saturday', 'Saturday']],
    facts: ['8am-4pm'],
  },
  {
    title: 'a client asked to sign a contract, with typos',
    content:
      'Hello Ms. Kowalczyk,\n\nI recieved the signed contract for project ALPHA-7 yesterday, thanks. Their is one page missing thought, page 4. Could you pls send it untill Friday, March 14? We definately want to start on time.\n\nKind regards,\nTom',
    improvements: ['spelling', 'grammar'],
    fixes: [
      ['recieved', 'received'],
      ['Their is', 'There is'],
      ['untill', 'until'],
      ['definately', 'definitely'],
    ],
    facts: ['Kowalczyk', 'ALPHA-7', 'March 14', 'Tom'],
  },
  {
    title: 'a teacher told a child will be absent',
    content:
      'hi mrs. lee, just wanted to let u know that my son wont be in school tmrw, he has a dentist appointment at 10am. can u pls send me the homework? thx, Anna',
    improvements: ['grammar', 'formality'],
    // Formality spells out the contraction that spelling restored.
    fixes: [['wont be', 'will not be']],
    facts: ['10am', 'Anna'],
    professional: true,
  },
  {
    title: 'a vendor chased for a late delivery',
    content:
      'Hi,\n\nwhats going on with PO-5521?? it was supposed to arrive on the 3rd and its not here yet. we need the the parts b4 our build on june 12. pls give me an update today, thx.\n\nMarta',
    improvements: ['grammar', 'clarity'],
    fixes: [
      ['the the parts', 'the parts'],
      ['june 12', 'June 12'],
    ],
    facts: ['PO-5521', '3rd', 'June 12', 'Marta'],
  },
  {
    title: 'a manager asked for a day off',
    content:
      'Hi Carlos,\n\ni was wondering if i could take friday off, its my sisters wedding. ive finished the Q3 report already and Ben can cover the 2pm call. lmk if thats ok.\n\nthanks\nJess',
    improvements: ['grammar', 'formality'],
    fixes: [
      ['lmk if thats ok', 'Let me know if that is'],
      ['ive finished', 'I have finished'],
    ],
    facts: ['Q3', '2pm', 'Ben', 'Carlos', 'Jess'],
    professional: true,
  },
  {
    title: 'a recruiter thanked, with doubled words and "discuss about"',
    content:
      'Hi Elena,\n\nthank u for the call today. i would love to discuss about the the senior analyst role further. im available on tuesday or wednesday after 3pm.\n\nBest regards,\nKwame',
    improvements: ['grammar'],
    fixes: [
      ['discuss about the the', 'discuss the'],
      ['tuesday', 'Tuesday'],
    ],
    facts: ['3pm', 'Elena', 'Kwame'],
  },
  {
    title: 'a neighbour told about a package',
    content:
      'hey, i think ur package got delivered to my place by mistake lol. its a big box from Zorblax. u can pick it up anytime after 6, im at number 14.',
    improvements: ['grammar', 'spelling'],
    fixes: [['its a big', "It's a big"]],
    facts: ['Zorblax', '14'],
  },
  {
    title: 'support asked about a login problem',
    content:
      'hi support,\n\ni cant log in to my account since yesterday, it says error E-4012. ive tried reseting my password twice but the email never comes. whats wrong? my user id is jdoe_77. pls help asap.\n\nthx\nJohn',
    improvements: ['grammar', 'spelling', 'formality'],
    fixes: [
      ['cant log', 'cannot log'],
      ['reseting', 'resetting'],
    ],
    facts: ['E-4012', 'jdoe_77', 'John'],
    professional: true,
  },
  {
    title: 'a team told about a moved meeting',
    content:
      'Hi team,\n\nfyi the standup is moved to 9:30 tmrw bc the room is booked. your welcome to join remotely, link is https://meet.example.com/abc-123. dont be late pls!\n\nCheers,\nLi',
    improvements: ['grammar'],
    fixes: [['your welcome', "You're welcome"]],
    facts: ['9:30', 'https://meet.example.com/abc-123', 'Li'],
  },
  {
    title: 'a freelancer chasing an invoice',
    content:
      'Hi Mark,\n\njust a reminder that invoice INV-2291 for $1,250 is 30 days overdue now. i know things r busy but could u pls check with accounts? i should of sent a reminder earlier tbh.\n\nthx\nNina',
    improvements: ['formality'],
    fixes: [['should of', 'should have']],
    facts: ['INV-2291', '$1,250', '30', 'Mark', 'Nina'],
    professional: true,
  },
  {
    title: 'a friend asked about a board game night',
    content:
      'hey jake!! board game night at my place on friday 7pm, r u in? bring snacks if u can lol. idk how many ppl r coming yet.',
    improvements: ['grammar'],
    fixes: [['friday 7pm', 'Friday 7pm']],
    facts: ['7pm'],
  },
  {
    title: 'a supplier told about a price change, with sound-alikes',
    content:
      'Dear Mr. Okafor,\n\nI wanted to let you know that are prices will change on April 1. The new price per unit is €12.40. Its been a hard year and we could of avoided it, but costs went up alot. Please let me know if you have questions.\n\nKind regards,\nSofia',
    improvements: ['grammar', 'spelling'],
    fixes: [
      ['could of', 'could have'],
      ['alot', 'a lot'],
      ['Its been', "It's been"],
    ],
    facts: ['April 1', '€12.40', 'Okafor', 'Sofia'],
  },
  {
    title: 'an intern asking for feedback',
    content:
      'hi sarah, i finished the draft of the onboarding guide, its in the shared folder. could u take a look when u have time? imo the second section is to long but idk. btw i doesnt have access to the HR drive yet.\n\nthanks\nLeo',
    improvements: ['grammar', 'clarity'],
    fixes: [['its in the', "it's in the"]],
    facts: ['HR', 'Leo'],
  },
  {
    title: 'a tradesman chasing an invoice, whose typos have a rare word one letter away',
    content:
      'hey mark, just wanted to check in about the invoce for the garage roof job. we finshed on the 12th and sent it over on monday but havent herd back. its for £2,340 incl vat, ref GR-118. could u let me know when its likely to be payed? we shoud be able to sort it quickly if theres a problem with the paperwork. thanks, dave',
    improvements: ['grammar', 'clarity'],
    fixes: [
      ['invoce', 'invoice'],
      ['herd back', 'heard back'],
      ['its likely to be payed', "it's likely to be paid"],
      // "shod" is one vowel away too, and a word; "should" is the one people mean.
      ['we shoud', 'We should'],
      ['incl vat', 'including VAT'],
    ],
    facts: ['£2,340', 'GR-118', '12th'],
  },
  {
    title: 'a late report typed in chat shorthand, made formal',
    content:
      'hi jen, so sorry im late with the report, my laptop died yesterday and i lost half of it lol. ill have it to u by thurs noon tbh prob earlier. pls tell the client the numbers r the same as last qtr, nothing major changed. thx',
    improvements: ['formality'],
    fixes: [
      ['ill have it', 'I will have it'],
      ['prob earlier', 'probably earlier'],
      ['numbers r the same', 'numbers are the same'],
      ['last qtr', 'last quarter'],
      ['so sorry im late', 'I am very sorry'],
    ],
    facts: ['laptop', 'report', 'client'],
  },
  {
    title: 'a venue booking in chat, its greeting ended by "!!", made formal',
    content:
      'yo sam!! thx for sorting the venue, looks gr8. can u send me the deposit invoice asap so i can get it thru finance b4 the 15th? also need to know wat time we can get in to set up, is 8am ok?? if not let me no. cheers, Tom',
    improvements: ['formality'],
    fixes: [
      ['yo sam!!', 'Dear Sam,\n\nThank'],
      ['wat time', 'what time'],
      ['let me no', 'let me know'],
      ['thru finance', 'through finance'],
    ],
    facts: ['deposit invoice', '15th', '8am', 'Tom'],
    professional: true,
  },
];

let engine: EmailEngine;

beforeAll(async () => {
  engine = await createBuiltinEngine();
});

const fullText = (r: ImprovedEmail) => `${r.subject ?? ''}\n${r.content}`;

describe('builtin improve — sloppy drafts come back as a reader would fix them', () => {
  it.each(DRAFTS.map((d) => [d.title, d] as const))('%s', async (_title, draft) => {
    const result = (
      await engine.improve({ content: draft.content, improvements: draft.improvements })
    ).value;
    const text = fullText(result);
    // No chat shorthand is left when formality or grammar was asked for.
    expect(text).not.toMatch(SHORTHAND);
    for (const [before, after] of draft.fixes) {
      expect(text).toContain(after);
      if (!after.includes(before)) expect(text).not.toContain(before);
    }
    // Every output word is a word, or one the draft itself wrote (a name, a product, an id).
    expect(misspelledOwnWords(text, draft.content)).toEqual([]);
    for (const fact of draft.facts) expect(text).toContain(fact);
    // The summary says something changed, and names changes that are in the list.
    expect(result.changes.length).toBeGreaterThan(0);
    expect(result.summary).not.toMatch(/already in good shape/);
    expect(result.summary).toMatch(new RegExp(`^${result.changes.length} changes?: `));
    for (const [, quoted] of (result.summary ?? '').matchAll(/"([^"]+)" →/g))
      expect(result.changes.some((c) => c.original === quoted)).toBe(true);
    if (draft.professional === true) {
      const lines = result.content.split('\n').filter((l) => l.trim() !== '');
      expect(lines[0]).toMatch(/^(?:Dear|Hello|Good (?:morning|afternoon)) .*,$/);
      expect(lines.at(-2)).toMatch(/^(?:Kind regards|Best regards|Regards|Sincerely|Thank you),$/);
    }
  });
});
