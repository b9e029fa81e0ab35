/**
 * One write transaction per turn of the event loop, shared by every store call made in it.
 *
 * Each request makes three or four calls into the store (the key lookup, the plan limit,
 * the usage record; a reserve and a settle for writing operations), and each was a
 * transaction of its own: a BEGIN, a COMMIT that appends the changed pages to the WAL, and
 * the file locks around them. Under load those boundaries cost more than the statements
 * inside them. Here the first call of a turn opens an `IMMEDIATE` transaction, the calls
 * that follow in the same turn (other requests' steps) run inside it, and it commits once
 * the turn's I/O callbacks are done (`setImmediate`): one commit, and the shared pages (the
 * limit's row, the hour's usage counters) written once, for all of them.
 *
 * What a caller is told does not change:
 * - A call resolves only after the transaction that holds its writes has committed, so
 *   nothing is acknowledged that a crash could take back (decision 007 holds as it was).
 * - Each call stays atomic on its own: better-sqlite3 runs a transaction function called
 *   inside another as a SAVEPOINT, so a failing call rolls back its own writes and no one
 *   else's; a single statement is atomic by itself.
 * - The transaction holds the file's write lock from its first statement to its commit,
 *   so other processes (service workers, the admin CLI) still see each step whole: limits
 *   and balances stay exact across processes. They wait for it (busy_timeout) at most a
 *   turn of the event loop.
 * - If the commit itself fails (a disk error), every call of the turn fails with it and
 *   none of their writes remains.
 */
import type Database from 'better-sqlite3';

export interface TickTransaction {
  /** Runs a store call in this turn's transaction; resolves with its result once committed. */
  run<T>(call: () => T | Promise<T>): Promise<Awaited<T>>;
  /** The store with every method run through `run`. */
  wrap<T extends object>(store: T): T;
  /** Commits an open transaction now: before the connection closes. */
  commitNow(): void;
  /**
   * Runs `task` outside every transaction: now when none is open, otherwise straight after
   * this turn's commits (the group commit's checkpoint, which cannot run inside one).
   */
  between(task: () => void): void;
}

interface Open {
  committed: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}

export function tickTransaction(db: Database.Database): TickTransaction {
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  let open: Open | undefined;
  let afterCommit: (() => void)[] = [];

  function finish(): void {
    const current = open;
    if (!current) return;
    open = undefined;
    try {
      commit.run();
      current.resolve();
    } catch (err) {
      if (db.inTransaction) rollback.run();
      current.reject(err);
    }
    const tasks = afterCommit;
    afterCommit = [];
    for (const task of tasks) task();
  }

  /** This turn's transaction, opened by the first call of the turn. */
  function join(): Promise<void> {
    if (open) return open.committed;
    // Inside a transaction of someone else's (a call made from a transaction function): its
    // own commit covers the call.
    if (db.inTransaction) return Promise.resolve();
    begin.run();
    let resolve!: () => void;
    let reject!: (err: unknown) => void;
    const committed = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A call that fails on its own does not wait for the commit: nobody may be listening
    // when a commit fails after it, and that must not be an unhandled rejection.
    committed.catch(() => undefined);
    open = { committed, resolve, reject };
    setImmediate(finish);
    return committed;
  }

  async function run<T>(call: () => T | Promise<T>): Promise<Awaited<T>> {
    const committed = join();
    const result = await call();
    await committed;
    return result;
  }

  return {
    run,
    wrap<T extends object>(store: T): T {
      const wrapped = new Map<PropertyKey, unknown>();
      return new Proxy(store, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          let method = wrapped.get(property);
          if (!method) {
            const fn = value as (...args: unknown[]) => unknown;
            method = (...args: unknown[]) => run(() => fn.apply(target, args));
            wrapped.set(property, method);
          }
          return method;
        },
      });
    },
    commitNow: finish,
    between(task) {
      if (open) afterCommit.push(task);
      else task();
    },
  };
}
