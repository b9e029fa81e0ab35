/**
 * `npm run admin -- backup FILE` while the service writes keys, credits and usage, then
 * `restore FILE` into the stopped service's data dir: every key works again and every
 * balance is the one the backup holds.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { hashApiKey, resolveKeySecret } from '../../src/keys/keys.js';
import { loadPlans } from '../../src/plans/plans.js';
import { openState } from '../../src/store/open.js';
import type { State } from '../../src/store/store.js';
import { admin, adminFails } from '../support/process.js';
import { startService, type TestKey, type TestService } from '../support/service.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';

jest.setTimeout(240_000);

const dataDir = makeTempDir('backup-live');
const elsewhere = makeTempDir('backup-copy');
const backupFile = join(elsewhere, 'mailwright-backup.db');
let closeOnFailure: () => Promise<void> | undefined = () => undefined;
afterAll(async () => {
  await closeOnFailure();
  removeTempDir(dataDir);
  removeTempDir(elsewhere);
});

const generate = {
  context: 'Confirm the delivery window for the spring order',
  tone: 'friendly',
  recipient: 'customer',
  purpose: 'follow_up',
};

/** Credits reserved by requests that had not finished when the copy was taken. */
function held(dir: string, accountId: string): number {
  const db = new Database(join(dir, 'mailwright.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        'SELECT coalesce(sum(from_allowance + from_purchased), 0) AS n FROM reservations WHERE account_id = ? AND finished_at IS NULL',
      )
      .get(accountId) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

async function withState<T>(dir: string, use: (state: State) => Promise<T>): Promise<T> {
  const state = await openState({ dataDir: dir, plans: loadPlans() });
  try {
    return await use(state);
  } finally {
    await state.close();
  }
}

describe('backup and restore of the SQLite store', () => {
  it('copies a consistent store during traffic, and restore brings back every key and balance', async () => {
    let service: TestService | null = await startService({ DATA_DIR: dataDir });
    closeOnFailure = () => service?.close();
    const keys: TestKey[] = [];
    for (let i = 0; i < 12; i++)
      keys.push(await service.createKey({ plan: 'professional', credits: 20_000 }));
    const initial = new Map<string, number>();
    for (const k of keys)
      initial.set(k.accountId, (await service.deps.state.meter.balance(k.accountId)).total);

    // Traffic: generates from every account, six at a time, until told to stop.
    let stop = false;
    let answered = 0;
    const unexpected: number[] = [];
    const worker = async (n: number) => {
      for (let i = n; !stop; i += 6) {
        const k = keys[i % keys.length]!;
        const res = await service!.request('POST', '/v1/generate', {
          key: k.apiKey,
          body: { ...generate, variation: i % 100 },
        });
        if (res.status === 200) answered++;
        else unexpected.push(res.status);
      }
    };
    const traffic = Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));
    try {
      while (answered < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      const atBackup = answered;
      const env = { DATA_DIR: dataDir };
      const printed = JSON.parse(await admin(['backup', backupFile, '--json'], env));
      expect(printed).toMatchObject({ file: backupFile, accounts: 12, keys: 12 });
      // The copy was taken while requests kept being answered, before and after it.
      expect(answered).toBeGreaterThan(atBackup);
      const afterBackup = answered;
      while (answered < afterBackup + 10) await new Promise((resolve) => setTimeout(resolve, 20));

      // Restoring under the running service is refused, and changes nothing.
      const refused = await adminFails(['restore', backupFile], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('in use');
    } finally {
      stop = true;
      await traffic;
    }
    expect(unexpected).toEqual([]);
    const final = new Map<string, number>();
    for (const k of keys)
      final.set(k.accountId, (await service.deps.state.meter.balance(k.accountId)).total);
    await service.close();
    service = null;

    // What the backup holds: every key, and balances from an instant between start and end.
    const secret = resolveKeySecret(undefined, dataDir);
    const backedUp = new Map<string, number>();
    const copyDir = makeTempDir('backup-open');
    try {
      await admin(['restore', backupFile], { DATA_DIR: copyDir });
      await withState(copyDir, async (state) => {
        for (const k of keys) {
          const found = await state.accounts.findActiveKeyByHash(hashApiKey(k.apiKey, secret));
          expect(found?.account.id).toBe(k.accountId);
          const total = (await state.meter.balance(k.accountId)).total;
          expect(total).toBeLessThanOrEqual(initial.get(k.accountId)!);
          // Credits held by requests running at that instant come back when they settle.
          expect(total + held(copyDir, k.accountId)).toBeGreaterThanOrEqual(
            final.get(k.accountId)!,
          );
          backedUp.set(k.accountId, total);
        }
      });
    } finally {
      removeTempDir(copyDir);
    }
    // Traffic after the backup spent credits the backup does not show.
    const spentAfter = keys.filter((k) => backedUp.get(k.accountId)! > final.get(k.accountId)!);
    expect(spentAfter.length).toBeGreaterThan(0);

    // The service is stopped: restore puts the backup back in its own data dir.
    const restored = JSON.parse(
      await admin(['restore', backupFile, '--json'], { DATA_DIR: dataDir }),
    );
    expect(restored).toMatchObject({ accounts: 12, keys: 12 });
    expect(existsSync(join(dataDir, 'mailwright.db'))).toBe(true);
    service = await startService({ DATA_DIR: dataDir });
    try {
      for (const k of keys) {
        const usage = await service.request('GET', '/v1/usage', { key: k.apiKey });
        expect(usage.status).toBe(200);
        expect(usage.body.credits.remaining).toBe(backedUp.get(k.accountId));
      }
      // And the restored store takes new writes.
      const res = await service.request('POST', '/v1/generate', {
        key: keys[0]!.apiKey,
        body: generate,
      });
      expect(res.status).toBe(200);
    } finally {
      await service.close();
      service = null;
    }
  });

  it('refuses a file that is not a Mailwright store, and leaves the store as it was', async () => {
    const dir = makeTempDir('backup-bad');
    try {
      const service = await startService({ DATA_DIR: dir });
      const k = await service.createKey({ plan: 'free' });
      await service.close();
      const env = { DATA_DIR: dir };
      const notSqlite = join(dir, 'notes.txt');
      writeFileSync(notSqlite, 'not a database');
      const bad = await adminFails(['restore', notSqlite], env);
      expect(bad.stderr).toMatch(/cannot be opened|cannot be read|not a database/);
      const missing = await adminFails(['restore', join(dir, 'nope.db')], env);
      expect(missing.stderr).toContain('no backup at');
      const again = await startService({ DATA_DIR: dir });
      try {
        expect((await again.request('GET', '/v1/usage', { key: k.apiKey })).status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      removeTempDir(dir);
    }
  });
});
