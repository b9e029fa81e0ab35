import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Change, EmailEngine, ImproveInput } from '../../src/engine/engine.js';
import { createBuiltinEngine } from '../../src/engine/builtin/index.js';
import { loadVocabulary } from '../../src/engine/builtin/vocabulary.js';
import { hygieneProblems } from './support.js';

const ALL = loadVocabulary().improvements;
const CLEAN =
  'Subject: Invoice INV-2041 due on March 3\n\nDear Ms. Lee,\n\nInvoice INV-2041 for $1,250.00 is due on March 3. You can pay at https://pay.example.com/inv-2041 or reply to billing@example.com with any questions.\n\nKind regards,\nSam';
const FACTS = [
  'INV-2041',
  '$1,250.00',
  'March 3',
  'https://pay.example.com/inv-2041',
  'billing@example.com',
  'Ms. Lee',
  'Sam',
];

let engine: EmailEngine;

beforeAll(async () => {
  engine = await createBuiltinEngine();
});

const improve = async (input: ImproveInput) => (await engine.improve(input)).value;
const find = (changes: readonly Change[], kind: string, original: string) =>
  changes.find((c) => c.kind === kind && c.original === original);

describe('builtin improve — spelling, grammar, concise', () => {
  it('fixes the classic draft and lists each change with a reason', async () => {
    const result = await improve({
      content:
        'I recieve teh the report in order to review it at this point in time. It will take a hour.',
      improvements: ['spelling', 'grammar', 'concise'],
    });
    expect(result.content).toBe('I receive the report to review it now. It will take an hour.');
    expect(find(result.changes, 'spelling', 'recieve')?.replacement).toBe('receive');
    expect(find(result.changes, 'spelling', 'teh')?.replacement).toBe('the');
    expect(find(result.changes, 'grammar', 'the the')?.replacement).toBe('the');
    expect(find(result.changes, 'grammar', 'a hour')?.replacement).toBe('an hour');
    expect(find(result.changes, 'concise', 'in order to')?.replacement).toBe('to');
    expect(find(result.changes, 'concise', 'at this point in time')?.replacement).toBe('now');
    for (const change of result.changes) {
      expect(change.original).not.toBe(change.replacement);
      expect(change.reason.length).toBeGreaterThan(5);
    }
  });

  it('fixes "an user", a lowercase "i", sentence capitals and spacing', async () => {
    const result = await improve({
      content: 'Hi Dana,\n\ni spoke to an user today.  they want a update , soon.\n\nThanks,\nSam',
      improvements: ['grammar'],
    });
    expect(result.content).toBe(
      'Hi Dana,\n\nI spoke to a user today. They want an update, soon.\n\nThanks,\nSam',
    );
    expect(result.changes.every((c) => c.kind === 'grammar')).toBe(true);
  });

  it('leaves names, acronyms, identifiers and links alone when spelling', async () => {
    const result = await improve({
      content:
        'Hi Priyanka,\n\nThe Zorblax team shipped SKU-99812 to Kowalczyk Ltd via https://trk.example.com/zq81. I recieved the note.\n\nBest,\nMarguerite',
      improvements: ['spelling'],
    });
    expect(result.changes).toEqual([
      {
        kind: 'spelling',
        original: 'recieved',
        replacement: 'received',
        reason: expect.any(String),
      },
    ]);
    for (const kept of [
      'Priyanka',
      'Zorblax',
      'SKU-99812',
      'Kowalczyk',
      'https://trk.example.com/zq81',
      'Marguerite',
    ]) {
      expect(result.content).toContain(kept);
    }
  });

  it('gives the same corrections whatever was checked before (no state across calls)', async () => {
    const input = {
      content: 'I recieved teh invoice and the the payment.',
      improvements: ['spelling'],
    };
    const before = await improve(input);
    for (let i = 0; i < 300; i++) {
      await improve({
        content: `Please chek the qzx${i}v repport wich I recieved.`,
        improvements: ['spelling'],
      });
    }
    expect(await improve(input)).toEqual(before);
    // Grammar runs whatever was asked: the doubled "the" goes too.
    expect(before.content).toBe('I received the invoice and the payment.');
  });

  it('only corrects when the intended word is clear', async () => {
    const result = await improve({
      content: 'Please send the wether report.',
      improvements: ['spelling'],
    });
    expect(result.changes).toEqual([]);
  });
});

