import type Database from 'better-sqlite3';
import type { PlanCatalog, PlanId, RateLimit } from '../../plans/plans.js';
import {
  KeyLimitReachedError,
  newKeyRecord,
  type Account,
  type AccountStore,
  type ApiKeyRecord,
  type NewAccount,
} from '../store.js';
import { randomId } from './ids.js';
import { currentPeriod, periodOf } from './time.js';

interface AccountRow {
  id: string;
  name: string | null;
  plan: string;
  rate_limit_requests: number | null;
  rate_limit_window_seconds: number | null;
  created_at: number;
}

interface KeyRow {
  id: string;
  account_id: string;
  name: string | null;
  hint: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/**
 * A key is touched at most once a minute per process (and the UPDATE itself skips rows
 * touched less than a minute ago), so an authenticated request does not cost a write.
 * `lastUsedAt` is therefore accurate to about a minute.
 */
const TOUCH_EVERY_MS = 60_000;

const ACCOUNT_COLUMNS =
  'id, name, plan, rate_limit_requests, rate_limit_window_seconds, created_at';
const KEY_COLUMNS = 'id, account_id, name, hint, created_at, last_used_at, revoked_at';

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan as PlanId,
    rateLimit:
      row.rate_limit_requests !== null && row.rate_limit_window_seconds !== null
        ? { requests: row.rate_limit_requests, windowSeconds: row.rate_limit_window_seconds }
        : null,
    createdAt: new Date(row.created_at),
  };
}

