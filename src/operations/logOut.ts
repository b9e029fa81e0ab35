import { clearedSessionCookie, requireSession } from '../dashboard/session.js';
import type { Handler } from './types.js';

export const logOut: Handler<'logOut'> = async function logOut(ctx) {
  await ctx.deps.state.users.deleteSession(requireSession(ctx).id);
  return {
    status: 200,
    body: { success: true },
    headers: { 'Set-Cookie': clearedSessionCookie(ctx.exchange.secure) },
  };
};