describe('builtin improve — a clean draft', () => {
  it('comes back unchanged for the wording kinds', async () => {
    const result = await improve({
      content: CLEAN,
      improvements: [
        'spelling',
        'grammar',
        'clarity',
        'concise',
        'persuasive',
        'readability',
        'structure',
        'subject_line',
      ],
    });
    expect(result.changes).toEqual([]);
    expect(result.subject).toBe('Invoice INV-2041 due on March 3');
    expect(`Subject: ${result.subject}\n\n${result.content}`).toBe(CLEAN);
  });

  it('keeps every fact under every improvement', async () => {
    const result = await improve({ content: CLEAN, improvements: ALL, tone: 'friendly' });
    for (const fact of FACTS) expect(result.content).toContain(fact);
    expect(hygieneProblems(result.content)).toEqual([]);
  });

  it('returns only changes of the kinds asked for', async () => {
    const result = await improve({
      content:
        'hey,\n\ni think maybe we could basically finish in order to ship ASAP. Send me the file.\n\ncheers,\nsam',
      improvements: ['concise', 'grammar'],
    });
    expect(new Set(result.changes.map((c) => c.kind))).toEqual(new Set(['concise', 'grammar']));
  });

  it('is deterministic', async () => {
    const input = {
      content: 'Hey team,\n\nthanks for the update, we cant ship it ASAP though.',
      improvements: ALL,
      tone: 'formal',
    };
    expect(await engine.improve(input)).toEqual(await engine.improve({ ...input }));
  });
});

describe('builtin improve — tone and formality', () => {
  it('moves a casual draft toward formal: greeting, contractions, abbreviations, sign-off', async () => {
    const result = await improve({
      content: "Hey team,\n\nThanks for the update, we can't ship it ASAP though.\n\nCheers,\nSam",
      improvements: ['tone'],
      tone: 'formal',
    });
    expect(result.tone).toBe('formal');
    expect(result.content).toBe(
      'Dear team,\n\nThank you for the update, we cannot ship it as soon as possible though.\n\nYours sincerely,\nSam',
    );
    // "ASAP" is chat shorthand any reader of a formal email would expand: a grammar change.
    expect(result.changes.map((c) => c.kind).sort()).toEqual([
      'grammar',
      'tone',
      'tone',
      'tone',
      'tone',
    ]);
  });

  it('moves a stiff draft toward friendly: "Hi", contractions and a warm line', async () => {
    const result = await improve({
      content:
        'Dear Dana,\n\nI am writing to confirm that we will deliver the report on Friday. Please do not hesitate to contact me.\n\nSincerely,\nSam',
      improvements: ['tone'],
      tone: 'friendly',
    });
    expect(result.content.startsWith('Hi Dana,\n\n')).toBe(true);
    expect(result.content).toContain(
      "I'm writing to confirm that we'll deliver the report on Friday.",
    );
    expect(result.content).toContain('feel free to contact me');
    expect(result.content).toMatch(/(Best|Warm regards),\nSam$/);
  });

  it('formality without a tone makes the draft formal', async () => {
    const result = await improve({
      content: "Hi Jo,\n\nI'm gonna send it tmrw, ok?\n\nThanks,\nAl",
      improvements: ['formality'],
    });
    expect(result.content).toContain('Dear Jo,');
    expect(result.content).toContain('I am going to send it');
    expect(result.content).toContain('all right?');
    expect(result.content).toContain('Kind regards,');
  });

  it('does nothing for tone when no tone is asked for', async () => {
    const result = await improve({ content: 'Hey,\n\nCool, thanks!', improvements: ['tone'] });
    expect(result.changes).toEqual([]);
    expect(result.tone).toBeUndefined();
  });
});

describe('builtin improve — clarity, persuasive, friendliness', () => {
  it('clarity removes filler and non-inclusive wording', async () => {
    const result = await improve({
      content:
        'Hi guys,\n\nBasically, this is very important and we actually need it.\n\nBest,\nAl',
      improvements: ['clarity'],
    });
    expect(result.content).toBe('Hi everyone,\n\nThis is essential and we need it.\n\nBest,\nAl');
  });

  it('persuasive replaces hedges with confident wording', async () => {
    const result = await improve({
      content:
        'Hi Tom,\n\nI think maybe we could extend the trial. Sorry to bother you, hopefully that works.\n\nBest,\nAna',
      improvements: ['persuasive'],
    });
    expect(result.content).toContain('I am confident we could extend the trial.');
    expect(result.content).not.toMatch(/sorry to bother/i);
    expect(result.content).toContain('trial. That should work.');
  });

  it('friendliness asks instead of ordering and adds a pleasantry', async () => {
    const result = await improve({
      content:
        'Dear Mr. Grant,\n\nPer my last email, you need to send the signed contract. Send me the invoice too.\n\nSincerely,\nSam',
      improvements: ['friendliness'],
    });
    expect(result.content).toContain('Hi Mr. Grant,');
    expect(result.content).toContain('I hope you are doing well.');
    expect(result.content).toContain(
      'As I mentioned before, could you please send the signed contract?',
    );
    expect(result.content).toContain('Could you send me the invoice too?');
  });
});

