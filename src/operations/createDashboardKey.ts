import type { components } from '../../generated/openapi.js';
import { keyView } from '../dashboard/views.js';
import type { OperationContext, Reply } from '../http/context.js';
import { requireSession } from '../http/session.js';
import { issueKey } from '../keys/keys.js';

type Body = components['schemas']['NewDashboardKey'];

/** A new key for the signed-in account; its plaintext is in this answer and nowhere else. */
export async function createDashboardKey(ctx: OperationContext<Body>): Promise<Reply> {
  const { accountId } = requireSession(ctx);
  const { record, apiKey } = await issueKey(
    ctx.deps.state,
    ctx.deps.keyring,
    accountId,
    ctx.body.name,
  );
  return { status: 201, body: { success: true, key: keyView(record), api_key: apiKey } };
}
