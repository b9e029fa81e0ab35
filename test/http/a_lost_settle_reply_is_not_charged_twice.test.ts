/**
 * A settle that ran in the store but whose reply never came back (a Redis command that timed
 * out on this side still runs there) is tried again: the caller gets the real charge, is
 * charged once, and no request is answered with an error after its credits were taken.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import pino from 'pino';
import type { Deps, OperationContext } from '../../src/http/context.js';
import { reserveCredits } from '../../src/http/credits.js';
import { openSqliteState } from '../../src/store/sqlite/index.js';
import type { State } from '../../src/store/store.js';
import { CONFORMANCE_PLANS } from '../store/conformance.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';

const dir = makeTempDir('lost-settle');
let state: State;

beforeAll(async () => {
  state = await openSqliteState({ file: join(dir, 'state.db'), plans: CONFORMANCE_PLANS });
});

afterAll(async () => {
  await state.close();
  removeTempDir(dir);
});

/** The store's own meter, except that the first `lost` settles run and then fail. */
function contextLosing(lost: number, accountId: string) {
  let settles = 0;
  const meter = {
    ...state.meter,
    settle: async (...args: Parameters<State['meter']['settle']>) => {
      settles += 1;
      const result = await state.meter.settle(...args);
      if (settles <= lost) throw new Error('Command timed out');
      return result;
    },
  };
  const ctx = {
    deps: { state: { ...state, meter }, logger: pino({ level: 'silent' }) } as unknown as Deps,
    caller: { account: { id: accountId } },
  } as unknown as OperationContext<unknown, unknown, unknown>;
  return { ctx, settles: () => settles };
}

describe('settling credits', () => {
  it('answers the real charge and charges once when the first reply is lost', async () => {
    const account = await state.accounts.createAccount({ plan: 'free' });
    const before = (await state.meter.balance(account.id)).total;
    const { ctx, settles } = contextLosing(1, account.id);

    const held = await reserveCredits(ctx, 40);
    const { balance, consumed } = await held.settle(25);

    expect(settles()).toBe(2);
    expect(consumed).toEqual({ tokens: 25, credits: 25 });
    expect(balance.total).toBe(before - 25);
    expect((await state.meter.balance(account.id)).total).toBe(before - 25);
  });

  it('gives up after a bounded number of tries while the store stays away', async () => {
    const account = await state.accounts.createAccount({ plan: 'free' });
    const { ctx, settles } = contextLosing(100, account.id);

    const held = await reserveCredits(ctx, 40);
    await expect(held.settle(25)).rejects.toThrow('Command timed out');
    expect(settles()).toBe(4);
  });
});
