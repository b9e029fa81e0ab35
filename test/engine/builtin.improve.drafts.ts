/**
 * Drafts for the improve tests, written the way people type them, and the checks every
 * improved draft must pass: the facts of the draft are all still there, nothing is left
 * over, no word is newly misspelled, the greeting and the sender's name stay in place.
 * The facts are found here, independently of the editor.
 */
import { loadEngineData } from '../../src/engine/builtin/data.js';
import { createSpeller } from '../../src/engine/builtin/speller.js';
import type { ImprovedEmail } from '../../src/engine/engine.js';
import { tokensWithDigits } from '../../tools/quality/facts.js';
import { leftovers } from '../../tools/quality/score.js';

export interface KindDraft {
  /** What the draft is, for the test name. */
  title: string;
  content: string;
  tone?: string;
  /** The recipient's name in the greeting, which must stay on the first line. */
  name?: string;
  /** The sender's name on the last line, which must stay there. */
  sender?: string;
  /** [before, after]: text the kind must change, and what it must become (case-sensitive). */
  fixes?: readonly (readonly [string, string])[];
  /** Words or phrases the kind must remove (case-insensitive). */
  gone?: readonly string[];
  /** Words or phrases the kind must bring in (case-insensitive). */
  present?: readonly string[];
}

export const KINDS = [
  'grammar',
  'spelling',
  'clarity',
  'concise',
  'tone',
  'formality',
  'friendliness',
  'persuasive',
  'structure',
  'subject_line',
  'call_to_action',
  'readability',
] as const;
export type Kind = (typeof KINDS)[number];

