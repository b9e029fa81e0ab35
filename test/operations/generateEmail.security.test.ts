import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateApiKey } from '../../src/keys/keys.js';
import { startService, type TestKey, type TestService } from '../support/service.js';

const VALID = {
  context: 'Quarterly review',
  tone: 'formal',
  recipient: 'manager',
  purpose: 'meeting_request',
};

let service: TestService;
let key: TestKey;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey({ plan: 'professional' });
});
afterAll(() => service.close());

async function expectUnauthorized(headers: Record<string, string>) {
  const res = await service.request('POST', '/v1/generate', { body: VALID, headers });
  expect(res.status).toBe(401);
  expect(res.body.error.code).toBe('invalid_api_key');
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  return res.body.error.message as string;
}

describe('POST /v1/generate — security', () => {
  it('rejects a missing, malformed, unknown or revoked key with one generic message', async () => {
    const revoked = await service.createKey();
    await service.deps.state.accounts.revokeKey(revoked.keyId);
    const messages = new Set([
      await expectUnauthorized({}),
      await expectUnauthorized({ authorization: key.apiKey }),
      await expectUnauthorized({
        authorization: `Basic ${Buffer.from(`${key.apiKey}:`).toString('base64')}`,
      }),
      await expectUnauthorized({ authorization: 'Bearer ' }),
      await expectUnauthorized({ authorization: 'Bearer not-a-key' }),
      await expectUnauthorized({ authorization: `Bearer ${generateApiKey('mw_test_')}` }),
      await expectUnauthorized({ authorization: `Bearer ${key.apiKey}x` }),
      await expectUnauthorized({ authorization: `Bearer ${revoked.apiKey}` }),
    ]);
    expect(messages.size).toBe(1);
  });

  it('charges nothing and counts nothing for an unauthenticated request', async () => {
    const before = await service.deps.state.meter.balance(key.accountId);
    await expectUnauthorized({ authorization: 'Bearer mw_test_wrong' });
    expect((await service.deps.state.meter.balance(key.accountId)).total).toBe(before.total);
  });

  it('charges the calling account only', async () => {
    const other = await service.createKey({ plan: 'professional' });
    const otherBefore = await service.deps.state.meter.balance(other.accountId);
    const res = await service.request('POST', '/v1/generate', { key: key.apiKey, body: VALID });
    expect(res.status).toBe(200);
    expect((await service.deps.state.meter.balance(other.accountId)).total).toBe(otherBefore.total);
  });

  it('never echoes the key in a response', async () => {
    const res = await service.request('POST', '/v1/generate', {
      key: key.apiKey,
      body: { ...VALID, tone: 'bad' },
    });
    expect(res.text).not.toContain(key.apiKey);
  });
});
