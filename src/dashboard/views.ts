/** The JSON shapes of the dashboard API, from the store's records. */
import type { components } from '../../generated/openapi.js';
import type { Deps, JsonReply } from '../http/context.js';
import { sessionCookie } from './session.js';
import type { Account, ApiKeyRecord, Session, User } from '../store/store.js';

type Schemas = components['schemas'];

export function keyView(key: ApiKeyRecord): Schemas['DashboardKey'] {
  return {
    id: key.id,
    name: key.name,
    hint: key.hint,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

export function sessionView(
  user: User,
  account: Account,
  session: Session,
): Schemas['DashboardSession'] {
  return {
    success: true,
    user: { id: user.id, email: user.email, created_at: user.createdAt.toISOString() },
    account: {
      id: account.id,
      name: account.name,
      plan: account.plan,
      created_at: account.createdAt.toISOString(),
    },
    csrf_token: session.csrfToken,
  };
}

/** Starts a session for the user and answers with it and its cookie. */
export async function signedIn(
  deps: Deps,
  user: User,
  status: 200 | 201,
  secure: boolean,
): Promise<JsonReply<Schemas['DashboardSession']>> {
  const session = await deps.state.users.createSession(user.id, deps.config.dashboardSessionTtlMs);
  const account = await deps.state.accounts.getAccount(user.accountId);
  if (!account) throw new Error(`user ${user.id} has no account ${user.accountId}`);
  return {
    status,
    body: sessionView(user, account, session),
    headers: { 'Set-Cookie': sessionCookie(session, secure) },
  };
}