function toKey(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    hint: row.hint,
    createdAt: new Date(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}

/** Only Enterprise accounts carry their own limit; every other plan uses the catalog's. */
function ownLimit(plan: PlanId, limit: RateLimit | null | undefined): RateLimit | null {
  return plan === 'enterprise' ? (limit ?? null) : null;
}

export class SqliteAccountStore implements AccountStore {
  private readonly touchedAt = new Map<string, number>();
  private readonly sql;
  private readonly createTx;
  private readonly setPlanTx;
  private readonly revokeTx;
  private readonly insertKeyTx;

  constructor(
    db: Database.Database,
    private readonly plans: PlanCatalog,
  ) {
    this.sql = {
      insertAccount: db.prepare<
        [string, string | null, string, number | null, number | null, number]
      >(`INSERT INTO accounts (${ACCOUNT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`),
      insertBalance: db.prepare<[string, string, number, number]>(
        'INSERT INTO balances (account_id, period, allowance, purchased) VALUES (?, ?, ?, ?)',
      ),
      getAccount: db.prepare<[string], AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`,
      ),
      countAccounts: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM accounts'),
      listAccounts: db.prepare<[], AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM accounts ORDER BY created_at, id`,
      ),
      updatePlan: db.prepare<[string, number | null, number | null, string]>(
        `UPDATE accounts SET plan = ?, rate_limit_requests = ?, rate_limit_window_seconds = ?
         WHERE id = ?`,
      ),
      getBalancePeriod: db.prepare<[string], { period: string }>(
        'SELECT period FROM balances WHERE account_id = ?',
      ),
      resetAllowance: db.prepare<[string, number, string]>(
        'UPDATE balances SET period = ?, allowance = ? WHERE account_id = ?',
      ),
      countActiveKeys: db.prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM api_keys WHERE account_id = ? AND revoked_at IS NULL',
      ),
      insertKey: db.prepare<[string, string, string | null, string, string, number]>(
        'INSERT INTO api_keys (id, account_id, name, hash, hint, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      getKey: db.prepare<[string], KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ?`),
      findActiveKey: db.prepare<
        [string],
        KeyRow & { [K in keyof AccountRow as `a_${K}`]: AccountRow[K] }
      >(
        `SELECT k.id, k.account_id, k.name, k.hint, k.created_at, k.last_used_at, k.revoked_at,
                a.id AS a_id, a.name AS a_name, a.plan AS a_plan,
                a.rate_limit_requests AS a_rate_limit_requests,
                a.rate_limit_window_seconds AS a_rate_limit_window_seconds,
                a.created_at AS a_created_at
           FROM api_keys k JOIN accounts a ON a.id = k.account_id
          WHERE k.hash = ? AND k.revoked_at IS NULL`,
      ),
      listKeys: db.prepare<[], KeyRow>(
        `SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`,
      ),
      listKeysOf: db.prepare<[string], KeyRow>(
        `SELECT ${KEY_COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY created_at, id`,
      ),
      revokeKey: db.prepare<[number, string]>(
        'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
      ),
      touchKey: db.prepare<[number, string, number]>(
        `UPDATE api_keys SET last_used_at = ?
          WHERE id = ? AND (last_used_at IS NULL OR last_used_at <= ?)`,
      ),
    };

    this.createTx = db.transaction((account: Account, allowance: number, purchased: number) => {
      const limit = account.rateLimit;
      this.sql.insertAccount.run(
        account.id,
        account.name,
        account.plan,
        limit?.requests ?? null,
        limit?.windowSeconds ?? null,
        account.createdAt.getTime(),
      );
      this.sql.insertBalance.run(account.id, periodOf(account.createdAt), allowance, purchased);
    });

    this.setPlanTx = db.transaction(
      (
        accountId: string,
        plan: PlanId,
        limit: RateLimit | null,
        now: Date,
      ): AccountRow | undefined => {
        const before = this.sql.getAccount.get(accountId);
        if (!before) return undefined;
        this.sql.updatePlan.run(
          plan,
          limit?.requests ?? null,
          limit?.windowSeconds ?? null,
          accountId,
        );
        // A new plan grants its own allowance for the month; re-setting the same plan (say, to
        // change an Enterprise limit) must not refill the allowance.
        if (before.plan !== plan) {
          const stored = this.sql.getBalancePeriod.get(accountId)?.period ?? periodOf(now);
          this.sql.resetAllowance.run(
            currentPeriod(stored, now),
            this.plans[plan].monthlyCredits,
            accountId,
          );
        }
        return this.sql.getAccount.get(accountId);
      },
    );

    this.insertKeyTx = db.transaction((key: ApiKeyRecord, hash: string, maxActive?: number) => {
      if (maxActive !== undefined && this.sql.countActiveKeys.get(key.accountId)!.n >= maxActive) {
        throw new KeyLimitReachedError(maxActive);
      }
      this.sql.insertKey.run(
        key.id,
        key.accountId,
        key.name,
        hash,
        key.hint,
        key.createdAt.getTime(),
      );
    });
    this.revokeTx = db.transaction((keyId: string, at: number): KeyRow | undefined => {
      this.sql.revokeKey.run(at, keyId);
      return this.sql.getKey.get(keyId);
    });
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
    const allowance = input.allowance === false ? 0 : this.plans[account.plan].monthlyCredits;
    this.createTx.immediate(account, allowance, purchased);
    return account;
  }

  async getAccount(id: string): Promise<Account | null> {
    const row = this.sql.getAccount.get(id);
    return row ? toAccount(row) : null;
  }

  async countAccounts(): Promise<number> {
    return this.sql.countAccounts.get()?.n ?? 0;
  }

  async listAccounts(): Promise<Account[]> {
    return this.sql.listAccounts.all().map(toAccount);
  }

  async setPlan(
    accountId: string,
    plan: PlanId,
    rateLimit?: RateLimit | null,
  ): Promise<Account | null> {
    const row = this.setPlanTx.immediate(accountId, plan, ownLimit(plan, rateLimit), new Date());
    return row ? toAccount(row) : null;
  }

  async insertKey(input: {
    accountId: string;
    name: string | null;
    hash: string;
    hint: string;
    maxActive?: number;
  }): Promise<ApiKeyRecord> {
    const key = newKeyRecord(randomId('key_'), input);
    try {
      this.insertKeyTx.immediate(key, input.hash, input.maxActive);
    } catch (err) {
      if (err instanceof KeyLimitReachedError) throw err;
      // A plain Error, as the Redis backend throws: better-sqlite3's SqliteError comes
      // from the native addon's realm, which callers (and jest) cannot always recognise.
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new Error('an API key with this hash already exists');
      }
      throw err;
    }
    return key;
  }

  async findActiveKeyByHash(hash: string): Promise<{ key: ApiKeyRecord; account: Account } | null> {
    const row = this.sql.findActiveKey.get(hash);
    if (!row) return null;
    return {
      key: toKey(row),
      account: toAccount({
        id: row.a_id,
        name: row.a_name,
        plan: row.a_plan,
        rate_limit_requests: row.a_rate_limit_requests,
        rate_limit_window_seconds: row.a_rate_limit_window_seconds,
        created_at: row.a_created_at,
      }),
    };
  }

  async listKeys(filter?: { accountId?: string }): Promise<ApiKeyRecord[]> {
    const rows =
      filter?.accountId === undefined
        ? this.sql.listKeys.all()
        : this.sql.listKeysOf.all(filter.accountId);
    return rows.map(toKey);
  }

  async getKey(keyId: string): Promise<ApiKeyRecord | null> {
    const row = this.sql.getKey.get(keyId);
    return row ? toKey(row) : null;
  }

  async revokeKey(keyId: string, at: Date = new Date()): Promise<ApiKeyRecord | null> {
    const row = this.revokeTx.immediate(keyId, at.getTime());
    return row ? toKey(row) : null;
  }

  async touchKey(keyId: string, at: Date): Promise<void> {
    const ms = at.getTime();
    const last = this.touchedAt.get(keyId);
    if (last !== undefined && ms - last < TOUCH_EVERY_MS) return;
    this.touchedAt.set(keyId, ms);
    this.sql.touchKey.run(ms, keyId, ms - TOUCH_EVERY_MS);
  }
}
