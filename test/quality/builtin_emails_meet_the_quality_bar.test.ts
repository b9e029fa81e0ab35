/**
 * The quality harness's thresholds, on the main matrix (content/quality/matrix.yaml and
 * matrix-found.yaml) and on the held-out set (holdout.yaml, holdout-requests.yaml,
 * readthrough.yaml): no leftovers, no misspellings, no repeated words or a/an errors, no
 * machine-made wording, every fact kept, greeting first and sign-off last, a subject that
 * names the topic and ends on a whole phrase, the reader named in the context written to
 * as "you", readability inside the tone's band, no more words than the length allows, no
 * sentence shared by more than two purposes, tones that differ in greeting, ask or
 * sign-off, and no two requests with the same body. `npm run quality` prints the same
 * numbers as tables.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createBuiltinEngine } from '../../src/engine/builtin/index.js';
import { readTones } from '../../src/engine/builtin/data.js';
import { loadCases, loadReadabilityBands, type SetName } from '../../tools/quality/cases.js';
import { runCases } from '../../tools/quality/run.js';
import { CHECKS, type CheckName, type Scored } from '../../tools/quality/score.js';

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
    expect(results[set].length).toBeGreaterThanOrEqual(set === 'matrix' ? 300 : 100);
  });

  it.each(CHECKS)('has no %s problem in any email', (check) => {
    expect(failures(set, check)).toEqual([]);
  });
});
