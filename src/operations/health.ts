import type { Handler } from './types.js';

export const getHealth: Handler<'getHealth'> = async function getHealth() {
  return { status: 200, body: { status: 'ok' } };
};

export const getReadiness: Handler<'getReadiness'> = async function getReadiness(ctx) {
  try {
    await ctx.deps.state.ping();
    return { status: 200, body: { status: 'ready', checks: { state: 'ok' } } };
  } catch {
    return { status: 503, body: { status: 'unavailable', checks: { state: 'unavailable' } } };
  }
};
