/** A request typed as a label and whom it is for (labels.ts): the reader, and what is left to say. */
import { describe, expect, test } from '@jest/globals';
import { labelledReader } from '../../../src/engine/builtin/read/labels.js';

describe('a label and its reader', () => {
  test.each<[string, 'person' | 'group', string, string]>([
    [
      'update for swimming lesson parents, the pool is shut since weds',
      'group',
      'swimming lesson parents',
      'the pool is shut since weds',
    ],
    [
      'reminder for all the under 11s coaches, DBS renewals need doing',
      'group',
      'the under 11s coaches',
      'DBS renewals need doing',
    ],
    [
      'update for all staff - email and the shared drive have been down',
      'group',
      'staff',
      'the email and the shared drive have been down',
    ],
    [
      'complaint to Harlowden Skip Hire, skip was meant to be collected tues',
      'group',
      'Harlowden Skip Hire',
      'the skip was meant to be collected tues',
    ],
    [
      'complaint to Ferncastle Windows, the door they fitted still sticks',
      'group',
      'Ferncastle Windows',
      'the door you fitted still sticks',
    ],
    [
      'proposal for Oisin at the Moorhen, want to run a quiz there. he can drop me',
      'person',
      'Oisin',
      'want to run a quiz at the Moorhen. you can drop me',
    ],
    [
      // As scene.ts passes it: spelled.ts has restored "hes" to "he's" first.
      "intro email to my client Mr Beddoes, he's having an extension and needs an electrician, introducing him to Wiesia Sobczak",
      'person',
      'Mr Beddoes',
      "introduce you to Wiesia Sobczak. You're having an extension and need an electrician",
    ],
    [
      'remind you to parents at Saturday drama club, fees of £96 due by Friday',
      'group',
      'parents at Saturday drama club',
      'fees of £96 due by Friday',
    ],
  ])('%s', (context, found, who, rest) => {
    const reader = labelledReader(context, undefined);
    expect(reader?.found).toBe(found);
    expect(found === 'person' ? reader?.name : reader?.noun).toBe(who);
    expect(reader?.context).toBe(rest);
  });

  test.each([
    'proposal to move our support team to a four-day week',
    'remind you to submit your timesheets by Friday',
    'update on the rollout: all green',
  ])('no label in "%s"', (context) => {
    expect(labelledReader(context, undefined)).toBeUndefined();
  });
});
