/** The scorer must fail the emails the issue describes, or its zeros mean nothing. */
import { describe, expect, it } from '@jest/globals';
import type { GenerateInput } from '../../src/engine/engine.js';
import { factsOf, keeps } from '../../tools/quality/facts.js';
import { fleschReadingEase, syllables } from '../../tools/quality/readability.js';
import {
  createScorer,
  FRAME_WORDS,
  leftovers,
  MAX_WORDS,
  maxWords,
  readerSlips,
  wordingSlips,
  type Case,
} from '../../tools/quality/score.js';

const input: GenerateInput = {
  context: 'Invoice INV-2041 for $4,500 is overdue',
  tone: 'professional',
  recipient: 'client',
  purpose: 'payment_reminder',
  additionalNotes: 'Late fee of 2% after March 31',
  recipientName: 'Dana Whitfield',
  senderName: 'Marcus',
  length: 'short',
};
const theCase: Case = { id: 'c1', group: 'g1', input };
const GOOD = [
  'Hello Dana,',
  '',
  'I am writing about invoice INV-2041 for $4,500, which is now overdue. A late fee of 2% applies after March 31, so I wanted to make sure it reached you in time.',
  '',
  'Could you confirm when we can expect payment? If anything is unclear on the invoice, I am happy to walk you through it.',
  '',
  'Thank you for your help.',
  '',
  'Best regards,',
  'Marcus',
].join('\n');

const scorer = createScorer({ default: [30, 110] });
const checksOf = async (content: string, subject = 'Payment reminder for invoice INV-2041') =>
  (await scorer.score(theCase, { subject, content, tone: 'professional' })).problems.map(
    (p) => p.check,
  );

