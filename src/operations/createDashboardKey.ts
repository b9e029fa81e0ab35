import { keyView } from '../dashboard/views.js';
import { requireSession } from '../dashboard/session.js';
import { dashboardErrors } from '../http/errors.js';
import { issueKey } from '../keys/keys.js';
import { KeyLimitReachedError } from '../store/store.js';
import type { Handler } from './types.js';

/**
 * A new key for the signed-in account; its plaintext is in this answer and nowhere else.
 * An account at MAX_ACTIVE_KEYS unrevoked keys gets 409 key_limit_reached.
 */
export const createDashboardKey: Handler<'createDashboardKey'> = async function createDashboardKey(
  ctx,
) {
  const { accountId } = requireSession(ctx);
  const max = ctx.deps.config.maxActiveKeys;
  const { record, apiKey } = await issueKey(
    ctx.deps.state,
    ctx.deps.keyring,
    accountId,
    ctx.body.name,
    max,
  ).catch((err: unknown) => {
    throw err instanceof KeyLimitReachedError ? dashboardErrors.keyLimitReached(max) : err;
  });
  return { status: 201, body: { success: true, key: keyView(record), api_key: apiKey } };
};
