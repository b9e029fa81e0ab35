/**
 * Picks the state backend for a process. Callers (the service, the admin CLI) go through
 * here so both always talk to the same place.
 */
import { join } from 'node:path';
import { instrumentState } from '../observability/state.js';
import type { PlanCatalog } from '../plans/plans.js';
import { openSqliteState } from './sqlite/index.js';
import type { State } from './store.js';

export interface OpenStateConfig {
  dataDir: string;
  plans: PlanCatalog;
  /** Redis backend: when given, state lives in Redis (or Redis Cluster) instead of the SQLite file. */
  redis?: {
    url?: string;
    clusterNodes?: string[];
    keyPrefix?: string;
    connectTimeoutMs?: number;
    commandTimeoutMs?: number;
    usageRetentionDays?: number;
    onError?: (err: Error) => void;
  };
}

export const SQLITE_FILE_NAME = 'mailwright.db';

export async function openState(config: OpenStateConfig): Promise<State> {
  // The one switch point between backends; nowhere else needs to know which one is in use.
  // Redis backend: imported only when chosen, so the embedded default never loads ioredis.
  if (config.redis) {
    const { openRedisState } = await import('./redis/index.js');
    return instrumentState(await openRedisState({ ...config.redis, plans: config.plans }));
  }
  return instrumentState(
    openSqliteState({ file: join(config.dataDir, SQLITE_FILE_NAME), plans: config.plans }),
  );
}
