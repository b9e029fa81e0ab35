/**
 * One ioredis client for the whole process: `Redis` for a single server, `Redis.Cluster`
 * for a cluster. The options make an outage fail fast instead of piling up work: no
 * offline queue (a command sent while disconnected is rejected at once), one retry per
 * command, a timeout on every command (`armCommandTimeouts`); and reconnect with a capped
 * backoff so the service recovers by itself when Redis comes back.
 */
import {
  Cluster,
  Redis,
  type ChainableCommander,
  type ClusterNode,
  type Command,
  type RedisOptions,
} from 'ioredis';

export type RedisClient = Redis | Cluster;

export interface ConnectOptions {
  url?: string;
  clusterNodes?: string[];
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  onError: (err: Error) => void;
}

/** Longest pause between reconnect attempts: how long after Redis returns we may still wait. */
const MAX_RECONNECT_DELAY_MS = 1000;

const DISCONNECT_TIMEOUT_MS = 100;

function backoff(attempt: number): number {
  return Math.min(50 * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
}

function commonOptions(options: ConnectOptions): RedisOptions {
  return {
    connectTimeout: options.connectTimeoutMs,
    // No `commandTimeout`: armCommandTimeouts times commands instead (see there why).
    maxRetriesPerRequest: 1,
    // Commands issued in the same turn of the event loop (the steps of many concurrent
    // requests) go out as one pipeline: one write and one read instead of one each. Every
    // script command must be defined before the first command is sent (see limits.ts).
    enableAutoPipelining: true,
    // How long disconnect() waits for the socket to close before destroying it. We only
    // disconnect when giving up on a connection, and ioredis arms this timer even for a
    // socket that is already gone, so its default (2 s) would hold a closing process (the
    // admin CLI, a test) open for that long after an outage.
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
    // RESP2: plain arrays and strings, the shapes our scripts and rate-limiter-flexible
    // parse, and understood by every Redis version and Redis-compatible server.
    protocol: 2,
  };
}

/** `host:port` or `redis://[user:pass@]host:port`. */
interface SeedNode {
  host: string;
  port: number;
  username?: string;
  password?: string;
}

function clusterNode(text: string): SeedNode {
  const url = new URL(text.includes('://') ? text : `redis://${text}`);
  return {
    host: url.hostname,
    port: url.port === '' ? 6379 : Number(url.port),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
  };
}

/** The address for an error message: a password in the URL must not reach the logs. */
function withoutPassword(text: string): string {
  try {
    const url = new URL(text.includes('://') ? text : `redis://${text}`);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable Redis address)';
  }
}

function createClient(options: ConnectOptions): RedisClient {
  const common = commonOptions(options);
  if (options.clusterNodes && options.clusterNodes.length > 0) {
    const nodes = options.clusterNodes.map(clusterNode);
    const credentials = nodes.find((n) => n.password !== undefined);
    const seeds: ClusterNode[] = nodes.map(({ host, port }) => ({ host, port }));
    return new Cluster(seeds, {
      enableOfflineQueue: false,
      clusterRetryStrategy: backoff,
      slotsRefreshTimeout: options.connectTimeoutMs,
      redisOptions: {
        ...common,
        ...(credentials ? { username: credentials.username, password: credentials.password } : {}),
      },
    });
  }
  return new Redis(options.url ?? 'redis://127.0.0.1:6379', {
    ...common,
    enableOfflineQueue: false,
    retryStrategy: backoff,
  });
}

/**
 * Fails a command that Redis has not answered within `ms`, like ioredis's `commandTimeout`,
 * but never one whose reply is already waiting to be read. ioredis's timeout is a plain
 * timer; when the event loop is blocked for longer than the timeout (a CPU-heavy request,
 * the builtin engine loading its models, a machine short of CPU), the timers phase that
 * ends the block runs before the poll phase that reads the socket, so a command Redis
 * answered in a millisecond fails as "Command timed out" and its request gets a 503. Here
 * the timer first gives pending I/O one turn of the loop (`setImmediate` runs after the
 * poll phase), and only a command still unanswered then times out.
 */
function armCommandTimeouts(client: RedisClient, ms: number): void {
  const armed = new WeakSet<Command>();
  const send = client.sendCommand.bind(client) as (command: Command, ...rest: unknown[]) => unknown;
  const timeOut = (command: Command) => {
    if (!command.isSettled) command.reject(new Error('Command timed out'));
  };
  // A cluster sends a command again after a redirection or a reconnect: one timer per command.
  client.sendCommand = (command: Command, ...rest: unknown[]) => {
    if (!armed.has(command)) {
      armed.add(command);
      const timer = setTimeout(() => setImmediate(timeOut, command), ms);
      const clear = () => clearTimeout(timer);
      command.promise.then(clear, clear);
    }
    return send(command, ...rest);
  };
}

/** A connected client, or an error naming what did not answer within the connect timeout. */
export async function connect(options: ConnectOptions): Promise<RedisClient> {
  const client = createClient(options);
  armCommandTimeouts(client, options.commandTimeoutMs);
  let lastError: Error | undefined;
  client.on('error', (err: Error) => {
    lastError = err;
    options.onError(err);
  });
  const where = options.clusterNodes?.length
    ? `cluster ${options.clusterNodes.map(withoutPassword).join(', ')}`
    : withoutPassword(options.url ?? 'redis://127.0.0.1:6379');
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const cause = lastError ? `: ${lastError.message}` : '';
        reject(
          new Error(
            `Redis at ${where} did not answer within ${options.connectTimeoutMs} ms${cause}`,
          ),
        );
      }, options.connectTimeoutMs);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  } catch (err) {
    client.disconnect();
    throw err;
  }
  return client;
}

/** Quits politely when connected; otherwise just drops the connection and stops reconnecting. */
export async function disconnect(client: RedisClient): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

/** Runs a MULTI or pipeline and fails when any command in it failed. */
export async function execAll(batch: ChainableCommander): Promise<unknown[]> {
  const results = await batch.exec();
  if (results === null) throw new Error('Redis transaction was aborted');
  return results.map(([err, value]) => {
    if (err) throw err;
    return value;
  });
}