export const DRAFTS: Readonly<Record<Kind, readonly KindDraft[]>> = {
  spelling: [
    {
      title: 'a contract review with two typos',
      content:
        'Hi Maria,\n\nThanks for your email. I recieved the contract for order #88213 yesterday and will definately review it by Friday, March 14.\n\nBest,\nTom',
      name: 'Maria',
      sender: 'Tom',
      fixes: [
        ['recieved', 'received'],
        ['definately', 'definitely'],
      ],
    },
    {
      title: 'a meeting reminder with three typos',
      content:
        'Hello team,\n\nJust a reminder that the buisness review is on Tuesday at 3:00 PM. Please make sure your slides are seperate from the main deck and send them to anna.k@acme.io untill noon.\n\nThanks,\nAnna',
      sender: 'Anna',
      fixes: [
        ['buisness', 'business'],
        ['seperate', 'separate'],
        ['untill', 'until'],
      ],
    },
    {
      title: 'a shipping delay with a missing apostrophe',
      content:
        'Hi Raj,\n\nUnfortunatly the shipment was delayed and we wont recieve it before June 2. Our enviroment team is aware of the issue.\n\nRegards,\nLena',
      name: 'Raj',
      sender: 'Lena',
      fixes: [
        ['Unfortunatly', 'Unfortunately'],
        ['we wont', "we won't"],
        ['recieve', 'receive'],
        ['enviroment', 'environment'],
      ],
    },
    {
      title: 'a job application thank-you',
      content:
        'Dear Mr. Okafor,\n\nThank you for the oppurtunity to interveiw for the Data Analyst role. I am very enthusiastic about joining the team and look foward to hearing from you.\n\nSincerely,\nGrace Liu',
      name: 'Mr. Okafor',
      sender: 'Grace Liu',
      fixes: [
        ['oppurtunity', 'opportunity'],
        ['interveiw', 'interview'],
        ['foward', 'forward'],
      ],
    },
  ],
  grammar: [
    {
      title: 'a lowercase draft with "i" and agreement slips',
      content:
        'hi john,\n\ni wanted to check if you has the numbers for Q3. the report are due on 12 May and i need them before then.\n\nthanks,\nmike',
      name: 'John',
      sender: 'Mike',
      fixes: [
        ['i wanted', 'I wanted'],
        ['you has', 'you have'],
        ['the report are', 'The report is'],
        ['and i need', 'and I need'],
        ['hi john,', 'Hi John,'],
      ],
    },
    {
      title: 'an invoice note with a repeated word, a/an and spacing',
      content:
        'Hello Priya,\n\nThe the invoice INV-3301 for $2,450.00 was sent on Monday .  We needs a answer by Thursday.\n\nBest,\nOmar',
      name: 'Priya',
      sender: 'Omar',
      fixes: [
        ['The the', 'The invoice'],
        ['Monday .', 'Monday.'],
        ['We needs', 'We need'],
        ['a answer', 'an answer'],
      ],
    },
    {
      title: 'a migration update with a run-on and a missing space',
      content:
        'Hi all,\n\nthe team finished the migration.we moved 12 services and it were smooth.  Ping me at devops@corp.example.com if anything breaks.\n\nCheers,\nKai',
      sender: 'Kai',
      fixes: [
        ['migration.we', 'migration. We'],
        ['it were', 'it was'],
        ['the team finished', 'The team finished'],
      ],
    },
    {
      title: 'a support reply with "i is" and "it have"',
      content:
        'Dear Ms. Chen,\n\ni is writing about your order 55-1029. it have shipped and should arrive by October 3 .\n\nKind regards,\nSupport Team',
      name: 'Ms. Chen',
      sender: 'Support Team',
      fixes: [
        ['i is', 'I am'],
        ['it have', 'It has'],
        ['October 3 .', 'October 3.'],
      ],
    },
  ],
  clarity: [
    {
      title: 'a renewal note full of filler',
      content:
        'Hi Sarah,\n\nI just wanted to basically touch base about the Henderson account. It is kind of a very important client and we actually need to sort of decide on the renewal price of $18,000 by April 30.\n\nThanks,\nDev',
      name: 'Sarah',
      sender: 'Dev',
      gone: ['basically', 'kind of', 'actually', 'sort of', 'just wanted'],
    },
    {
      title: 'a portal announcement with jargon',
      content:
        'Hello,\n\nThe new portal at https://portal.example.com is literally ready and stuff. We should utilize it going forward for all tickets like TKT-4410.\n\nBest,\nJen',
      sender: 'Jen',
      gone: ['literally', 'and stuff', 'utilize', 'going forward'],
      present: ['use it'],
    },
    {
      title: 'a server problem that starts with "the thing is"',
      content:
        'Hi Mark,\n\nThe thing is that the vendor changed the firewall rules and now the server is not responding. To be honest, it is pretty much blocking the whole team. Can you look into it before the 9:00 AM call?\n\nThanks,\nLiz',
      name: 'Mark',
      sender: 'Liz',
      gone: ['the thing is', 'to be honest', 'pretty much'],
    },
  ],
  concise: [
    {
      title: 'an HR letter in stock phrases',
      content:
        'Dear Mr. Patel,\n\nI am writing this email in order to inform you that at this point in time we are in the process of reviewing your application. Due to the fact that we received a large number of applications, we will make a decision in the near future, prior to June 15.\n\nKind regards,\nHR Team',
      name: 'Mr. Patel',
      sender: 'HR Team',
      gone: ['in order to', 'at this point in time', 'due to the fact that', 'prior to'],
    },
    {
      title: 'an overdue invoice that takes the long way',
      content:
        'Hi Tom,\n\nWith regard to the invoice INV-7720, I would like to point out that the payment of $3,200 is overdue. In the event that you have questions, please do not hesitate to contact me at billing@northwind.com.\n\nBest regards,\nClaire',
      name: 'Tom',
      sender: 'Claire',
      gone: ['with regard to', 'I would like to point out that', 'in the event that'],
    },
    {
      title: 'a schedule change padded out',
      content:
        'Hi team,\n\nJust a quick note to let you know that we have made the decision to move the standup to 10:30 AM on a daily basis, so that everyone has more time in the morning.\n\nThanks,\nNina',
      sender: 'Nina',
      gone: ['made the decision to', 'on a daily basis'],
    },
  ],
  tone: [
    {
      title: 'a rude chase made professional',
      tone: 'professional',
      content:
        "hey mike,\n\nwhere the hell is the report?? i asked for it last week and you still havent sent it. this is getting ridiculous. send it by friday or i'm escalating.\n\nsam",
      name: 'Mike',
      sender: 'Sam',
      gone: ['the hell', 'ridiculous', '??', 'hey mike'],
      present: ['Hello Mike,', 'Please send it by Friday'],
    },
    {
      title: 'a stiff renewal notice made friendly',
      tone: 'friendly',
      content:
        'Dear Mr. Lopez,\n\nPlease be advised that your subscription (plan PRO-12) will renew on 1 July for $49.99. Kindly update your card before then.\n\nSincerely,\nAccounts',
      name: 'Mr. Lopez',
      sender: 'Accounts',
      gone: ['please be advised', 'Sincerely', 'Dear'],
      present: ['Hi Mr. Lopez,', 'great week'],
    },
    {
      title: 'a casual budget note made formal',
      tone: 'formal',
      content:
        'Hey Jess,\n\nCool news - we got the budget approved! $25k for Q4. Gonna start hiring next week, wanna help with interviews?\n\nCheers,\nBen',
      name: 'Jess',
      sender: 'Ben',
      gone: ['gonna', 'wanna', 'cool', 'hey', 'cheers'],
      present: ['Dear Jess,'],
    },
    {
      title: 'a curt refusal made empathetic',
      tone: 'empathetic',
      content:
        'Hi Alan,\n\nYour refund for order 44871 was rejected because the item was used. The decision is final.\n\nRegards,\nSupport',
      name: 'Alan',
      sender: 'Support',
      present: ['understand'],
    },
    {
      title: 'a relaxed alert made urgent',
      tone: 'urgent',
      content:
        'Hi Rosa,\n\nWhen you get a chance, could you look at the server alerts? Disk usage is at 97% on db-02.\n\nThanks,\nLeo',
      name: 'Rosa',
      sender: 'Leo',
      gone: ['when you get a chance'],
      present: ['as soon as possible'],
    },
  ],
  formality: [
    {
      title: 'a team note in text-speak',
      content:
        'hey guys,\n\nso yeah the client call is gonna be at 2pm tmrw. pls dont be late, its kinda a big deal. btw the deck is on the drive: https://drive.example.com/deck-v3\n\nthx,\njay',
      sender: 'Jay',
      gone: ['gonna', 'tmrw', 'pls', 'dont', 'kinda', 'btw', 'thx', 'hey guys', 'so yeah'],
      present: ['Dear all,', 'tomorrow', 'please'],
    },
    {
      title: 'a partner reply with contractions and hype',
      content:
        "Hi Mr. Tanaka,\n\nThanks a ton for the quick reply! We're super excited about the partnership. I'll send over the contract ASAP and we can figure out the details on Monday.\n\nCheers,\nAmy",
      name: 'Mr. Tanaka',
      sender: 'Amy',
      gone: ["we're", "I'll", 'ASAP', 'super', 'Cheers', 'thanks a ton'],
      present: ['Dear Mr. Tanaka,', 'as soon as possible'],
    },
    {
      title: 'a lunch invitation with slang',
      content:
        "Yo Chris,\n\nWanna grab lunch Thursday? I've got some cool ideas for the Q2 launch. Lemme know.\n\nLater,\nPat",
      name: 'Chris',
      sender: 'Pat',
      gone: ['yo', 'wanna', "I've", 'cool', 'lemme', 'later,'],
      present: ['Dear Chris,', 'let me know'],
    },
  ],
  friendliness: [
    {
      title: 'a cold demand with a bare name',
      content:
        'Ms. Ortiz,\n\nThe documents you sent for case 2291 are incomplete. Send the signed form by May 9.\n\nRegards,\nDaniel',
      name: 'Ms. Ortiz',
      sender: 'Daniel',
      present: ['Hi Ms. Ortiz,', 'could you send the signed form by May 9?', 'hope'],
    },
    {
      title: 'an access notice that says "you must"',
      content:
        'Hello Ken,\n\nYour access to the staging server (staging.acme.dev) was removed on 3 March. You must submit a new request via https://it.acme.dev/access.\n\nIT Support',
      name: 'Ken',
      sender: 'IT Support',
      gone: ['you must'],
      present: ['please submit', 'hope'],
    },
    {
      title: 'a terse offsite notice',
      content:
        'Team,\n\nThe offsite is on Friday, August 22 at 9:00 AM. Attendance is mandatory. Bring your laptops.\n\nMartha',
      sender: 'Martha',
      present: ['Hi team,', 'hope', 'Thanks,'],
    },
  ],
  persuasive: [
    {
      title: 'a hesitant sales pitch',
      content:
        "Hi Laura,\n\nI was just wondering if maybe you might be interested in trying our analytics plan. It costs $99 per month. Sorry to bother you, let me know if that's okay.\n\nBest,\nEvan",
      name: 'Laura',
      sender: 'Evan',
      gone: ['wondering', 'maybe', 'sorry to bother', "if that's okay"],
    },
    {
      title: 'a proposal full of hedges',
      content:
        'Hello Mr. Reyes,\n\nI think our team could probably help with your logistics costs. We have worked with 40 retailers. Maybe we could set up a call next Tuesday?\n\nRegards,\nPriya',
      name: 'Mr. Reyes',
      sender: 'Priya',
      gone: ['I think', 'probably', 'maybe'],
      present: ['Could we set up a call next Tuesday?'],
    },
    {
      title: 'a plain launch proposal with no reason given',
      content:
        'Hi Dana,\n\nWe are proposing to move the launch to September 12. The marketing budget would stay at $40,000.\n\nThanks,\nOwen',
      name: 'Dana',
      sender: 'Owen',
      present: ['this way'],
    },
  ],
  structure: [
    {
      title: 'a wall of text with the greeting and sign-off inline',
      content:
        'Hi Carlos, thanks for the call today. As discussed, we will ship the first batch of 500 units on June 4 and the second batch on June 18. The price per unit is $12.50, so the total comes to $12,500. Payment terms are net 30 from the invoice date. We also agreed that your team will handle customs at the port in Rotterdam. Our logistics contact is Mei Wong (mei.wong@shipfast.com), and she will send the tracking numbers once the containers leave. If anything changes on your side, please let me know by May 30 so we can adjust the schedule. Looking forward to working together. Best regards, Helen Park',
      name: 'Carlos',
      sender: 'Helen Park',
    },
    {
      title: 'an all-hands notice in one paragraph',
      content:
        'Hello everyone,\nThe Q3 all-hands is on October 2 at 4:00 PM in Room 5B. We will cover the roadmap, hiring plans and the new expense policy. Please submit your questions by September 28 using the form at https://forms.example.com/q3. Remote staff can join via Zoom at https://zoom.us/j/5550123. Snacks will be provided. The recording will be shared afterwards for anyone who cannot attend. Thanks,\nGloria',
      sender: 'Gloria',
    },
    {
      title: 'an audit request with items in a sentence',
      content:
        'Hi Ahmed,\nHere is what we need before the audit: the bank statements for January to March, the signed lease, the payroll summary, and the updated asset register. The auditors arrive on April 22. Please upload everything to the shared folder by April 15. Let me know if anything is missing.\nThanks,\nRuth',
      name: 'Ahmed',
      sender: 'Ruth',
      present: ['- The signed lease'],
    },
  ],
  subject_line: [
    {
      title: 'a follow-up with the subject "hi"',
      content:
        'Subject: hi\n\nHi Jordan,\n\nI am following up on the proposal we sent on March 3 for the website redesign. Could you let me know if you had a chance to review it?\n\nBest,\nElena',
      name: 'Jordan',
      sender: 'Elena',
    },
    {
      title: 'a shipping notice with no subject',
      content:
        'Hello Ms. Brooks,\n\nYour order #A-55120 has shipped and should arrive by Thursday, November 7. You can track it at https://track.example.com/A-55120.\n\nKind regards,\nCustomer Care',
      name: 'Ms. Brooks',
      sender: 'Customer Care',
    },
    {
      title: 'a reschedule request with the subject "Question"',
      content:
        'Subject: Question\n\nHi Paul,\n\nCan we move our 1:1 from Wednesday to Thursday at 2:30 PM? I have a client visit that morning.\n\nThanks,\nSofia',
      name: 'Paul',
      sender: 'Sofia',
    },
    {
      title: 'an outage report with a shouted subject',
      content:
        'Subject: URGENT!!! SERVER DOWN\n\nHi team,\n\nThe production server went down at 6:15 AM. We are investigating and will post updates at https://status.example.com.\n\nRaj',
      sender: 'Raj',
    },
  ],
  call_to_action: [
    {
      title: 'a quote sent with no ask',
      content:
        'Hi Victor,\n\nI have attached the revised quote Q-2093 for the 20 laptops. The total is now $23,400, which includes the three-year warranty.\n\nBest regards,\nIrene',
      name: 'Victor',
      sender: 'Irene',
    },
    {
      title: 'a conference follow-up that stops short',
      content:
        'Hi Nadia,\n\nIt was great meeting you at the SaaS Summit in Austin last week. I think there is a good fit between your team and our onboarding platform.\n\nCheers,\nLeo',
      name: 'Nadia',
      sender: 'Leo',
    },
    {
      title: 'a policy change with nothing to do',
      content:
        "Hello all,\n\nThe new expense policy takes effect on January 1. Receipts over $75 now need a manager's approval. The full policy is at https://intranet.example.com/expenses.\n\nThanks,\nFinance",
      sender: 'Finance',
    },
    {
      title: 'an overdue invoice that only states the facts',
      content:
        'Hi Sam,\n\nInvoice INV-2041 for $4,500 is now 15 days overdue; payment was due on March 1.\n\nBest,\nAna',
      name: 'Sam',
      sender: 'Ana',
    },
  ],
  readability: [
    {
      title: 'a project update in one 63-word sentence',
      content:
        'Hi Omar,\n\nI wanted to give you an update on the warehouse project because a lot has happened since our last meeting on May 2 and the contractor has now confirmed that the flooring will be delivered on May 20 but the electrical work cannot start until the city inspector signs off on the permit which is expected sometime in the first week of June.\n\nBest,\nLinda',
      name: 'Omar',
      sender: 'Linda',
    },
    {
      title: 'a budget concern in nested clauses',
      content:
        'Dear Dr. Fischer,\n\nFollowing our conversation last week regarding the clinical trial budget, which we estimated at $1.2 million, I have reviewed the numbers with our finance team, who raised some concerns about the patient recruitment costs, which appear to be about 35% higher than in comparable trials that we have run in the past three years.\n\nKind regards,\nPeter Novak',
      name: 'Dr. Fischer',
      sender: 'Peter Novak',
    },
    {
      title: 'a maintenance notice that never stops',
      content:
        'Hello Sven,\n\nThe upgrade to version 4.2 is scheduled for Saturday at 11:00 PM, and during the maintenance window, which should last about three hours, users will not be able to log in, so we recommend that you notify your team in advance and save any open work before the window begins.\n\nThanks,\nIT Operations',
      name: 'Sven',
      sender: 'IT Operations',
    },
  ],
};

