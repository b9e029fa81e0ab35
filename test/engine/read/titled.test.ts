/** A reader named by title and where they work (titled.ts): the whole phrase is "you". */
import { describe, expect, test } from '@jest/globals';
import { titledReader } from '../../../src/engine/builtin/read/titled.js';

describe('a reader named by title and workplace', () => {
  test.each<[string, string, string | undefined]>([
    [
      'update the chief executive of Quarrymoor Housing Trust on the damp surveys',
      'update you on the damp surveys',
      undefined,
    ],
    [
      'invite the head teachers of our seven feeder primary schools to a transition evening',
      'invite you to a transition evening',
      undefined,
    ],
    [
      'thank the managing director of Quorndale Haulage, Mr Pendry, for paying for the kit',
      'thank you for paying for the kit',
      'Mr Pendry',
    ],
    [
      'write to the HR and facilities managers of the businesses on Wyrley Cross Business Park offering our bike days',
      'write to you offering our bike days',
      undefined,
    ],
    [
      "I'm a freelance interpreter, and I want to write to the chief executive of Tamerside Leisure Trust to suggest classes at their four centres",
      "I'm a freelance interpreter, and I want to write to you to suggest classes at your four centres",
      undefined,
    ],
    [
      'pitch to the owners of the new glamping site at Kettlemire Farm, want to do all their changeovers',
      'propose doing all your changeovers',
      undefined,
    ],
    [
      'chase Brindlecote Joinery about the fitted wardrobes',
      'chase you about the fitted wardrobes',
      'Brindlecote Joinery',
    ],
  ])('%s', (context, said, name) => {
    const reader = titledReader(context, undefined);
    expect(reader?.context).toBe(said);
    expect(reader?.name).toBe(name);
  });

  test.each([
    'remind the patient of their physiotherapy appointment tomorrow',
    'write to the bookings manager at Lyncombe Barn, the party venue outside Rowley, offering our van',
    'chase the 12 bags of bark chippings we ordered',
  ])('leaves "%s" to the other readings', (context) => {
    expect(titledReader(context, undefined)).toBeUndefined();
  });
});
