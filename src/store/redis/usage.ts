import { hourStart } from '../sqlite/time.js';
import {
  statusClass,
  USAGE_DEDUPE_MS,
  type StatusClass,
  type UsageEvent,
  type UsageRow,
} from '../store.js';
import { execAll, type RedisClient } from './connection.js';
import type { RedisKeys } from './keys.js';
import type { Scripts } from './scripts.js';

const DEDUPE_SECONDS = USAGE_DEDUPE_MS / 1000;

const COUNTERS = ['requests', 'tokens', 'credits'] as const;
type Counter = (typeof COUNTERS)[number];

/**
 * Usage as hourly counters, like the SQLite backend: one hash per account and UTC hour with
 * a field per `<operation>|<status class>|<counter>`, so storage grows with hours ×
 * operations, not with traffic, and recording is one script (three HINCRBYs, expiry, index)
 * on the account's slot. The script first adds the request id to the hour's id set (kept
 * for USAGE_DEDUPE_MS) and does nothing when it was there: a retried record counts once.
 * The records of one turn of the event loop share a script call (`record`).
 * A sorted set of the hours that have counters lets a report find its range with one
 * ZRANGEBYSCORE. Counters expire after the retention period.
 */
interface Batch {
  accountId: string;
  hour: number;
  /** Four script arguments per record (see lua/record_usage.lua). */
  args: (string | number)[];
  waiting: { resolve(): void; reject(err: unknown): void }[];
}

export class RedisUsage {
  private readonly retentionSeconds: number;
  /** Records of this turn not yet sent, by account and hour. */
  private readonly pending = new Map<string, Batch>();

  constructor(
    private readonly client: RedisClient,
    private readonly scripts: Scripts,
    private readonly keys: RedisKeys,
    retentionDays: number,
  ) {
    this.retentionSeconds = Math.max(1, Math.round(retentionDays * 86_400));
  }

  /**
   * Records wait for the end of the turn, then go out as one script call per account and
   * hour: under load the records of every request answered in a turn share a call, instead
   * of a command (its encoding, reply and promise in the client, a script run in Redis) each.
   * Each caller is still answered only once its record is stored, or told it failed.
   */
  record(event: UsageEvent): Promise<void> {
    const hour = hourStart(event.at);
    const group = `${event.accountId} ${hour}`;
    let batch = this.pending.get(group);
    if (!batch) {
      batch = { accountId: event.accountId, hour, args: [], waiting: [] };
      this.pending.set(group, batch);
      if (this.pending.size === 1) setImmediate(() => this.flush());
    }
    batch.args.push(
      `${event.operation}|${statusClass(event.status)}`,
      event.tokens,
      event.credits,
      event.requestId,
    );
    return new Promise<void>((resolve, reject) => batch.waiting.push({ resolve, reject }));
  }

  private flush(): void {
    const batches = [...this.pending.values()];
    this.pending.clear();
    for (const { accountId, hour, args, waiting } of batches) {
      let sent: Promise<unknown>;
      try {
        sent = this.scripts.recordUsage(
          [
            this.keys.usageHour(accountId, hour),
            this.keys.usageHours(accountId),
            this.keys.usageIds(accountId, hour),
          ],
          [hour, this.retentionSeconds, DEDUPE_SECONDS, ...args],
        );
      } catch (err) {
        sent = Promise.reject(err);
      }
      sent.then(
        () => {
          for (const w of waiting) w.resolve();
        },
        (err: unknown) => {
          for (const w of waiting) w.reject(err);
        },
      );
    }
  }

  async usageRows(accountId: string, from: Date, to: Date): Promise<UsageRow[]> {
    const hours = await this.client.zrangebyscore(
      this.keys.usageHours(accountId),
      from.getTime(),
      `(${to.getTime()}`,
    );
    if (hours.length === 0) return [];
    const pipeline = this.client.pipeline();
    for (const hour of hours) pipeline.hgetall(this.keys.usageHour(accountId, Number(hour)));
    const counters = (await execAll(pipeline)) as Record<string, string>[];
    return hours
      .flatMap((hour, i) => rowsOf(new Date(Number(hour)), counters[i] ?? {}))
      .sort(
        (a, b) =>
          a.hour.getTime() - b.hour.getTime() ||
          compare(a.operation, b.operation) ||
          compare(a.statusClass, b.statusClass),
      );
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Groups one hour's `<operation>|<class>|<counter>` fields into rows. */
function rowsOf(hour: Date, fields: Record<string, string>): UsageRow[] {
  const rows = new Map<string, UsageRow>();
  for (const [field, value] of Object.entries(fields)) {
    // Split from the right: an operation name could itself contain `|`.
    const counterAt = field.lastIndexOf('|');
    const classAt = field.lastIndexOf('|', counterAt - 1);
    if (classAt < 0) continue;
    const counter = field.slice(counterAt + 1) as Counter;
    if (!COUNTERS.includes(counter)) continue;
    const group = field.slice(0, counterAt);
    let row = rows.get(group);
    if (!row) {
      row = {
        hour,
        operation: field.slice(0, classAt),
        statusClass: field.slice(classAt + 1, counterAt) as StatusClass,
        requests: 0,
        tokens: 0,
        credits: 0,
      };
      rows.set(group, row);
    }
    row[counter] = Number(value);
  }
  return [...rows.values()];
}
