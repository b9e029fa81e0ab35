/**
 * The shared backend: any number of service instances (and the admin CLI) on one Redis or
 * Redis Cluster. Every step that must be atomic is one Lua script or MULTI on a single
 * account's slot (see keys.ts for the layout), so the same code runs on both.
 */
import type { PlanCatalog, RateLimit } from '../../plans/plans.js';
import { composeMeter, guardAvailability, throttleId, type State } from '../store.js';
import { RedisAccountStore } from './accounts.js';
import { connect, disconnect, type RedisClient } from './connection.js';
import { RedisCredits } from './credits.js';
import { RedisIdempotency } from './idempotency.js';
import { RedisKeys } from './keys.js';
import { redisLimits } from './limits.js';
import { defineScripts } from './scripts.js';
import { RedisUsage } from './usage.js';
import { RedisUserStore } from './users.js';

export interface RedisStateOptions {
  /** `redis://[user:pass@]host:port[/db]` of a single server; default `redis://127.0.0.1:6379`. */
  url?: string;
  /** Seed nodes (`host:port` or `redis://…`) of a Redis Cluster; when given, `url` is not used. */
  clusterNodes?: string[];
  plans: PlanCatalog;
  /** Put in front of every key; default `mw:`. Must not contain `{` or `}`. */
  keyPrefix?: string;
  /** How long to wait for a connection (and for the first one at start-up); default 2000. */
  connectTimeoutMs?: number;
  /** How long one command may take before it fails; default 1000. */
  commandTimeoutMs?: number;
  /** How long hourly usage counters are kept; default 400 days. */
  usageRetentionDays?: number;
  /**
   * Connection errors (refused, reset, timed out) as they happen, for logging. Callers see
   * them anyway as rejected calls; this only makes them visible while nobody is calling.
   */
  onError?: (err: Error) => void;
}

export const REDIS_DEFAULTS = {
  keyPrefix: 'mw:',
  connectTimeoutMs: 2000,
  commandTimeoutMs: 1000,
  usageRetentionDays: 400,
} as const;

export async function openRedisState(options: RedisStateOptions): Promise<State> {
  const keys = new RedisKeys(options.keyPrefix ?? REDIS_DEFAULTS.keyPrefix);
  const client = await connect({
    url: options.url,
    clusterNodes: options.clusterNodes,
    connectTimeoutMs: options.connectTimeoutMs ?? REDIS_DEFAULTS.connectTimeoutMs,
    commandTimeoutMs: options.commandTimeoutMs ?? REDIS_DEFAULTS.commandTimeoutMs,
    onError: options.onError ?? (() => {}),
  });
  const scripts = defineScripts(client);

  const limits = redisLimits(client, keys);
  const credits = new RedisCredits(client, scripts, keys, options.plans);
  const usage = new RedisUsage(
    client,
    scripts,
    keys,
    options.usageRetentionDays ?? REDIS_DEFAULTS.usageRetentionDays,
  );
  const meter = composeMeter({ limits, credits, usage });

  const unavailable = (err: unknown) => isUnavailable(client, err);
  const accounts = new RedisAccountStore(client, scripts, keys, options.plans, limits);
  const guardedAccounts = guardAvailability(accounts, unavailable);
  const throttles = guardAvailability(
    {
      admit: (name: string, limit: RateLimit, subject: string) =>
        limits.admit(throttleId(name, subject), limit),
      peek: (name: string, limit: RateLimit, subject: string) =>
        limits.peek(throttleId(name, subject), limit),
    },
    unavailable,
  );
  return {
    backend: 'redis',
    accounts: guardedAccounts,
    admitKey: (hash, limitOf) => guardedAccounts.admitKey(hash, limitOf),
    meter: guardAvailability(meter, unavailable),
    idempotency: guardAvailability(new RedisIdempotency(scripts, keys), unavailable),
    users: guardAvailability(new RedisUserStore(client, keys, accounts), unavailable),
    throttle: (name, limit, subject) => throttles.admit(name, limit, subject),
    peekThrottle: (name, limit, subject) => throttles.peek(name, limit, subject),
    ping: () => ping(client),
    close: () => disconnect(client),
  };
}

/** Every master must answer: on a cluster, one missing master means some accounts cannot be served. */
async function ping(client: RedisClient): Promise<void> {
  if (client.status !== 'ready') throw new Error(`Redis connection is ${client.status}`);
  if ('nodes' in client) {
    const masters = client.nodes('master');
    if (masters.length === 0) throw new Error('Redis Cluster has no reachable master');
    await Promise.all(masters.map((node) => node.ping()));
    return;
  }
  await client.ping();
}

/**
 * Errors that mean "Redis cannot be reached now" rather than a bug: anything while the
 * connection is not ready, and ioredis's own timeout and retry errors. A ReplyError (a
 * script or command Redis refused) while connected is a bug and stays one.
 */
function isUnavailable(client: RedisClient, err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'ReplyError') return client.status !== 'ready';
  if (client.status !== 'ready') return true;
  return (
    err.name === 'MaxRetriesPerRequestError' ||
    err.name === 'ClusterAllFailedError' ||
    /command timed out|connection is closed|enableOfflineQueue|not ready|ECONNRE|ETIMEDOUT|EPIPE/i.test(
      err.message,
    )
  );
}