/** Drafts that need nothing: each has a subject, a greeting, a courtesy, a reason and an ask. */
export const CLEAN_DRAFTS: readonly string[] = [
  'Subject: Invoice INV-2041 due on March 3\n\nDear Ms. Lee,\n\nThank you for your order. Invoice INV-2041 for $1,250.00 is due on March 3, so that your subscription continues without a break. Could you arrange payment at https://pay.example.com/inv-2041 or reply to billing@example.com with any questions?\n\nKind regards,\nSam',
  'Subject: Agenda for the Q3 planning meeting on Tuesday\n\nHi Priya,\n\nThanks for setting up the planning meeting on Tuesday at 10:00 AM. I have added the budget review and the hiring plan to the agenda because both need a decision this quarter. Could you let me know by Monday if anything else should be on the list?\n\nBest regards,\nDaniel',
  'Subject: Your order 55-1029 has shipped\n\nHello Mr. Okafor,\n\nThank you for shopping with us. Your order 55-1029 left our warehouse this morning and should arrive by Friday, October 3.\n\nYou can follow it at https://track.example.com/55-1029, which means you will know the moment it is out for delivery. Please reply to this email if anything looks wrong.\n\nKind regards,\nCustomer Care',
  'Subject: Draft report ready for your review\n\nHi Elena,\n\nI hope your week is going well. The draft of the annual report is ready in the shared folder, and it includes the revenue figures you asked for. Could you send me your comments by April 12 so that we can send it to the printer on time?\n\nThanks,\nMarcus',
  'Subject: Thank you for the workshop\n\nDear Dr. Fischer,\n\nThank you for leading the data privacy workshop on Thursday. The team found the examples very practical, and several people have already updated their checklists. Would you be open to running a follow-up session in June, because the new rules take effect in July?\n\nWith gratitude,\nHelen Park',
  'Subject: Moving our call to 2:30 PM\n\nHi Paul,\n\nI hope you are well. A client visit came up on Wednesday morning, so I would like to move our call to 2:30 PM that day. Does that time work for you?\n\nThanks,\nSofia',
];

