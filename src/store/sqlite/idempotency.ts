import type Database from 'better-sqlite3';
import {
  IDEMPOTENCY_LOCK_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyBegin,
  type IdempotencyStore,
} from '../store.js';

interface RecordRow {
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: number;
}

/** Expired rows deleted per begin: enough to keep up, bounded so no request pays for a backlog. */
const PRUNE_BATCH = 100;

/**
 * What an existing record means for a new request with the same key, or null when the
 * record counts as absent: expired, or unfinished and older than the lock (its process died).
 * lua/idempotency_begin.lua of the Redis backend follows the same rules.
 */
function decide(row: RecordRow, fingerprint: string, now: number): IdempotencyBegin | null {
  const age = now - row.created_at;
  const finished = row.status !== null && row.body !== null;
  if (age >= IDEMPOTENCY_TTL_MS || (!finished && age >= IDEMPOTENCY_LOCK_MS)) return null;
  if (row.fingerprint !== fingerprint) return { outcome: 'mismatch' };
  if (!finished) return { outcome: 'in_progress' };
  return { outcome: 'replay', status: row.status!, body: row.body! };
}

/**
 * Idempotency records in the SQLite file. begin is one IMMEDIATE transaction: the write lock
 * is taken before the record is read, so of any number of processes racing on one key
 * exactly one finds it free and claims it.
 */
export class SqliteIdempotency implements IdempotencyStore {
  private readonly sql;
  private readonly beginTx;

  constructor(db: Database.Database) {
    this.sql = {
      select: db.prepare<[string, string], RecordRow>(
        `SELECT fingerprint, status, body, created_at
           FROM idempotency WHERE account_id = ? AND key = ?`,
      ),
      claim: db.prepare<[string, string, string, number]>(
        `INSERT INTO idempotency (account_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (account_id, key) DO UPDATE SET
           fingerprint = excluded.fingerprint, created_at = excluded.created_at,
           status = NULL, body = NULL, completed_at = NULL`,
      ),
      complete: db.prepare<[number, string, number, string, string]>(
        `UPDATE idempotency SET status = ?, body = ?, completed_at = ?
          WHERE account_id = ? AND key = ? AND status IS NULL`,
      ),
      abandon: db.prepare<[string, string]>(
        'DELETE FROM idempotency WHERE account_id = ? AND key = ? AND status IS NULL',
      ),
      prune: db.prepare<[number, number]>(
        `DELETE FROM idempotency WHERE (account_id, key) IN (
           SELECT account_id, key FROM idempotency WHERE created_at <= ? LIMIT ?)`,
      ),
    };

    this.beginTx = db.transaction(
      (accountId: string, key: string, fingerprint: string, now: number): IdempotencyBegin => {
        this.sql.prune.run(now - IDEMPOTENCY_TTL_MS, PRUNE_BATCH);
        const row = this.sql.select.get(accountId, key);
        const found = row && decide(row, fingerprint, now);
        if (found) return found;
        this.sql.claim.run(accountId, key, fingerprint, now);
        return { outcome: 'started' };
      },
    );
  }

  async begin(
    accountId: string,
    key: string,
    fingerprint: string,
    now = new Date(),
  ): Promise<IdempotencyBegin> {
    return this.beginTx.immediate(accountId, key, fingerprint, now.getTime());
  }

  async complete(
    accountId: string,
    key: string,
    status: number,
    body: string,
    now = new Date(),
  ): Promise<void> {
    this.sql.complete.run(status, body, now.getTime(), accountId, key);
  }

  async abandon(accountId: string, key: string): Promise<void> {
    this.sql.abandon.run(accountId, key);
  }
}
