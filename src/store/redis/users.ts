/**
 * Users as hashes in their account's slot, with two global lookups (email → user id, user
 * id → account id) and sessions as global strings that Redis expires by itself. As with API
 * keys (accounts.ts), the lookups live in other slots, so each is its own single-key
 * command, ordered so that a failure in between never leaves a user its owner cannot reach:
 *
 * sign-up claims the email first (SET NX, which is what refuses a second sign-up with the
 * same address), then creates the account, then the id lookup and the user record, and
 * only then makes the claim permanent. The claim carries an expiry until that last step,
 * so a process that dies half-way frees the address by itself; any step that fails gives
 * the claim back at once.
 */
import type { PlanId } from '../../plans/plans.js';
import { randomId } from '../sqlite/ids.js';
import { normalizeEmail, randomToken, requireTtl, sessionHash } from '../sqlite/users.js';
import type { AccountStore, Session, User, UserStore } from '../store.js';
import { execAll, type RedisClient } from './connection.js';
import type { RedisKeys } from './keys.js';

/**
 * How long an email stays claimed by a sign-up that has not finished. A sign-up is a few
 * commands, each bounded by the command timeout: this outlives any that is still running.
 */
const CLAIM_MS = 10 * 60_000;

type Fields = Record<string, string>;

/** What `session:<hash>` holds. */
interface SessionRecord {
  userId: string;
  accountId: string;
  csrfToken: string;
  createdAt: number;
  expiresAt: number;
}

function toUser(fields: Fields): User | null {
  if (!fields.id || !fields.email || !fields.account_id || !fields.created_at) return null;
  return {
    id: fields.id,
    email: fields.email,
    accountId: fields.account_id,
    createdAt: new Date(Number(fields.created_at)),
  };
}

export class RedisUserStore implements UserStore {
  constructor(
    private readonly client: RedisClient,
    private readonly keys: RedisKeys,
    private readonly accounts: AccountStore,
  ) {}

  async createUser(input: {
    email: string;
    passwordHash: string;
    plan?: PlanId;
  }): Promise<User | null> {
    const email = normalizeEmail(input.email);
    const userId = randomId('user_');
    const emailKey = this.keys.userEmail(email);
    const claimed = await this.client.set(emailKey, userId, 'PX', CLAIM_MS, 'NX');
    if (claimed === null) return null;
    try {
      const account = await this.accounts.createAccount({ plan: input.plan ?? 'free' });
      const user: User = { id: userId, email, accountId: account.id, createdAt: new Date() };
      await this.client.set(this.keys.userId(userId), account.id);
      await this.client.hset(this.keys.user(account.id, userId), {
        id: user.id,
        email: user.email,
        account_id: user.accountId,
        password_hash: input.passwordHash,
        created_at: String(user.createdAt.getTime()),
      });
      if ((await this.client.persist(emailKey)) !== 1) {
        throw new Error(`the claim on a sign-up's email expired before user ${userId} was stored`);
      }
      return user;
    } catch (err) {
      // The account, if made, stays unused; the address and the id lookup are given back.
      await Promise.allSettled([
        this.client.del(emailKey),
        this.client.del(this.keys.userId(userId)),
      ]);
      throw err;
    }
  }

  async findUserByEmail(email: string): Promise<{ user: User; passwordHash: string } | null> {
    const userId = await this.client.get(this.keys.userEmail(normalizeEmail(email)));
    if (userId === null) return null;
    const fields = await this.userFields(userId);
    const user = fields && toUser(fields);
    if (fields?.password_hash === undefined || !user) return null;
    return { user, passwordHash: fields.password_hash };
  }

  async getUser(id: string): Promise<User | null> {
    const fields = await this.userFields(id);
    return fields && toUser(fields);
  }

  async createSession(userId: string, ttlMs: number, now: Date = new Date()): Promise<Session> {
    requireTtl(ttlMs);
    const user = await this.getUser(userId);
    if (!user) throw new Error(`no user ${userId}`);
    const id = randomToken();
    const hash = sessionHash(id);
    const record: SessionRecord = {
      userId,
      accountId: user.accountId,
      csrfToken: randomToken(),
      createdAt: now.getTime(),
      expiresAt: now.getTime() + ttlMs,
    };
    // Indexed before it exists, so signing the user out everywhere can always find it.
    const index = this.keys.sessionsOf(user.accountId, userId);
    await execAll(
      this.client
        .multi()
        .zremrangebyscore(index, '-inf', record.createdAt)
        .zadd(index, record.expiresAt, hash),
    );
    await this.client.set(this.keys.session(hash), JSON.stringify(record), 'PX', ttlMs);
    return toSession(id, record);
  }

  async getSession(id: string, now: Date = new Date()): Promise<Session | null> {
    const raw = await this.client.get(this.keys.session(sessionHash(id)));
    if (raw === null) return null;
    const record = JSON.parse(raw) as SessionRecord;
    return record.expiresAt > now.getTime() ? toSession(id, record) : null;
  }

  async deleteSession(id: string): Promise<void> {
    const hash = sessionHash(id);
    const key = this.keys.session(hash);
    const raw = await this.client.get(key);
    if (raw === null) return;
    const record = JSON.parse(raw) as SessionRecord;
    await this.client.del(key);
    await this.client.zrem(this.keys.sessionsOf(record.accountId, record.userId), hash);
  }

  /**
   * Deletes every indexed session but leaves the index entries to expire: a session being
   * created meanwhile may be indexed already and stored only after this ran, and must stay
   * findable by the next call.
   */
  async deleteSessionsOf(userId: string): Promise<void> {
    const accountId = await this.client.get(this.keys.userId(userId));
    if (accountId === null) return;
    const hashes = await this.client.zrange(this.keys.sessionsOf(accountId, userId), '0', '-1');
    // One DEL per key: on a cluster the sessions live in different slots.
    await Promise.all(hashes.map((hash) => this.client.del(this.keys.session(hash))));
  }

  /** The stored hash of a user: found through the id lookup, which names the account. */
  private async userFields(userId: string): Promise<Fields | null> {
    const accountId = await this.client.get(this.keys.userId(userId));
    if (accountId === null) return null;
    return this.client.hgetall(this.keys.user(accountId, userId));
  }
}

function toSession(id: string, record: SessionRecord): Session {
  return {
    id,
    userId: record.userId,
    accountId: record.accountId,
    csrfToken: record.csrfToken,
    createdAt: new Date(record.createdAt),
    expiresAt: new Date(record.expiresAt),
  };
}
