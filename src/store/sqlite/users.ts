import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { PlanId } from '../../plans/plans.js';
import type { Account, AccountStore, Session, User, UserStore } from '../store.js';
import { randomId } from './ids.js';

interface UserRow {
  id: string;
  email: string;
  account_id: string;
  password_hash: string;
  created_at: number;
}

interface SessionRow {
  user_id: string;
  account_id: string;
  csrf_token: string;
  created_at: number;
  expires_at: number;
}

const USER_COLUMNS = 'id, email, account_id, password_hash, created_at';

/** Expired sessions deleted per new session: enough to keep up, never a long write. */
const PRUNE_BATCH = 100;

/** How emails are compared and stored, in both backends. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized === '') throw new RangeError('email must not be empty');
  return normalized;
}

/** A new session's secret id, and a CSRF token alike: 32 random bytes in base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps in place of a session id. */
export function sessionHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export function requireTtl(ttlMs: number): void {
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0) {
    throw new RangeError(`ttlMs must be a positive integer, got ${ttlMs}`);
  }
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    accountId: row.account_id,
    createdAt: new Date(row.created_at),
  };
}

export class SqliteUserStore implements UserStore {
  private readonly sql;
  private readonly createTx;
  private readonly createSessionTx;

  constructor(
    db: Database.Database,
    private readonly accounts: AccountStore,
  ) {
    this.sql = {
      userByEmail: db.prepare<[string], UserRow>(
        `SELECT ${USER_COLUMNS} FROM users WHERE email = ?`,
      ),
      userById: db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`),
      insertUser: db.prepare<[string, string, string, string, number]>(
        `INSERT INTO users (${USER_COLUMNS}) VALUES (?, ?, ?, ?, ?)`,
      ),
      lastAccountRowid: db.prepare<[], { n: number | null }>(
        'SELECT max(rowid) AS n FROM accounts',
      ),
      accountsAfter: db.prepare<[number], { id: string }>(
        'SELECT id FROM accounts WHERE rowid > ?',
      ),
      insertSession: db.prepare<[string, string, string, number, number]>(
        `INSERT INTO sessions (hash, user_id, csrf_token, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
      ),
      getSession: db.prepare<[string, number], SessionRow>(
        `SELECT s.user_id, u.account_id, s.csrf_token, s.created_at, s.expires_at
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.hash = ? AND s.expires_at > ?`,
      ),
      deleteSession: db.prepare<[string]>('DELETE FROM sessions WHERE hash = ?'),
      deleteSessionsOf: db.prepare<[string]>('DELETE FROM sessions WHERE user_id = ?'),
      pruneSessions: db.prepare<[number, number]>(
        `DELETE FROM sessions WHERE hash IN (
           SELECT hash FROM sessions WHERE expires_at <= ? LIMIT ?)`,
      ),
    };

    this.createTx = db.transaction(
      (user: Omit<User, 'accountId'>, passwordHash: string, plan: PlanId) => {
        if (this.sql.userByEmail.get(user.email)) return null;
        // AccountStore.createAccount does its SQL synchronously, as a savepoint inside this
        // transaction, but hands the account back as a promise. Holding the write lock, the
        // one account row added since `before` is the one it created.
        const before = this.sql.lastAccountRowid.get()?.n ?? 0;
        const account = this.accounts.createAccount({ plan });
        const added = this.sql.accountsAfter.all(before);
        if (added.length !== 1) return { account, accountId: null };
        const accountId = added[0]!.id;
        this.sql.insertUser.run(
          user.id,
          user.email,
          accountId,
          passwordHash,
          user.createdAt.getTime(),
        );
        return { account, accountId };
      },
    );

    this.createSessionTx = db.transaction(
      (hash: string, session: Omit<Session, 'id' | 'accountId'>): string => {
        this.sql.pruneSessions.run(session.createdAt.getTime(), PRUNE_BATCH);
        const user = this.sql.userById.get(session.userId);
        if (!user) throw new Error(`no user ${session.userId}`);
        this.sql.insertSession.run(
          hash,
          session.userId,
          session.csrfToken,
          session.createdAt.getTime(),
          session.expiresAt.getTime(),
        );
        return user.account_id;
      },
    );
  }

  async createUser(input: {
    email: string;
    passwordHash: string;
    plan?: PlanId;
  }): Promise<User | null> {
    const user = {
      id: randomId('user_'),
      email: normalizeEmail(input.email),
      createdAt: new Date(),
    };
    const created = this.createTx.immediate(user, input.passwordHash, input.plan ?? 'free');
    if (created === null) return null;
    // No account row means createAccount failed and wrote nothing (its savepoint rolled
    // back, and no user was inserted): its rejection says why.
    const account: Account = await created.account;
    if (created.accountId !== account.id) {
      throw new Error(`account ${account.id} was not created inside the sign-up's transaction`);
    }
    return { ...user, accountId: account.id };
  }

  async findUserByEmail(email: string): Promise<{ user: User; passwordHash: string } | null> {
    const row = this.sql.userByEmail.get(normalizeEmail(email));
    return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
  }

  async getUser(id: string): Promise<User | null> {
    const row = this.sql.userById.get(id);
    return row ? toUser(row) : null;
  }

  async createSession(userId: string, ttlMs: number, now: Date = new Date()): Promise<Session> {
    requireTtl(ttlMs);
    const id = randomToken();
    const session = {
      userId,
      csrfToken: randomToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    };
    const accountId = this.createSessionTx.immediate(sessionHash(id), session);
    return { id, ...session, accountId };
  }

  async getSession(id: string, now: Date = new Date()): Promise<Session | null> {
    const row = this.sql.getSession.get(sessionHash(id), now.getTime());
    if (!row) return null;
    return {
      id,
      userId: row.user_id,
      accountId: row.account_id,
      csrfToken: row.csrf_token,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
    };
  }

  async deleteSession(id: string): Promise<void> {
    this.sql.deleteSession.run(sessionHash(id));
  }

  async deleteSessionsOf(userId: string): Promise<void> {
    this.sql.deleteSessionsOf.run(userId);
  }
}
