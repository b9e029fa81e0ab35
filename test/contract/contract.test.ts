/**
 * The same client-side checks, run against the Prism mock of the spec and against the
 * real server: a client written against the mock works against the service.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import addFormatsPlugin from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import { specFile, loadSpec } from '../../src/http/spec.js';
import { generateApiKey } from '../../src/keys/keys.js';
import { projectRoot } from '../../src/paths.js';
import { track } from '../support/children.js';
import { startService, type TestService } from '../support/service.js';

// ajv-formats is CommonJS: its default export is the plugin function itself.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

interface Target {
  /** The service itself, not a mock: exact statuses and messages are checked too. */
  real: boolean;
  url: string;
  key: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startPrism(): Promise<Target> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(projectRoot(), 'node_modules', '.bin', 'prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(port), specFile()],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  track(child, 'Prism');
  const exited = once(child, 'exit');
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Prism did not start:\n${log}`));
    }, 30_000);
    const look = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
  });
  return {
    real: false,
    url: `http://127.0.0.1:${port}`,
    // Prism checks only that a bearer token is present; any well-formed key will do.
    key: generateApiKey('mw_test_'),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startReal(): Promise<Target> {
  const service: TestService = await startService();
  const key = await service.createKey({ plan: 'professional' });
  return { real: true, url: service.url, key: key.apiKey, stop: () => service.close() };
}

/** The client's own view of the contract: a validator built from the spec file alone. */
const client = new OpenAPIBackend({
  definition: loadSpec(),
  strict: true,
  quick: false,
  customizeAjv: (ajv: Parameters<typeof addFormats>[0]) => {
    addFormats(ajv);
    return ajv;
  },
});

async function call(
  target: Target,
  operationId: string,
  method: string,
  path: string,
  options: { body?: unknown; auth?: boolean } = {},
) {
  const headers: Record<string, string> = {};
  if (options.auth !== false) headers.authorization = `Bearer ${target.key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(target.url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await res.json()) as any;
  const result = client.validateResponse(body, operationId, res.status);
  expect(result.errors ?? []).toEqual([]);
  return { status: res.status, body };
}

const EXAMPLE = {
  context: 'Follow up on project proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
  additional_notes: 'Meeting was yesterday, they seemed interested',
};

beforeAll(() => client.init());

describe.each([
  ['the Prism mock', startPrism],
  ['the real server', startReal],
])('contract checks against %s', (_name, start) => {
  let target: Target;
  beforeAll(async () => {
    target = await start();
  }, 60_000);
  afterAll(() => target.stop());

  it('generateEmail: the original example', async () => {
    const res = await call(target, 'generateEmail', 'POST', '/v1/generate', { body: EXAMPLE });
    expect(res.status).toBe(200);
    expect(res.body.email.word_count).toBe(res.body.email.content.trim().split(/\s+/).length);
  });

  it('improveEmail', async () => {
    const res = await call(target, 'improveEmail', 'POST', '/v1/improve', {
      body: {
        content: 'Hi,\n\nI recieved the the file.\n\nThanks',
        improvements: ['spelling', 'grammar'],
      },
    });
    expect(res.status).toBe(200);
  });

  it('listTemplates and getTemplate', async () => {
    const list = await call(target, 'listTemplates', 'GET', '/v1/templates?limit=5');
    expect(list.status).toBe(200);
    expect(list.body.templates.length).toBeGreaterThan(0);
    const one = await call(
      target,
      'getTemplate',
      'GET',
      `/v1/templates/${list.body.templates[0].id}`,
    );
    expect(one.status).toBe(200);
  });

  it('getUsage', async () => {
    const res = await call(target, 'getUsage', 'GET', '/v1/usage?period=week&granularity=day');
    expect(res.status).toBe(200);
  });

  it('401 without a key, a documented 4xx for a bad tone, both in the envelope', async () => {
    const unauthorized = await call(target, 'generateEmail', 'POST', '/v1/generate', {
      body: EXAMPLE,
      auth: false,
    });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body.error.code).toBe('invalid_api_key');
    const bad = await call(target, 'generateEmail', 'POST', '/v1/generate', {
      body: { ...EXAMPLE, tone: 'bad' },
    });
    // Prism answers any invalid request with the operation's 422 when one is documented
    // (here: idempotency_key_reused), so a client can rely on "a documented 4xx error
    // envelope"; the service itself says exactly 400 and names the parameter.
    expect([400, 422]).toContain(bad.status);
    expect(bad.body.success).toBe(false);
    if (target.real) {
      expect(bad.status).toBe(400);
      expect(bad.body.error.param).toBe('tone');
    }
  });
});
