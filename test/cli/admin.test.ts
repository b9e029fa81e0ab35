import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { buildDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { hashApiKey } from '../../src/keys/keys.js';
import { admin, adminFails, adminJson } from '../support/process.js';

let dataDir: string;
let env: Record<string, string>;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mailwright-cli-'));
  env = { DATA_DIR: dataDir };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withState<T>(
  fn: (deps: Awaited<ReturnType<typeof buildDeps>>) => Promise<T>,
): Promise<T> {
  const deps = await buildDeps(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    pino({ level: 'silent' }),
  );
  try {
    return await fn(deps);
  } finally {
    await deps.state.close();
  }
}

describe('npm run admin', () => {
  it('create-key --json prints account_id, key_id and api_key, and stores only a hash', async () => {
    const out = await adminJson(
      ['create-key', '--plan', 'professional', '--credits', '250', '--name', 'ci'],
      env,
    );
    expect(out.account_id).toMatch(/^acct_/);
    expect(out.key_id).toMatch(/^key_/);
    expect(out.api_key).toMatch(/^mw_test_[0-9A-Za-z]{40,48}$/);
    await withState(async ({ state, keyring }) => {
      const found = await state.accounts.findActiveKeyByHash(
        hashApiKey(out.api_key, keyring.secret),
      );
      expect(found?.account.plan).toBe('professional');
      expect((await state.meter.balance(out.account_id)).purchased).toBe(250);
      expect(JSON.stringify(await state.accounts.listKeys())).not.toContain(out.api_key);
    });
  });

  it('create-key --no-allowance --credits N makes an account holding exactly N credits', async () => {
    const out = await adminJson(
      ['create-key', '--plan', 'free', '--no-allowance', '--credits', '3000'],
      env,
    );
    expect(out.remaining_credits).toBe(3000);
  });

  it('list-keys shows hints, never keys', async () => {
    const created = await adminJson(['create-key'], env);
    const keys = await adminJson<Array<{ key_id: string; hint: string }>>(
      ['list-keys', '--account', created.account_id],
      env,
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]!.hint).toBe(`${created.api_key.slice(0, 8)}…${created.api_key.slice(-4)}`);
    expect(await admin(['list-keys'], env)).not.toContain(created.api_key);
  });

  it('revoke-key makes the key unusable', async () => {
    const created = await adminJson(['create-key'], env);
    const revoked = await adminJson(['revoke-key', created.key_id], env);
    expect(revoked.revoked_at).not.toBeNull();
    await withState(async ({ state, keyring }) => {
      expect(
        await state.accounts.findActiveKeyByHash(hashApiKey(created.api_key, keyring.secret)),
      ).toBeNull();
    });
  });

  it('top-up adds purchased credits', async () => {
    const created = await adminJson(['create-key', '--plan', 'free'], env);
    const out = await adminJson(['top-up', created.account_id, '--credits', '5000'], env);
    expect(out.purchased).toBe(5000);
    expect(out.remaining_credits).toBe(50000 + 5000);
  });

  it('set-plan moves an account to Enterprise with its own limit', async () => {
    const created = await adminJson(['create-key', '--plan', 'free'], env);
    const out = await adminJson(
      ['set-plan', created.account_id, '--plan', 'enterprise', '--limit', '5000/hour'],
      env,
    );
    expect(out).toEqual({ account_id: created.account_id, plan: 'enterprise', limit: '5000/hour' });
    await withState(async ({ state }) => {
      const account = await state.accounts.getAccount(created.account_id);
      expect(account?.rateLimit).toEqual({ requests: 5000, windowSeconds: 3600 });
    });
  });

  it('refuses bad input with a message and a non-zero exit', async () => {
    expect((await adminFails(['create-key', '--plan', 'gold'], env)).code).not.toBe(0);
    expect((await adminFails(['create-key', '--credits', '-5'], env)).code).not.toBe(0);
    expect((await adminFails(['set-plan', 'acct_nope', '--plan', 'free'], env)).stderr).toContain(
      'no account',
    );
    expect(
      (await adminFails(['set-plan', 'acct_nope', '--plan', 'free', '--limit', '5/hour'], env))
        .stderr,
    ).toContain('enterprise');
    expect((await adminFails(['revoke-key', 'key_nope'], env)).stderr).toContain('no key');
    expect((await adminFails(['top-up', 'acct_nope', '--credits', '0'], env)).code).not.toBe(0);
  });
});
