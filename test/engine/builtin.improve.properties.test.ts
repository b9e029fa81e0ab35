/**
 * Properties of improve over any combination of kinds and tones on realistic drafts: the
 * facts survive, nothing is left over or newly misspelled, the greeting and sender stay,
 * and improving the result again changes next to nothing. Clean drafts come back (nearly)
 * as they were, and the summary says they were in good shape.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createBuiltinEngine } from '../../src/engine/builtin/index.js';
import { loadVocabulary } from '../../src/engine/builtin/vocabulary.js';
import type { EmailEngine, ImproveInput, ImprovedEmail } from '../../src/engine/engine.js';
import {
  ALL_DRAFTS,
  CLEAN_DRAFTS,
  KINDS,
  damage,
  fullText,
  lostFacts,
  newLeftovers,
  newMisspellings,
} from './builtin.improve.drafts.js';

const TONES = loadVocabulary().tones;
const DEFAULT_KINDS = ['grammar', 'spelling', 'clarity', 'concise'];
/** A second pass may still find this many things (a split sentence now long enough to list). */
const SECOND_PASS_MAX_CHANGES = 2;

let engine: EmailEngine;

beforeAll(async () => {
  engine = await createBuiltinEngine();
});

const improve = async (input: ImproveInput): Promise<ImprovedEmail> =>
  (await engine.improve(input)).value;

/** The improved email as a draft again: its subject as a `Subject:` line. */
const asDraft = (result: ImprovedEmail) =>
  result.subject === undefined ? result.content : `Subject: ${result.subject}\n\n${result.content}`;

describe('builtin improve — properties', () => {
  it('the kinds and tones every combination can ask for are the API’s', () => {
    expect([...KINDS].sort()).toEqual([...loadVocabulary().improvements].sort());
  });

  it('keeps every fact, adds no leftovers or misspellings, and keeps greeting and sender, for any kinds and tone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_DRAFTS),
        fc.subarray([...KINDS], { minLength: 1 }),
        fc.option(fc.constantFrom(...TONES), { nil: undefined }),
        async (draft, improvements, tone) => {
          const result = await improve({
            content: draft.content,
            improvements,
            ...(tone !== undefined && { tone }),
          });
          expect({ improvements, tone, damage: damage(draft, result) }).toEqual({
            improvements,
            tone,
            damage: [],
          });
          // Only the kinds asked for, and what any reader fixes (spelling, grammar).
          const allowed = [...(improvements as string[]), 'spelling', 'grammar'];
          expect(result.changes.every((c) => allowed.includes(c.kind))).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('changes next to nothing when its own output is improved again', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_DRAFTS),
        fc.subarray([...KINDS], { minLength: 1 }),
        fc.option(fc.constantFrom(...TONES), { nil: undefined }),
        async (draft, improvements, tone) => {
          const input = { improvements, ...(tone !== undefined && { tone }) };
          const first = await improve({ ...input, content: draft.content });
          const again = await improve({ ...input, content: asDraft(first) });
          const few = again.changes.length <= SECOND_PASS_MAX_CHANGES;
          expect({ improvements, tone, secondPass: few ? 'few' : again.changes }).toEqual({
            improvements,
            tone,
            secondPass: 'few',
          });
          expect(lostFacts(draft.content, again)).toEqual([]);
          expect(newLeftovers(draft.content, again)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('with every kind and no tone, a second pass changes nothing at all', async () => {
    for (const draft of ALL_DRAFTS) {
      const first = await improve({ content: draft.content, improvements: [...KINDS] });
      const again = await improve({ content: asDraft(first), improvements: [...KINDS] });
      expect({ draft: draft.title, changes: again.changes }).toEqual({
        draft: draft.title,
        changes: [],
      });
      expect({ draft: draft.title, damage: damage(draft, first) }).toEqual({
        draft: draft.title,
        damage: [],
      });
    }
  });
});

describe('builtin improve — clean drafts', () => {
  it.each(CLEAN_DRAFTS.map((d) => [d.split('\n')[0] ?? '', d] as const))(
    '%s: nothing to change for the default kinds, and the summary says so',
    async (_subject, content) => {
      const result = await improve({ content, improvements: DEFAULT_KINDS });
      expect(result.changes).toEqual([]);
      expect(asDraft(result)).toBe(content);
      expect(result.summary).toMatch(/already in good shape/);
      expect(result.stats?.before).toEqual(result.stats?.after);
    },
  );

  it.each(CLEAN_DRAFTS.map((d) => [d.split('\n')[0] ?? '', d] as const))(
    '%s: at most small touches under every kind, and a summary that lists them',
    async (_subject, content) => {
      const result = await improve({ content, improvements: [...KINDS] });
      expect(result.changes.length).toBeLessThanOrEqual(2);
      // The summary says what changed, and nothing else.
      expect(result.summary?.split('. ')[0]).toBe(
        result.changes.length === 0
          ? 'The draft was already in good shape; no changes were needed.'
          : `${result.changes.length} change${result.changes.length === 1 ? '' : 's'}: ${result.changes.length} ${result.changes[0]?.kind.replace(/_/g, ' ')}`,
      );
      expect(lostFacts(content, result)).toEqual([]);
      expect(newLeftovers(content, result)).toEqual([]);
      expect(newMisspellings(content, result)).toEqual([]);
      expect(fullText(result).length).toBeLessThanOrEqual(content.length * 1.1);
    },
  );
});
