import type { OperationContext, Reply } from '../http/context.js';
import { clearedSessionCookie, requireSession } from '../http/session.js';

export async function logOut(ctx: OperationContext): Promise<Reply> {
  await ctx.deps.state.users.deleteSession(requireSession(ctx).id);
  return {
    status: 200,
    body: { success: true },
    headers: { 'Set-Cookie': clearedSessionCookie(ctx.exchange.secure) },
  };
}