/** Realistic drafts of every kind, for the property tests. */
export const ALL_DRAFTS: readonly KindDraft[] = KINDS.flatMap((k) => DRAFTS[k]);

const speller = createSpeller(loadEngineData().spelling);

/** Words a kind may drop or rewrite although they are capitalized mid-sentence. */
const NOT_FACTS = new Set(['ASAP', 'FYI', 'BTW', 'OK', 'SERVER', 'DOWN', 'URGENT']);
const CALENDAR =
  /\b(?:january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi;

/**
 * The facts of a draft's body: links, email addresses, every token with a digit (amounts,
 * percentages, dates, times, order and invoice numbers), day and month names, and the
 * words capitalized mid-sentence (names, places, products).
 */
export function factsOf(content: string): string[] {
  const body = content.replace(/^\s*subject\s*:[^\n]*\n/i, '');
  const facts = new Set<string>();
  for (const url of body.match(/\bhttps?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/g) ?? []) facts.add(url);
  for (const email of body.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []) facts.add(email);
  for (const token of tokensWithDigits(body)) facts.add(token.replace(/[).]+$/, ''));
  for (const day of body.match(CALENDAR) ?? []) facts.add(day);
  for (const sentence of body.split(/(?<=[.!?:;,])\s+|\n+/)) {
    sentence
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/^[("'“]+|[)"'”,.;:!?]+$/g, '').replace(/['’]s$/, ''))
      .filter((w) => /^[A-Z]/.test(w) && w !== 'I' && !NOT_FACTS.has(w) && !/\d/.test(w))
      .forEach((w) => facts.add(w));
  }
  return [...facts];
}

