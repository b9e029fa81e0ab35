/**
 * Picks the state backend for a process. Callers (the service, the admin CLI) go through
 * here so both always talk to the same place.
 */
import { join } from 'node:path';
import type { PlanCatalog } from '../plans/plans.js';
import { openSqliteState } from './sqlite/index.js';
import type { State } from './store.js';

export interface OpenStateConfig {
  dataDir: string;
  plans: PlanCatalog;
}

export const SQLITE_FILE_NAME = 'mailwright.db';

export async function openState(config: OpenStateConfig): Promise<State> {
  // The one switch point between backends: the Redis backend (chosen when REDIS_URL is set)
  // is added here, and nowhere else needs to know which one is in use.
  return openSqliteState({ file: join(config.dataDir, SQLITE_FILE_NAME), plans: config.plans });
}
