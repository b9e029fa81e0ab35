/**
 * What every state backend must do, written against the State interface only, so the same
 * suite runs unchanged against SQLite, Redis and Redis Cluster. A backend test calls
 * `describeStateConformance` with a function that opens a fresh state built with
 * CONFORMANCE_PLANS (the expectations below are computed from it).
 *
 * The suite shares one state across its tests and never assumes the store is empty: every
 * test works on accounts it creates.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PlanCatalog, RateLimit } from '../../src/plans/plans.js';
import {
  IDEMPOTENCY_LOCK_MS,
  KeyLimitReachedError,
  IDEMPOTENCY_TTL_MS,
  type Account,
  type Balance,
  type State,
} from '../../src/store/store.js';

/** Small allowances so credit arithmetic stays readable. */
export const CONFORMANCE_PLANS: PlanCatalog = {
  free: {
    id: 'free',
    name: 'Free',
    rateLimit: { requests: 100, windowSeconds: 86_400 },
    monthlyCredits: 100,
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    rateLimit: { requests: 1000, windowSeconds: 3600 },
    monthlyCredits: 1000,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    rateLimit: { requests: 10_000, windowSeconds: 3600 },
    monthlyCredits: 10_000,
  },
};

const MINUTE = { windowSeconds: 60 };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

function startOfNextMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

function balance(period: string, allowance: number, purchased: number): Balance {
  return { period, allowance, purchased, total: allowance + purchased };
}

