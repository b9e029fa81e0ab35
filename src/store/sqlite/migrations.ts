import type Database from 'better-sqlite3';

/**
 * The schema as a numbered list: entry N brings a database from `user_version` N to N + 1.
 * Append new entries; never edit one that has shipped, because existing files already ran it.
 * Dates are integer milliseconds since the epoch (UTC).
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT,
    plan TEXT NOT NULL,
    rate_limit_requests INTEGER,
    rate_limit_window_seconds INTEGER,
    created_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    name TEXT,
    hash TEXT NOT NULL,
    hint TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    revoked_at INTEGER
  ) STRICT;
  CREATE UNIQUE INDEX api_keys_hash ON api_keys (hash);
  CREATE INDEX api_keys_account ON api_keys (account_id);

  -- The CHECKs are the last line of defence behind the transactions: no pot below zero.
  CREATE TABLE balances (
    account_id TEXT PRIMARY KEY REFERENCES accounts (id),
    period TEXT NOT NULL,
    allowance INTEGER NOT NULL CHECK (allowance >= 0),
    purchased INTEGER NOT NULL CHECK (purchased >= 0)
  ) STRICT;

  -- Finished reservations are kept for a day so settling one twice still finds its account.
  CREATE TABLE reservations (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    period TEXT NOT NULL,
    from_allowance INTEGER NOT NULL,
    from_purchased INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  ) STRICT;
  CREATE INDEX reservations_pending ON reservations (created_at) WHERE finished_at IS NULL;
  CREATE INDEX reservations_finished ON reservations (finished_at) WHERE finished_at IS NOT NULL;

  CREATE TABLE usage_hourly (
    account_id TEXT NOT NULL,
    hour_start_ms INTEGER NOT NULL,
    operation TEXT NOT NULL,
    status_class TEXT NOT NULL,
    requests INTEGER NOT NULL,
    tokens INTEGER NOT NULL,
    credits INTEGER NOT NULL,
    PRIMARY KEY (account_id, hour_start_ms, operation, status_class)
  ) STRICT, WITHOUT ROWID;

  -- Exactly the table rate-limiter-flexible's RateLimiterSQLite expects (it is told tableCreated).
  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire INTEGER
  );
  `,
  `
  -- Idempotency keys per account. status and body stay NULL while the first request runs.
  CREATE TABLE idempotency (
    account_id TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status INTEGER,
    body TEXT,
    created_at INTEGER NOT NULL,
    completed_at INTEGER,
    PRIMARY KEY (account_id, key)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX idempotency_created ON idempotency (created_at);
  `,
  `
  -- Dashboard users, one account each. email is stored trimmed and lowercase, so the
  -- unique index compares it case-insensitively.
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    password_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX users_email ON users (email);
  CREATE INDEX users_account ON users (account_id);

  -- Sessions by the SHA-256 of their id; the id itself is never stored.
  CREATE TABLE sessions (
    hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id),
    csrf_token TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX sessions_user ON sessions (user_id);
  CREATE INDEX sessions_expires ON sessions (expires_at);
  `,
  // What a settle charged, so settling again answers the same (a retried settle whose first
  // reply was lost reports the real charge).
  `ALTER TABLE reservations ADD COLUMN charged INTEGER;`,
  `
  -- The request ids of recent usage records, so writing the same record again (a retry
  -- after a lost reply) adds nothing. Pruned after USAGE_DEDUPE_MS.
  CREATE TABLE usage_requests (
    request_id TEXT PRIMARY KEY,
    recorded_at INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX usage_requests_recorded ON usage_requests (recorded_at);
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the file up to SCHEMA_VERSION. Each step runs in an IMMEDIATE transaction that
 * re-reads `user_version` inside it, so two processes opening a new file at once apply
 * each migration exactly once.
 */
export function migrate(db: Database.Database): void {
  const readVersion = (): number => db.pragma('user_version', { simple: true }) as number;
  const step = db.transaction((index: number, sql: string) => {
    if (readVersion() !== index) return;
    db.exec(sql);
    db.pragma(`user_version = ${index + 1}`);
  });
  const found = readVersion();
  if (found > SCHEMA_VERSION) {
    throw new Error(
      `database schema version ${found} is newer than this build understands (${SCHEMA_VERSION}); upgrade Mailwright`,
    );
  }
  MIGRATIONS.forEach((sql, index) => {
    if (index >= found) step.immediate(index, sql);
  });
}
