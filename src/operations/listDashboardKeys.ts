import { keyView } from '../dashboard/views.js';
import { requireSession } from '../dashboard/session.js';
import type { Handler } from './types.js';

/** The signed-in account's keys, newest first, a page at a time (like listTemplates). */
export const listDashboardKeys: Handler<'listDashboardKeys'> = async function listDashboardKeys(
  ctx,
) {
  const { accountId } = requireSession(ctx);
  const limit = ctx.query.limit ?? 20;
  const offset = ctx.query.offset ?? 0;
  const keys = await ctx.deps.state.accounts.listKeys({ accountId });
  const newestFirst = [...keys].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  const page = newestFirst.slice(offset, offset + limit);
  return {
    status: 200,
    body: {
      success: true,
      data: page.map(keyView),
      pagination: {
        total: keys.length,
        limit,
        offset,
        has_more: offset + page.length < keys.length,
      },
    },
  };
};
