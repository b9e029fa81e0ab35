import { requireCaller } from '../http/context.js';
import { accountUsage } from '../usage/account.js';
import type { Handler } from './types.js';

export const getUsage: Handler<'getUsage'> = async function getUsage(ctx) {
  const { account, limit } = requireCaller(ctx);
  return { status: 200, body: await accountUsage(ctx.deps, account, limit, ctx.query) };
};
