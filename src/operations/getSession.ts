import { sessionView } from '../dashboard/views.js';
import { requireSession } from '../dashboard/session.js';
import type { Handler } from './types.js';

export const getSession: Handler<'getSession'> = async function getSession(ctx) {
  const session = requireSession(ctx);
  const { users, accounts } = ctx.deps.state;
  const [user, account] = await Promise.all([
    users.getUser(session.userId),
    accounts.getAccount(session.accountId),
  ]);
  if (!user || !account) throw new Error(`session ${session.userId} lost its user or account`);
  return { status: 200, body: sessionView(user, account, session) };
};
