/**
 * The state interfaces. Every backend (sqlite now, redis next) implements these and
 * passes the same conformance suite in test/store/. Nothing above this layer knows
 * which backend it talks to.
 */
import { createHash } from 'node:crypto';
import type { PlanCatalog, PlanId, RateLimit } from '../plans/plans.js';

export interface Account {
  id: string;
  name: string | null;
  plan: PlanId;
  /** Per-account limit; only Enterprise accounts carry one. Null means "the plan's". */
  rateLimit: RateLimit | null;
  createdAt: Date;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  name: string | null;
  /** A display hint such as `mw_live_…a1b2`; never enough to use the key. */
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface NewAccount {
  name?: string | null;
  plan: PlanId;
  rateLimit?: RateLimit | null;
  /** Purchased credits granted at creation, on top of the plan's monthly allowance. */
  credits?: number;
  /**
   * False to withhold the plan's allowance for the month the account is created in (it
   * starts with `credits` only); the allowance comes with the next month. Default true.
   */
  allowance?: boolean;
}

export interface AccountStore {
  createAccount(input: NewAccount): Promise<Account>;
  getAccount(id: string): Promise<Account | null>;
  countAccounts(): Promise<number>;
  listAccounts(): Promise<Account[]>;
  /** Changes the plan; for Enterprise a rateLimit may be given. Null when no such account. */
  setPlan(accountId: string, plan: PlanId, rateLimit?: RateLimit | null): Promise<Account | null>;
  /**
   * Stores a key by its hash; the plaintext never reaches the store. With `maxActive`,
   * refuses (KeyLimitReachedError) when the account already holds that many unrevoked
   * keys: counted and inserted in one atomic step, so concurrent calls cannot overshoot.
   */
  insertKey(input: {
    accountId: string;
    name: string | null;
    hash: string;
    hint: string;
    maxActive?: number;
  }): Promise<ApiKeyRecord>;
  /** The key and its account when the hash matches a key that is not revoked. */
  findActiveKeyByHash(hash: string): Promise<{ key: ApiKeyRecord; account: Account } | null>;
  listKeys(filter?: { accountId?: string }): Promise<ApiKeyRecord[]>;
  getKey(keyId: string): Promise<ApiKeyRecord | null>;
  /** Revokes once; revoking again returns the record unchanged. Null when unknown. */
  revokeKey(keyId: string, at?: Date): Promise<ApiKeyRecord | null>;
  touchKey(keyId: string, at: Date): Promise<void>;
}

/** insertKey with `maxActive`: the account already holds that many unrevoked keys. */
export class KeyLimitReachedError extends Error {
  override readonly name = 'KeyLimitReachedError';
  constructor(readonly maxActive: number) {
    super(`the account already has ${maxActive} active keys`);
  }
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the current window ends. */
  resetAt: Date;
  /** Whole seconds until a request may succeed again; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Credits come from two pots: the plan's monthly allowance (reset at the start of each
 * UTC month, never carried over) and purchased credits (top-ups, kept until used).
 * Spending draws on the allowance first.
 */
export interface Balance {
  /** `YYYY-MM` (UTC) the allowance belongs to. */
  period: string;
  allowance: number;
  purchased: number;
  /** allowance + purchased: the `remaining_credits` callers see. */
  total: number;
}

export interface Reservation {
  id: string;
  accountId: string;
  amount: number;
}

export type ReserveResult =
  { ok: true; reservation: Reservation; balance: Balance } | { ok: false; balance: Balance };

export type StatusClass = '2xx' | '4xx' | '5xx';

export interface UsageEvent {
  /**
   * Unique per request served: writing an event with the same id again changes nothing, so
   * a write whose reply was lost can be retried. Ids are remembered for USAGE_DEDUPE_MS.
   */
  requestId: string;
  accountId: string;
  keyId: string | null;
  operation: string;
  status: number;
  tokens: number;
  credits: number;
  at: Date;
}

/** One stored hourly row: counters of one operation and status class in one UTC hour. */
export interface UsageRow {
  hour: Date;
  operation: string;
  statusClass: StatusClass;
  requests: number;
  tokens: number;
  credits: number;
}

export interface Meter {
  /** Counts one request against the limit and says whether it is admitted. */
  admit(accountId: string, limit: RateLimit, now?: Date): Promise<RateDecision>;
  /** The limit's state without counting a request. */
  peek(accountId: string, limit: RateLimit, now?: Date): Promise<RateDecision>;

