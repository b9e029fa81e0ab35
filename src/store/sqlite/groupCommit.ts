/**
 * Group commit for the embedded store. Transactions commit with `synchronous = NORMAL`
 * in WAL mode: a commit appends its pages to the WAL file (so it is in the operating
 * system the moment the statement returns, and survives the process being killed) but
 * does not wait for the disk. This timer then flushes the WAL to the disk for every
 * commit made since the last tick at once, off the event loop (libuv's thread pool), so
 * a power failure can lose at most the last interval's commits and never corrupts the
 * file (see docs/decisions/007-sqlite-group-commit.md).
 */
import { closeSync, fsyncSync, openSync, promises as fs } from 'node:fs';

export interface GroupCommit {
  /** Flushes the WAL now, synchronously: on close, so a short-lived process leaves nothing unsynced. */
  flushNow(): void;
  stop(): void;
}

export function startGroupCommit(file: string, intervalMs: number): GroupCommit {
  const wal = `${file}-wal`;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    let handle: fs.FileHandle | undefined;
    try {
      handle = await fs.open(wal, 'r');
      await handle.sync();
    } catch {
      // No WAL file (nothing written yet, or the last connection just checkpointed it away).
    } finally {
      await handle?.close().catch(() => undefined);
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    flushNow() {
      try {
        const fd = openSync(wal, 'r');
        try {
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
      } catch {
        // As above: no WAL file, nothing to flush.
      }
    },
    stop() {
      clearInterval(timer);
    },
  };
}
