import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type TestService } from '../support/service.js';

let service: TestService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('POST /v1/improve — security', () => {
  it('needs a valid, unrevoked key', async () => {
    const body = { content: 'Hello there' };
    expect((await service.request('POST', '/v1/improve', { body })).status).toBe(401);
    const key = await service.createKey();
    expect((await service.request('POST', '/v1/improve', { key: key.apiKey, body })).status).toBe(
      200,
    );
    await service.deps.state.accounts.revokeKey(key.keyId);
    expect((await service.request('POST', '/v1/improve', { key: key.apiKey, body })).status).toBe(
      401,
    );
  });

  it('never puts the draft or the key in the error it returns', async () => {
    const key = await service.createKey();
    const res = await service.request('POST', '/v1/improve', {
      key: key.apiKey,
      body: { content: 'secret draft text', improvements: ['nope'] },
    });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('secret draft text');
    expect(res.text).not.toContain(key.apiKey);
  });
});
