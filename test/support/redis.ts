/**
 * Real Redis for tests: the shared server at REDIS_URL (with a key prefix per run), and
 * `redis-server` processes of a test's own on free ports, alone or as a 3-master cluster,
 * for tests that stop and restart Redis or need a cluster.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createConnection, createServer } from 'node:net';
import { promisify } from 'node:util';
import { Cluster, Redis } from 'ioredis';
import { track } from './children.js';
import { makeTempDir, removeTempDir } from './tmp.js';

const run = promisify(execFile);

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other run uses, e.g. `mwtest:3f9a1c0b:`. */
export function uniquePrefix(label = 'mwtest'): string {
  return `${label}:${randomBytes(4).toString('hex')}:`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free now, and (for cluster nodes) whose bus port, port + 10000, is free
 * too. Picked at random from a range well away from the usual services.
 */
export async function freePort(options: { withBusPort?: boolean } = {}): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if (!(await portIsFree(port))) continue;
    if (options.withBusPort && !(await portIsFree(port + 10_000))) continue;
    return port;
  }
  throw new Error('no free port found');
}

/** Sends PING over a raw socket: true when the server answers +PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface RedisServer {
  port: number;
  url: string;
  process: ChildProcess;
  /** Stops the process (SIGKILL by default: an outage, not a shutdown) and waits for it. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `redis-server` on `port` (a free one when not given), without persistence. */
export async function startRedisServer(
  options: { port?: number; dir?: string; args?: string[] } = {},
): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const dir = options.dir ?? makeTempDir('redis');
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      ...(options.args ?? []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  track(child, `redis-server on port ${port}`);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  try {
    await waitFor(`redis-server on port ${port}`, async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
      return answersPing(port);
    });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    process: child,
    async stop(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      if (options.dir === undefined) removeTempDir(dir);
    },
  };
}

export interface RedisCluster {
  /** `127.0.0.1:<port>` of every master. */
  nodes: string[];
  stop(): Promise<void>;
}

/** Three masters, no replicas, slots spread by `redis-cli --cluster create`. */
export async function startRedisCluster(masters = 3): Promise<RedisCluster> {
  const dir = makeTempDir('redis-cluster');
  const servers: RedisServer[] = [];
  try {
    for (let i = 0; i < masters; i++) {
      const port = await freePort({ withBusPort: true });
      servers.push(
        await startRedisServer({
          port,
          dir,
          args: [
            '--cluster-enabled',
            'yes',
            '--cluster-config-file',
            `${dir}/nodes-${port}.conf`,
            '--cluster-node-timeout',
            '2000',
          ],
        }),
      );
    }
    const nodes = servers.map((s) => `127.0.0.1:${s.port}`);
    await run('redis-cli', [
      '--cluster',
      'create',
      ...nodes,
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    await waitFor(
      'cluster_state:ok on every node',
      async () => {
        const states = await Promise.all(
          servers.map(async (s) => {
            const { stdout } = await run('redis-cli', ['-p', String(s.port), 'cluster', 'info']);
            return stdout.includes('cluster_state:ok');
          }),
        );
        return states.every(Boolean);
      },
      15_000,
    );
    return {
      nodes,
      async stop() {
        await Promise.all(servers.map((s) => s.stop()));
        removeTempDir(dir);
      },
    };
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    removeTempDir(dir);
    throw err;
  }
}

/** Deletes every key under `prefix`: on a cluster, SCAN runs on each master. */
export async function deleteKeysByPrefix(
  target: { url: string } | { clusterNodes: string[] },
  prefix: string,
): Promise<number> {
  const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  const sweep = async (node: Redis): Promise<number> => {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      // One key per DEL: keys from different slots cannot share a command on a cluster.
      const counts = await Promise.all(keys.map((key) => node.del(key)));
      deleted += counts.reduce((sum, n) => sum + n, 0);
    } while (cursor !== '0');
    return deleted;
  };
  if ('url' in target) {
    const client = new Redis(target.url);
    try {
      return await sweep(client);
    } finally {
      await client.quit();
    }
  }
  const cluster = new Cluster(
    target.clusterNodes.map((node) => {
      const [host, port] = node.split(':');
      return { host: host!, port: Number(port) };
    }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      cluster.once('ready', resolve);
      cluster.once('error', reject);
    });
    const counts = await Promise.all(cluster.nodes('master').map(sweep));
    return counts.reduce((sum, n) => sum + n, 0);
  } finally {
    await cluster.quit();
  }
}
