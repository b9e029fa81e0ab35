/**
 * Group commit and checkpoints for the embedded store, both off the event loop.
 *
 * Transactions commit with `synchronous = NORMAL` in WAL mode: a commit appends its pages
 * to the WAL file (so it is in the operating system the moment the statement returns, and
 * survives the process being killed) but does not wait for the disk. A worker thread then,
 * every interval, flushes the WAL to the disk for every commit made since the last tick at
 * once, so a power failure can lose at most the last interval's commits and never corrupts
 * the file (see docs/decisions/007-sqlite-group-commit.md).
 *
 * The same worker checkpoints the WAL into the database file (`wal_checkpoint(PASSIVE)`,
 * on a connection of its own). Left to SQLite, the checkpoint runs inside whichever commit
 * finds the WAL past `wal_autocheckpoint` pages, on the event loop, and waits there for two
 * `fsync`s (the WAL, then the database): under load that was half the wall time of a usage
 * record. A passive checkpoint never blocks a writer; the next write after it restarts the
 * WAL from its beginning, so the file stays small. The connection that serves requests
 * keeps an automatic checkpoint only as a backstop, at a size the worker never lets the WAL
 * reach while it runs (see `BACKSTOP_CHECKPOINT_PAGES` in index.ts).
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface GroupCommit {
  /** Flushes the WAL now, synchronously: on close, so a short-lived process leaves nothing unsynced. */
  flushNow(): void;
  /** Stops the worker; resolves once it has finished its last tick. */
  stop(): Promise<void>;
}

/** Flushes a file to the disk; a missing file (nothing written yet) has nothing to flush. */
function fsyncFile(path: string): void {
  try {
    const fd = openSync(path, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // No WAL file (nothing written yet, or the last connection just checkpointed it away).
  }
}

/**
 * The worker's code, evaluated as CommonJS (so it runs the same under tsx, ts-jest and the
 * build, none of which need to find a separate file for it). It is handed the database
 * file, the interval and where better-sqlite3 is.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { closeSync, fsyncSync, openSync } = require('node:fs');
const Database = require(workerData.sqlite);
const wal = workerData.file + '-wal';
let db;
function syncWal() {
  let fd;
  try { fd = openSync(wal, 'r'); } catch { return; }
  try { fsyncSync(fd); } finally { closeSync(fd); }
}
function tick() {
  try {
    syncWal();
    if (!db) {
      db = new Database(workerData.file, { fileMustExist: true });
      // Never wait on another process's checkpoint: the next tick tries again.
      db.pragma('busy_timeout = 0');
    }
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another process checkpoints) or the file is being closed: the next tick retries.
  }
}
const timer = setInterval(tick, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  tick();
  db?.close();
  parentPort.close();
});
`;

export function startGroupCommit(file: string, intervalMs: number): GroupCommit {
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs, sqlite } });
  // Never what keeps a process alive: close() stops it, and a process that exits without
  // closing its store has had its commits written to the WAL all the same.
  worker.unref();
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => resolve());
    worker.once('error', () => resolve());
  });
  let stopping: Promise<void> | undefined;
  return {
    flushNow() {
      fsyncFile(`${file}-wal`);
    },
    stop() {
      stopping ??= (async () => {
        // Held now, so a process awaiting its store's close waits for the last tick.
        worker.ref();
        worker.postMessage('stop');
        // A worker that does not finish its last tick in time is ended; flushNow still runs.
        const timeout = new Promise<'late'>((resolve) => setTimeout(resolve, 2000, 'late').unref());
        if ((await Promise.race([exited, timeout])) === 'late') await worker.terminate();
      })();
      return stopping;
    },
  };
}
