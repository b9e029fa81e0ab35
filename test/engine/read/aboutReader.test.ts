/** A context that names the reader in the third person (aboutReader.ts): every mention is "you". */
import { describe, expect, test } from '@jest/globals';
import { aboutReader } from '../../../src/engine/builtin/read/aboutReader.js';

describe('a reader the context tells about', () => {
  test.each<[string, string, string]>([
    [
      "We interviewed Pilar for the post on Tuesday. She's one of two people we're still considering, and she doesn't need to prepare anything.",
      'Pilar',
      "We interviewed you for the post on Tuesday. You're one of two people we're still considering, and you don't need to prepare anything.",
    ],
    [
      "Mrs Zelenka still owes 168 pounds for her son Severin's lessons, and I'd be happy for her to pay it in three instalments.",
      'Mrs Zelenka',
      "You still owe 168 pounds for your son Severin's lessons, and I'd be happy for you to pay it in three instalments.",
    ],
    [
      "I'd like some honest feedback from my manager, Odhran, before then, or written comments if that's easier for him.",
      'Odhran',
      "I'd like some honest feedback from you before then, or written comments if that's easier for you.",
    ],
    [
      "We'd like to invite the trust's chief executive, Ms Corisande Clutterbuck, to open it, and we'd send her a parking permit.",
      'Ms Clutterbuck',
      "We'd like to invite you to open it, and we'd send you a parking permit.",
    ],
    [
      "At my review in September my manager, Mr Eastwood-Sharma, said he'd put me forward.",
      'Mr Eastwood-Sharma',
      "At my review in September you said you'd put me forward.",
    ],
    [
      "I'd like to meet their chairman, Wilfrid Jowett, to agree a fairer split.",
      'Wilfrid',
      "I'd like to meet you to agree a fairer split.",
    ],
    [
      'Kaveh lost his mum in October and has been back at work for three weeks.',
      'Kaveh',
      'You lost your mum in October and have been back at work for three weeks.',
    ],
  ])('%s (to %s)', (context, name, said) => {
    const read = aboutReader(context, name);
    expect(read?.context).toBe(said);
    expect(read?.found).toBe('person');
  });

  test.each<[string, string]>([
    // Two people introduced to each other are read where the introduction is.
    [
      'introduce my colleague Ptolemy to my client Honoria, who runs a chain of florists',
      'Honoria',
    ],
    // A person at a firm is read with the firm.
    ["Follow up on Wednesday's meeting with Mr Sobey at Lindenfold Lettings.", 'Mr Sobey'],
    // Two readers, and a context that does not name the one written to.
    ['Ask Mr and Mrs Umfreville to meet me at the barn.', 'Mr and Mrs Umfreville'],
    ['The boiler at the hall has broken down again.', 'Dymphna'],
  ])('leaves %s (to %s) to the other readings', (context, name) => {
    expect(aboutReader(context, name)).toBeUndefined();
  });
});