  balance(accountId: string, now?: Date): Promise<Balance>;
  /** Takes `amount` from the balance, all or nothing; the balance never goes below zero. */
  reserve(accountId: string, amount: number, now?: Date): Promise<ReserveResult>;
  /**
   * Charges `actual` for a reservation and returns the rest. When `actual` exceeds the
   * reservation the extra is charged only as far as the balance goes (never below zero);
   * `charged` says what was really taken. Settling or refunding twice changes nothing; a
   * second settle answers what the first one charged (0 after a refund), so a settle retried
   * after a lost reply reports the real charge.
   */
  settle(
    reservationId: string,
    actual: number,
    now?: Date,
  ): Promise<{ charged: number; balance: Balance }>;
  /** Returns the whole reservation. */
  refund(reservationId: string, now?: Date): Promise<Balance>;
  topUp(accountId: string, amount: number, now?: Date): Promise<Balance>;
  /** Refunds reservations older than the age (a process that died mid-request). */
  releaseStale(olderThanMs: number, now?: Date): Promise<number>;

  /**
   * Adds one request to the account's usage. A second record with the same `requestId`
   * (within USAGE_DEDUPE_MS of the first) is a no-op, so a retried write never counts twice.
   */
  record(event: UsageEvent): Promise<void>;
  usageRows(accountId: string, from: Date, to: Date): Promise<UsageRow[]>;
}

/**
 * How long a usage record's request id is remembered, so a retry of the same record is a
 * no-op. The usage recorder retries a record for as long as the store is away; a retry
 * later than this (a store down for a day) could count a record whose first write had
 * landed. Each id costs one small row (SQLite) or set member (Redis) for this long.
 */
export const USAGE_DEDUPE_MS = 24 * 3_600_000;

/** How long an Idempotency-Key is remembered, counted from the request that first used it. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/**
 * How long a key stays locked by a request that has not finished. Past this the process
 * that held it is taken to have died, and a new request with the key runs instead.
 */
export const IDEMPOTENCY_LOCK_MS = 5 * 60_000;

export type IdempotencyBegin =
  /** The caller owns the key now: run the request, then complete or abandon. */
  | { outcome: 'started' }
  /** Another request with this key is still running. */
  | { outcome: 'in_progress' }
  /** The key was used before with another fingerprint (another operation or body). */
  | { outcome: 'mismatch' }
  /** The request finished earlier: send this again. */
  | { outcome: 'replay'; status: number; body: string };

/**
 * Idempotency keys, per account. A record is created by `begin`, finished by `complete`
 * (or forgotten by `abandon`) and expires IDEMPOTENCY_TTL_MS after `begin`; an expired
 * record, or an unfinished one older than IDEMPOTENCY_LOCK_MS, counts as absent.
 */
export interface IdempotencyStore {
  /** Claims the key atomically: of any number of concurrent calls, at most one is 'started'. */
  begin(accountId: string, key: string, fingerprint: string, now?: Date): Promise<IdempotencyBegin>;
  /** Stores the response of a started key; a no-op when the key is no longer unfinished. */
  complete(accountId: string, key: string, status: number, body: string, now?: Date): Promise<void>;
  /** Forgets an unfinished key (the request failed in a way worth retrying). */
  abandon(accountId: string, key: string): Promise<void>;
}

/** An API key's holder, found by the key's hash, with this request counted against its plan limit. */
export interface AdmittedKey {
  key: ApiKeyRecord;
  account: Account;
  limit: RateLimit;
  admission: RateDecision;
}

export interface State {
  readonly backend: 'sqlite' | 'redis';
  accounts: AccountStore;
  meter: Meter;
  idempotency: IdempotencyStore;
  users: UserStore;
  /**
   * What every API call starts with: the active key a hash names (`findActiveKeyByHash`) and
   * the request counted against its account's plan limit (`meter.admit` with the limit
   * `limitOf` gives). Null, and nothing counted, when no active key has this hash. Redis
   * does both in one round trip.
   */
  admitKey(hash: string, limitOf: (account: Account) => RateLimit): Promise<AdmittedKey | null>;
  /**
   * Counts one attempt against a named limit for a subject (a client address, an email),
   * in the backend's rate-limiter-flexible store, so every instance shares the count.
   */
  throttle(name: string, limit: RateLimit, subject: string): Promise<RateDecision>;
  /** The state of a named limit for a subject without counting an attempt. */
  peekThrottle(name: string, limit: RateLimit, subject: string): Promise<RateDecision>;
  /** Throws when the backend cannot answer (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StateOptions {
  plans: PlanCatalog;
}

/**
 * The backend cannot be reached (connection refused or lost, a command timed out). The
 * HTTP layer answers 503 for it and charges nothing; any other error is a bug.
 */
export class StateUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the state backend is unavailable', options);
    this.name = 'StateUnavailableError';
  }
}

/**
 * Wraps every method of a store object so that errors the backend classifies as
 * unavailability become StateUnavailableError, and every other error passes unchanged.
 */
export function guardAvailability<T extends object>(
  target: T,
  isUnavailable: (err: unknown) => boolean,
): T {
  // Each method is wrapped once, on first use, not again on every call.
  const wrapped = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      let method = wrapped.get(prop);
      if (!method) {
        method = async (...args: unknown[]) => {
          try {
            return await (value as (...a: unknown[]) => unknown).apply(obj, args);
          } catch (err) {
            if (err instanceof StateUnavailableError || !isUnavailable(err)) throw err;
            throw new StateUnavailableError({ cause: err });
          }
        };
        wrapped.set(prop, method);
      }
      return method;
    },
  });
}

