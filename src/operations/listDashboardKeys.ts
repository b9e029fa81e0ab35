import { keyView } from '../dashboard/views.js';
import type { OperationContext, Reply } from '../http/context.js';
import { requireSession } from '../http/session.js';

/** The signed-in account's keys, newest first. */
export async function listDashboardKeys(ctx: OperationContext): Promise<Reply> {
  const { accountId } = requireSession(ctx);
  const keys = await ctx.deps.state.accounts.listKeys({ accountId });
  const newestFirst = [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { status: 200, body: { success: true, data: newestFirst.map(keyView) } };
}
