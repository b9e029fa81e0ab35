/**
 * Starts the real service in-process on a free port with its own temp data dir, and a
 * client whose every response is checked against the OpenAPI spec: a response the spec
 * does not describe fails the test that received it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import { buildDeps } from '../../src/bootstrap.js';
import { answerClientErrors } from '../../src/http/clientError.js';
import { loadConfig } from '../../src/config.js';
import type { Deps } from '../../src/http/context.js';
import { issueKey } from '../../src/keys/keys.js';
import type { PlanId, RateLimit } from '../../src/plans/plans.js';
import { register } from './children.js';
import { createSpecChecker, type SpecChecker } from './spec.js';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  key?: string | null;
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestKey {
  accountId: string;
  keyId: string;
  apiKey: string;
}

export interface TestService {
  url: string;
  deps: Deps;
  dataDir: string;
  spec: SpecChecker;
  createKey(options?: { plan?: PlanId; credits?: number; limit?: RateLimit }): Promise<TestKey>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export async function startService(env: Record<string, string> = {}): Promise<TestService> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mailwright-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BOOTSTRAP_DEV_ACCOUNT: 'false',
    ...env,
  });
  const deps = await buildDeps(config, pino({ level: 'silent' }));
  // The service loads its engine after it listens; a test's first request should not wait.
  await deps.engine.warmUp?.();
  const { app, api, settled } = await createApp(deps);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  answerClientErrors(server);
  let closed!: () => void;
  register(
    {
      what: `the in-process service on ${JSON.stringify(server.address())}`,
      running: () => server.listening,
      kill: () => {
        server.closeAllConnections();
        server.close();
      },
    },
    new Promise<void>((resolve) => (closed = resolve)),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const spec = createSpecChecker(api);

  return {
    url,
    deps,
    dataDir,
    spec,
    async createKey({ plan = 'free', credits = 0, limit } = {}) {
      const account = await deps.state.accounts.createAccount({
        plan,
        credits,
        rateLimit: limit ?? null,
      });
      const { record, apiKey } = await issueKey(deps.state, deps.keyring, account.id, 'test');
      return { accountId: account.id, keyId: record.id, apiKey };
    },
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.key) headers.authorization ??= `Bearer ${options.key}`;
      let body: string | Buffer | undefined = options.raw;
      if (body === undefined && options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      // Pages (HTML, CSS, JS) are not JSON; the spec checker says when that is wrong.
      const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
      const parsed = text === '' || !json ? undefined : JSON.parse(text);
      spec.check({ method, path, status: res.status, headers: res.headers, body: parsed });
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await settled();
      await deps.state.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      closed();
    },
  };
}