describe('builtin improve — readability and structure', () => {
  const WALL =
    'hi dana, i wanted to follow up on the proposal we sent last week because we have not heard back and the deadline for the grant application is coming up on March 15 and we need your sign-off before we can submit it to the committee. Also the budget section changed a little. The new total is $48,000. We removed the travel line. Please review the attached draft. Let me know if you have questions. Thanks, Sam';

  it('readability splits a long sentence at its conjunctions and keeps its facts', async () => {
    const result = await improve({ content: WALL, improvements: ['readability'] });
    expect(result.content).toContain(
      'because we have not heard back. The deadline for the grant application is coming up on March 15. We need your sign-off',
    );
    expect(result.changes.filter((c) => c.kind === 'readability').length).toBe(2);
  });

  it('structure puts the greeting and sign-off on their own lines and breaks the wall into paragraphs', async () => {
    const result = await improve({ content: WALL, improvements: ['grammar', 'structure'] });
    const paragraphs = result.content.split('\n\n');
    expect(paragraphs[0]).toBe('Hi Dana,');
    expect(paragraphs.at(-1)).toBe('Thanks,\nSam');
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(result.content).toContain('$48,000');
  });

  it('leaves a well-structured draft alone', async () => {
    const result = await improve({ content: CLEAN, improvements: ['structure', 'readability'] });
    expect(result.changes).toEqual([]);
  });
});

describe('builtin improve — subject line and call to action', () => {
  it('writes a subject from the body when there is none', async () => {
    const result = await improve({
      content:
        'Hi Sam,\n\nI wanted to remind you that invoice INV-2041 for $4,500 is still open.\n\nBest,\nAna',
      improvements: ['subject_line'],
    });
    expect(result.subject).toMatch(
      /^(Payment reminder: invoice|Reminder about invoice|Payment due: invoice) INV-2041 for \$4,500$/,
    );
    expect(result.changes).toEqual([
      {
        kind: 'subject_line',
        original: '',
        replacement: result.subject,
        reason: expect.any(String),
      },
    ]);
  });

  it('replaces a vague subject and tidies a shouted one', async () => {
    const vague = await improve({
      content:
        'Subject: Quick question\n\nHello Priya,\n\nThe Q3 report for the Acme account is ready.\n\nBest,\nLee',
      improvements: ['subject_line'],
    });
    expect(vague.subject).toBe('Q3 report for the Acme account');
    const shouted = await improve({
      content: 'Subject: BUDGET REVIEW FOR Q3.\n\nHello,\n\nSee below.',
      improvements: ['subject_line'],
    });
    expect(shouted.subject).toBe('Budget review for Q3');
  });

  it('adds an ask when the draft has none, and only then', async () => {
    const missing = await improve({
      content:
        'Hi Sam,\n\nInvoice INV-2041 for $4,500 is overdue; payment was due on March 1.\n\nBest,\nAna',
      improvements: ['call_to_action'],
    });
    expect(missing.content).toContain(
      'Could you arrange payment of $4,500 for invoice INV-2041 by the end of this week?\n\nBest,\nAna',
    );
    const present = await improve({
      content: 'Hi Sam,\n\nCould you send the report by Friday?\n\nBest,\nAna',
      improvements: ['call_to_action'],
    });
    expect(present.changes).toEqual([]);
  });

  it('replaces a bare "let me know" with an ask that says what to reply with', async () => {
    const result = await improve({
      content:
        'Hi Sam,\n\nInvoice INV-2041 for $4,500 is overdue; payment was due on March 1. Let me know.\n\nBest,\nAna',
      improvements: ['call_to_action'],
    });
    expect(result.content).not.toMatch(/Let me know\./);
    expect(result.content).toContain('INV-2041');
    expect(result.changes).toEqual([
      expect.objectContaining({ kind: 'call_to_action', original: 'Let me know.' }),
    ]);
    expect(result.changes[0]?.replacement).toMatch(/\?$|\.$/);
    expect(result.changes[0]?.replacement.length).toBeGreaterThan('Let me know.'.length);
  });

  it("writes a subject from the body for a one-word subject, without the draft's slips", async () => {
    const result = await improve({
      content:
        'Subject: meeting\n\nHi Tom,\n\nI wanted to reach out to let you know that the the report for Q3 is definitely going to be late.\n\nThanks,\nJo',
      improvements: ['subject_line'],
    });
    expect(result.subject).toBe('The report for Q3 is going to be late');
    expect(result.changes.find((c) => c.kind === 'subject_line')?.reason).toMatch(
      /"meeting" does not say/i,
    );
  });
});

