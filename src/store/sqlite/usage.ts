import type Database from 'better-sqlite3';
import {
  statusClass,
  USAGE_DEDUPE_MS,
  type StatusClass,
  type UsageEvent,
  type UsageRow,
} from '../store.js';
import { hourStart } from './time.js';

interface HourRow {
  hour_start_ms: number;
  operation: string;
  status_class: string;
  requests: number;
  tokens: number;
  credits: number;
}

/** Expired request ids deleted per record: pruning keeps pace without a long delete. */
const PRUNE_BATCH = 100;

/**
 * Once the probe finds nothing expired, it is not asked again for this long: ids expire a
 * day after they were recorded, so a second's delay in deleting them changes nothing, and
 * the probe was a statement of its own in every record. While there is a backlog, every
 * record prunes a batch, as before.
 */
const PRUNE_CHECK_EVERY_MS = 1000;

/**
 * Usage kept as hourly counters rather than one row per request: the table grows with
 * hours × operations, not with traffic. A record is one transaction: claim its request id
 * (a claimed id makes the record a no-op) and add to the hour's counters. The key that
 * made a request is not kept here; usage is reported per account.
 */
export class SqliteUsage {
  private readonly sql;
  private readonly recordTx;
  /** When the expired-id probe runs next (see PRUNE_CHECK_EVERY_MS). */
  private nextPruneCheck = 0;

  constructor(db: Database.Database) {
    this.sql = {
      claim: db.prepare<[string, number]>(
        'INSERT OR IGNORE INTO usage_requests (request_id, recorded_at) VALUES (?, ?)',
      ),
      // Most records find nothing to prune: this probe (one step down the recorded_at index)
      // costs a tenth of the batched DELETE, whose IN-subquery builds a temporary table even
      // when it matches no row.
      expired: db.prepare<[number]>('SELECT 1 FROM usage_requests WHERE recorded_at < ? LIMIT 1'),
      prune: db.prepare<[number, number]>(
        `DELETE FROM usage_requests WHERE request_id IN (
           SELECT request_id FROM usage_requests WHERE recorded_at < ? LIMIT ?)`,
      ),
      add: db.prepare<[string, number, string, string, number, number]>(
        `INSERT INTO usage_hourly
           (account_id, hour_start_ms, operation, status_class, requests, tokens, credits)
         VALUES (?, ?, ?, ?, 1, ?, ?)
         ON CONFLICT (account_id, hour_start_ms, operation, status_class) DO UPDATE SET
           requests = requests + 1,
           tokens = tokens + excluded.tokens,
           credits = credits + excluded.credits`,
      ),
      rows: db.prepare<[string, number, number], HourRow>(
        `SELECT hour_start_ms, operation, status_class, requests, tokens, credits
           FROM usage_hourly
          WHERE account_id = ? AND hour_start_ms >= ? AND hour_start_ms < ?
          ORDER BY hour_start_ms, operation, status_class`,
      ),
    };

    this.recordTx = db.transaction((event: UsageEvent, now: number) => {
      const cutoff = now - USAGE_DEDUPE_MS;
      if (now >= this.nextPruneCheck) {
        if (this.sql.expired.get(cutoff)) this.sql.prune.run(cutoff, PRUNE_BATCH);
        else this.nextPruneCheck = now + PRUNE_CHECK_EVERY_MS;
      }
      if (this.sql.claim.run(event.requestId, now).changes === 0) return;
      this.sql.add.run(
        event.accountId,
        hourStart(event.at),
        event.operation,
        statusClass(event.status),
        event.tokens,
        event.credits,
      );
    });
  }

  async record(event: UsageEvent): Promise<void> {
    this.recordTx.immediate(event, Date.now());
  }

  async usageRows(accountId: string, from: Date, to: Date): Promise<UsageRow[]> {
    return this.sql.rows.all(accountId, from.getTime(), to.getTime()).map((row) => ({
      hour: new Date(row.hour_start_ms),
      operation: row.operation,
      statusClass: row.status_class as StatusClass,
      requests: row.requests,
      tokens: row.tokens,
      credits: row.credits,
    }));
  }
}