/**
 * The counter id of a throttle: the subject is hashed, so emails and addresses are not
 * stored in the clear, and never collides with an account id (`acct_…`).
 */
export function throttleId(name: string, subject: string): string {
  return `throttle:${name}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/** The record of a key just made: the one shape both backends store and return. */
export function newKeyRecord(
  id: string,
  input: { accountId: string; name: string | null; hint: string },
): ApiKeyRecord {
  return {
    id,
    accountId: input.accountId,
    name: input.name,
    hint: input.hint,
    createdAt: new Date(),
    lastUsedAt: null,
    revokedAt: null,
  };
}

/**
 * A Meter from a backend's three parts: its limiter, its credits and its usage counters.
 * Both backends build their parts differently and compose them the same way.
 */
/** `State.admitKey` as its two steps, for a backend where each step is cheap. */
export function admitKeyInTwoSteps(
  accounts: Pick<AccountStore, 'findActiveKeyByHash'>,
  meter: Pick<Meter, 'admit'>,
): State['admitKey'] {
  return async (hash, limitOf) => {
    const found = await accounts.findActiveKeyByHash(hash);
    if (!found) return null;
    const limit = limitOf(found.account);
    return { ...found, limit, admission: await meter.admit(found.account.id, limit) };
  };
}

export function composeMeter(parts: {
  limits: Pick<Meter, 'admit' | 'peek'>;
  credits: Pick<Meter, 'balance' | 'reserve' | 'settle' | 'refund' | 'topUp' | 'releaseStale'>;
  usage: Pick<Meter, 'record' | 'usageRows'>;
}): Meter {
  const { limits, credits, usage } = parts;
  return {
    admit: (accountId, limit, now) => limits.admit(accountId, limit, now),
    peek: (accountId, limit, now) => limits.peek(accountId, limit, now),
    balance: (accountId, now) => credits.balance(accountId, now),
    reserve: (accountId, amount, now) => credits.reserve(accountId, amount, now),
    settle: (reservationId, actual, now) => credits.settle(reservationId, actual, now),
    refund: (reservationId, now) => credits.refund(reservationId, now),
    topUp: (accountId, amount, now) => credits.topUp(accountId, amount, now),
    releaseStale: (olderThanMs, now) => credits.releaseStale(olderThanMs, now),
    record: (event) => usage.record(event),
    usageRows: (accountId, from, to) => usage.usageRows(accountId, from, to),
  };
}

export function statusClass(status: number): StatusClass {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  return '2xx';
}

/** A dashboard user: who signs in to manage one account (and its keys). */
export interface User {
  id: string;
  /** Normalised: trimmed and lowercase. */
  email: string;
  accountId: string;
  createdAt: Date;
}

/** A signed-in dashboard session. `id` is the secret the browser holds (the cookie value). */
export interface Session {
  id: string;
  userId: string;
  accountId: string;
  /** Sent back by the dashboard with every state-changing request. */
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Users and their sessions. Passwords reach the store only as hashes (src/dashboard/password.ts). */
export interface UserStore {
  /**
   * Creates the user and its account (Free plan unless `plan` is given) atomically; null when
   * the email is taken. Emails compare case-insensitively and are stored trimmed and lowercase.
   */
  createUser(input: { email: string; passwordHash: string; plan?: PlanId }): Promise<User | null>;
  findUserByEmail(email: string): Promise<{ user: User; passwordHash: string } | null>;
  getUser(id: string): Promise<User | null>;
  /**
   * Session ids are 32 random bytes in base64url. Only a SHA-256 of the id is stored (as
   * only a hash of an API key is), so the plaintext id is returned here and nowhere else.
   * Throws when the user does not exist.
   */
  createSession(userId: string, ttlMs: number, now?: Date): Promise<Session>;
  /** By plaintext id; null when unknown or expired. Reading a session does not extend it. */
  getSession(id: string, now?: Date): Promise<Session | null>;
  deleteSession(id: string): Promise<void>;
  /** Signs the user out everywhere. */
  deleteSessionsOf(userId: string): Promise<void>;
}
