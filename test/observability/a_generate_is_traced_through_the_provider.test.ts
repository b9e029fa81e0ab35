/**
 * The service as a real process with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP
 * receiver (OTLP/HTTP with JSON bodies, as the exporter sends them), writing through the
 * OpenAI engine against a local OpenAI-compatible server.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../src/paths.js';
import { startFakeOpenAI, type FakeServer } from '../support/fake-openai.js';
import { adminJson, spawnService, type ServiceProcess } from '../support/process.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';

jest.setTimeout(300_000);

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

const SERVER = 2;
const CLIENT = 3;
const CONTEXT = 'Quarterly pelican inventory review with the Lisbon aviary';
const PROVIDER_KEY = 'sk-provider-secret-for-the-trace-test';
const UPSTREAM = {
  subject: 'Pelican inventory: next steps',
  content: 'Dear [Recipient Name],\n\nThe pelican count is done.\n\nBest regards,\n[Your Name]',
};

let receiver: Server;
const bodies: string[] = [];
let upstream: FakeServer;
let service: ServiceProcess;
let dataDir: string;
let apiKey: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type'] === 'application/json')
        bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  upstream = await startFakeOpenAI();
  dataDir = makeTempDir('trace');
  const env = {
    DATA_DIR: dataDir,
    BOOTSTRAP_DEV_ACCOUNT: 'false',
    EMAIL_ENGINE: 'openai',
    ENGINE_FALLBACK: 'none',
    OPENAI_BASE_URL: upstream.baseURL,
    OPENAI_API_KEY: PROVIDER_KEY,
    OPENAI_MODEL: 'test-model',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  apiKey = (await adminJson(['create-key', '--plan', 'professional'], env)).api_key;
  service = await spawnService(env, 150_000);
});

afterAll(async () => {
  service?.child.kill('SIGTERM');
  await service?.exited;
  await upstream?.close();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
  if (dataDir) removeTempDir(dataDir);
});

function spansReceived(): OtlpSpan[] {
  return bodies.flatMap((body) =>
    (JSON.parse(body) as any).resourceSpans.flatMap((r: any) =>
      r.scopeSpans.flatMap((s: any) => s.spans as OtlpSpan[]),
    ),
  );
}

const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value && Object.values(value)[0];
};

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends one trace per generate: the request, its store calls, the engine call and the provider call', async () => {
    upstream.script({ reply: UPSTREAM });
    const requestId = 'trace-test-request-0001';
    const res = await fetch(`${service.url}/v1/generate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: JSON.stringify({
        context: CONTEXT,
        tone: 'professional',
        recipient: 'client',
        purpose: 'follow_up',
      }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).engine).toBe('openai');

    const end = Date.now() + 30_000;
    let request: OtlpSpan | undefined;
    let trace: OtlpSpan[] = [];
    // The request span ends last; wait until it and its children have been exported.
    while (Date.now() < end) {
      request = spansReceived().find((s) => attr(s, 'mailwright.request_id') === requestId);
      trace = request ? spansReceived().filter((s) => s.traceId === request!.traceId) : [];
      if (
        trace.some((s) => s.kind === CLIENT) &&
        trace.some((s) => s.name === 'store meter.settle')
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(request).toBeDefined();
    expect(request!.kind).toBe(SERVER);
    expect(request!.name).toBe('POST generateEmail');
    expect(attr(request!, 'mailwright.operation')).toBe('generateEmail');

    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const under = (span: OtlpSpan, ancestor: OtlpSpan): boolean => {
      for (let p = span.parentSpanId; p; p = byId.get(p)?.parentSpanId)
        if (p === ancestor.spanId) return true;
      return false;
    };
    const names = trace.map((s) => s.name);
    for (const store of ['store state.admitKey', 'store meter.reserve', 'store meter.settle']) {
      const span = trace.find((s) => s.name === store);
      expect([store, span && under(span, request!)]).toEqual([store, true]);
      expect(attr(span!, 'mailwright.store.backend')).toBe('sqlite');
    }
    const engine = trace.find((s) => s.name === 'engine generate');
    expect(engine && under(engine, request!)).toBe(true);
    expect(attr(engine!, 'mailwright.engine')).toBe('openai');
    const provider = trace.find((s) => s.kind === CLIENT);
    expect(provider && under(provider, engine!)).toBe(true);
    expect(String(attr(provider!, 'url.full'))).toContain(`${upstream.baseURL}/chat/completions`);
    expect(names.filter((n) => n === 'engine generate')).toHaveLength(1);

    // Nothing of the email, the caller's key or the provider's key left the process.
    const exported = bodies.join('\n');
    for (const secret of [CONTEXT, 'pelican', apiKey, PROVIDER_KEY, UPSTREAM.subject])
      expect([secret, exported.includes(secret)]).toEqual([secret, false]);
  });
});

describe('tracing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const run = promisify(execFile);
  // Loads what main.ts loads before serving, then lists the OpenTelemetry SDK modules read.
  const probe = [
    "await import('./src/observability/preload.ts');",
    "await import('./src/app.ts');",
    "await import('./src/bootstrap.ts');",
    "const { createRequire } = await import('node:module');",
    "const cache = createRequire(process.cwd() + '/').cache;",
    'console.log(Object.keys(cache).filter((k) => /@opentelemetry[\\\\/](sdk|exporter|instrumentation)/.test(k)).length);',
  ].join('\n');
  const sdkModulesLoaded = async (env: Record<string, string>) => {
    const root = projectRoot();
    const { stdout } = await run(
      join(root, 'node_modules', '.bin', 'tsx'),
      ['--input-type=module', '--eval', probe],
      { cwd: root, env: { ...process.env, ...env } },
    );
    return Number(stdout.trim());
  };

  it('loads no SDK module at all (and does when tracing is on)', async () => {
    const off = { ...process.env } as Record<string, string>;
    delete off.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete off.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
    expect(await sdkModulesLoaded(off)).toBe(0);
    expect(
      await sdkModulesLoaded({ ...off, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }),
    ).toBeGreaterThan(10);
  });
});