/** A small deterministic sequence, so a failing concurrency run can be replayed. */
function sequence(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

let requestCounter = 0;
function requestId(): string {
  requestCounter += 1;
  return `req_conformance_${process.pid}_${Date.now()}_${requestCounter}`;
}

let hashCounter = 0;
function uniqueHash(): string {
  hashCounter += 1;
  return `conformance-${process.pid}-${Date.now()}-${hashCounter}`;
}

export function describeStateConformance(
  name: string,
  open: () => Promise<State>,
  cleanup?: () => Promise<void>,
): void {
  describe(`${name} state conformance`, () => {
    let state: State;

    beforeAll(async () => {
      state = await open();
    });

    afterAll(async () => {
      await state.close();
      await cleanup?.();
    });

    const newAccount = (input: Partial<Parameters<State['accounts']['createAccount']>[0]> = {}) =>
      state.accounts.createAccount({ plan: 'free', ...input });

    describe('accounts', () => {
      it('creates an account and reads it back', async () => {
        const before = Date.now();
        const account = await newAccount({ name: 'Acme', plan: 'professional' });
        expect(account.id).toMatch(/^acct_[0-9A-Za-z]+$/);
        expect(account).toMatchObject({ name: 'Acme', plan: 'professional', rateLimit: null });
        expect(account.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(account.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
        expect(await state.accounts.getAccount(account.id)).toEqual(account);
      });

      it('gives every account its own id and a null name by default', async () => {
        const [a, b] = await Promise.all([newAccount(), newAccount()]);
        expect(a.id).not.toBe(b.id);
        expect(a.name).toBeNull();
      });

      it('returns null for an unknown account', async () => {
        expect(await state.accounts.getAccount('acct_doesnotexist0000')).toBeNull();
      });

      it('counts and lists accounts', async () => {
        const countBefore = await state.accounts.countAccounts();
        const created = [await newAccount({ name: 'one' }), await newAccount({ name: 'two' })];
        expect(await state.accounts.countAccounts()).toBe(countBefore + 2);
        const listed = await state.accounts.listAccounts();
        expect(listed).toHaveLength(countBefore + 2);
        for (const account of created) expect(listed).toContainEqual(account);
      });

      it('keeps a per-account limit only on Enterprise accounts', async () => {
        const limit: RateLimit = { requests: 5000, windowSeconds: 3600 };
        const enterprise = await newAccount({ plan: 'enterprise', rateLimit: limit });
        expect(enterprise.rateLimit).toEqual(limit);
        expect((await state.accounts.getAccount(enterprise.id))?.rateLimit).toEqual(limit);
        const free = await newAccount({ plan: 'free', rateLimit: limit });
        expect(free.rateLimit).toBeNull();
      });

      it('changes the plan, with an Enterprise limit when given', async () => {
        const account = await newAccount({ plan: 'free' });
        const limit: RateLimit = { requests: 20_000, windowSeconds: 60 };

        const enterprise = await state.accounts.setPlan(account.id, 'enterprise', limit);
        expect(enterprise).toEqual({ ...account, plan: 'enterprise', rateLimit: limit });
        expect(await state.accounts.getAccount(account.id)).toEqual(enterprise);

        const plain = await state.accounts.setPlan(account.id, 'enterprise');
        expect(plain?.rateLimit).toBeNull();

        const professional = await state.accounts.setPlan(account.id, 'professional', limit);
        expect(professional).toEqual({ ...account, plan: 'professional', rateLimit: null });
      });

      it('returns null when setting the plan of an unknown account', async () => {
        expect(await state.accounts.setPlan('acct_doesnotexist0000', 'professional')).toBeNull();
      });

      it("grants the new plan's allowance when the plan changes, and only then", async () => {
        const account = await newAccount({ plan: 'free', credits: 5 });
        const reserved = await state.meter.reserve(account.id, 60);
        expect(reserved.ok).toBe(true);
        await state.accounts.setPlan(account.id, 'professional');
        const period = periodOf(new Date());
        expect(await state.meter.balance(account.id)).toEqual(balance(period, 1000, 5));

        await state.meter.reserve(account.id, 300);
        await state.accounts.setPlan(account.id, 'professional');
        expect(await state.meter.balance(account.id)).toEqual(balance(period, 700, 5));
      });
    });

    describe('keys', () => {
      let account: Account;
      beforeAll(async () => {
        account = await newAccount({ name: 'Key holder', plan: 'professional' });
      });

      it('stores a key by hash and finds it with its account', async () => {
        const hash = uniqueHash();
        const key = await state.accounts.insertKey({
          accountId: account.id,
          name: 'server',
          hash,
          hint: 'mw_live_…a1b2',
        });
        expect(key.id).toMatch(/^key_[0-9A-Za-z]+$/);
        expect(key).toMatchObject({
          accountId: account.id,
          name: 'server',
          hint: 'mw_live_…a1b2',
          lastUsedAt: null,
          revokedAt: null,
        });
        expect(await state.accounts.findActiveKeyByHash(hash)).toEqual({ key, account });
        expect(await state.accounts.getKey(key.id)).toEqual(key);
      });

      it('does not find an unknown hash or key id', async () => {
        expect(await state.accounts.findActiveKeyByHash(uniqueHash())).toBeNull();
        expect(await state.accounts.getKey('key_doesnotexist0000')).toBeNull();
      });

      it('refuses a second key with the same hash', async () => {
        const hash = uniqueHash();
        await state.accounts.insertKey({ accountId: account.id, name: null, hash, hint: 'h' });
        await expect(
          state.accounts.insertKey({ accountId: account.id, name: null, hash, hint: 'h' }),
        ).rejects.toThrow('already exists');
      });

      it('stops finding a key once it is revoked, and revokes only once', async () => {
        const hash = uniqueHash();
        const key = await state.accounts.insertKey({
          accountId: account.id,
          name: null,
          hash,
          hint: 'h',
        });
        const at = new Date('2031-01-02T03:04:05.000Z');

        const revoked = await state.accounts.revokeKey(key.id, at);
        expect(revoked).toEqual({ ...key, revokedAt: at });
        expect(await state.accounts.findActiveKeyByHash(hash)).toBeNull();

        const again = await state.accounts.revokeKey(key.id, new Date('2032-01-01T00:00:00.000Z'));
        expect(again).toEqual(revoked);
        expect(await state.accounts.getKey(key.id)).toEqual(revoked);
      });

      it('returns null when revoking an unknown key', async () => {
        expect(await state.accounts.revokeKey('key_doesnotexist0000')).toBeNull();
      });

      it("lists an account's keys apart from other accounts' keys", async () => {
        const owner = await newAccount();
        const other = await newAccount();
        const mine = [
          await state.accounts.insertKey({
            accountId: owner.id,
            name: 'a',
            hash: uniqueHash(),
            hint: 'a',
          }),
          await state.accounts.insertKey({
            accountId: owner.id,
            name: 'b',
            hash: uniqueHash(),
            hint: 'b',
          }),
        ];
        const theirs = await state.accounts.insertKey({
          accountId: other.id,
          name: 'c',
          hash: uniqueHash(),
          hint: 'c',
        });
        await state.accounts.revokeKey(mine[1]!.id);

        const listed = await state.accounts.listKeys({ accountId: owner.id });
        expect(listed.map((k) => k.id).sort()).toEqual(mine.map((k) => k.id).sort());
        expect(listed.find((k) => k.id === mine[1]!.id)?.revokedAt).toBeInstanceOf(Date);

        const all = (await state.accounts.listKeys()).map((k) => k.id);
        expect(all).toEqual(expect.arrayContaining([...mine.map((k) => k.id), theirs.id]));
      });

      it('refuses a key past maxActive unrevoked keys, atomically, and counts only active ones', async () => {
        const holder = await newAccount();
        const insert = (hash = uniqueHash()) =>
          state.accounts.insertKey({
            accountId: holder.id,
            name: null,
            hash,
            hint: 'h',
            maxActive: 3,
          });
        // Five at once for three places: exactly three get in, whatever the interleaving.
        const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => insert()));
        const made = results.filter((r) => r.status === 'fulfilled');
        const refused = results.filter((r) => r.status === 'rejected');
        expect(made).toHaveLength(3);
        expect(refused).toHaveLength(2);
        for (const r of refused) {
          expect((r as PromiseRejectedResult).reason).toBeInstanceOf(KeyLimitReachedError);
        }
        expect(await state.accounts.listKeys({ accountId: holder.id })).toHaveLength(3);
        // A refused key's hash is free again: the key can be made once there is room.
        const hash = uniqueHash();
        await expect(insert(hash)).rejects.toBeInstanceOf(KeyLimitReachedError);
        const first = (made[0] as PromiseFulfilledResult<{ id: string }>).value;
        await state.accounts.revokeKey(first.id);
        const again = await insert(hash);
        expect(await state.accounts.findActiveKeyByHash(hash)).toMatchObject({
          key: { id: again.id },
        });
        // Without maxActive there is no limit.
        await state.accounts.insertKey({
          accountId: holder.id,
          name: null,
          hash: uniqueHash(),
          hint: 'h',
        });
        expect(await state.accounts.listKeys({ accountId: holder.id })).toHaveLength(5);
      });

      it('records when a key was last used', async () => {
        const hash = uniqueHash();
        const key = await state.accounts.insertKey({
          accountId: account.id,
          name: null,
          hash,
          hint: 'h',
        });
        const first = new Date('2031-05-01T10:00:00.000Z');
        await state.accounts.touchKey(key.id, first);
        expect((await state.accounts.getKey(key.id))?.lastUsedAt).toEqual(first);

        const later = new Date('2031-05-01T10:05:00.000Z');
        await state.accounts.touchKey(key.id, later);
        expect((await state.accounts.getKey(key.id))?.lastUsedAt).toEqual(later);
        expect((await state.accounts.findActiveKeyByHash(hash))?.key.lastUsedAt).toEqual(later);
      });
    });

    describe('rate limits', () => {
      it('admits exactly the limit, then denies with a Retry-After', async () => {
        const account = await newAccount();
        const limit: RateLimit = { requests: 5, ...MINUTE };
        const before = Date.now();
        const remaining: number[] = [];
        for (let i = 0; i < 5; i++) {
          const decision = await state.meter.admit(account.id, limit);
          expect(decision).toMatchObject({ allowed: true, limit: 5, retryAfterSeconds: 0 });
          remaining.push(decision.remaining);
        }
        expect(remaining).toEqual([4, 3, 2, 1, 0]);

        const denied = await state.meter.admit(account.id, limit);
        expect(denied).toMatchObject({ allowed: false, limit: 5, remaining: 0 });
        expect(denied.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(denied.retryAfterSeconds).toBeLessThanOrEqual(60);
        expect(denied.resetAt.getTime()).toBeGreaterThan(before);
        expect(denied.resetAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
      });

      it('does not push the window further out when denied requests keep coming', async () => {
        const account = await newAccount();
        const limit: RateLimit = { requests: 2, ...MINUTE };
        await state.meter.admit(account.id, limit);
        await state.meter.admit(account.id, limit);
        const firstDenial = await state.meter.admit(account.id, limit);
        await sleep(150);
        for (let i = 0; i < 20; i++) await state.meter.admit(account.id, limit);
        const lastDenial = await state.meter.admit(account.id, limit);
        expect(lastDenial.allowed).toBe(false);
        expect(lastDenial.resetAt.getTime()).toBeLessThanOrEqual(
          firstDenial.resetAt.getTime() + 50,
        );
      });

      it('admits again once the window has passed', async () => {
        const account = await newAccount();
        const limit: RateLimit = { requests: 3, windowSeconds: 1 };
        for (let i = 0; i < 3; i++)
          expect((await state.meter.admit(account.id, limit)).allowed).toBe(true);
        const denied = await state.meter.admit(account.id, limit);
        expect(denied.allowed).toBe(false);
        expect(denied.retryAfterSeconds).toBe(1);

        await sleep(Math.max(0, denied.resetAt.getTime() - Date.now()) + 100);
        const admitted = await state.meter.admit(account.id, limit);
        expect(admitted).toMatchObject({ allowed: true, remaining: 2 });
      });

      it('counts each account separately', async () => {
        const a = await newAccount();
        const b = await newAccount();
        const limit: RateLimit = { requests: 2, ...MINUTE };
        await state.meter.admit(a.id, limit);
        await state.meter.admit(a.id, limit);
        expect((await state.meter.admit(a.id, limit)).allowed).toBe(false);
        expect(await state.meter.admit(b.id, limit)).toMatchObject({ allowed: true, remaining: 1 });
      });

      it('admits exactly the limit out of many concurrent requests', async () => {
        const account = await newAccount();
        const limit: RateLimit = { requests: 100, ...MINUTE };
        const decisions = await Promise.all(
          Array.from({ length: 300 }, () => state.meter.admit(account.id, limit)),
        );
        expect(decisions.filter((d) => d.allowed)).toHaveLength(100);
        expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterSeconds >= 1)).toBe(
          true,
        );
      });

      it('peeks without counting', async () => {
        const account = await newAccount();
        const limit: RateLimit = { requests: 3, ...MINUTE };
        expect(await state.meter.peek(account.id, limit)).toMatchObject({
          allowed: true,
          limit: 3,
          remaining: 3,
          retryAfterSeconds: 0,
        });
        await state.meter.admit(account.id, limit);
        for (let i = 0; i < 3; i++) {
          expect((await state.meter.peek(account.id, limit)).remaining).toBe(2);
        }
        await state.meter.admit(account.id, limit);
        await state.meter.admit(account.id, limit);
        const exhausted = await state.meter.peek(account.id, limit);
        expect(exhausted).toMatchObject({ allowed: false, remaining: 0 });
        expect(exhausted.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      });
    });

    describe('admitKey: the key found and the request counted in one step', () => {
      /** An Enterprise account with its own limit, and one key; `limitOf` reads the limit. */
      async function keyed(requests: number) {
        const account = await newAccount({
          plan: 'enterprise',
          rateLimit: { requests, ...MINUTE },
        });
        const hash = uniqueHash();
        const key = await state.accounts.insertKey({
          accountId: account.id,
          name: null,
          hash,
          hint: 'h',
        });
        return { account, key, hash };
      }
      const limitOf = (account: { rateLimit: RateLimit | null }): RateLimit =>
        account.rateLimit ?? { requests: 1000, ...MINUTE };

      it('finds the key and admits exactly the limit, then denies', async () => {
        const { account, key, hash } = await keyed(3);
        const found = [];
        for (let i = 0; i < 4; i++) found.push(await state.admitKey(hash, limitOf));
        expect(found[0]).toMatchObject({ key, account, limit: { requests: 3, ...MINUTE } });
        expect(found.map((f) => [f?.admission.allowed, f?.admission.remaining])).toEqual([
          [true, 2],
          [true, 1],
          [true, 0],
          [false, 0],
        ]);
        expect(found[3]!.admission.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      });

      it('counts on the same counter as meter.admit', async () => {
        const { account, hash } = await keyed(5);
        await state.admitKey(hash, limitOf);
        await state.admitKey(hash, limitOf);
        await state.meter.admit(account.id, limitOf(account));
        expect((await state.admitKey(hash, limitOf))?.admission.remaining).toBe(1);
        expect((await state.meter.peek(account.id, limitOf(account))).remaining).toBe(1);
      });

      it('counts nothing for an unknown or revoked key', async () => {
        const { account, key, hash } = await keyed(5);
        await state.admitKey(hash, limitOf);
        expect(await state.admitKey(uniqueHash(), limitOf)).toBeNull();
        await state.accounts.revokeKey(key.id);
        expect(await state.admitKey(hash, limitOf)).toBeNull();
        expect(await state.admitKey(hash, limitOf)).toBeNull();
        expect((await state.meter.peek(account.id, limitOf(account))).remaining).toBe(4);
      });

      it('counts against the limit the account has now, after a plan change', async () => {
        const { account, hash } = await keyed(5);
        await state.admitKey(hash, limitOf);
        await state.admitKey(hash, limitOf);
        const changed = await state.accounts.setPlan(account.id, 'enterprise', {
          requests: 7,
          ...MINUTE,
        });
        const after = await state.admitKey(hash, limitOf);
        expect(after).toMatchObject({ limit: { requests: 7, ...MINUTE } });
        expect(after?.admission).toMatchObject({ allowed: true, limit: 7, remaining: 6 });
        expect((await state.meter.peek(account.id, limitOf(account))).remaining).toBe(3);
        expect((await state.admitKey(hash, limitOf))?.admission.remaining).toBe(5);
        expect((await state.meter.peek(account.id, limitOf(changed!))).remaining).toBe(5);
      });

      it('admits exactly the limit out of many concurrent requests', async () => {
        const { hash } = await keyed(100);
        await state.admitKey(hash, limitOf);
        const found = await Promise.all(
          Array.from({ length: 300 }, () => state.admitKey(hash, limitOf)),
        );
        expect(found.filter((f) => f?.admission.allowed)).toHaveLength(99);
      });
    });

    describe('credits', () => {
      const now = () => new Date();

      it("starts with the plan's allowance and the purchased credits given", async () => {
        const account = await newAccount({ plan: 'professional', credits: 250 });
        expect(await state.meter.balance(account.id)).toEqual(balance(periodOf(now()), 1000, 250));
      });

      it("withholds this month's allowance when asked, and grants it next month", async () => {
        const account = await newAccount({ plan: 'professional', credits: 30, allowance: false });
        const created = now();
        expect(await state.meter.balance(account.id)).toEqual(balance(periodOf(created), 0, 30));
        expect((await state.meter.reserve(account.id, 31)).ok).toBe(false);
        const nextMonth = new Date(
          Date.UTC(created.getUTCFullYear(), created.getUTCMonth() + 1, 2),
        );
        expect(await state.meter.balance(account.id, nextMonth)).toEqual(
          balance(periodOf(nextMonth), 1000, 30),
        );
      });

      it('reserves from the allowance first, then from purchased credits', async () => {
        const account = await newAccount({ plan: 'free', credits: 50 });
        const period = periodOf(now());
        const small = await state.meter.reserve(account.id, 30);
        expect(small).toMatchObject({ ok: true, balance: balance(period, 70, 50) });
        const large = await state.meter.reserve(account.id, 90);
        expect(large).toMatchObject({ ok: true, balance: balance(period, 0, 30) });
        if (!large.ok) throw new Error('unreachable');
        expect(large.reservation).toMatchObject({ accountId: account.id, amount: 90 });
        expect(large.reservation.id).toMatch(/^res_/);
        expect(await state.meter.balance(account.id)).toEqual(balance(period, 0, 30));
      });

      it('settles the actual amount and returns the rest to the pots it came from', async () => {
        const account = await newAccount({ plan: 'free', credits: 50 });
        const period = periodOf(now());
        const reserved = await state.meter.reserve(account.id, 120);
        if (!reserved.ok) throw new Error('reservation refused');
        expect(reserved.balance).toEqual(balance(period, 0, 30));

        // 120 came as 100 allowance + 20 purchased; 70 used: 20 back to purchased, 30 to allowance.
        const settled = await state.meter.settle(reserved.reservation.id, 70);
        expect(settled).toEqual({ charged: 70, balance: balance(period, 30, 50) });
        expect(await state.meter.balance(account.id)).toEqual(balance(period, 30, 50));
      });

      it('charges an overrun in full while the balance covers it', async () => {
        const account = await newAccount({ plan: 'free', credits: 50 });
        const period = periodOf(now());
        const reserved = await state.meter.reserve(account.id, 10);
        if (!reserved.ok) throw new Error('reservation refused');
        const settled = await state.meter.settle(reserved.reservation.id, 125);
        expect(settled).toEqual({ charged: 125, balance: balance(period, 0, 25) });
      });

      it('charges an overrun only as far as the balance goes', async () => {
        const account = await newAccount({ plan: 'free', credits: 20 });
        const period = periodOf(now());
        const reserved = await state.meter.reserve(account.id, 60);
        if (!reserved.ok) throw new Error('reservation refused');
        const settled = await state.meter.settle(reserved.reservation.id, 500);
        expect(settled).toEqual({ charged: 120, balance: balance(period, 0, 0) });
        expect(await state.meter.balance(account.id)).toEqual(balance(period, 0, 0));
      });

      it('refunds a reservation in full to both pots', async () => {
        const account = await newAccount({ plan: 'free', credits: 50 });
        const period = periodOf(now());
        const reserved = await state.meter.reserve(account.id, 130);
        if (!reserved.ok) throw new Error('reservation refused');
        expect(await state.meter.refund(reserved.reservation.id)).toEqual(balance(period, 100, 50));
      });

      it('refuses a reservation larger than the balance and changes nothing', async () => {
        const account = await newAccount({ plan: 'free', credits: 10 });
        const period = periodOf(now());
        const refused = await state.meter.reserve(account.id, 111);
        expect(refused).toEqual({ ok: false, balance: balance(period, 100, 10) });
        expect(await state.meter.balance(account.id)).toEqual(balance(period, 100, 10));
        expect((await state.meter.reserve(account.id, 110)).ok).toBe(true);
      });

      it('treats a second settle or refund as a no-op that answers the first charge', async () => {
        const account = await newAccount({ plan: 'free' });
        const period = periodOf(now());
        const reserved = await state.meter.reserve(account.id, 40);
        if (!reserved.ok) throw new Error('reservation refused');
        expect(await state.meter.settle(reserved.reservation.id, 15)).toEqual({
          charged: 15,
          balance: balance(period, 85, 0),
        });
        expect(await state.meter.settle(reserved.reservation.id, 15)).toEqual({
          charged: 15,
          balance: balance(period, 85, 0),
        });
        expect(await state.meter.settle(reserved.reservation.id, 99)).toEqual({
          charged: 15,
          balance: balance(period, 85, 0),
        });
        expect(await state.meter.refund(reserved.reservation.id)).toEqual(balance(period, 85, 0));
      });

      it('does not settle a refunded reservation', async () => {
        const account = await newAccount({ plan: 'free' });
        const period = periodOf(now());
        const reserved = await state.meter.reserve(account.id, 40);
        if (!reserved.ok) throw new Error('reservation refused');
        expect(await state.meter.refund(reserved.reservation.id)).toEqual(balance(period, 100, 0));
        expect(await state.meter.refund(reserved.reservation.id)).toEqual(balance(period, 100, 0));
        expect(await state.meter.settle(reserved.reservation.id, 40)).toEqual({
          charged: 0,
          balance: balance(period, 100, 0),
        });
      });

      it('charges nothing for an unknown reservation', async () => {
        expect((await state.meter.settle('res_doesnotexist0000', 10)).charged).toBe(0);
        await expect(state.meter.refund('res_doesnotexist0000')).resolves.toBeDefined();
      });

      it('rejects negative and fractional amounts', async () => {
        const account = await newAccount({ plan: 'free' });
        await expect(state.meter.reserve(account.id, -5)).rejects.toThrow();
        await expect(state.meter.reserve(account.id, 1.5)).rejects.toThrow();
        await expect(state.meter.topUp(account.id, -5)).rejects.toThrow();
        const reserved = await state.meter.reserve(account.id, 5);
        if (!reserved.ok) throw new Error('reservation refused');
        await expect(state.meter.settle(reserved.reservation.id, -5)).rejects.toThrow();
        expect(await state.meter.balance(account.id)).toEqual(balance(periodOf(now()), 95, 0));
      });

      it('adds top-ups to purchased credits', async () => {
        const account = await newAccount({ plan: 'free', credits: 5 });
        const period = periodOf(now());
        expect(await state.meter.topUp(account.id, 500)).toEqual(balance(period, 100, 505));
        expect(await state.meter.balance(account.id)).toEqual(balance(period, 100, 505));
      });

      it('renews the allowance each month and carries purchased credits over', async () => {
        const account = await newAccount({ plan: 'free', credits: 40 });
        const thisMonth = now();
        const reserved = await state.meter.reserve(account.id, 120, thisMonth);
        if (!reserved.ok) throw new Error('reservation refused');
        await state.meter.settle(reserved.reservation.id, 120, thisMonth);
        await state.meter.topUp(account.id, 3, thisMonth);
        expect(await state.meter.balance(account.id, thisMonth)).toEqual(
          balance(periodOf(thisMonth), 0, 23),
        );

        const nextMonth = new Date(startOfNextMonth(thisMonth).getTime() + 60_000);
        expect(await state.meter.balance(account.id, nextMonth)).toEqual(
          balance(periodOf(nextMonth), 100, 23),
        );
        const spent = await state.meter.reserve(account.id, 30, nextMonth);
        expect(spent).toMatchObject({ ok: true, balance: balance(periodOf(nextMonth), 70, 23) });

        const monthAfter = new Date(startOfNextMonth(nextMonth).getTime() + 60_000);
        expect(await state.meter.balance(account.id, monthAfter)).toEqual(
          balance(periodOf(monthAfter), 100, 23),
        );
      });

      it("does not carry last month's allowance into a new month through a refund", async () => {
        const account = await newAccount({ plan: 'free', credits: 10 });
        const thisMonth = now();
        const reserved = await state.meter.reserve(account.id, 105, thisMonth);
        if (!reserved.ok) throw new Error('reservation refused');

        const nextMonth = new Date(startOfNextMonth(thisMonth).getTime() + 60_000);
        // The 5 purchased credits come back; the 100 of last month's allowance expired with it.
        expect(await state.meter.refund(reserved.reservation.id, nextMonth)).toEqual(
          balance(periodOf(nextMonth), 100, 10),
        );
      });

      it('releases reservations older than the given age', async () => {
        const account = await newAccount({ plan: 'free', credits: 50 });
        const at = now();
        const period = periodOf(at);
        const old = await state.meter.reserve(account.id, 30, new Date(at.getTime() - 10 * 60_000));
        const fresh = await state.meter.reserve(account.id, 40, at);
        if (!old.ok || !fresh.ok) throw new Error('reservation refused');
        expect(await state.meter.balance(account.id, at)).toEqual(balance(period, 30, 50));

        expect(await state.meter.releaseStale(5 * 60_000, at)).toBeGreaterThanOrEqual(1);
        expect(await state.meter.balance(account.id, at)).toEqual(balance(period, 60, 50));
        expect((await state.meter.settle(old.reservation.id, 30, at)).charged).toBe(0);
        expect(await state.meter.settle(fresh.reservation.id, 40, at)).toEqual({
          charged: 40,
          balance: balance(period, 60, 50),
        });
      });

      it('never goes below zero under concurrent reserve and settle', async () => {
        const account = await newAccount({ plan: 'free', credits: 20 });
        const initial = (await state.meter.balance(account.id)).total;
        const random = sequence(7);
        const plans = Array.from({ length: 200 }, () => ({
          reserve: 1 + Math.floor(random() * 9),
          actual: Math.floor(random() * 20),
          refund: random() < 0.2,
        }));

        const charged = await Promise.all(
          plans.map(async (plan) => {
            const reserved = await state.meter.reserve(account.id, plan.reserve);
            if (!reserved.ok) return 0;
            expect(reserved.balance.allowance).toBeGreaterThanOrEqual(0);
            expect(reserved.balance.purchased).toBeGreaterThanOrEqual(0);
            if (plan.refund) {
              await state.meter.refund(reserved.reservation.id);
              return 0;
            }
            return (await state.meter.settle(reserved.reservation.id, plan.actual)).charged;
          }),
        );

        const final = await state.meter.balance(account.id);
        expect(final.allowance).toBeGreaterThanOrEqual(0);
        expect(final.purchased).toBeGreaterThanOrEqual(0);
        const totalCharged = charged.reduce((sum, c) => sum + c, 0);
        expect(totalCharged).toBe(initial - final.total);
        expect(totalCharged).toBeGreaterThan(0);
      });
    });

    describe('usage', () => {
      const hour = (iso: string) => new Date(iso);

      it('adds up events per hour, operation and status class', async () => {
        const account = await newAccount();
        const event = { accountId: account.id, keyId: null, tokens: 0, credits: 0 };
        await state.meter.record({
          requestId: requestId(),
          ...event,
          operation: 'generateEmail',
          status: 200,
          tokens: 100,
          credits: 100,
          at: hour('2031-03-04T10:05:00Z'),
        });
        await state.meter.record({
          requestId: requestId(),
          ...event,
          operation: 'generateEmail',
          status: 201,
          tokens: 50,
          credits: 40,
          at: hour('2031-03-04T10:59:59.999Z'),
        });
        await state.meter.record({
          requestId: requestId(),
          ...event,
          operation: 'generateEmail',
          status: 402,
          at: hour('2031-03-04T10:30:00Z'),
        });
        await state.meter.record({
          requestId: requestId(),
          ...event,
          operation: 'generateEmail',
          status: 503,
          at: hour('2031-03-04T10:31:00Z'),
        });
        await state.meter.record({
          requestId: requestId(),
          ...event,
          operation: 'listTemplates',
          status: 200,
          at: hour('2031-03-04T10:45:00Z'),
        });
        await state.meter.record({
          requestId: requestId(),
          ...event,
          operation: 'generateEmail',
          status: 200,
          tokens: 7,
          credits: 7,
          at: hour('2031-03-04T11:00:00Z'),
        });

        const rows = await state.meter.usageRows(
          account.id,
          hour('2031-03-04T00:00:00Z'),
          hour('2031-03-05T00:00:00Z'),
        );
        const key = (r: { hour: Date; operation: string; statusClass: string }) =>
          `${r.hour.toISOString()} ${r.operation} ${r.statusClass}`;
        expect([...rows].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([
          {
            hour: hour('2031-03-04T10:00:00Z'),
            operation: 'generateEmail',
            statusClass: '2xx',
            requests: 2,
            tokens: 150,
            credits: 140,
          },
          {
            hour: hour('2031-03-04T10:00:00Z'),
            operation: 'generateEmail',
            statusClass: '4xx',
            requests: 1,
            tokens: 0,
            credits: 0,
          },
          {
            hour: hour('2031-03-04T10:00:00Z'),
            operation: 'generateEmail',
            statusClass: '5xx',
            requests: 1,
            tokens: 0,
            credits: 0,
          },
          {
            hour: hour('2031-03-04T10:00:00Z'),
            operation: 'listTemplates',
            statusClass: '2xx',
            requests: 1,
            tokens: 0,
            credits: 0,
          },
          {
            hour: hour('2031-03-04T11:00:00Z'),
            operation: 'generateEmail',
            statusClass: '2xx',
            requests: 1,
            tokens: 7,
            credits: 7,
          },
        ]);
      });

      it('returns the hours from `from` up to but not including `to`', async () => {
        const account = await newAccount();
        for (const at of ['2031-06-01T09:10:00Z', '2031-06-01T10:10:00Z', '2031-06-01T11:10:00Z']) {
          await state.meter.record({
            requestId: requestId(),
            accountId: account.id,
            keyId: null,
            operation: 'getUsage',
            status: 200,
            tokens: 0,
            credits: 0,
            at: hour(at),
          });
        }
        const rows = await state.meter.usageRows(
          account.id,
          hour('2031-06-01T10:00:00Z'),
          hour('2031-06-01T11:00:00Z'),
        );
        expect(rows.map((r) => r.hour)).toEqual([hour('2031-06-01T10:00:00Z')]);
        expect(
          await state.meter.usageRows(
            account.id,
            hour('2031-06-02T00:00:00Z'),
            hour('2031-06-03T00:00:00Z'),
          ),
        ).toEqual([]);
      });

      it("keeps each account's usage apart", async () => {
        const a = await newAccount();
        const b = await newAccount();
        const at = hour('2031-07-01T12:00:00Z');
        await state.meter.record({
          requestId: requestId(),
          accountId: a.id,
          keyId: null,
          operation: 'improveEmail',
          status: 200,
          tokens: 9,
          credits: 9,
          at,
        });
        await state.meter.record({
          requestId: requestId(),
          accountId: a.id,
          keyId: null,
          operation: 'improveEmail',
          status: 200,
          tokens: 1,
          credits: 1,
          at,
        });
        await state.meter.record({
          requestId: requestId(),
          accountId: b.id,
          keyId: null,
          operation: 'improveEmail',
          status: 200,
          tokens: 4,
          credits: 4,
          at,
        });
        const range = [hour('2031-07-01T00:00:00Z'), hour('2031-07-02T00:00:00Z')] as const;
        expect(await state.meter.usageRows(a.id, ...range)).toEqual([
          {
            hour: at,
            operation: 'improveEmail',
            statusClass: '2xx',
            requests: 2,
            tokens: 10,
            credits: 10,
          },
        ]);
        expect(await state.meter.usageRows(b.id, ...range)).toEqual([
          {
            hour: at,
            operation: 'improveEmail',
            statusClass: '2xx',
            requests: 1,
            tokens: 4,
            credits: 4,
          },
        ]);
      });

      it('counts a record written again with the same request id once', async () => {
        const account = await newAccount();
        const at = hour('2031-08-01T08:15:00Z');
        const event = {
          requestId: requestId(),
          accountId: account.id,
          keyId: null,
          operation: 'generateEmail',
          status: 200,
          tokens: 12,
          credits: 12,
          at,
        };
        await state.meter.record(event);
        // A retry after a lost reply, and several at once: none of them adds anything.
        await state.meter.record(event);
        await Promise.all(Array.from({ length: 5 }, () => state.meter.record(event)));
        await state.meter.record({ ...event, requestId: requestId(), tokens: 3, credits: 3 });

        const rows = await state.meter.usageRows(
          account.id,
          hour('2031-08-01T00:00:00Z'),
          hour('2031-08-02T00:00:00Z'),
        );
        expect(rows).toEqual([
          {
            hour: hour('2031-08-01T08:00:00Z'),
            operation: 'generateEmail',
            statusClass: '2xx',
            requests: 2,
            tokens: 15,
            credits: 15,
          },
        ]);
      });

      it('counts records written together, of several accounts and hours, each once', async () => {
        const [first, second] = [await newAccount(), await newAccount()];
        const event = (accountId: string, iso: string, tokens: number) => ({
          requestId: requestId(),
          accountId,
          keyId: null,
          operation: 'improveEmail',
          status: 200,
          tokens,
          credits: tokens,
          at: hour(iso),
        });
        const repeated = event(first.id, '2031-09-01T09:10:00Z', 4);
        await Promise.all([
          state.meter.record(event(first.id, '2031-09-01T09:00:00Z', 1)),
          state.meter.record(repeated),
          state.meter.record(event(first.id, '2031-09-01T10:20:00Z', 2)),
          state.meter.record(event(second.id, '2031-09-01T09:30:00Z', 8)),
          state.meter.record(repeated),
        ]);
        const day = [hour('2031-09-01T00:00:00Z'), hour('2031-09-02T00:00:00Z')] as const;
        const row = (iso: string, requests: number, tokens: number) => ({
          hour: hour(iso),
          operation: 'improveEmail',
          statusClass: '2xx',
          requests,
          tokens,
          credits: tokens,
        });
        expect(await state.meter.usageRows(first.id, ...day)).toEqual([
          row('2031-09-01T09:00:00Z', 2, 5),
          row('2031-09-01T10:00:00Z', 1, 2),
        ]);
        expect(await state.meter.usageRows(second.id, ...day)).toEqual([
          row('2031-09-01T09:00:00Z', 1, 8),
        ]);
      });
    });

    describe('idempotency', () => {
      let keyCounter = 0;
      const newKey = () => `idem-${process.pid}-${Date.now()}-${(keyCounter += 1)}`;
      const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

      it('starts a new key, then replays the stored response for the same fingerprint', async () => {
        const { id } = await newAccount();
        const key = newKey();
        expect(await state.idempotency.begin(id, key, 'fp-a')).toEqual({ outcome: 'started' });
        await state.idempotency.complete(id, key, 200, '{"success":true}');
        for (let i = 0; i < 2; i++) {
          expect(await state.idempotency.begin(id, key, 'fp-a')).toEqual({
            outcome: 'replay',
            status: 200,
            body: '{"success":true}',
          });
        }
      });

      it('keeps a stored body exactly as given', async () => {
        const { id } = await newAccount();
        const key = newKey();
        const body = `{"text":"Grüße 👋\\n\u2028 \\"quoted\\"","pad":"${'x'.repeat(60_000)}"}\n`;
        await state.idempotency.begin(id, key, 'fp');
        await state.idempotency.complete(id, key, 404, body);
        expect(await state.idempotency.begin(id, key, 'fp')).toEqual({
          outcome: 'replay',
          status: 404,
          body,
        });
      });

      it('refuses another fingerprint for a key, finished or still running', async () => {
        const { id } = await newAccount();
        const running = newKey();
        const finished = newKey();
        await state.idempotency.begin(id, running, 'fp-a');
        await state.idempotency.begin(id, finished, 'fp-a');
        await state.idempotency.complete(id, finished, 200, '{}');
        expect(await state.idempotency.begin(id, running, 'fp-b')).toEqual({ outcome: 'mismatch' });
        expect(await state.idempotency.begin(id, finished, 'fp-b')).toEqual({
          outcome: 'mismatch',
        });
        expect(await state.idempotency.begin(id, finished, 'fp-a')).toMatchObject({
          outcome: 'replay',
        });
      });

      it('says in_progress while the first request with the key runs', async () => {
        const { id } = await newAccount();
        const key = newKey();
        await state.idempotency.begin(id, key, 'fp');
        expect(await state.idempotency.begin(id, key, 'fp')).toEqual({ outcome: 'in_progress' });
        await state.idempotency.complete(id, key, 201, 'done');
        expect(await state.idempotency.begin(id, key, 'fp')).toEqual({
          outcome: 'replay',
          status: 201,
          body: 'done',
        });
      });

      it('forgets an abandoned key so it starts again, but never a finished one', async () => {
        const { id } = await newAccount();
        const key = newKey();
        await state.idempotency.begin(id, key, 'fp-a');
        await state.idempotency.abandon(id, key);
        // Abandoned means absent: even another fingerprint may use the key now.
        expect(await state.idempotency.begin(id, key, 'fp-b')).toEqual({ outcome: 'started' });
        await state.idempotency.complete(id, key, 200, 'b');
        await state.idempotency.abandon(id, key);
        expect(await state.idempotency.begin(id, key, 'fp-b')).toEqual({
          outcome: 'replay',
          status: 200,
          body: 'b',
        });
      });

      it('keeps the first completion, and completes only a key that was begun', async () => {
        const { id } = await newAccount();
        const key = newKey();
        const never = newKey();
        await state.idempotency.complete(id, never, 200, 'orphan');
        expect(await state.idempotency.begin(id, never, 'fp')).toEqual({ outcome: 'started' });
        await state.idempotency.begin(id, key, 'fp');
        await state.idempotency.complete(id, key, 200, 'first');
        await state.idempotency.complete(id, key, 200, 'second');
        expect(await state.idempotency.begin(id, key, 'fp')).toEqual({
          outcome: 'replay',
          status: 200,
          body: 'first',
        });
      });

      it('lets a new request take over a key left unfinished past the lock timeout', async () => {
        const { id } = await newAccount();
        const key = newKey();
        const at = new Date();
        await state.idempotency.begin(id, key, 'fp-a', at);
        expect(
          await state.idempotency.begin(id, key, 'fp-a', later(at, IDEMPOTENCY_LOCK_MS - 1)),
        ).toEqual({ outcome: 'in_progress' });
        const takeover = later(at, IDEMPOTENCY_LOCK_MS);
        expect(await state.idempotency.begin(id, key, 'fp-b', takeover)).toEqual({
          outcome: 'started',
        });
        // The key now belongs to the request that took it over, with its own lock.
        expect(await state.idempotency.begin(id, key, 'fp-a', later(takeover, 1))).toEqual({
          outcome: 'mismatch',
        });
        expect(await state.idempotency.begin(id, key, 'fp-b', later(takeover, 1))).toEqual({
          outcome: 'in_progress',
        });
      });

      it('forgets a finished key 24 hours after it was first used', async () => {
        const { id } = await newAccount();
        const key = newKey();
        const at = new Date();
        await state.idempotency.begin(id, key, 'fp-a', at);
        await state.idempotency.complete(id, key, 200, 'old', later(at, 1000));
        expect(
          await state.idempotency.begin(id, key, 'fp-b', later(at, IDEMPOTENCY_TTL_MS - 1)),
        ).toEqual({ outcome: 'mismatch' });
        expect(
          await state.idempotency.begin(id, key, 'fp-a', later(at, IDEMPOTENCY_TTL_MS - 1)),
        ).toMatchObject({ outcome: 'replay', body: 'old' });
        expect(
          await state.idempotency.begin(id, key, 'fp-b', later(at, IDEMPOTENCY_TTL_MS)),
        ).toEqual({ outcome: 'started' });
      });

      it('keeps the keys of different accounts apart', async () => {
        const [one, two] = await Promise.all([newAccount(), newAccount()]);
        const key = newKey();
        expect(await state.idempotency.begin(one.id, key, 'fp-one')).toEqual({
          outcome: 'started',
        });
        expect(await state.idempotency.begin(two.id, key, 'fp-two')).toEqual({
          outcome: 'started',
        });
        await state.idempotency.complete(one.id, key, 200, 'one');
        expect(await state.idempotency.begin(two.id, key, 'fp-two')).toEqual({
          outcome: 'in_progress',
        });
        await state.idempotency.abandon(two.id, key);
        expect(await state.idempotency.begin(one.id, key, 'fp-one')).toMatchObject({
          outcome: 'replay',
          body: 'one',
        });
      });

      it('lets exactly one of 20 concurrent requests with the same key start', async () => {
        const { id } = await newAccount();
        const key = newKey();
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, () => state.idempotency.begin(id, key, 'fp')),
        );
        const started = outcomes.filter((o) => o.outcome === 'started');
        expect(started).toHaveLength(1);
        expect(outcomes.filter((o) => o.outcome === 'in_progress')).toHaveLength(19);
      });
    });

    describe('health', () => {
      it('answers ping', async () => {
        await expect(state.ping()).resolves.toBeUndefined();
      });
    });

    describe('users and sessions', () => {
      let emailCounter = 0;
      const newEmail = () => {
        emailCounter += 1;
        return `user-${process.pid}-${Date.now()}-${emailCounter}@example.com`;
      };
      const newUser = async (email = newEmail()) => {
        const user = await state.users.createUser({ email, passwordHash: `hash-of-${email}` });
        if (!user) throw new Error(`email ${email} was taken`);
        return user;
      };
      const HOUR = 3_600_000;
      const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
      const TOKEN = /^[A-Za-z0-9_-]{43}$/;

      it('creates a user with a Free account that has its allowance', async () => {
        const before = Date.now();
        const user = await newUser();
        expect(user.id).toMatch(/^user_[0-9A-Za-z]+$/);
        expect(user.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(user.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
        expect(await state.users.getUser(user.id)).toEqual(user);
        expect(await state.accounts.getAccount(user.accountId)).toMatchObject({
          id: user.accountId,
          plan: 'free',
          rateLimit: null,
        });
        expect(await state.meter.balance(user.accountId)).toEqual(
          balance(periodOf(new Date()), 100, 0),
        );
      });

      it('creates the account on the plan given, and one account per user', async () => {
        const [one, two] = await Promise.all([
          state.users.createUser({ email: newEmail(), passwordHash: 'h', plan: 'professional' }),
          newUser(),
        ]);
        expect((await state.accounts.getAccount(one!.accountId))?.plan).toBe('professional');
        expect(one!.accountId).not.toBe(two.accountId);
      });

      it('stores the email trimmed and lowercase', async () => {
        const local = newEmail().split('@')[0]!;
        const user = await newUser(`  ${local.toUpperCase()}@Example.COM\t`);
        expect(user.email).toBe(`${local}@example.com`);
        expect((await state.users.getUser(user.id))?.email).toBe(`${local}@example.com`);
      });

      it('refuses an email that is taken, in any case or with spaces around it', async () => {
        const email = newEmail();
        await newUser(email);
        const accountsBefore = await state.accounts.countAccounts();
        for (const again of [email, email.toUpperCase(), `  ${email} `]) {
          expect(await state.users.createUser({ email: again, passwordHash: 'other' })).toBeNull();
        }
        expect(await state.accounts.countAccounts()).toBe(accountsBefore);
        expect((await state.users.findUserByEmail(email))?.passwordHash).toBe(`hash-of-${email}`);
      });

      it('lets exactly one of 20 concurrent sign-ups with one email through', async () => {
        const email = newEmail();
        const accountsBefore = await state.accounts.countAccounts();
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            state.users.createUser({
              email: i % 2 === 0 ? email : email.toUpperCase(),
              passwordHash: `hash-${i}`,
            }),
          ),
        );
        const created = results.filter((user) => user !== null);
        expect(created).toHaveLength(1);
        expect((await state.users.findUserByEmail(email))?.user).toEqual(created[0]);
        expect(await state.accounts.countAccounts()).toBe(accountsBefore + 1);
      });

      it('finds a user by email in any case, with the password hash', async () => {
        const email = newEmail();
        const user = await newUser(email);
        expect(await state.users.findUserByEmail(` ${email.toUpperCase()} `)).toEqual({
          user,
          passwordHash: `hash-of-${email}`,
        });
      });

      it('returns null for an unknown user or email', async () => {
        expect(await state.users.getUser('user_doesnotexist0000')).toBeNull();
        expect(await state.users.findUserByEmail(newEmail())).toBeNull();
      });

      it('creates a session and reads it back by its id', async () => {
        const user = await newUser();
        const at = new Date();
        const session = await state.users.createSession(user.id, HOUR, at);
        expect(session).toEqual({
          id: expect.stringMatching(TOKEN),
          userId: user.id,
          accountId: user.accountId,
          csrfToken: expect.stringMatching(TOKEN),
          createdAt: at,
          expiresAt: later(at, HOUR),
        });
        expect(session.csrfToken).not.toBe(session.id);
        expect(await state.users.getSession(session.id)).toEqual(session);

        const other = await state.users.createSession(user.id, HOUR);
        expect(other.id).not.toBe(session.id);
        expect(other.csrfToken).not.toBe(session.csrfToken);
      });

      it('refuses a session for an unknown user or without a positive lifetime', async () => {
        await expect(state.users.createSession('user_doesnotexist0000', HOUR)).rejects.toThrow();
        const user = await newUser();
        await expect(state.users.createSession(user.id, 0)).rejects.toThrow(RangeError);
      });

      it('ends a session when it expires, without extending it when read', async () => {
        const user = await newUser();
        const at = new Date();
        const session = await state.users.createSession(user.id, HOUR, at);
        expect(await state.users.getSession(session.id, later(at, HOUR - 1))).toEqual(session);
        expect(await state.users.getSession(session.id, later(at, HOUR))).toBeNull();
        expect(await state.users.getSession(session.id, later(at, HOUR - 1))).toEqual(session);
      });

      it('finds a session only by its own id, which is not what it stores', async () => {
        const user = await newUser();
        const session = await state.users.createSession(user.id, HOUR);
        const sameLength = randomBytes(32).toString('base64url');
        const sha256 = (text: string) => createHash('sha256').update(text).digest();
        expect(await state.users.getSession(sameLength)).toBeNull();
        expect(await state.users.getSession(sha256(session.id).toString('hex'))).toBeNull();
        expect(await state.users.getSession(sha256(session.id).toString('base64url'))).toBeNull();
        expect(await state.users.getSession(session.id.toUpperCase())).toBeNull();
        expect(await state.users.getSession(session.id)).toEqual(session);
      });

      it('deletes one session and leaves the others', async () => {
        const user = await newUser();
        const [gone, kept] = await Promise.all([
          state.users.createSession(user.id, HOUR),
          state.users.createSession(user.id, HOUR),
        ]);
        await state.users.deleteSession(gone.id);
        expect(await state.users.getSession(gone.id)).toBeNull();
        expect(await state.users.getSession(kept.id)).toEqual(kept);
        await expect(state.users.deleteSession(gone.id)).resolves.toBeUndefined();
        await expect(
          state.users.deleteSession(randomBytes(32).toString('base64url')),
        ).resolves.toBeUndefined();
      });

      it("signs a user out everywhere without touching another user's sessions", async () => {
        const [user, other] = await Promise.all([newUser(), newUser()]);
        const sessions = await Promise.all(
          Array.from({ length: 3 }, () => state.users.createSession(user.id, HOUR)),
        );
        const theirs = await state.users.createSession(other.id, HOUR);
        await state.users.deleteSessionsOf(user.id);
        for (const session of sessions) {
          expect(await state.users.getSession(session.id)).toBeNull();
        }
        expect(await state.users.getSession(theirs.id)).toEqual(theirs);

        // A new sign-in works as before, and signing out everywhere again ends it too.
        const again = await state.users.createSession(user.id, HOUR);
        expect(await state.users.getSession(again.id)).toEqual(again);
        await state.users.deleteSessionsOf(user.id);
        expect(await state.users.getSession(again.id)).toBeNull();
        await expect(
          state.users.deleteSessionsOf('user_doesnotexist0000'),
        ).resolves.toBeUndefined();
      });
    });
  });
}
