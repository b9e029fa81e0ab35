/** Runs a set of cases through an engine and the scorer, and summarizes the results. */
import type { EmailEngine } from '../../src/engine/engine.js';
import {
  CHECKS,
  createScorer,
  type Case,
  type CheckName,
  type ReadabilityBands,
  type Scored,
} from './score.js';

export async function runCases(
  engine: EmailEngine,
  cases: readonly Case[],
  bands: ReadabilityBands,
): Promise<Scored[]> {
  const scorer = createScorer(bands);
  const scored: Scored[] = [];
  for (const c of cases) {
    const { value } = await engine.generate(c.input);
    scored.push(await scorer.score(c, value));
  }
  scorer.compare(scored);
  return scored;
}

export interface Row {
  key: string;
  emails: number;
  clean: number;
  words: number;
  readability: number;
  failures: Record<CheckName, number>;
}

/** One row per value of `keyOf` (tone, purpose …), plus the total last. */
export function summarize(scored: readonly Scored[], keyOf: (s: Scored) => string): Row[] {
  const groups = new Map<string, Scored[]>();
  for (const s of scored) groups.set(keyOf(s), [...(groups.get(keyOf(s)) ?? []), s]);
  const row = (key: string, list: readonly Scored[]): Row => {
    const failures = Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<CheckName, number>;
    for (const s of list)
      for (const check of new Set(s.problems.map((p) => p.check))) failures[check]++;
    const mean = (f: (s: Scored) => number) =>
      Math.round((list.reduce((n, s) => n + f(s), 0) / Math.max(1, list.length)) * 10) / 10;
    return {
      key,
      emails: list.length,
      clean: list.filter((s) => s.problems.length === 0).length,
      words: mean((s) => s.words),
      readability: mean((s) => s.readability),
      failures,
    };
  };
  return [
    ...[...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, l]) => row(k, l)),
    row('all', scored),
  ];
}
