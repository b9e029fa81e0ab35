/**
 * Whether Redis keeps what the service writes on disk. Keys, balances and usage records
 * live only in Redis; a Redis that neither appends (AOF) nor snapshots (RDB) loses all of
 * them on restart. Checked once at start-up, on every master; a Redis that forbids CONFIG
 * (some managed services rename it) is reported as unchecked.
 */
import type { Logger } from 'pino';
import type { RedisConfig } from '../../config.js';
import { connect, disconnect, type RedisClient } from './connection.js';

export interface Persistence {
  node: string;
  appendonly: string;
  appendfsync: string;
  save: string;
}

export type Verdict = 'aof' | 'rdb_only' | 'none';

export function verdict(p: Pick<Persistence, 'appendonly' | 'save'>): Verdict {
  if (p.appendonly === 'yes') return 'aof';
  return p.save.trim() === '' ? 'none' : 'rdb_only';
}

async function readPersistence(client: RedisClient): Promise<Persistence[]> {
  const nodes = 'nodes' in client ? client.nodes('master') : [client];
  return Promise.all(
    nodes.map(async (node) => {
      const get = async (name: string) =>
        String(((await node.config('GET', name)) as string[])[1] ?? '');
      return {
        node: `${node.options.host ?? '127.0.0.1'}:${node.options.port ?? 6379}`,
        appendonly: await get('appendonly'),
        appendfsync: await get('appendfsync'),
        save: await get('save'),
      };
    }),
  );
}

/** Logs a warning for every master that would lose the service's records on restart. */
export async function checkRedisPersistence(redis: RedisConfig, logger: Logger): Promise<void> {
  let client: RedisClient | undefined;
  try {
    client = await connect({ ...redis, onError: () => {} });
    for (const p of await readPersistence(client)) {
      const kind = verdict(p);
      if (kind === 'aof') logger.info({ redis: p }, 'redis persistence: append-only file');
      else if (kind === 'none')
        logger.warn(
          { redis: p },
          'Redis keeps nothing on disk (appendonly no, save ""): a Redis restart loses every key, balance and usage record; set appendonly yes',
        );
      else
        logger.warn(
          { redis: p },
          'Redis keeps only RDB snapshots: a crash loses the credits and usage written since the last one; set appendonly yes',
        );
    }
  } catch (err) {
    logger.warn(
      { err: (err as Error).message },
      'could not check Redis persistence (CONFIG GET refused or Redis unreachable); make sure appendonly is yes',
    );
  } finally {
    if (client) await disconnect(client);
  }
}