describe('builtin improve — sound-alikes', () => {
  it.each([
    ['Their going to send it today.', "They're going to send it today."],
    ['We could of finished sooner.', 'We could have finished sooner.'],
    ['It costs less then the old plan.', 'It costs less than the old plan.'],
    ['Thanks alot for the help.', 'Thanks a lot for the help.'],
  ])('grammar fixes "%s"', async (draft, fixed) => {
    const result = await improve({ content: draft, improvements: ['grammar'] });
    expect(result.content).toBe(fixed);
    expect(result.changes.every((c) => c.kind === 'grammar')).toBe(true);
  });

  it('leaves "their" and "then" alone where they are right', async () => {
    const draft = 'Their team sent the files, and then we checked them.';
    const result = await improve({ content: draft, improvements: ['grammar'] });
    expect(result.content).toBe(draft);
  });
});

describe('builtin improve — a second pass', () => {
  const DRAFTS = [
    'hey sam,\n\ni think maybe we could basically finish the Q3 deck by Friday in order to ship ASAP. we cant do it without the numbers from https://data.example.com/q3 , so send them to ops@example.com. Thx!\n\ncheers,\nana',
    'Hi all, quick update on the migration. We moved 3 of 5 services last week and the remaining 2 are scheduled for June 3 and June 10 but we need approval from legal before the second one can go ahead, and the vendor still has not confirmed their maintenance window. Also, the budget is at $120k of $150k. Best, Raj',
    'Subject: re: invoice\n\nHello,\n\nWe havent recieved payment for invoice #4471 ($2,300) which was due on 1 March. Its now 30 days overdue.\n\nRegards,\nFinance',
  ];

  it('finds nothing left to change in its own output', async () => {
    for (const content of DRAFTS) {
      for (const tone of [undefined, 'formal', 'friendly', 'urgent']) {
        const first = await improve({
          content,
          improvements: ALL,
          ...(tone !== undefined && { tone }),
        });
        const improved =
          first.subject === undefined
            ? first.content
            : `Subject: ${first.subject}\n\n${first.content}`;
        const again = await improve({
          content: improved,
          improvements: ALL,
          ...(tone !== undefined && { tone }),
        });
        expect({ tone, changes: again.changes }).toEqual({ tone, changes: [] });
        expect(hygieneProblems(first.content)).toEqual([]);
      }
    }
  });

  it('puts a pleasantry after a greeting that shares its line with the text', async () => {
    const result = await improve({
      content: 'Hi all, quick update: the release moved to May 4.',
      improvements: ['friendliness'],
    });
    expect(result.content).toBe(
      'Hi all, I hope you are doing well. Quick update: the release moved to May 4.',
    );
  });
});

describe('builtin improve — token estimate', () => {
  it('is an upper bound of the tokens improve reports, even for drafts that expand', async () => {
    const drafts = [
      CLEAN,
      'ASAP, ASAP, ASAP, ASAP, ASAP, ASAP, ASAP, ASAP.',
      "can't won't don't isn't I'm we're you're they're it's let's ".repeat(10),
      'thx pls fyi btw gonna wanna gotta kinda yep nope ok '.repeat(10),
      'Teh recieve wich thier adn hte alot '.repeat(15),
      'Send it. '.repeat(30),
      'x',
    ];
    for (const content of drafts) {
      for (const tone of [undefined, 'formal', 'casual', 'urgent']) {
        const input = { content, improvements: ALL, ...(tone !== undefined && { tone }) };
        const result = await engine.improve(input);
        expect(engine.estimateImprove(input)).toBeGreaterThanOrEqual(result.tokensUsed);
      }
    }
  });
});

describe('builtin improve — stats and summary', () => {
  it('reports words and readability before and after, and what changed', async () => {
    const result = await improve({
      content:
        'I recieve teh the report in order to review it at this point in time. It will take a hour.',
      improvements: ['spelling', 'grammar', 'concise'],
    });
    expect(result.stats?.before.words).toBe(20);
    expect(result.stats?.after.words).toBe(13);
    expect(result.stats?.after.readability).toBeGreaterThan(result.stats?.before.readability ?? 0);
    expect(result.summary).toMatch(/^\d+ changes: .*spelling.*grammar.*concise/);
  });

  it('says so when a clean draft needs nothing', async () => {
    const result = await improve({ content: CLEAN, improvements: ['spelling', 'grammar'] });
    expect(result.changes).toEqual([]);
    expect(result.summary).toBe('The draft was already in good shape; no changes were needed.');
    expect(result.stats?.before).toEqual(result.stats?.after);
  });
});
