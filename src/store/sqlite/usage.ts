import type Database from 'better-sqlite3';
import { statusClass, type StatusClass, type UsageEvent, type UsageRow } from '../store.js';
import { hourStart } from './time.js';

interface HourRow {
  hour_start_ms: number;
  operation: string;
  status_class: string;
  requests: number;
  tokens: number;
  credits: number;
}

/**
 * Usage kept as hourly counters rather than one row per request: the table grows with
 * hours × operations, not with traffic, and one UPSERT per request is its own atomic step.
 * The key that made a request is not kept here; usage is reported per account.
 */
export class SqliteUsage {
  private readonly sql;

  constructor(db: Database.Database) {
    this.sql = {
      record: db.prepare<[string, number, string, string, number, number]>(
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
  }

  async record(event: UsageEvent): Promise<void> {
    this.sql.record.run(
      event.accountId,
      hourStart(event.at),
      event.operation,
      statusClass(event.status),
      event.tokens,
      event.credits,
    );
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
