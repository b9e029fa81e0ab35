/**
 * One account's usage report, as GET /v1/usage and GET /dashboard/api/usage both answer
 * it: the stored rows summarised over the window, the plan's rate-limit state and the
 * credit balance.
 */
import type { components, operations } from '../../generated/openapi.js';
import type { Deps } from '../http/context.js';
import type { RateLimit } from '../plans/plans.js';
import type { Account } from '../store/store.js';
import { METERED_OPERATIONS, resolveWindow, summarize } from './report.js';

export type UsageQuery = NonNullable<operations['getUsage']['parameters']['query']>;
export type UsageReport = components['schemas']['UsageReport'];

export async function accountUsage(
  deps: Pick<Deps, 'state' | 'plans'>,
  account: Account,
  limit: RateLimit,
  query: UsageQuery,
): Promise<UsageReport> {
  const { meter } = deps.state;
  const now = new Date();
  const window = resolveWindow({ ...query, now });
  const [rows, rate, balance] = await Promise.all([
    meter.usageRows(account.id, window.start, window.end),
    meter.peek(account.id, limit, now),
    meter.balance(account.id, now),
  ]);
  const plan = deps.plans[account.plan];
  return {
    success: true,
    period: {
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      granularity: window.granularity,
    },
    ...summarize(rows, window, METERED_OPERATIONS),
    rate_limit: {
      limit: rate.limit,
      remaining: rate.remaining,
      window_seconds: limit.windowSeconds,
      reset_at: rate.resetAt.toISOString(),
    },
    credits: {
      remaining: balance.total,
      monthly_allowance: plan.monthlyCredits,
      allowance_remaining: balance.allowance,
      purchased: balance.purchased,
      allowance_period: balance.period,
    },
    plan: { id: plan.id, name: plan.name },
  };
}
