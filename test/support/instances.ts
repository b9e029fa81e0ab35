/**
 * Two service processes sharing one Redis, the way an operator runs several instances
 * behind a load balancer, with keys made by the admin CLI against that same Redis.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminJson, spawnService, type ServiceProcess } from './process.js';
import { deleteKeysByPrefix, REDIS_URL, uniquePrefix } from './redis.js';

export interface Instances {
  urls: string[];
  env: Record<string, string>;
  prefix: string;
  createKey(args?: string[]): Promise<{ account_id: string; key_id: string; api_key: string }>;
  stop(): Promise<void>;
}

export async function startInstances(count = 2, redisUrl = REDIS_URL): Promise<Instances> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-instances-'));
  const prefix = uniquePrefix();
  const env = {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    DATA_DIR: dataDir,
    KEY_SECRET: 'a-shared-secret-of-at-least-32-characters',
    BOOTSTRAP_DEV_ACCOUNT: 'false',
  };
  const processes: ServiceProcess[] = [];
  try {
    for (let i = 0; i < count; i++) processes.push(await spawnService(env));
  } catch (err) {
    for (const p of processes) p.child.kill('SIGKILL');
    throw err;
  }
  return {
    urls: processes.map((p) => p.url),
    env,
    prefix,
    createKey: (args = []) => adminJson(['create-key', ...args], env),
    async stop() {
      for (const p of processes) p.child.kill('SIGTERM');
      await Promise.all(processes.map((p) => p.exited));
      await deleteKeysByPrefix({ url: redisUrl }, prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(
  url: string,
  apiKey: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url + path, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
