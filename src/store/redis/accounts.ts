/**
 * Accounts and keys as hashes in each account's slot, with three global lookups beside them:
 * the account index, key hash → key, key id → account. A write that spans an account's keys
 * is one MULTI or script on its slot. The lookups live in other slots, so each is its own
 * single-key command, ordered so that a failure in between never hides something a caller
 * was handed: the key hash is claimed (SET NX, which is what refuses duplicates) and the
 * key id lookup written before the key record, so every stored key can be found and
 * revoked; the account index is written after the account, since a create that fails
 * returns no id and an unindexed account is then merely unused. A lookup that points at
 * nothing reads as "not found".
 */
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { PlanCatalog, PlanId, RateLimit } from '../../plans/plans.js';
import { decisionOfCount, type PlanLimits } from '../limits.js';
import { randomId } from '../sqlite/ids.js';
import { periodOf } from '../sqlite/time.js';
import {
  KeyLimitReachedError,
  newKeyRecord,
  type Account,
  type AccountStore,
  type AdmittedKey,
  type ApiKeyRecord,
  type NewAccount,
} from '../store.js';
import { execAll, type RedisClient } from './connection.js';
import type { RedisKeys } from './keys.js';
import { monthlyCreditsArgument, type Scripts } from './scripts.js';

/** See SqliteAccountStore: `lastUsedAt` is accurate to about a minute, and a touch is rarely a write. */
const TOUCH_EVERY_MS = 60_000;

/** Key lookups kept in memory (about 200 bytes each); emptied when full. */
const MAX_CACHED_LOOKUPS = 10_000;

type Fields = Record<string, string>;

/** What `keyhash:<hash>` holds. */
interface KeyLookup {
  keyId: string;
  accountId: string;
}

/** HGETALL through a script arrives as a flat `[field, value, …]` list. */
function pairs(raw: unknown): Fields | null {
  if (!Array.isArray(raw)) return null;
  const fields: Fields = {};
  for (let i = 0; i + 1 < raw.length; i += 2) fields[String(raw[i])] = String(raw[i + 1]);
  return fields;
}

function toAccount(fields: Fields | null): Account | null {
  if (!fields?.id || !fields.plan || !fields.created_at) return null;
  const requests = fields.limit_requests;
  const windowSeconds = fields.limit_window_seconds;
  return {
    id: fields.id,
    name: fields.name ?? null,
    plan: fields.plan as PlanId,
    rateLimit:
      requests !== undefined && windowSeconds !== undefined
        ? { requests: Number(requests), windowSeconds: Number(windowSeconds) }
        : null,
    createdAt: new Date(Number(fields.created_at)),
  };
}

function toKey(fields: Fields | null): ApiKeyRecord | null {
  if (!fields?.id || !fields.account_id || !fields.created_at) return null;
  const date = (value: string | undefined) =>
    value === undefined ? null : new Date(Number(value));
  return {
    id: fields.id,
    accountId: fields.account_id,
    name: fields.name ?? null,
    hint: fields.hint ?? '',
    createdAt: new Date(Number(fields.created_at)),
    lastUsedAt: date(fields.last_used_at),
    revokedAt: date(fields.revoked_at),
  };
}

/** Only Enterprise accounts carry their own limit; every other plan uses the catalog's. */
function ownLimit(plan: PlanId, limit: RateLimit | null | undefined): RateLimit | null {
  return plan === 'enterprise' ? (limit ?? null) : null;
}

export class RedisAccountStore implements AccountStore {
  private readonly touchedAt = new Map<string, number>();
  /**
   * Key hash → key id and account: one GET per request saved. The lookup never changes once
   * the key record exists (a hash belongs to one key for ever; revoking marks the record),
   * so only lookups whose record was found are kept, and the record itself, revoked or not,
   * is read on every call: a revocation anywhere is seen by the next request everywhere.
   */
  private readonly lookups = new Map<string, KeyLookup>();
  /**
   * The plan and own limit each account had when this process last read it: the limit whose
   * counter `admitKey` counts against in the same script, which counts only if the account
   * still has them.
   */
  private readonly limitsSeen = new Map<string, Account>();
  private readonly catalog: string;

  constructor(
    private readonly client: RedisClient,
    private readonly scripts: Scripts,
    private readonly keys: RedisKeys,
    private readonly plans: PlanCatalog,
    private readonly limits: PlanLimits<RateLimiterRedis>,
  ) {
    this.catalog = monthlyCreditsArgument(plans);
  }

