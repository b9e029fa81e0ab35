/**
 * What the soak checks, from what the clients saw and what the store holds at the end.
 * Pure functions over plain records, so each rule has a fast test of its own
 * (test/scripts/soak_checks.test.ts).
 */

export interface Outcome {
  accountId: string;
  operation: string;
  /** HTTP status, or 0 when no answer came (connection refused, reset or timed out). */
  status: number;
  /** When the response arrived (ms since the traffic started). */
  at: number;
  /** `usage.tokens_used` of a 200 from generate or improve. */
  tokensUsed?: number;
  /** `usage.remaining_credits` of a 200 from generate or improve. */
  remainingCredits?: number;
}

export interface AccountAtEnd {
  accountId: string;
  plan: string;
  /** Requests the plan admits per window; the whole soak runs inside one window. */
  limit: number;
  initialCredits: number;
  finalCredits: number;
  /** Usage records per status class, as the store counted them. */
  recorded: Record<string, number>;
}

export interface Window {
  from: number;
  to: number;
}

export interface Finding {
  check: string;
  ok: boolean;
  detail: string;
}

/** Statuses that show the request passed the plan limit (a 503 may or may not have). */
const ADMITTED = (status: number) =>
  status >= 200 && status < 500 && status !== 429 && status !== 401;

const statusClass = (status: number) => `${Math.trunc(status / 100)}xx`;

export function checkSoak(
  outcomes: Outcome[],
  accounts: AccountAtEnd[],
  redisDown: Window[],
): Finding[] {
  const byAccount = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const list = byAccount.get(o.accountId) ?? [];
    list.push(o);
    byAccount.set(o.accountId, list);
  }
  const of = (id: string) => byAccount.get(id) ?? [];
  const during = (at: number) => redisDown.some((w) => at >= w.from && at <= w.to);
  const findings: Finding[] = [];
  const add = (check: string, bad: string[], good: string) =>
    findings.push({ check, ok: bad.length === 0, detail: bad.length ? bad.join('; ') : good });

  add(
    'no 500',
    outcomes
      .filter((o) => o.status === 500)
      .map((o) => `${o.operation} at ${(o.at / 1000).toFixed(1)} s`)
      .slice(0, 5),
    `0 of ${outcomes.length} answers`,
  );

  const fiveXx = outcomes.filter((o) => o.status >= 500);
  add(
    'only 503s, and only while Redis was down',
    fiveXx
      .filter((o) => o.status !== 503 || !during(o.at))
      .map((o) => `${o.status} ${o.operation} at ${(o.at / 1000).toFixed(1)} s`)
      .slice(0, 8),
    `${fiveXx.length} answers 5xx, all 503 inside an outage`,
  );

  add(
    'no key admitted over its limit',
    accounts
      .map((a) => ({ a, admitted: of(a.accountId).filter((o) => ADMITTED(o.status)).length }))
      .filter(({ a, admitted }) => admitted > a.limit)
      .map(({ a, admitted }) => `${a.accountId} (${a.plan}) admitted ${admitted} > ${a.limit}`),
    `${accounts.filter((a) => of(a.accountId).some((o) => o.status === 429)).length} of ${accounts.length} accounts reached their limit; none went past it`,
  );

  const negative = [
    ...accounts
      .filter((a) => a.finalCredits < 0)
      .map((a) => `${a.accountId} ends at ${a.finalCredits}`),
    ...outcomes
      .filter((o) => (o.remainingCredits ?? 0) < 0)
      .map((o) => `${o.accountId} answered ${o.remainingCredits}`),
  ];
  add('no balance below zero', negative, 'every balance and every remaining_credits ≥ 0');

  add(
    'credits spent = sum of tokens_used acknowledged',
    accounts
      .map((a) => {
        const acknowledged = of(a.accountId).reduce((sum, o) => sum + (o.tokensUsed ?? 0), 0);
        return { a, acknowledged, spent: a.initialCredits - a.finalCredits };
      })
      .filter(({ acknowledged, spent }) => acknowledged !== spent)
      .map(
        ({ a, acknowledged, spent }) =>
          `${a.accountId} spent ${spent}, acknowledged ${acknowledged}`,
      ),
    `${accounts.reduce((s, a) => s + a.initialCredits - a.finalCredits, 0)} credits spent, all acknowledged`,
  );

  add(
    'one usage record per answered request',
    accounts.flatMap((a) => {
      const answered: Record<string, number> = {};
      for (const o of of(a.accountId))
        if (o.status !== 0 && o.status !== 401 && o.status !== 503)
          answered[statusClass(o.status)] = (answered[statusClass(o.status)] ?? 0) + 1;
      return ['2xx', '4xx'].flatMap((c) =>
        (answered[c] ?? 0) === (a.recorded[c] ?? 0)
          ? []
          : [`${a.accountId} ${c}: ${answered[c] ?? 0} answered, ${a.recorded[c] ?? 0} recorded`],
      );
    }),
    'per account and status class, records = answers (503s excluded: see the table)',
  );
  return findings;
}

/**
 * A SIGTERM stops an instance cleanly: it exits 0 once its in-flight requests and usage
 * records are done, both the one stopped mid-traffic and each one stopped at the end.
 */
export function checkStops(
  midTraffic: number | string | null,
  atEnd: (number | string | null)[],
): Finding {
  const bad = [
    ...(midTraffic === 0 ? [] : [`instance 2 mid-traffic exited ${midTraffic}`]),
    ...atEnd.flatMap((code, i) =>
      code === 0 ? [] : [`instance ${i + 1} at the end exited ${code}`],
    ),
  ];
  return {
    check: 'SIGTERM exits 0',
    ok: bad.length === 0,
    detail: bad.length
      ? bad.join('; ')
      : `instance 2 mid-traffic and all ${atEnd.length} at the end exited 0`,
  };
}

/**
 * Time from each Redis restart to the first success that followed it, in ms; the time
 * the service needed to notice Redis was back and serve again.
 */
export function recoveryTimes(outcomes: Outcome[], restarts: number[]): number[] {
  const successes = outcomes
    .filter((o) => o.status >= 200 && o.status < 300)
    .map((o) => o.at)
    .sort((a, b) => a - b);
  return restarts.map((at) => {
    const first = successes.find((s) => s >= at);
    return first === undefined ? Number.NaN : first - at;
  });
}
