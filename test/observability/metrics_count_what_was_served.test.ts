import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parsePrometheus, total, type Sample } from '../support/prometheus.js';
import { startService, type TestService } from '../support/service.js';

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-for-the-test';
let service: TestService;

beforeAll(async () => {
  service = await startService({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await service.close();
});

async function scrape(): Promise<Sample[]> {
  const res = await service.request('GET', '/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return parsePrometheus(res.text);
}

const generateBody = {
  context: 'Follow up on the proposal meeting',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
};

describe('GET /metrics', () => {
  it('needs METRICS_TOKEN as a bearer token when it is set', async () => {
    const none = await service.request('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('invalid_metrics_token');
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await service.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('mailwright_');
  });

  it('counts every request by operation and status, and the credits, limits and replays behind them', async () => {
    const pro = await service.createKey({ plan: 'professional', credits: 100_000 });
    const tight = await service.createKey({
      plan: 'enterprise',
      limit: { requests: 5, windowSeconds: 3600 },
    });
    const before = await scrape();

    const sent = new Map<string, number>();
    const tally = (operation: string, status: number) => {
      const k = `${operation} ${status}`;
      sent.set(k, (sent.get(k) ?? 0) + 1);
    };
    const send = async (operation: string, method: string, path: string, opts = {}) => {
      const res = await service.request(method, path, opts);
      tally(operation, res.status);
      return res;
    };

    const key = { key: pro.apiKey };
    const tokens: number[] = [];
    await Promise.all([
      ...Array.from({ length: 12 }, () =>
        send('listTemplates', 'GET', '/v1/templates?limit=2', key),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        send('getTemplate', 'GET', `/v1/templates/no-such-template-${i}`, key),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        send('generateEmail', 'POST', '/v1/generate', {
          ...key,
          body: { ...generateBody, variation: i },
        }).then((r) => tokens.push(r.body.usage.tokens_used)),
      ),
      ...Array.from({ length: 3 }, () =>
        send('generateEmail', 'POST', '/v1/generate', {
          ...key,
          body: { ...generateBody, tone: 'loud' },
        }),
      ),
      ...Array.from({ length: 6 }, () =>
        send('listTemplates', 'GET', '/v1/templates', { key: `mw_test_${'x'.repeat(43)}` }),
      ),
      send('none', 'GET', '/no/such/route'),
    ]);
    // The tight key's limit: 5 admitted, then 429s counted for its plan.
    for (let i = 0; i < 8; i++)
      await send('listTemplates', 'GET', '/v1/templates?limit=1', { key: tight.apiKey });
    // The same Idempotency-Key twice: the second answer is a replay and costs nothing.
    const idem = { ...key, headers: { 'idempotency-key': 'metrics-test-1' }, body: generateBody };
    tokens.push((await send('generateEmail', 'POST', '/v1/generate', idem)).body.usage.tokens_used);
    const replay = await send('generateEmail', 'POST', '/v1/generate', idem);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const after = await scrape();
    const delta = (name: string, match: Record<string, string> = {}) =>
      total(after, name, match) - total(before, name, match);

    expect(sent.get('listTemplates 429')).toBe(3);
    for (const [k, count] of sent) {
      const [operation, status] = k.split(' ') as [string, string];
      // The pair names the operation and status that disagree.
      expect([k, delta('mailwright_http_requests_total', { operation, status })]).toEqual([
        k,
        count,
      ]);
    }
    const sentTotal = [...sent.values()].reduce((a, b) => a + b, 0);
    // Every request sent, plus the scrape that took `before` (the one taking `after` is still running).
    expect(delta('mailwright_http_requests_total')).toBe(sentTotal + 1);
    expect(delta('mailwright_http_request_duration_seconds_count')).toBe(sentTotal + 1);
    expect(
      delta('mailwright_http_request_duration_seconds_count', {
        operation: 'generateEmail',
        status_class: '4xx',
      }),
    ).toBe(3);
    expect(total(after, 'mailwright_http_requests_in_flight')).toBe(1);

    expect(delta('mailwright_rate_limited_total', { plan: 'enterprise' })).toBe(3);
    expect(delta('mailwright_idempotent_replays_total', { operation: 'generateEmail' })).toBe(1);

    // Five pieces of writing: four generates and the first idempotent one.
    const spent = tokens.reduce((a, b) => a + b, 0);
    expect(delta('mailwright_credits_settled_total')).toBe(spent);
    expect(delta('mailwright_credits_reserved_total')).toBe(
      delta('mailwright_credits_settled_total') + delta('mailwright_credits_refunded_total'),
    );
    expect(delta('mailwright_store_duration_seconds_count', { call: 'meter.reserve' })).toBe(5);
    expect(delta('mailwright_store_duration_seconds_count', { backend: 'sqlite' })).toBeGreaterThan(
      sentTotal,
    );
    expect(
      delta('mailwright_engine_duration_seconds_count', {
        engine: 'builtin',
        kind: 'generate',
        outcome: 'ok',
      }),
    ).toBe(5);
    expect(total(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts engine calls that stream, and closes the open-stream gauge after them', async () => {
    const k = await service.createKey({ plan: 'professional', credits: 100_000 });
    const before = await scrape();
    const res = await fetch(`${service.url}/v1/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${k.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...generateBody, stream: true }),
    });
    expect(await res.text()).toContain('event: done');
    const after = await scrape();
    expect(total(after, 'mailwright_sse_streams_open')).toBe(0);
    expect(
      total(after, 'mailwright_engine_duration_seconds_count', { kind: 'generate_stream' }) -
        total(before, 'mailwright_engine_duration_seconds_count', { kind: 'generate_stream' }),
    ).toBe(1);
  });
});
