/**
 * Credits around a piece of writing: reserve an upper bound first (402 when the balance
 * cannot cover it), settle the exact count after, refund everything when the work fails.
 * A reservation left behind by a crash is returned by the periodic stale sweep.
 */
import type { EngineResult } from '../engine/engine.js';
import type { Balance } from '../store/store.js';
import type { OperationContext } from './context.js';
import { requireCaller } from './context.js';
import { errors } from './errors.js';

export async function charged<T>(
  ctx: OperationContext<unknown, unknown, unknown>,
  estimate: number,
  work: () => Promise<EngineResult<T>>,
): Promise<{ result: EngineResult<T>; balance: Balance }> {
  const { meter } = ctx.deps.state;
  const { account } = requireCaller(ctx);
  const reserved = await meter.reserve(account.id, estimate);
  if (!reserved.ok) throw errors.insufficientCredits(estimate, reserved.balance.total);

  let result: EngineResult<T>;
  try {
    result = await work();
  } catch (err) {
    await meter
      .refund(reserved.reservation.id)
      .catch((refundErr: unknown) =>
        ctx.deps.logger.error(
          { err: refundErr, reservation: reserved.reservation.id },
          'refund failed; the stale sweep will return it',
        ),
      );
    throw err;
  }
  const settled = await meter.settle(reserved.reservation.id, result.tokensUsed);
  ctx.meter.tokens = result.tokensUsed;
  ctx.meter.credits = settled.charged;
  return { result, balance: settled.balance };
}

/** Words as a person counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The bracketed placeholders (`[Recipient Name]`) left for the caller to fill in. */
export function placeholdersIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(/\[[A-Z][A-Za-z ]{1,40}\]/g)) found.add(m[0]);
  return [...found];
}
