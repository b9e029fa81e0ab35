import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestKey, type TestService } from '../support/service.js';

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'free', credits: 500 });
});
afterAll(() => service.close());

const usage = (query = '') => service.request('GET', `/v1/usage${query}`, { key: key.apiKey });

/** Usage records are written when a response finishes; give them that moment. */
const recorded = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('GET /v1/usage — happy path', () => {
  it('counts every request by operation and status class, with tokens and credits', async () => {
    const gen = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: {
        context: 'Team offsite next Friday',
        tone: 'friendly',
        recipient: 'team',
        purpose: 'announcement',
      },
    });
    expect(gen.status).toBe(200);
    await service.request('GET', '/v1/templates', { key: key.apiKey });
    await service.request('GET', '/v1/templates/nope-nope', { key: key.apiKey });
    await service.request('POST', '/v1/generate', { key: key.apiKey, body: { tone: 'x' } });
    await recorded();

    const res = await usage('?period=day');
    expect(res.status).toBe(200);
    const { totals, operations } = res.body;
    expect(operations.generateEmail.requests).toBe(2);
    expect(operations.generateEmail.by_status).toEqual({ '2xx': 1, '4xx': 1, '5xx': 0 });
    expect(operations.generateEmail.tokens).toBe(gen.body.usage.tokens_used);
    expect(operations.generateEmail.credits).toBe(gen.body.usage.tokens_used);
    expect(operations.listTemplates.requests).toBe(1);
    expect(operations.getTemplate.by_status['4xx']).toBe(1);
    expect(operations.improveEmail.requests).toBe(0);
    expect(totals.requests).toBe(4);
    expect(totals.tokens).toBe(gen.body.usage.tokens_used);
  });

  it('returns a series with every bucket present, empty ones as zeros', async () => {
    const day = await usage('?period=day');
    expect(day.body.period.granularity).toBe('hour');
    expect(day.body.series).toHaveLength(24);
    expect(
      day.body.series.filter((b: { requests: number }) => b.requests === 0).length,
    ).toBeGreaterThanOrEqual(22);
    const sum = day.body.series.reduce((n: number, b: { requests: number }) => n + b.requests, 0);
    expect(sum).toBe(day.body.totals.requests);

    const week = await usage('?period=week&granularity=day');
    expect(week.body.series).toHaveLength(7);
    const month = await usage();
    expect(month.body.period.granularity).toBe('day');
    expect(month.body.series).toHaveLength(30);
    const hourly = await usage('?period=week&granularity=hour');
    expect(hourly.body.series).toHaveLength(168);
  });

  it('reports the rate-limit state, the balance and the plan', async () => {
    const res = await usage();
    expect(res.body.plan).toEqual({ id: 'free', name: 'Free' });
    expect(res.body.rate_limit.limit).toBe(100);
    expect(res.body.rate_limit.window_seconds).toBe(86400);
    expect(res.body.rate_limit.remaining).toBe(Number(res.headers.get('ratelimit-remaining')));
    const balance = await service.deps.state.meter.balance(key.accountId);
    expect(res.body.credits.remaining).toBe(balance.total);
    expect(res.body.credits.purchased).toBe(500);
    expect(res.body.credits.monthly_allowance).toBe(50000);
  });

  it('accepts a custom span', async () => {
    const end = new Date();
    const start = new Date(end.getTime() - 3 * 3600_000);
    const res = await usage(
      `?granularity=hour&start=${start.toISOString()}&end=${end.toISOString()}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.series).toHaveLength(3);
  });
});