  async createAccount(input: NewAccount): Promise<Account> {
    const purchased = input.credits ?? 0;
    if (!Number.isSafeInteger(purchased) || purchased < 0) {
      throw new RangeError('credits must be a non-negative integer');
    }
    const account: Account = {
      id: randomId('acct_'),
      name: input.name ?? null,
      plan: input.plan,
      rateLimit: ownLimit(input.plan, input.rateLimit),
      createdAt: new Date(),
    };
    const fields: Fields = {
      id: account.id,
      plan: account.plan,
      created_at: String(account.createdAt.getTime()),
    };
    if (account.name !== null) fields.name = account.name;
    if (account.rateLimit) {
      fields.limit_requests = String(account.rateLimit.requests);
      fields.limit_window_seconds = String(account.rateLimit.windowSeconds);
    }
    await execAll(
      this.client
        .multi()
        .hset(this.keys.account(account.id), fields)
        .hset(this.keys.balance(account.id), {
          period: periodOf(account.createdAt),
          allowance: String(
            input.allowance === false ? 0 : this.plans[account.plan].monthlyCredits,
          ),
          purchased: String(purchased),
        }),
    );
    await this.client.zadd(this.keys.accounts(), account.createdAt.getTime(), account.id);
    return account;
  }

  async getAccount(id: string): Promise<Account | null> {
    return toAccount(await this.client.hgetall(this.keys.account(id)));
  }

  async countAccounts(): Promise<number> {
    return this.client.zcard(this.keys.accounts());
  }

  /** In creation order (ties by id), as the index's scores and members sort. */
  async listAccounts(): Promise<Account[]> {
    const ids = await this.client.zrange(this.keys.accounts(), '0', '-1');
    const accounts = await Promise.all(ids.map((id) => this.getAccount(id)));
    return accounts.filter((a): a is Account => a !== null);
  }

  async setPlan(
    accountId: string,
    plan: PlanId,
    rateLimit?: RateLimit | null,
  ): Promise<Account | null> {
    const limit = ownLimit(plan, rateLimit);
    const raw = await this.scripts.setPlan(
      [this.keys.account(accountId), this.keys.balance(accountId)],
      [plan, limit?.requests ?? '', limit?.windowSeconds ?? '', periodOf(new Date()), this.catalog],
    );
    return toAccount(pairs(raw));
  }

  async insertKey(input: {
    accountId: string;
    name: string | null;
    hash: string;
    hint: string;
    maxActive?: number;
  }): Promise<ApiKeyRecord> {
    const key = newKeyRecord(randomId('key_'), input);
    const hashKey = this.keys.keyHash(input.hash);
    const lookup: KeyLookup = { keyId: key.id, accountId: key.accountId };
    // Claiming the hash first is what refuses a duplicate, across instances.
    if ((await this.client.set(hashKey, JSON.stringify(lookup), 'NX')) !== 'OK') {
      throw new Error('an API key with this hash already exists');
    }
    try {
      await this.client.set(this.keys.keyId(key.id), key.accountId);
      const stored = await this.scripts.insertKey(
        [
          this.keys.account(key.accountId),
          this.keys.key(key.accountId, key.id),
          this.keys.keysOf(key.accountId),
        ],
        [
          key.id,
          key.accountId,
          key.createdAt.getTime(),
          key.hint,
          input.hash,
          key.name === null ? '0' : '1',
          key.name ?? '',
          input.maxActive === undefined ? '' : String(input.maxActive),
          this.keys.key(key.accountId, ''),
        ],
      );
      if (stored === -1) throw new KeyLimitReachedError(input.maxActive ?? 0);
      if (stored !== 1) throw new Error(`no account ${key.accountId}`);
    } catch (err) {
      // Give the hash back so the key can be created again once the cause is fixed.
      await Promise.allSettled([
        this.client.del(hashKey),
        this.client.del(this.keys.keyId(key.id)),
      ]);
      throw err;
    }
    return key;
  }

  async findActiveKeyByHash(hash: string): Promise<{ key: ApiKeyRecord; account: Account } | null> {
    const cached = this.lookups.get(hash);
    if (cached) {
      const found = await this.readKey(cached);
      if (found !== 'missing') return found;
      this.lookups.delete(hash);
    }
    const raw = await this.client.get(this.keys.keyHash(hash));
    if (raw === null) return null;
    const lookup = JSON.parse(raw) as KeyLookup;
    const found = await this.readKey(lookup);
    if (found === 'missing') return null;
    if (this.lookups.size >= MAX_CACHED_LOOKUPS) this.lookups.clear();
    this.lookups.set(hash, lookup);
    return found;
  }

