/** Every operationId of the spec and the handler that serves it. */
import type { OperationHandler } from '../http/context.js';
import { generateEmail } from './generateEmail.js';
import { getTemplate } from './getTemplate.js';
import { getUsage } from './getUsage.js';
import { getHealth, getReadiness } from './health.js';
import { improveEmail } from './improveEmail.js';
import { listTemplates } from './listTemplates.js';

export const operations: Record<string, OperationHandler> = {
  generateEmail,
  improveEmail,
  listTemplates,
  getTemplate,
  getUsage,
  getHealth,
  getReadiness,
} as Record<string, OperationHandler>;
