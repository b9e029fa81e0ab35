/** Contexts typed the way people type a request, said as the instruction the reader knows. */
import { describe, expect, test } from '@jest/globals';
import { asTyped } from '../../../src/engine/builtin/read/typed.js';

describe('a context typed as people type it', () => {
  test.each<[string, string, string]>([
    [
      'congratulations',
      'congrats to Aisha on her promotion',
      'congratulate Aisha on her promotion',
    ],
    ['thank_you', 'thanks everyone for pulling together', 'thank everyone for pulling together'],
    ['thank_you', 'big thanks to the crew for the move', 'thank the crew for the move'],
    ['reminder', 'reminder that our office moves on June 1', 'our office moves on June 1'],
    ['apology', 'sorry I snapped at you in the meeting', 'I snapped at you in the meeting'],
    [
      'meeting_request',
      'quick sync on the launch checklist',
      'set up a quick sync on the launch checklist',
    ],
    [
      'request',
      'can someone cover the front desk tomorrow',
      'Can someone cover the front desk tomorrow?',
    ],
    [
      'request',
      'can you send over the certificate of insurance, the venue needs it by the 20th',
      'Can you send over the certificate of insurance? The venue needs it by the 20th.',
    ],
    [
      'reminder',
      'fire drill tomorrow at 11, please leave by the nearest exit',
      'fire drill tomorrow at 11. Please leave by the nearest exit',
    ],
    [
      'invitation',
      'pizza friday at 1 in the big meeting room',
      'invite you to pizza on Friday at 1 in the big meeting room',
    ],
    ['invitation', 'would Kim like to join our hiking trip', 'invite Kim to join our hiking trip'],
    ['request', 'could Ines send me the slides', 'ask Ines to send me the slides'],
    [
      'follow_up',
      'did Marco get a chance to look at the shortlist',
      'check whether Marco got a chance to look at the shortlist',
    ],
    [
      'congratulations',
      'well done everyone on the record month',
      'congratulate everyone on the record month',
    ],
    [
      'welcome',
      'welcome Amara, who starts as a junior accountant on Monday',
      'welcome Amara to the team; she starts as a junior accountant on Monday',
    ],
    ['apology', 'sorry about the delay on your refund', 'apologize for the delay on your refund'],
    [
      'request',
      'I need to leave early on Thursday for a dentist appointment',
      'ask whether I can leave early on Thursday for a dentist appointment',
    ],
    [
      'feedback_request',
      'quick survey about the new expense tool',
      'ask for your feedback on the new expense tool in a quick survey',
    ],
    ['status_update', 'monthly update for our investors', 'share our monthly update'],
    [
      'welcome',
      'welcome back Sofia after her sabbatical',
      'welcome Sofia back after her sabbatical',
    ],
    [
      'follow_up',
      'checking in to see if you had any questions about the quote',
      'check whether you had any questions about the quote',
    ],
    [
      'meeting_request',
      'quick meeting to plan the office party',
      'set up a quick meeting to plan the office party',
    ],
    // The caller's own question keeps its frame ("Do you have time for …?").
    [
      'meeting_request',
      'quick call to go over the contract renewal terms?',
      'quick call to go over the contract renewal terms?',
    ],
    ['status_update', 'quarterly sales update for the board', 'share our quarterly sales update'],
    ['reminder', 'reminder to submit your goals', 'remind you to submit your goals'],
    [
      'request',
      'we would like to extend our contract for another year',
      'ask whether we can extend our contract for another year',
    ],
    ['welcome', 'welcome Grace, our new office manager', 'welcome Grace as our new office manager'],
    [
      'payment_reminder',
      'second reminder for invoice 7781',
      'remind you a second time about invoice 7781',
    ],
    [
      'request',
      'I would like to go to the UX conference in Lisbon in May',
      'ask whether I can go to the UX conference in Lisbon in May',
    ],
    [
      'thank_you',
      'thanks Omar for covering my shift on Sunday',
      'thank Omar for covering my shift on Sunday',
    ],
    // Left as written: an instruction, and "would like" with no one asked.
    ['request', 'would like feedback on my draft', 'would like feedback on my draft'],
    ['follow_up', 'follow up on the quote', 'follow up on the quote'],
    [
      'reminder',
      'please submit your holiday requests by Friday',
      'remind you to submit your holiday requests by Friday',
    ],
  ])('%s: %s', (purpose, context, read) => {
    expect(asTyped(context, purpose)).toBe(read);
  });
});
