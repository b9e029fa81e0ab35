import type { components, operations } from '../../generated/openapi.js';
import type { OperationContext, Reply } from '../http/context.js';
import { requireCaller } from '../http/context.js';
import { METERED_OPERATIONS, resolveWindow, summarize } from '../usage/report.js';

type Query = NonNullable<operations['getUsage']['parameters']['query']>;
type Response = components['schemas']['UsageReport'];

export async function getUsage(ctx: OperationContext<unknown, Query>): Promise<Reply> {
  const { account, limit } = requireCaller(ctx);
  const { meter } = ctx.deps.state;
  const now = new Date();
  const window = resolveWindow({ ...ctx.query, now });
  const [rows, rate, balance] = await Promise.all([
    meter.usageRows(account.id, window.start, window.end),
    meter.peek(account.id, limit, now),
    meter.balance(account.id, now),
  ]);
  const plan = ctx.deps.plans[account.plan];
  const response: Response = {
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
  return { status: 200, body: response };
}
