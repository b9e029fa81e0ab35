/** A request typed as people type it, spelled out before it is read, in the caller's words. */
import { describe, expect, test } from '@jest/globals';
import { loadEngineData } from '../../../src/engine/builtin/data.js';
import { spelledOut } from '../../../src/engine/builtin/read/spelled.js';
import { subjectsSaid } from '../../../src/engine/builtin/read/subjectless.js';

const { basics } = loadEngineData();

describe('a request spelled out', () => {
  test.each<[string, string]>([
    // chat shorthand, from the table improve uses
    [
      'hey can u dig out the list, need it for the xmas fair',
      'hey can you dig out the list, need it for the Christmas fair',
    ],
    ['whats the plan for tmrw', "what's the plan for tomorrow"],
    // a weekday cut short where a date goes
    [
      'piano tuner no show tues, his van broke down',
      'piano tuner no show Tuesday, his van broke down',
    ],
    ['offer sat morning instead', 'offer Saturday morning instead'],
    ['numbers by fri', 'numbers by Friday'],
    ['20 mins before friday, or in june', '20 mins before Friday, or in June'],
    ['need half an hr with the HR team', 'need half an hour with the HR team'],
    ["the weds overnight slot's been empty", 'the Wednesday overnight slot has been empty'],
    // a lone "i"
    ['want to know where i stand', 'want to know where I stand'],
    // a word shouted, but not an acronym or a code
    ['they shorted us AGAIN', 'they shorted us again'],
    ['my HGV test with NPTC', 'my HGV test with NPTC'],
    ['use code SORRY10 for 10% off', 'use code SORRY10 for 10% off'],
    // "'s" for "is"
    ["water's off in the whole building", 'water is off in the whole building'],
    ["skip's due Monday", 'skip is due Monday'],
    ["the inspector's in all week", 'the inspector is in all week'],
    ["Seb's doing his chilli", 'Seb is doing his chilli'],
    // a month cut short in lower case where a date goes, a weekday before any word
    ['starts 11 jan, more at mon briefing', 'starts 11 January, more at Monday briefing'],
    ['mon + tues jobs', 'Monday + Tuesday jobs'],
    ['my sat 5th clinic, any sat in jan', 'my Saturday 5th clinic, any Saturday in January'],
    // a holiday's name; "the new year" is any year's start
    ['a boxing day walk, back by new year', 'a Boxing Day walk, back by New Year'],
    ['our contract in the new year', 'our contract in the new year'],
    // "ill" before a verb of the writer's, a street's short form after its name
    ['ill text everyone the new one', "I'll text everyone the new one"],
    ['feeling ill today', 'feeling ill today'],
    ['the flat on Wrenbury st', 'the flat on Wrenbury St'],
    ['pay by transfer this wk', 'pay by transfer this week'],
    ['well done everyone!!! cover tmrw??', 'well done everyone! cover tomorrow?'],
    [
      'remind mrs falconer, we cant file b4 the deadline',
      "remind Mrs Falconer, we can't file before the deadline",
    ],
    // an apostrophe left out of a month or a relative who owns
    ['novembers fees for Juniper', "November's fees for Juniper"],
    ['my sisters wedding got moved', "my sister's wedding got moved"],
    // how often it was asked, after what was asked
    [
      "3rd time asking, the front door hasn't latched since 28 oct",
      "The front door hasn't latched since 28 October. This is the 3rd time I've asked.",
    ],
  ])('%s', (typed, spelled) => {
    expect(spelledOut(typed, basics)).toBe(spelled);
  });

  test.each<string>([
    // possessives stay possessives
    "the bookshop's late-night opening",
    "walk through Ledgerly's invoicing features",
    "snapping in yesterday's meeting",
    "dinner at Luigi's on Elm Street",
    "the cleaners are doing the surgery's full clean on Saturday",
    "the headteacher of St Aldhelm's on the school's rating",
    // and "'s" after a pronoun stays as typed
    "it's due Friday and that's fine",
    // "wed", "sat", "sun" are words of their own
    'we sat down on the sun deck',
    // "may" and "march" are words before they are months
    'we may march on',
    // months typed with their capital are the caller's style; a plural verb is no owner's
    'RSVP by Dec 10',
    'my sisters are coming',
    // "miss" and "dr" are words before they are titles
    "don't miss the bus, it leaves from oak dr then",
  ])('keeps %s', (typed) => {
    expect(spelledOut(typed, basics)).toBe(typed);
  });
});

describe('a clause typed without its subject', () => {
  test.each<[string, string]>([
    [
      'applying for the keeper job at the reptile centre, did 2 years volunteering',
      'applying for the keeper job at the reptile centre. I did 2 years volunteering',
    ],
    [
      "how's my cello coming along? been 5 weeks since I dropped it off",
      "how's my cello coming along? It's been 5 weeks since I dropped it off",
    ],
    ['got jury duty from Monday the 12th', "I've got jury duty from Monday the 12th"],
    // a participle is no past tense of the writer's
    [
      'Trial shift Saturday 8am to 12pm, paid at $18/hour',
      'Trial shift Saturday 8am to 12pm, paid at $18/hour',
    ],
    ['we ordered, went home', 'we ordered, went home'],
    // the writer's past verb before what it was done to
    [
      'sorry to Mrs Kowalewska, put the wrong VAT on invoice 2207, should be 312.40',
      'sorry to Mrs Kowalewska, I put the wrong VAT on invoice 2207. It should be 312.40',
    ],
    ['did they get posted? ordered 3 on the 18th', 'did they get posted? I ordered 3 on the 18th'],
    ['invoice attached, sent on Monday', 'invoice attached, sent on Monday'],
    ['any update? ordered the 16th, ref HN-4021', 'any update? I ordered on the 16th, ref HN-4021'],
    [
      'paperwork is still outstanding, need his P60 by the 15th',
      'paperwork is still outstanding. I need his P60 by the 15th',
    ],
    [
      'its about 80% done, just need the case studies. should have flagged weeks ago, wont happen again',
      "its about 80% done, I just need the case studies. I should have flagged weeks ago, it won't happen again",
    ],
    ['done 3 years as a kennel assistant', "I've done 3 years as a kennel assistant"],
    ['without it affecting next years grant', "without it affecting next year's grant"],
    [
      "It's pinned up. Comments by Friday 11 December, and I'll go through them all",
      "It's pinned up. Please send your comments by Friday 11 December, and I'll go through them all",
    ],
  ])('%s', (typed, said) => {
    expect(subjectsSaid(typed)).toBe(said);
  });
});