describe('quality scorer', () => {
  it('passes a clean email', async () => {
    expect(await checksOf(GOOD)).toEqual([]);
  });

  it('finds the facts of a request', () => {
    const facts = factsOf(input).map((f) => f.text);
    expect(facts).toEqual(
      expect.arrayContaining([
        'Dana',
        'Marcus',
        'INV-2041',
        '$4,500',
        '2%',
        '31',
        'March',
        'invoice',
      ]),
    );
    expect(keeps('Your invoices are ready', { kind: 'noun', text: 'invoice' })).toBe(true);
    // "everyone who came" thanked "for coming": the verb's other form keeps the fact.
    expect(keeps('Thank you for coming to the party', { kind: 'noun', text: 'came' })).toBe(true);
    expect(keeps('Thank you for the party', { kind: 'noun', text: 'came' })).toBe(false);
  });

  it('counts where a group written to is as the reader, not as a fact, and keeps what they did', () => {
    const nounsOf = (context: string) =>
      factsOf({ context, tone: 'professional', recipient: 'prospect', purpose: 'cold_outreach' })
        .filter((f) => f.kind === 'noun')
        .map((f) => f.text);
    const firms = nounsOf('offer our translation services to law firms in the city');
    expect(firms).toContain('translation');
    expect(firms).not.toContain('city');
    expect(
      nounsOf('ask customers who attended the spring pottery workshop for feedback'),
    ).toContain('pottery');
    // "…, and I'm writing to the course manager": "I'm" is the writer, no name.
    const names = factsOf({
      context: "I'm applying for the groundsman job, and I'm writing to the head groundsman",
      tone: 'formal',
      recipient: 'manager',
      purpose: 'job_application',
    }).map((f) => f.text);
    expect(names).not.toContain("I'm");
    // "welcome Leila, who joins the design team": the joining is the welcome's own move.
    const welcome = factsOf({
      context: 'welcome Leila Haddad, who joins the design team on Monday',
      tone: 'friendly',
      recipient: 'colleague',
      purpose: 'welcome',
    }).map((f) => f.text);
    expect(welcome).not.toContain('joins');
    // "pitch to the owners of …": the proposal's own act; "Meinir and Alun Hebditch": the
    // couple written to, surname and all.
    const pitch = factsOf({
      context: 'pitch to the owners of the campsite, want to do their changeovers',
      tone: 'persuasive',
      recipient: 'prospect',
      purpose: 'proposal',
    }).map((f) => f.text);
    expect(pitch).not.toContain('pitch');
    expect(pitch).toContain('changeovers');
    const couple = factsOf({
      context: 'congratulate Meinir and Alun Hebditch on ten years of trading',
      tone: 'friendly',
      recipient: 'partner',
      purpose: 'congratulations',
    }).map((f) => f.text);
    expect(couple).not.toContain('Hebditch');
    // "The night team on Ward 9, the elderly care ward at …, won …, and as their ward manager I
    // want to congratulate them": who they are and the writer's role are no facts to tell them.
    const ward = factsOf({
      context:
        'The night team on Ward 9, the elderly care ward at Corringham Vale Hospital, won Team of the Year on Thursday, and as their ward manager I want to congratulate them.',
      tone: 'friendly',
      recipient: 'team',
      purpose: 'congratulations',
    }).map((f) => f.text);
    expect(ward).not.toContain('Corringham');
    expect(ward).not.toContain('manager');
    expect(ward).toContain('Year');
    const nursery = factsOf({
      context:
        'following up w Philomena, the manager at Saplings & Sparrows nursery, met her at the breakfast on tues',
      tone: 'friendly',
      recipient: 'prospect',
      purpose: 'follow_up',
    }).map((f) => f.text);
    expect(nursery).not.toContain('Saplings');
    expect(nursery).toContain('breakfast');
    const clerk = factsOf({
      context:
        "I'm applying for the job of clerk at the almshouses, and the advert says to write to the chief executive.",
      tone: 'formal',
      recipient: 'executive',
      purpose: 'job_application',
    }).map((f) => f.text);
    expect(clerk).not.toContain('advert');
    expect(clerk).toContain('almshouses');
    // "…, and the covering letter goes to the chief executive, Dr Arbuthnot": whom it goes to.
    const care = factsOf({
      context:
        "I'm applying to be Director of Care at Lanternlight Hospice, and the covering letter goes to the chief executive, Dr Arbuthnot.",
      tone: 'formal',
      recipient: 'executive',
      purpose: 'job_application',
    }).map((f) => f.text);
    expect(care).not.toContain('letter');
    expect(care).not.toContain('goes');
    expect(care).toContain('Lanternlight');
    // "cover letter for the … job", "…, so I want to send them a welcome email before their
    // first box arrives": the caller's notes on the email itself, no facts of it.
    const school = factsOf({
      context: 'cover letter for the school business manager job at Wraxhill Academy',
      tone: 'formal',
      recipient: 'executive',
      purpose: 'job_application',
    }).map((f) => f.text);
    expect(school).not.toContain('cover');
    expect(school).toContain('Wraxhill');
    const veg = factsOf({
      context:
        'I run the veg box scheme at Furrowfield Farm, and 30 households have signed up since the Christmas market, so I want to send them a welcome email before their first box arrives.',
      tone: 'friendly',
      recipient: 'customer',
      purpose: 'welcome',
    }).map((f) => f.text);
    expect(veg).not.toContain('arrives');
    expect(veg).toContain('market');
    // "pitch to Niamh at Kilnyard Brewery (next door to us at …) doing …": where she works,
    // and what the parenthesis says of it, are hers to know.
    const brewery = factsOf({
      context:
        'pitch to Niamh at Kilnyard Brewery (next door to us at Quarto and Quill bookshop) doing a monthly books and brews night',
      tone: 'enthusiastic',
      recipient: 'partner',
      purpose: 'proposal',
      recipientName: 'Niamh',
    }).map((f) => f.text);
    expect(brewery).not.toContain('Kilnyard');
    expect(brewery).not.toContain('Quarto');
    expect(brewery).toContain('brews');
    expect(welcome).toContain('design');
    // "everyone who came on our walk" is who they are, not a fact to tell them.
    // "final reminder to Blakemere Events, …": the caller's label and its reader, no facts.
    const label = nounsOf('final reminder to the sunday 5-a-side lot, invoice due friday');
    expect(label).not.toContain('final');
    expect(label).not.toContain('a-side');
    expect(label).toContain('invoice');
    const walk = nounsOf('ask everyone who came on our guided foraging walk for feedback');
    expect(walk).not.toContain('came');
    expect(walk).toContain('walk');
  });

  it("counts where the one written to works, and the caller's label, as no facts", () => {
    const factsFor = (context: string, purpose: string, recipient: string) =>
      factsOf({ context, tone: 'friendly', recipient, purpose }).map((f) => f.text);
    const print = factsFor(
      "want to meet the new account manager at the print supplier to go over next year's volumes",
      'meeting_request',
      'vendor',
    );
    expect(print).not.toEqual(expect.arrayContaining(['print']));
    expect(print).not.toContain('supplier');
    expect(print).toContain('volumes');
    const fenna = factsFor(
      "we'd like Fenna from Lumen Studio to speak at our design meetup in September",
      'invitation',
      'partner',
    );
    expect(fenna).not.toContain('Lumen');
    expect(fenna).toEqual(expect.arrayContaining(['Fenna', 'September', 'design', 'meetup']));
    const poll = factsFor(
      'quick poll - should the summer party be a BBQ or a boat trip?',
      'feedback_request',
      'team',
    );
    expect(poll).not.toContain('poll');
    expect(
      factsFor("welcome the Dassanayakes, they've just moved in", 'welcome', 'customer'),
    ).not.toContain("they've");
    const trustees = factsFor(
      'request a meeting with the trustees of the Ashgrove Almshouse Trust to present the survey',
      'meeting_request',
      'executive',
    );
    expect(trustees).not.toContain('Almshouse');
    expect(trustees).toContain('survey');
    // Read with its shorthand spelled out, as the engine reads it: "xmas" is said "Christmas".
    const fair = factsFor(
      'can u dig out the raffle list for the xmas fair',
      'request',
      'colleague',
    );
    expect(fair).not.toContain('xmas');
    expect(fair).toEqual(expect.arrayContaining(['raffle', 'christmas']));
    expect(factsFor('can someone cover the front desk tomorrow', 'request', 'colleague')).toEqual(
      expect.arrayContaining(['front', 'desk']),
    );
    expect(
      factsFor('can someone cover the front desk tomorrow', 'request', 'colleague'),
    ).not.toContain('someone');
    expect(poll).toEqual(expect.arrayContaining(['BBQ', 'summer', 'party', 'boat', 'trip']));
  });

  it('takes a name the caller wrote with its possessive as known', async () => {
    const seb = createScorer({ default: [0, 200] });
    const darts: Case = {
      id: 'c2',
      group: 'g2',
      input: {
        context: "fancy coming to darts night on the 6th? Seb's doing his chilli",
        tone: 'casual',
        recipient: 'friend',
        purpose: 'invitation',
      },
    };
    const checks = async (content: string) =>
      (
        await seb.score(darts, { subject: 'Darts night on the 6th?', content, tone: 'casual' })
      ).problems.map((p) => p.check);
    const email = (who: string) =>
      `Hi Sam,\n\nFancy coming to darts night on the 6th? ${who} is doing his chilli.\n\nCheers,\nAlex`;
    expect(await checks(email('Seb'))).not.toContain('spelling');
    expect(await checks(email('Sebb'))).toContain('spelling');
    // "my nans shed", typed without its apostrophe, said back as "my nan's shed".
    const shed: Case = {
      id: 'c3',
      group: 'g3',
      input: {
        context: 'rewired the lights in my nans shed with my uncle, letter to Mr Trevethan',
        tone: 'enthusiastic',
        recipient: 'manager',
        purpose: 'job_application',
      },
    };
    const said = async (content: string) =>
      (await seb.score(shed, { subject: 'Application', content, tone: 'enthusiastic' })).problems
        .filter((p) => p.check === 'spelling')
        .map((p) => p.detail);
    const letter = (nan: string) =>
      `Dear Mr Trevethan,\n\nI rewired the lights in my ${nan} shed with my uncle.\n\nCheers,\nJay`;
    expect(await said(letter("nan's"))).toEqual([]);
    expect(await said(letter("nann's"))).toEqual(["nann's"]);
  });

  it('keeps a verb said to the reader ("she fancies" → "you fancy") and drops the writer\'s aside', () => {
    expect(keeps('any night you fancy', { kind: 'noun', text: 'fancies' })).toBe(true);
    expect(keeps('any night next week', { kind: 'noun', text: 'fancies' })).toBe(false);
    const nouns = factsOf({
      context:
        "I want to write to the head of drama at Brockhurst High School, whom I've never met, offering free workshops",
      tone: 'formal',
      recipient: 'partner',
      purpose: 'cold_outreach',
    }).map((f) => f.text);
    expect(nouns).not.toContain('never');
    const reminder = factsOf({
      context:
        'send a polite first reminder to Brightmoor Conferencing that invoice TR-2291 is overdue',
      tone: 'professional',
      recipient: 'client',
      purpose: 'payment_reminder',
    }).map((f) => f.text);
    expect(reminder).not.toContain('polite');
    const investor = factsOf({
      context:
        "Follow up with Ms Vandersteen, the angel investor we met at the Founders' Larder showcase, who asked to see our numbers",
      tone: 'professional',
      recipient: 'investor',
      purpose: 'follow_up',
    }).map((f) => f.text);
    expect(investor).not.toContain('angel');
    const colleague = factsOf({
      context: 'ask Leocadia (the other yr 3 teacher) if shed read my draft of the homework policy',
      tone: 'diplomatic',
      recipient: 'colleague',
      purpose: 'feedback_request',
    }).map((f) => f.text);
    expect(colleague).not.toContain('teacher');
    const park = factsOf({
      context:
        'ask the manager of the pharmacy next door for a meeting about the car park, at ours or hers',
      tone: 'diplomatic',
      recipient: 'partner',
      purpose: 'meeting_request',
    }).map((f) => f.text);
    expect(park).not.toContain('hers');
    const chef = factsOf({
      context:
        'applying for the breakfast chef job at the Gullrock Hotel, letter to the head chef Mr Pennycook. im 34',
      tone: 'enthusiastic',
      recipient: 'manager',
      purpose: 'job_application',
    }).map((f) => f.text);
    expect(chef).not.toContain('letter');
    const mould = factsOf({
      context:
        "I'm writing to the chief executive of Northmere Homes, my housing association, because the black mould in my flat still hasn't been treated",
      tone: 'formal',
      recipient: 'executive',
      purpose: 'complaint',
    }).map((f) => f.text);
    expect(mould).not.toContain('association');
    expect(mould).toContain('mould');
    const veg = factsOf({
      context: 'remind everyone on the veg box list theres no deliveries xmas week',
      tone: 'friendly',
      recipient: 'customer',
      purpose: 'reminder',
    }).map((f) => f.text);
    expect(veg).not.toContain('list');
    expect(chef).toContain('breakfast');
    expect(colleague).toContain('homework');
    expect(investor).toContain('numbers');
    expect(reminder).toContain('TR-2291');
    expect(nouns).toContain('workshops');
  });

  it('flags the reader named in the third person, but not a business named after them', () => {
    const retiring: GenerateInput = {
      context: 'congratulate Mr. Szczepański on retiring after 40 years at Szczepański Hardware',
      tone: 'friendly',
      recipient: 'client',
      purpose: 'congratulations',
    };
    const said = (line: string) => readerSlips(retiring, `Hi Mr. Szczepański,\n\n${line}`);
    expect(said('Congratulations on 40 years at Szczepański Hardware, you earned it!')).toEqual([]);
    expect(said('Szczepański has earned a rest, and you know it.')).toEqual([
      '"Szczepański" spoken of in the third person',
    ]);
  });

  it('lets one of two readers be named, and still flags one reader named', () => {
    const baby: GenerateInput = {
      context: 'congratulate Peregrine and Fionnuala on the baby. cant believe peregrine is a dad',
      tone: 'friendly',
      recipient: 'friend',
      purpose: 'congratulations',
    };
    const toBoth = (line: string) => readerSlips(baby, `Hi Peregrine and Fionnuala,\n\n${line}`);
    expect(toBoth("Congratulations to you both! I can't believe Peregrine is a dad.")).toEqual([]);
    const one: GenerateInput = { ...baby, context: 'congratulate Peregrine on the baby' };
    expect(
      readerSlips(one, "Hi Peregrine,\n\nI can't believe Peregrine is a dad, you know."),
    ).toEqual(['"Peregrine" spoken of in the third person']);
  });

  it("takes who the reader is, said beside their name, and the caller's word for the act as no facts", () => {
    const texts = (input: Partial<GenerateInput> & { context: string }) =>
      factsOf({ tone: 'friendly', recipient: 'client', purpose: 'complaint', ...input }).map((f) =>
        f.text.toLowerCase(),
      );
    const pavilion = texts({
      context:
        'Raise it with Ravensgill Rovers, the football club who use our pavilion in the winter, that the changing rooms have been left in a state.',
    });
    expect(pavilion).not.toEqual(expect.arrayContaining(['raise']));
    expect(pavilion).not.toEqual(expect.arrayContaining(['football']));
    expect(pavilion).toEqual(expect.arrayContaining(['rooms', 'state']));
    const garage = texts({
      context:
        "need to introduce Kwesi, who runs Tonkin's Garage, to Babajide, the bookkeeper who'll look after his books.",
      recipientName: 'Kwesi',
      purpose: 'introduction',
    });
    expect(garage).not.toEqual(expect.arrayContaining(['tonkin']));
    expect(garage).toEqual(expect.arrayContaining(['babajide', 'bookkeeper']));
    const robots = texts({
      context:
        'pitch Mrs Hollinrake (head at Thornyhurst Primary, we already run the coding club there) adding a lego robotics club',
      purpose: 'proposal',
      recipientName: 'Mrs Hollinrake',
    });
    expect(robots).not.toEqual(expect.arrayContaining(['thornyhurst']));
    expect(robots).toEqual(expect.arrayContaining(['lego', 'robotics']));
    const sorry = texts({
      context: 'say sorry to Berenice, i missed the deadline. wont happen again',
      purpose: 'apology',
    });
    expect(sorry).not.toEqual(expect.arrayContaining(['wont']));
    // Set 52: "Wilbur, our caretaker,", "Vida, their manager,", "The Demircis at Hazelrigg
    // Grange" to the Demircis, "and explain what happens now", "it goes to the director …":
    // who the reader is, and the caller's notes to the writer, are no facts to say back.
    const caretaker = texts({
      context: 'Thank Wilbur, our caretaker, for staying until nearly midnight on Tuesday.',
      purpose: 'thank_you',
      recipientName: 'Wilbur',
    });
    expect(caretaker).not.toEqual(expect.arrayContaining(['caretaker']));
    expect(caretaker).toEqual(expect.arrayContaining(['midnight']));
    const ofsted = texts({
      context:
        'Congratulate Bramblewood Nursery on being rated outstanding by Ofsted, which Vida, their manager, told me about.',
      purpose: 'congratulations',
      recipientName: 'Vida',
    });
    expect(ofsted).not.toEqual(expect.arrayContaining(['manager']));
    expect(ofsted).toEqual(expect.arrayContaining(['ofsted']));
    const garden = texts({
      context:
        'The Demircis at Hazelrigg Grange have had me in for one-off garden tidy-ups three times this year.',
      purpose: 'proposal',
      recipientName: 'Mr and Mrs Demirci',
    });
    expect(garden).not.toEqual(expect.arrayContaining(['demircis', 'hazelrigg']));
    expect(garden).toEqual(expect.arrayContaining(['tidy-ups']));
    const notes = texts({
      context:
        "Apologise to Ms Takahara that the website won't be ready for the launch date, and explain what happens now. The closing date is Friday, it goes to the director Mr Oakenfold",
      purpose: 'apology',
      recipientName: 'Ms Takahara',
    });
    expect(notes).not.toEqual(expect.arrayContaining(['explain']));
    expect(notes).not.toEqual(expect.arrayContaining(['director']));
    expect(notes).toEqual(expect.arrayContaining(['website']));
    expect(keeps('before you go near any fabric', { kind: 'noun', text: 'goes' })).toBe(true);
    expect(keeps('before you start on any fabric', { kind: 'noun', text: 'goes' })).toBe(false);
  });

  it('flags a dropped fact, a misspelling, a repeated word and a wrong article', async () => {
    const bad = GOOD.replace('$4,500', 'the amount')
      .replace('overdue', 'overdeu')
      .replace('I am happy', 'I am am happy')
      .replace('A late fee', 'An late fee');
    expect(await checksOf(bad)).toEqual(
      expect.arrayContaining(['fact', 'spelling', 'repeated', 'article']),
    );
  });

  it('flags a missing greeting or sign-off and a subject that copies the context', async () => {
    const checks = await checksOf(GOOD.split('\n').slice(2, -2).join('\n'), input.context);
    expect(checks.filter((c) => c === 'structure').length).toBeGreaterThanOrEqual(2);
    expect(checks).toContain('subject');
  });

  it('flags an email outside its length band', async () => {
    expect(await checksOf(`${GOOD}\n${'More words here. '.repeat(20)}`)).toContain('length');
  });

  it('allows a long request its own words and the frame around them, no more', () => {
    const base = { tone: 'professional', recipient: 'client', purpose: 'status_update' } as const;
    expect(maxWords({ ...base, context: 'the move is on track' })).toBe(MAX_WORDS.medium);
    const words = Array.from({ length: 110 }, (_, i) => `word${i}`);
    const long = words.join(' ');
    const half = (n: number) => words.slice(n * 55, n * 55 + 55).join(' ');
    expect(maxWords({ ...base, context: long })).toBe(110 + FRAME_WORDS);
    expect(maxWords({ ...base, context: half(0), additionalNotes: half(1) })).toBe(
      110 + FRAME_WORDS,
    );
  });

  it('takes no greeted surname or "next door" for a fact the email must say back', () => {
    const facts = (context: string, recipientName?: string) =>
      factsOf({
        context,
        tone: 'professional',
        recipient: 'partner',
        purpose: 'introduction',
        ...(recipientName !== undefined && { recipientName }),
      }).map((f) => f.text);
    const kitchen = facts(
      'introduce Faisal Qureshi, who is opening a tapas bar in Bridport, to Lamorna Rawle, the kitchen designer',
      'Lamorna',
    );
    expect(kitchen).not.toContain('Rawle');
    expect(kitchen).toContain('Bridport');
    const bay = facts('raise with Dunmore Fitness next door that their members park in our bay');
    expect(bay).not.toContain('door');
    // What kind of business the reader is, in the writer's aside, is not told back to them;
    // what the aside says still is.
    const haulage = facts(
      "write to the managing director of Dunwoody Haulage, a firm we've never had any contact with, asking them to choose us as their charity of the year",
    );
    expect(haulage).not.toContain('firm');
    expect(haulage).toContain('contact');
    // How the caller wants it to read is no fact; what they add after "and" is.
    const cofounder = facts(
      "Astrid is stepping back from day-to-day work. I want it to be reassuring without saying more about her health than she's comfortable with, and offer a call to anyone who'd like one.",
    );
    expect(cofounder).not.toContain('comfortable');
    expect(cofounder).not.toContain('health');
    expect(cofounder).toContain('call');
    // Who the reader is, beside their name, and the business a nudge goes to are theirs to know.
    const trust = facts(
      'congratulate Rosamund Omondi-Fairley, director of the Tarnside Literacy Trust, on the Trust being chosen by the county council',
    );
    expect(trust).not.toContain('director');
    expect(trust).toContain('county');
    const nudge = facts('gentle nudge to Crookhorn Books about my invoice AW-118', 'Persephone');
    expect(nudge).not.toContain('Crookhorn');
    expect(nudge).not.toContain('nudge');
    expect(nudge).toContain('AW-118');
    // Whom an application is addressed to is the reader, not a fact to tell them.
    const chef = facts(
      'Apply for the sous chef job at The Brine Shed, addressed to the head chef, Ms Gerrity.',
      'Ms Gerrity',
    );
    expect(chef).not.toContain('head');
    expect(chef).toContain('sous');
    // A post written before the reader's name is who they are.
    const vets = facts(
      'I am applying to be practice manager, and the advert asks for a covering letter to the managing director, Dr Wetherall-Ngata.',
      'Dr Wetherall-Ngata',
    );
    expect(vets).not.toContain('director');
    expect(vets).toContain('practice');
    // The given name between the title and surname the request greets is the reader's own.
    const garden = facts(
      "We'd like to invite the trust's chief executive, Ms Corisande Clutterbuck, to open the sensory garden.",
      'Ms Clutterbuck',
    );
    expect(garden).not.toContain('Corisande');
    expect(garden).toContain('sensory');
    // … and so is the post beside that fuller name.
    const museum = facts(
      'Propose to Dr Ninian Upjohn, the curator at Ravensgarth Museum, that the library and the museum run a joint history project.',
      'Dr Upjohn',
    );
    expect(museum).not.toContain('curator');
    expect(museum).not.toContain('Ravensgarth');
    expect(museum).toContain('history');
    // "doesn't" is a verb and its "not", no noun to say back.
    const post = facts("She doesn't need to prepare anything for the second interview.", 'Pilar');
    expect(post.map((f) => f.toLowerCase())).not.toContain("doesn't");
    expect(post).toContain('interview');
  });

  it("counts a list's words, not its markers", async () => {
    // 65 words and two items of two and three: 70 words a reader counts (the most a short
    // email has), 72 with the markers.
    const listed = GOOD.replace(
      '\n\nCould you',
      '\n\n- Reference INV-2041\n- Due March 31\n\nCould you',
    );
    expect(await checksOf(listed)).not.toContain('length');
    expect(await checksOf(listed.replace('- Due March 31', '- Due on March 31'))).toContain(
      'length',
    );
  });

  it('takes no "1 to 1" for a number, nor "my friend" before the reader\'s name for a fact', () => {
    const meeting = factsOf({
      context: 'want to ask my manager Brigid for a 1 to 1 before the pay review in jan, 30 mins',
      tone: 'professional',
      recipient: 'manager',
      purpose: 'meeting_request',
      recipientName: 'Brigid',
    }).map((f) => f.text);
    expect(meeting).not.toContain('1');
    expect(meeting).toContain('30');
    const lift = factsOf({
      context: 'My friend Ysmay drove me to the hospital in Gristhorpe at 5am for my operation.',
      tone: 'grateful',
      recipient: 'friend',
      purpose: 'thank_you',
      recipientName: 'Ysmay',
    }).map((f) => f.text);
    expect(lift).not.toContain('friend');
    expect(lift).toContain('Gristhorpe');
    expect(lift).toContain('hospital');
  });

  it('takes where the readers are, a given name beside the greeted surname, and a note on how it should sound for no facts (set 54)', () => {
    const of = (context: string, extra: Partial<GenerateInput> = {}) =>
      factsOf({
        context,
        tone: 'professional',
        recipient: 'team',
        purpose: 'reminder',
        ...extra,
      }).map((f) => f.text.toLowerCase());
    const shop = of(
      'remind the volunteers at the Hartwort Lane charity shop that from mon 7 dec we cant take any more electricals',
    );
    expect(shop).not.toContain('hartwort');
    expect(shop).not.toContain('charity');
    expect(shop).toContain('electricals');
    const invoice = of(
      'Send a reminder to the accounts team at Turnstone Marine Supplies that invoice WL-2291 is overdue.',
      { purpose: 'payment_reminder', recipient: 'client' },
    );
    expect(invoice).not.toContain('turnstone');
    expect(invoice).toContain('wl-2291');
    const hoodies = of(
      'follow up w the guy from Stoatley Rugby Club, Ximeno, who asked about 30 hoodies',
      { purpose: 'follow_up', recipient: 'prospect', recipientName: 'Ximeno' },
    );
    expect(hoodies).not.toContain('stoatley');
    expect(hoodies).toContain('hoodies');
    const radio = of('Write to Corbin Lampitt at Plovermoor Radio to complain about the trails.', {
      purpose: 'complaint',
      recipient: 'partner',
      recipientName: 'Mr Lampitt',
    });
    expect(radio).not.toContain('corbin');
    const overtime = of(
      "my overtime hasn't been paid. dont want it to sound like im blaming her, she was off sick",
      { purpose: 'complaint', recipient: 'manager', recipientName: 'Yngvild' },
    );
    expect(overtime).not.toContain('sound');
    expect(overtime).toContain('overtime');
    const demo = of("ask whether he'd present the demo with me", {
      purpose: 'apology',
      recipient: 'colleague',
    });
    expect(demo).not.toContain('whether');
  });

  it('takes the business a reader works at, named as whom a meeting is with, for no fact (set 55)', () => {
    const site = factsOf({
      context:
        'need a site meeting with Knaggs Scaffolding before they start on the Walsoken Terrace job mon 14 dec',
      tone: 'urgent',
      recipient: 'vendor',
      purpose: 'meeting_request',
      recipientName: 'Ronan',
    }).map((f) => f.text.toLowerCase());
    expect(site).not.toContain('knaggs');
    expect(site).not.toContain('scaffolding');
    expect(site).toContain('walsoken');
    const xray = factsOf({
      context:
        'chase up Dr Dalgleish about the new x-ray unit. i know hes been buried with the winter flu clinics so dont be pushy',
      tone: 'diplomatic',
      recipient: 'executive',
      purpose: 'follow_up',
      recipientName: 'Dr Dalgleish',
    }).map((f) => f.text.toLowerCase());
    expect(xray).not.toContain('pushy');
    expect(xray).toContain('x-ray');
    const floor = factsOf({
      context:
        'Follow up with Benedick Gatenby at Cragsmoor Veterinary Practice about the quote we sent for the kennel-room floor.',
      tone: 'professional',
      recipient: 'client',
      purpose: 'follow_up',
      recipientName: 'Mr Gatenby',
    }).map((f) => f.text.toLowerCase());
    expect(floor).not.toContain('cragsmoor');
    expect(floor).toContain('kennel-room');
    const knives = factsOf({
      context:
        'im a mobile knife sharpener in Lelant. want to email the restaurants and butchers there. first visit half price',
      tone: 'friendly',
      recipient: 'prospect',
      purpose: 'cold_outreach',
    }).map((f) => f.text.toLowerCase());
    expect(knives).not.toContain('butchers');
    expect(knives).toContain('lelant');
    const handover = factsOf({
      context:
        'Introduce Digory Outhwaite, our new bookkeeper, to Endelyn Chadderton at our accountants, Quarmby Haworth, so the two of them can sort out the year-end files.',
      tone: 'professional',
      recipient: 'partner',
      purpose: 'introduction',
      recipientName: 'Endelyn',
    }).map((f) => f.text.toLowerCase());
    expect(handover).not.toContain('quarmby');
    expect(handover).not.toContain('accountants');
    expect(handover).toContain('digory');
  });

  it('flags every leftover', () => {
    for (const text of [
      'Hi {{name}},',
      'Dear undefined,',
      'Total: null',
      'Two  spaces',
      'Space , before',
      'Twice,, here',
      'One\n\n\nTwo',
    ])
      expect(leftovers(text)).not.toEqual([]);
    expect(leftovers('A clean line. Another one, with a comma.')).toEqual([]);
  });

  it('flags machine-made wording: a repeated subject word, a doubled opening, a paste', () => {
    expect(wordingSlips('Proposal: proposal', GOOD)).not.toEqual([]);
    expect(wordingSlips('Meeting request: meeting', GOOD)).not.toEqual([]);
    // A name says its word once: "Pharmacy" in "Linden Pharmacy" repeats nothing.
    expect(wordingSlips('Application: pharmacist role at Linden Pharmacy', GOOD)).toEqual([]);
    expect(wordingSlips('Welcome aboard: aboard, thanks', GOOD)).not.toEqual([]);
    // A question word said twice makes a pair: "what worked and what didn't".
    expect(wordingSlips("Your feedback: what worked and what didn't", GOOD)).toEqual([]);
    // The label's word said again in the topic is a slip; an owner said twice is English
    // ("Your feedback on your stay", "Thank you for your order and your kind review"), and
    // so is a word two things share ("ward clerk post on the children's ward").
    expect(wordingSlips('Your feedback: feedback on the guide', GOOD)).not.toEqual([]);
    expect(wordingSlips('Your feedback on your stay', GOOD)).toEqual([]);
    expect(wordingSlips("Application: ward clerk post on the children's ward", GOOD)).toEqual([]);
    const doubled = GOOD.replace(
      'Could you confirm',
      'One more point to mention: the fee. One more point to mention: the date. Could you confirm',
    );
    expect(wordingSlips('Payment reminder', doubled)).not.toEqual([]);
    expect(
      wordingSlips('Payment reminder', `${GOOD}\nTo be specific: invoice overdue.`),
    ).not.toEqual([]);
    expect(wordingSlips('Payment reminder for invoice INV-2041', GOOD)).toEqual([]);
  });

  it('scores readability the textbook way', () => {
    expect(syllables('meeting')).toBe(2);
    expect(syllables('the')).toBe(1);
    expect(fleschReadingEase('The cat sat on the mat.')).toBeGreaterThan(100);
    expect(
      fleschReadingEase('Comprehensive organizational restructuring necessitates deliberation.'),
    ).toBeLessThan(0);
  });
});
