import { keyView } from '../dashboard/views.js';
import { requireSession } from '../http/session.js';
import { issueKey } from '../keys/keys.js';
import type { Handler } from './types.js';

/** A new key for the signed-in account; its plaintext is in this answer and nowhere else. */
export const createDashboardKey: Handler<'createDashboardKey'> = async function createDashboardKey(
  ctx,
) {
  const { accountId } = requireSession(ctx);
  const { record, apiKey } = await issueKey(
    ctx.deps.state,
    ctx.deps.keyring,
    accountId,
    ctx.body.name,
  );
  return { status: 201, body: { success: true, key: keyView(record), api_key: apiKey } };
};