  /**
   * `State.admitKey`: one script that reads the key and its account and counts the request
   * against the limit the account had when this process last saw it, once the key's lookup
   * and the account are known here; the script counts only if the account still has that
   * limit. Otherwise (the first call with a key, a plan changed since) the key is read and
   * the request counted in two steps.
   */
  async admitKey(
    hash: string,
    limitOf: (account: Account) => RateLimit,
  ): Promise<AdmittedKey | null> {
    const lookup = this.lookups.get(hash);
    const seen = lookup && this.limitsSeen.get(lookup.accountId);
    if (!lookup || !seen) return this.admitInTwoSteps(hash, limitOf);
    const expected = limitOf(seen);
    const [keyFields, accountFields, consumed, msBeforeNext] = (await this.scripts.admitKey(
      [
        this.keys.key(lookup.accountId, lookup.keyId),
        this.keys.account(lookup.accountId),
        this.keys.rateLimit(lookup.accountId, expected),
      ],
      [
        seen.plan,
        seen.rateLimit?.requests ?? '',
        seen.rateLimit?.windowSeconds ?? '',
        expected.windowSeconds,
      ],
    )) as [unknown, unknown, number | undefined, number | undefined];
    const key = toKey(pairs(keyFields));
    const account = toAccount(pairs(accountFields));
    if (!key || !account) {
      this.lookups.delete(hash);
      return this.admitInTwoSteps(hash, limitOf);
    }
    if (key.revokedAt !== null) return null;
    if (consumed === undefined || msBeforeNext === undefined) {
      // The account's limit changed since this process last saw it: nothing was counted.
      this.limitsSeen.set(account.id, account);
      const limit = limitOf(account);
      return { key, account, limit, admission: await this.limits.admit(account.id, limit) };
    }
    return {
      key,
      account,
      limit: expected,
      admission: decisionOfCount(consumed, msBeforeNext, expected),
    };
  }

  private async admitInTwoSteps(
    hash: string,
    limitOf: (account: Account) => RateLimit,
  ): Promise<AdmittedKey | null> {
    const found = await this.findActiveKeyByHash(hash);
    if (!found) return null;
    if (this.limitsSeen.size >= MAX_CACHED_LOOKUPS) this.limitsSeen.clear();
    this.limitsSeen.set(found.account.id, found.account);
    const limit = limitOf(found.account);
    return { ...found, limit, admission: await this.limits.admit(found.account.id, limit) };
  }

  /** The key and its account in one round trip; `missing` when either record is not there. */
  private async readKey({
    keyId,
    accountId,
  }: KeyLookup): Promise<{ key: ApiKeyRecord; account: Account } | null | 'missing'> {
    const [keyFields, accountFields] = (await this.scripts.readKey(
      [this.keys.key(accountId, keyId), this.keys.account(accountId)],
      [],
    )) as [unknown, unknown];
    const key = toKey(pairs(keyFields));
    const account = toAccount(pairs(accountFields));
    if (!key || !account) return 'missing';
    return key.revokedAt === null ? { key, account } : null;
  }

  async listKeys(filter?: { accountId?: string }): Promise<ApiKeyRecord[]> {
    if (filter?.accountId !== undefined) return this.keysOf(filter.accountId);
    const accountIds = await this.client.zrange(this.keys.accounts(), '0', '-1');
    const all = (await Promise.all(accountIds.map((id) => this.keysOf(id)))).flat();
    return all.sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  async getKey(keyId: string): Promise<ApiKeyRecord | null> {
    const accountId = await this.client.get(this.keys.keyId(keyId));
    if (accountId === null) return null;
    return toKey(await this.client.hgetall(this.keys.key(accountId, keyId)));
  }

  async revokeKey(keyId: string, at: Date = new Date()): Promise<ApiKeyRecord | null> {
    const accountId = await this.client.get(this.keys.keyId(keyId));
    if (accountId === null) return null;
    const raw = await this.scripts.revokeKey([this.keys.key(accountId, keyId)], [at.getTime()]);
    return toKey(pairs(raw));
  }

  async touchKey(keyId: string, at: Date): Promise<void> {
    const ms = at.getTime();
    const last = this.touchedAt.get(keyId);
    if (last !== undefined && ms - last < TOUCH_EVERY_MS) return;
    this.touchedAt.set(keyId, ms);
    const accountId = await this.client.get(this.keys.keyId(keyId));
    if (accountId === null) return;
    await this.scripts.touchKey([this.keys.key(accountId, keyId)], [ms, ms - TOUCH_EVERY_MS]);
  }

  /** One account's keys in creation order (ties by id), as the index's scores and members sort. */
  private async keysOf(accountId: string): Promise<ApiKeyRecord[]> {
    const ids = await this.client.zrange(this.keys.keysOf(accountId), '0', '-1');
    if (ids.length === 0) return [];
    const pipeline = this.client.pipeline();
    for (const id of ids) pipeline.hgetall(this.keys.key(accountId, id));
    const records = (await execAll(pipeline)) as Fields[];
    return records.map(toKey).filter((k): k is ApiKeyRecord => k !== null);
  }
}
