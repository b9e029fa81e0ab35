/**
 * Credits around a piece of writing: reserve an upper bound first (402 when the balance
 * cannot cover it), settle the exact count after, refund everything when the work fails
 * (a streamed answer the caller cut short settles what was used instead).
 * A reservation left behind by a crash is returned by the periodic stale sweep.
 */

/**
 * A settle whose reply was lost (a store command that timed out on this side may still
 * have run) is tried again: settling is idempotent and a repeat answers what the first
 * one charged, so the caller is never charged for an answer it did not get.
 */
const SETTLE_RETRY = { retries: 3, minTimeout: 50, maxTimeout: 500, randomize: true } as const;

/**
 * The tries after a first one that failed, with p-retry's backoff. The first try is a plain
 * call: nearly every settle succeeds at once, and p-retry's set-up on every request (its
 * options, checks and timers) was paid for nothing.
 */
async function settleAgain<T>(settle: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_RETRY.minTimeout));
  return pRetry(settle, { ...SETTLE_RETRY, retries: SETTLE_RETRY.retries - 1 });
}
import pRetry from 'p-retry';
import type { EngineResult } from '../engine/engine.js';
import type { Balance } from '../store/store.js';
import type { Consumption, OperationContext } from './context.js';
import { requireCaller } from './context.js';
import { errors } from './errors.js';

export async function charged<T>(
  ctx: OperationContext<unknown, unknown, unknown>,
  estimate: number,
  work: () => Promise<EngineResult<T>>,
): Promise<{ result: EngineResult<T>; balance: Balance; consumed: Consumption }> {
  const held = await reserveCredits(ctx, estimate);
  let result: EngineResult<T>;
  try {
    result = await work();
  } catch (err) {
    await held.refund();
    throw err;
  }
  return { result, ...(await held.settle(result.tokensUsed)) };
}

export interface HeldCredits {
  /** Charges `tokensUsed`: the balance left, and what was consumed for the usage record. */
  settle(tokensUsed: number): Promise<{ balance: Balance; consumed: Consumption }>;
  /** Returns the whole reservation; a failure to do so is logged, not thrown. */
  refund(): Promise<void>;
}

/**
 * The reservation alone, for work whose end is not one awaited call (a streamed answer
 * settles when its stream ends). 402 when the balance cannot cover `estimate`.
 */
export async function reserveCredits(
  ctx: OperationContext<unknown, unknown, unknown>,
  estimate: number,
): Promise<HeldCredits> {
  const { meter } = ctx.deps.state;
  const { account } = requireCaller(ctx);
  const reserved = await meter.reserve(account.id, estimate);
  if (!reserved.ok) throw errors.insufficientCredits(estimate, reserved.balance.total);
  const id = reserved.reservation.id;
  return {
    async settle(tokensUsed) {
      const settle = () => meter.settle(id, tokensUsed);
      const settled = await settle().catch(() => settleAgain(settle));
      return {
        balance: settled.balance,
        consumed: { tokens: tokensUsed, credits: settled.charged },
      };
    },
    async refund() {
      await meter
        .refund(id)
        .catch((err: unknown) =>
          ctx.deps.logger.error(
            { err, reservation: id },
            'refund failed; the stale sweep will return it',
          ),
        );
    },
  };
}
