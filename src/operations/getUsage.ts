import type { OperationContext, Reply } from '../http/context.js';
import { requireCaller } from '../http/context.js';
import { accountUsage, type UsageQuery } from '../usage/account.js';

export async function getUsage(ctx: OperationContext<unknown, UsageQuery>): Promise<Reply> {
  const { account, limit } = requireCaller(ctx);
  return { status: 200, body: await accountUsage(ctx.deps, account, limit, ctx.query) };
}
