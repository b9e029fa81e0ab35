/**
 * The embedded store's group commit (src/store/sqlite/groupCommit.ts) runs on the event loop
 * and libuv's thread pool, beside the turn's transaction (tick.ts): its checkpoint must never
 * run inside that transaction, and it must copy what was committed into the database file.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { startGroupCommit } from '../../src/store/sqlite/groupCommit.js';
import { tickTransaction } from '../../src/store/sqlite/tick.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';

let dir: string;
beforeAll(() => {
  dir = makeTempDir('sqlite-group-commit');
});
afterAll(() => {
  removeTempDir(dir);
});

function openWal(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Only the group commit checkpoints here.
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE IF NOT EXISTS t (n INTEGER)');
  return db;
}

describe('between transactions', () => {
  it('runs a task at once when no transaction is open, else right after the commit', async () => {
    const db = openWal(join(dir, 'between.db'));
    const tick = tickTransaction(db);
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    const seen: string[] = [];
    tick.between(() => seen.push(`idle, in a transaction: ${db.inTransaction}`));
    const written = tick.run(() => {
      insert.run(1);
      tick.between(() => {
        const { count } = db.prepare('SELECT count(*) AS count FROM t').get() as {
          count: number;
        };
        seen.push(`after the commit, in a transaction: ${db.inTransaction}, rows ${count}`);
      });
      seen.push('inside the call');
    });
    await written;
    expect(seen).toEqual([
      'idle, in a transaction: false',
      'inside the call',
      'after the commit, in a transaction: false, rows 1',
    ]);
    db.close();
  });
});

describe('the group commit', () => {
  it('checkpoints committed rows into the database file, outside the turn transaction', async () => {
    const file = join(dir, 'checkpointed.db');
    const db = openWal(file);
    const tick = tickTransaction(db);
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    await tick.run(() => {
      for (let n = 0; n < 100; n++) insert.run(n);
    });
    let checkpointed!: () => void;
    const ran = new Promise<void>((resolve) => (checkpointed = resolve));
    const inTransaction: boolean[] = [];
    const groupCommit = startGroupCommit({
      db,
      file,
      intervalMs: 5,
      checkpointEvery: 1,
      between(task) {
        tick.between(() => {
          inTransaction.push(db.inTransaction);
          task();
          checkpointed();
        });
      },
    });
    await ran;
    await groupCommit.stop();
    // The database file alone, without its WAL, now holds the rows.
    copyFileSync(file, join(dir, 'copy.db'));
    const copy = new Database(join(dir, 'copy.db'), { readonly: true });
    expect(copy.prepare('SELECT count(*) AS count FROM t').get()).toEqual({ count: 100 });
    expect(inTransaction).toEqual([false]);
    copy.close();
    groupCommit.flushNow();
    db.close();
  });
});
