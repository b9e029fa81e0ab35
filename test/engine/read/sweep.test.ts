import { describe, expect, it } from '@jest/globals';
import nlp from 'compromise';
import { loadCases } from '../../../tools/quality/cases.js';
import { fasterFreeze } from '../../../src/engine/builtin/compromiseFreeze.js';
import { fasterRegexTags } from '../../../src/engine/builtin/compromiseRegex.js';
import { fasterSetTag } from '../../../src/engine/builtin/compromiseSetTag.js';
import { fasterTagger } from '../../../src/engine/builtin/compromiseSweep.js';
import { fasterTokenizer } from '../../../src/engine/builtin/compromiseTokens.js';

/** Every word of every sentence with its tags, as compromise tagged `text`. */
function tagged(text: string): string {
  const doc = nlp(text) as unknown as { docs: Term[][] };
  return JSON.stringify(
    doc.docs.map((s) => s.map((t) => [t.text, t.pre, t.post, t.normal, [...t.tags].sort()])),
  );
}

interface Term {
  text: string;
  pre: string;
  post: string;
  normal: string;
  tags: Set<string>;
}

describe("fasterTokenizer, fasterSetTag, fasterTagger, fasterRegexTags, fasterFreeze: compromise's tokenizer and tagger, faster", () => {
  it('tags every quality request, its sentences, comma parts and words as compromise does', () => {
    // Phrases of compromise's frozen lexicon, which the freeze step tags.
    const texts = new Set<string>([
      'Excuse me, the prime minister is in the living room.',
      'The cold war ended before the free market spin off.',
      // Words tagged by their look: an email, a URL, a hashtag, a mention, an acronym, times.
      'Write to sam@example.com or see www.example.com/faq, #launch @maya the F.B.I. at 9:15am',
      'Sam, the U.S. office opens at 8am; 3:30 works, #Q3 goals at example.org',
    ]);
    for (const set of ['matrix', 'holdout'] as const) {
      for (const c of loadCases(set, ['professional'])) {
        for (const text of [c.input.context, c.input.additionalNotes ?? '']) {
          texts.add(text);
          for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
            texts.add(sentence);
            for (const part of sentence.split(/,\s+/)) texts.add(part);
          }
          for (const word of text.split(/\s+/)) texts.add(word.toLowerCase());
        }
      }
    }
    const list = [...texts].filter((t) => t !== '');
    // This file does not import nlp.ts, so compromise's own tokenizer, setTag and matcher are
    // still in place here.
    const before = list.map(tagged);
    fasterTokenizer(nlp.world());
    fasterSetTag(nlp.world());
    fasterTagger(nlp.world());
    fasterRegexTags(nlp.world());
    fasterFreeze(nlp);
    // Twice: the second time, the words of the tokens seen come from what the tokenizer kept,
    // and their tags by their look from what the regex tagging kept.
    const after = list.map(tagged);
    const again = list.map(tagged);
    expect(list.length).toBeGreaterThan(1000);
    expect(list.filter((_, i) => after[i] !== before[i])).toEqual([]);
    expect(list.filter((_, i) => again[i] !== before[i])).toEqual([]);
  });
});
