/**
 * The embedded backend: one better-sqlite3 file shared by every process on the machine
 * (the service, several service processes, the admin CLI).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { PlanCatalog } from '../../plans/plans.js';
import { admitKeyInTwoSteps, composeMeter, throttleId, type State } from '../store.js';
import { SqliteAccountStore } from './accounts.js';
import { SqliteCredits } from './credits.js';
import { SqliteIdempotency } from './idempotency.js';
import { sqliteLimits } from './limits.js';
import { startGroupCommit } from './groupCommit.js';
import { migrate } from './migrations.js';
import { SqliteUsage } from './usage.js';
import { SqliteUserStore } from './users.js';
import { tickTransaction } from './tick.js';

export interface SqliteStateOptions {
  file: string;
  plans: PlanCatalog;
  /** How long a write waits for another process's write lock before failing; default 5000. */
  busyTimeoutMs?: number;
  /** How often commits are flushed to the disk together (group commit); default 100. */
  syncIntervalMs?: number;
}

export const DEFAULT_SYNC_INTERVAL_MS = 100;

/** The group commit checkpoints the WAL into the database once every this many flushes. */
const CHECKPOINT_EVERY = 10;

/**
 * The serving connection's own automatic checkpoint, kept only as a backstop: the group
 * commit checkpoints once a second, so the WAL never gets near this many pages (40 MB).
 * SQLite's default (1000 pages) was reached under load every couple of hundred requests,
 * each time inside a commit, for a checkpoint and its two fsyncs.
 */
const BACKSTOP_CHECKPOINT_PAGES = 10_000;

export function openSqliteState(options: SqliteStateOptions): State {
  mkdirSync(dirname(options.file), { recursive: true });
  const db = new Database(options.file);
  try {
    // busy_timeout first: switching to WAL and migrating may wait on another process.
    db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    // WAL lets readers run beside the one writer. NORMAL does not wait for the disk on each
    // commit: a committed row is in the operating system at once (it survives kill -9), and
    // the group commit below flushes every commit of the last interval to the disk together.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
    db.pragma('foreign_keys = ON');
    migrate(db);
  } catch (err) {
    db.close();
    throw err;
  }

  const limits = sqliteLimits(db);
  const credits = new SqliteCredits(db, options.plans);
  const usage = new SqliteUsage(db);
  const meter = composeMeter({ limits, credits, usage });

  const accounts = new SqliteAccountStore(db, options.plans);
  const selectOne = db.prepare('SELECT 1');
  // Every call of one turn of the event loop shares one transaction (tick.ts).
  const tick = tickTransaction(db);
  const groupCommit = startGroupCommit({
    db,
    file: options.file,
    intervalMs: options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS,
    checkpointEvery: CHECKPOINT_EVERY,
    between: tick.between,
  });
  const tickAccounts = tick.wrap(accounts);
  const tickMeter = tick.wrap(meter);
  // Both steps in one call of the turn's transaction: the key's lookup and its count.
  const admitKey = admitKeyInTwoSteps(accounts, limits);
  return {
    backend: 'sqlite',
    accounts: tickAccounts,
    meter: tickMeter,
    admitKey: (hash, limitOf) => tick.run(() => admitKey(hash, limitOf)),
    idempotency: tick.wrap(new SqliteIdempotency(db)),
    users: tick.wrap(new SqliteUserStore(db, accounts)),
    throttle: (name, limit, subject) =>
      tick.run(() => limits.admit(throttleId(name, subject), limit)),
    peekThrottle: (name, limit, subject) =>
      tick.run(() => limits.peek(throttleId(name, subject), limit)),
    async ping() {
      selectOne.get();
    },
    async close() {
      if (db.open) tick.commitNow();
      await groupCommit.stop();
      if (!db.open) return;
      groupCommit.flushNow();
      db.close();
    },
  };
}
