import type Database from 'better-sqlite3';
import type { RateLimiterSQLite as SQLiteLimiter } from 'rate-limiter-flexible';
import { flexible, PlanLimits } from '../limits.js';

const RateLimiterSQLite = flexible('RateLimiterSQLite');

/**
 * Plan limits through rate-limiter-flexible's RateLimiterSQLite: a fixed window per account
 * that starts with its first request. Its consume is one `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING` statement in a transaction whose first statement writes, so SQLite takes the
 * file's write lock (waiting up to busy_timeout) before reading the counter: the
 * read-increment-return is atomic across every process sharing the file. A denied request
 * still adds a point, but the window's expiry is only set when a new window starts, so
 * hammering a limit never pushes its reset further out.
 *
 * The limiter keeps time with its own clock (Date.now()), so the `now` the Meter interface
 * accepts is not used for limits; the Redis limiter keeps time on the server the same way.
 */
export function sqliteLimits(db: Database.Database): PlanLimits<SQLiteLimiter> {
  return new PlanLimits(
    (limit) =>
      new RateLimiterSQLite({
        storeClient: preparingOnce(db),
        storeType: 'better-sqlite3',
        tableName: 'rate_limits',
        // The table comes from our migrations; the limiter's own CREATE would run asynchronously.
        tableCreated: true,
        // The prefix keeps each limit's counters apart.
        keyPrefix: `rl:${limit.requests}:${limit.windowSeconds}`,
        points: limit.requests,
        duration: limit.windowSeconds,
      }),
    (accountId) => accountId,
  );
}

/**
 * The limiter prepares its statement again on every consume; better-sqlite3 then parses
 * the SQL each time. This view of the connection prepares each distinct statement once.
 *
 * It also wraps its one upsert statement in `db.transaction()`, built anew on each call
 * (BEGIN, the statement, COMMIT). A single statement is already its own transaction in
 * SQLite, taking the write lock before it reads the row it updates, so the view runs it as
 * it is: the same atomicity across processes, two statements fewer per request.
 */
function preparingOnce(db: Database.Database): Database.Database {
  const prepared = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement;
  };
  const asOneStatement = <F extends (...args: never[]) => unknown>(fn: F) => fn;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      if (property === 'transaction') return asOneStatement;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
