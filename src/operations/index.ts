/** Every operationId of the spec and the handler that serves it. */
import type { OperationHandler } from '../http/context.js';
import { createDashboardKey } from './createDashboardKey.js';
import { generateEmail } from './generateEmail.js';
import { getDashboardUsage } from './getDashboardUsage.js';
import { getSession } from './getSession.js';
import { getTemplate } from './getTemplate.js';
import { getUsage } from './getUsage.js';
import { getHealth, getReadiness } from './health.js';
import { getMetrics } from './getMetrics.js';
import { improveEmail } from './improveEmail.js';
import { listDashboardKeys } from './listDashboardKeys.js';
import { listTemplates } from './listTemplates.js';
import { logIn } from './logIn.js';
import { logOut } from './logOut.js';
import { revokeDashboardKey } from './revokeDashboardKey.js';
import { signUp } from './signUp.js';

export const operations: Record<string, OperationHandler> = {
  generateEmail,
  improveEmail,
  listTemplates,
  getTemplate,
  getUsage,
  getHealth,
  getReadiness,
  getMetrics,
  signUp,
  logIn,
  logOut,
  getSession,
  listDashboardKeys,
  createDashboardKey,
  revokeDashboardKey,
  getDashboardUsage,
} as Record<string, OperationHandler>;
