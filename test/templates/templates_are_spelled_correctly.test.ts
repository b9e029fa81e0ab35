/** Templates are sent as written, so their subjects and bodies must have no misspellings. */
import { describe, expect, it } from '@jest/globals';
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { loadTemplateCatalog } from '../../src/templates/catalog.js';

// dictionary-en types its files as Uint8Array; @types/nspell wants Buffers.
const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
/** Brand and other proper names templates use on purpose; add here, not to the data. */
const PROPER_NOUNS = new Set<string>([]);

function misspellings(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g) ?? [];
  // Hyphenated compounds are split by the regex above and checked part by part.
  return words.filter((w) => !/\d/.test(w) && !PROPER_NOUNS.has(w) && !spell.correct(w));
}

const templates = loadTemplateCatalog().list({ limit: 1000, offset: 0 }).items;

describe('template spelling', () => {
  it('catches a misspelling, so a clean result means something', () => {
    expect(misspellings('Thank you for your recieve {{recipient_name}} on Q3')).toEqual([
      'recieve',
    ]);
  });

  it.each(templates.map((t) => [t.id, t] as const))('%s has no misspellings', (_id, t) => {
    expect(misspellings(`${t.name}\n${t.description}\n${t.subject}\n${t.body}`)).toEqual([]);
  });
});
