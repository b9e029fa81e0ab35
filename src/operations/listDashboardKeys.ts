import { keyView } from '../dashboard/views.js';
import { requireSession } from '../http/session.js';
import type { Handler } from './types.js';

/** The signed-in account's keys, newest first. */
export const listDashboardKeys: Handler<'listDashboardKeys'> = async function listDashboardKeys(
  ctx,
) {
  const { accountId } = requireSession(ctx);
  const keys = await ctx.deps.state.accounts.listKeys({ accountId });
  const newestFirst = [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { status: 200, body: { success: true, data: newestFirst.map(keyView) } };
};
