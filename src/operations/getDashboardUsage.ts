import { requireSession } from '../dashboard/session.js';
import { effectiveLimit } from '../plans/plans.js';
import { accountUsage } from '../usage/account.js';
import type { Handler } from './types.js';

/** GET /v1/usage's report for the signed-in account; reading it counts toward no limit. */
export const getDashboardUsage: Handler<'getDashboardUsage'> = async function getDashboardUsage(
  ctx,
) {
  const { accountId } = requireSession(ctx);
  const account = await ctx.deps.state.accounts.getAccount(accountId);
  if (!account) throw new Error(`session of a missing account ${accountId}`);
  const limit = effectiveLimit(ctx.deps.plans, account.plan, account.rateLimit);
  return { status: 200, body: await accountUsage(ctx.deps, account, limit, ctx.query) };
};
