import type { OperationContext, Reply } from '../http/context.js';

export async function getHealth(): Promise<Reply> {
  return { status: 200, body: { status: 'ok' } };
}

export async function getReadiness(ctx: OperationContext): Promise<Reply> {
  try {
    await ctx.deps.state.ping();
    return { status: 200, body: { status: 'ready', checks: { state: 'ok' } } };
  } catch {
    return { status: 503, body: { status: 'unavailable', checks: { state: 'unavailable' } } };
  }
}
