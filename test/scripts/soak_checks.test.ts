import { describe, expect, it } from '@jest/globals';
import {
  checkSoak,
  checkStops,
  recoveryTimes,
  type AccountAtEnd,
  type Outcome,
} from '../../scripts/soak/checks.js';

const account = (over: Partial<AccountAtEnd> = {}): AccountAtEnd => ({
  accountId: 'acct_a',
  plan: 'free',
  limit: 3,
  initialCredits: 1000,
  finalCredits: 900,
  recorded: { '2xx': 2, '4xx': 1 },
  ...over,
});

const clean: Outcome[] = [
  {
    accountId: 'acct_a',
    operation: 'generateEmail',
    status: 200,
    at: 10,
    tokensUsed: 60,
    remainingCredits: 940,
  },
  {
    accountId: 'acct_a',
    operation: 'improveEmail',
    status: 200,
    at: 20,
    tokensUsed: 40,
    remainingCredits: 900,
  },
  { accountId: 'acct_a', operation: 'listTemplates', status: 429, at: 30 },
  { accountId: 'acct_a', operation: 'listTemplates', status: 0, at: 35 },
  { accountId: 'acct_a', operation: 'getUsage', status: 503, at: 50 },
];
const outage = [{ from: 40, to: 60 }];

const failing = (outcomes: Outcome[], accounts = [account()], windows = outage) =>
  checkSoak(outcomes, accounts, windows)
    .filter((f) => !f.ok)
    .map((f) => f.check);

describe('the soak checks', () => {
  it('pass a run where everything held', () => {
    expect(failing(clean)).toEqual([]);
  });

  it('catch a 500, and a 503 outside an outage', () => {
    expect(
      failing([...clean, { accountId: 'acct_a', operation: 'getUsage', status: 500, at: 45 }]),
    ).toEqual(['no 500', 'only 503s, and only while Redis was down']);
    expect(failing(clean, [account()], [])).toEqual(['only 503s, and only while Redis was down']);
  });

  it('catch a key admitted over its limit', () => {
    expect(failing(clean, [account({ limit: 1 })])).toEqual(['no key admitted over its limit']);
  });

  it('catch a balance below zero, in the store or in an answer', () => {
    expect(failing(clean, [account({ initialCredits: 80, finalCredits: -20 })])).toContain(
      'no balance below zero',
    );
    const answer = [...clean];
    answer[1] = { ...answer[1]!, remainingCredits: -1 };
    expect(failing(answer)).toEqual(['no balance below zero']);
  });

  it('catch credits spent without a tokens_used to show for them', () => {
    expect(failing(clean, [account({ finalCredits: 890 })])).toEqual([
      'credits spent = sum of tokens_used acknowledged',
    ]);
  });

  it('catch a lost or an extra usage record', () => {
    expect(failing(clean, [account({ recorded: { '2xx': 1, '4xx': 1 } })])).toEqual([
      'one usage record per answered request',
    ]);
    expect(failing(clean, [account({ recorded: { '2xx': 2, '4xx': 2 } })])).toEqual([
      'one usage record per answered request',
    ]);
  });

  it('measures recovery from each restart to the first success after it', () => {
    expect(recoveryTimes(clean, [5, 15])).toEqual([5, 5]);
    expect(recoveryTimes(clean, [25])).toEqual([Number.NaN]);
  });

  it('passes SIGTERM only when every stopped instance exited 0', () => {
    expect(checkStops(0, [0, 0, 0, 0]).ok).toBe(true);
    const killed = checkStops(143, [0, 'SIGKILL', 0, 0]);
    expect(killed.ok).toBe(false);
    expect(killed.detail).toBe(
      'instance 2 mid-traffic exited 143; instance 2 at the end exited SIGKILL',
    );
  });
});
