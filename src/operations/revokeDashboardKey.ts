import { keyView } from '../dashboard/views.js';
import { requireSession } from '../dashboard/session.js';
import { dashboardErrors } from '../http/errors.js';
import type { Handler } from './types.js';

/**
 * Revokes one of the signed-in account's keys. Another account's key is "not found", like
 * an unknown id, so ids cannot be probed. Keys are looked up in the store on every /v1
 * request (no cache), so the key fails everywhere from the moment this answers.
 */
export const revokeDashboardKey: Handler<'revokeDashboardKey'> = async function revokeDashboardKey(
  ctx,
) {
  const { accountId } = requireSession(ctx);
  const { accounts } = ctx.deps.state;
  const key = await accounts.getKey(ctx.params.id);
  if (!key || key.accountId !== accountId) throw dashboardErrors.keyNotFound(ctx.params.id);
  const revoked = await accounts.revokeKey(key.id);
  if (!revoked) throw dashboardErrors.keyNotFound(ctx.params.id);
  return { status: 200, body: { success: true, key: keyView(revoked) } };
};