/** The improved email as one text: its subject line and body. */
export function fullText(result: ImprovedEmail): string {
  return result.subject === undefined ? result.content : `${result.subject}\n\n${result.content}`;
}

/** The facts of `content` that the improved email lost. */
export function lostFacts(content: string, result: ImprovedEmail): string[] {
  const text = fullText(result).toLowerCase();
  return factsOf(content).filter((f) => !text.includes(f.toLowerCase()));
}

/** Leftovers and slips (see the quality harness) in the output that the draft did not have. */
export function newLeftovers(content: string, result: ImprovedEmail): string[] {
  const had = new Set(leftovers(content.trim()));
  return leftovers(fullText(result)).filter((l) => !had.has(l));
}

function wordsOf(text: string): string[] {
  return text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
}

/** Words of the output the project's speller does not know and the draft did not have. */
export function newMisspellings(content: string, result: ImprovedEmail): string[] {
  const given = new Set(wordsOf(content).map((w) => w.toLowerCase()));
  const known = (w: string) =>
    w === '' || given.has(w.toLowerCase()) || speller.isWord(w) || speller.isWord(w.toLowerCase());
  return wordsOf(fullText(result)).filter((word) => {
    const bare = word.replace(/['’]s$/, '').replace(/’/g, "'");
    return !known(word) && !known(bare) && !bare.split('-').every(known);
  });
}

/** What is wrong with the greeting and sender of an improved draft, where the draft had them. */
export function frameProblems(draft: KindDraft, result: ImprovedEmail): string[] {
  const linesOf = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
  const had = linesOf(draft.content.replace(/^\s*subject\s*:[^\n]*\n/i, ''));
  const lines = linesOf(result.content);
  const problems: string[] = [];
  const first = (l: readonly string[]) => (l[0] ?? '').toLowerCase();
  const name = draft.name?.toLowerCase();
  if (name !== undefined && first(had).includes(name) && !first(lines).includes(name))
    problems.push(`greeting "${lines[0] ?? ''}" lost ${draft.name ?? ''}`);
  const sender = draft.sender?.toLowerCase();
  const last = (l: readonly string[]) => (l.at(-1) ?? '').toLowerCase();
  if (sender !== undefined && last(had) === sender && last(lines) !== sender)
    problems.push(`last line "${lines.at(-1) ?? ''}" is not ${draft.sender ?? ''}`);
  return problems;
}

/** Everything an improve must never do to a draft, whatever the kinds. */
export function damage(draft: KindDraft, result: ImprovedEmail): string[] {
  return [
    ...lostFacts(draft.content, result).map((f) => `lost fact "${f}"`),
    ...newLeftovers(draft.content, result).map((l) => `new leftover: ${l}`),
    ...newMisspellings(draft.content, result).map((w) => `new misspelling "${w}"`),
    ...frameProblems(draft, result),
  ];
}
