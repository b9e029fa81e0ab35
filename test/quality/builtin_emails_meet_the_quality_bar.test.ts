/**
 * The quality harness's thresholds, on the main matrix (content/quality/matrix.yaml) and
 * on the held-out set (content/quality/holdout.yaml): no leftovers, no misspellings, no
 * repeated words or a/an errors, every fact kept, greeting first and sign-off last, a
 * real subject, readability and length inside their bands, and no two requests with the
 * same body. `npm run quality` prints the same numbers as tables.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createBuiltinEngine } from '../../src/engine/builtin/index.js';
import { readTones } from '../../src/engine/builtin/data.js';
import { loadCases, loadReadabilityBands, type SetName } from '../../src/quality/cases.js';
import { runCases } from '../../src/quality/run.js';
import { sharedShare, trigrams, type CheckName, type Scored } from '../../src/quality/score.js';

const HELD: readonly CheckName[] = [
  'spelling',
  'repeated',
  'article',
  'leftover',
  'fact',
  'structure',
  'subject',
  'readability',
  'length',
];

/**
 * Tone distinctness is not yet held for every pair: short emails are mostly the caller's
 * own facts, and a purpose's lines still repeat between tones that draw the same variant.
 * These ceilings (measured: 17% of matrix emails, 7% of held-out ones; before: 36% and 32%) stop it from
 * getting worse; the goal (docs/quality.md) is zero.
 */
const MAX_TOO_ALIKE_SHARE = 0.18;
const MAX_MEAN_SHARED_TRIGRAMS = 0.33;
/** Machine-made wording (scorer `wording`): measured 51 problems on the matrix, 1 held-out. */
const MAX_WORDING_SLIPS = { matrix: 51, holdout: 1 } as const;

const results = {} as Record<SetName, Scored[]>;

beforeAll(async () => {
  const engine = await createBuiltinEngine();
  const tones = Object.keys(readTones().tones);
  const bands = loadReadabilityBands();
  for (const set of ['matrix', 'holdout'] as const) {
    results[set] = await runCases(engine, loadCases(set, tones), bands);
  }
});

const failures = (set: SetName, check: CheckName) =>
  results[set].flatMap((s) =>
    s.problems.filter((p) => p.check === check).map((p) => `${s.case.id}: ${p.detail}`),
  );

describe.each(['matrix', 'holdout'] as const)('the %s set', (set) => {
  it('is large enough to mean something', () => {
    expect(results[set].length).toBeGreaterThanOrEqual(set === 'matrix' ? 300 : 60);
  });

  it.each(HELD)('has no %s problem in any email', (check) => {
    expect(failures(set, check)).toEqual([]);
  });

  it('keeps machine-made wording within its ceiling', () => {
    expect(failures(set, 'wording').length).toBeLessThanOrEqual(MAX_WORDING_SLIPS[set]);
  });

  it('never gives two different requests the same body', () => {
    expect(failures(set, 'distinct').filter((f) => f.includes('same body'))).toEqual([]);
  });

  it('writes each request differently in different tones, within the ceilings', () => {
    const alike = new Set(
      results[set]
        .filter((s) => s.problems.some((p) => p.check === 'distinct'))
        .map((s) => s.case.id),
    );
    expect(alike.size / results[set].length).toBeLessThanOrEqual(MAX_TOO_ALIKE_SHARE);
    const shares: number[] = [];
    const groups = new Map<string, Scored[]>();
    for (const s of results[set])
      groups.set(s.case.group, [...(groups.get(s.case.group) ?? []), s]);
    for (const members of groups.values()) {
      for (let i = 0; i < members.length; i++)
        for (let j = i + 1; j < members.length; j++)
          shares.push(
            sharedShare(
              trigrams(members[i]?.email.content ?? ''),
              trigrams(members[j]?.email.content ?? ''),
            ),
          );
    }
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    expect(mean).toBeLessThan(MAX_MEAN_SHARED_TRIGRAMS);
  });
});
