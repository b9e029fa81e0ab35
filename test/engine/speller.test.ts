import { describe, expect, it } from '@jest/globals';
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { loadEngineData } from '../../src/engine/builtin/data.js';
import { createSpeller } from '../../src/engine/builtin/speller.js';

const spelling = loadEngineData().spelling;
const speller = createSpeller(spelling);

/** nspell as it reads dictionary-en, with its own word table: what the speller must answer. */
const reference = nspell({
  aff: Buffer.from(dictionary.aff.buffer, dictionary.aff.byteOffset, dictionary.aff.byteLength),
  dic: Buffer.from(dictionary.dic.buffer, dictionary.dic.byteOffset, dictionary.dic.byteLength),
});
reference.personal(spelling.personal.join('\n'));
const forms = Object.keys((reference as unknown as { data: object }).data);

function differences(words: Iterable<string>): string[] {
  const out: string[] = [];
  for (const word of words) if (speller.isWord(word) !== reference.correct(word)) out.push(word);
  return out;
}

describe('the speller knows the words nspell knows, from a compact table', () => {
  it('knows every form of the dictionary as written, and a sample capitalized and in capitals', () => {
    expect(forms.length).toBeGreaterThan(100_000);
    const words = forms.flatMap((w, i) =>
      i % 10 === 0 ? [w, w.charAt(0).toUpperCase() + w.slice(1), w.toUpperCase()] : [w],
    );
    expect(differences(words)).toEqual([]);
  });

  it('answers as nspell for words one letter away, curly apostrophes and ordinals', () => {
    const words = new Set<string>();
    forms.forEach((w, i) => {
      if (w.includes("'")) words.add(w.replace(/'/g, '’'));
      if (i % 10 === 0) words.add(w.slice(1)).add(w.slice(0, -1));
      if (i % 200 === 0)
        for (let at = 0; at <= w.length; at++)
          for (const c of 'aeiostxz') words.add(w.slice(0, at) + c + w.slice(at));
    });
    for (const n of ['1st', '2nd', '11th', '12th', '21st', '101st', '1th', '11st', '0th', '22ND'])
      words.add(n);
    for (const w of ['', ' ', 'constructor', '__proto__', 'toString', ...spelling.personal])
      words.add(w);
    expect(differences(words)).toEqual([]);
  });

  it('corrects as before', () => {
    expect(speller.correction('recieve')).toBe('receive');
    expect(speller.correction('Untill')).toBe('Until');
    expect(speller.correction('june')).toBe('June');
    expect(speller.correction('receive')).toBeUndefined();
  });

  it('picks the candidate far more common in use, whatever its kind of typo', () => {
    // "shod" is the one vowel fix, "should" a letter added: people mean "should".
    expect(speller.correction('shoud')).toBe('should');
    expect(speller.correction('wuld')).toBe('would');
    expect(speller.correction('aroud')).toBe('around');
    expect(speller.correction('cleint')).toBe('client');
  });

  it('leaves a British spelling as written', () => {
    for (const word of [
      'colour',
      'organise',
      'centre',
      'travelled',
      'grey',
      'mould',
      'cosy',
      'draught',
      'tyre',
      'licence',
      'pyjamas',
    ])
      expect(speller.correction(word)).toBeUndefined();
  });
});
