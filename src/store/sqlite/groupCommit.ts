/**
 * Group commit and checkpoints for the embedded store, without a thread of our own.
 *
 * Transactions commit with `synchronous = NORMAL` in WAL mode: a commit appends its pages
 * to the WAL file (so it is in the operating system the moment the statement returns, and
 * survives the process being killed) but does not wait for the disk. Every interval, an
 * `fsync` of the WAL then flushes every commit made since the last one to the disk at once,
 * so a power failure can lose at most the last interval's commits and never corrupts the
 * file (see docs/decisions/013-sqlite-group-commit-without-a-worker.md). The `fsync` runs on
 * libuv's thread pool (`fs.promises`), so the event loop never waits for the disk for it.
 *
 * Every `checkpointEvery` intervals the serving connection checkpoints the WAL into the
 * database file (`wal_checkpoint(PASSIVE)`, which never waits for a reader or a writer),
 * between two turns' transactions. That one call runs on the event loop and waits for an
 * `fsync` of the database file (the WAL's was just done); left to SQLite, a checkpoint would
 * instead run inside whichever commit finds the WAL past `wal_autocheckpoint` pages, every
 * couple of hundred requests under load. After a checkpoint the next write restarts the WAL
 * from its beginning, so the file stays small; the automatic checkpoint remains only as a
 * backstop (see `BACKSTOP_CHECKPOINT_PAGES` in index.ts).
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type Database from 'better-sqlite3';

export interface GroupCommit {
  /** Flushes the WAL now, synchronously: on close, so a short-lived process leaves nothing unsynced. */
  flushNow(): void;
  /** Stops the timer; resolves once a flush under way has finished. */
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

/** The same, off the event loop. */
async function fsyncFileAsync(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface GroupCommitOptions {
  /** The serving connection: it checkpoints. */
  db: Database.Database;
  file: string;
  intervalMs: number;
  /** Checkpoint once every this many flushes. */
  checkpointEvery: number;
  /** Runs a task outside every transaction of the connection (tick.ts). */
  between(task: () => void): void;
}

export function startGroupCommit(options: GroupCommitOptions): GroupCommit {
  const { db, file, intervalMs, checkpointEvery, between } = options;
  const wal = `${file}-wal`;
  let flushing: Promise<void> | undefined;
  let ticks = 0;

  function checkpoint(): void {
    if (!db.open) return;
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Another process is checkpointing, or a disk error the next commit reports.
    }
  }

  const timer = setInterval(() => {
    // A flush that outlasts the interval covers the commits made meanwhile when it is next run.
    if (flushing) return;
    ticks += 1;
    const due = ticks % checkpointEvery === 0;
    flushing = fsyncFileAsync(wal)
      .then(() => {
        // Straight after the flush, so the checkpoint's own flush of the WAL finds little to
        // do; never inside a turn's transaction, where it could not run.
        if (due) between(checkpoint);
      })
      .catch(() => undefined)
      .finally(() => (flushing = undefined));
  }, intervalMs);
  // Never what keeps a process alive: close() stops it, and a process that exits without
  // closing its store has had its commits written to the WAL all the same.
  timer.unref();

  return {
    flushNow() {
      fsyncFile(wal);
    },
    async stop() {
      clearInterval(timer);
      await flushing;
    },
  };
}
