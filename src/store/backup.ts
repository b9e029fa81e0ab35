/**
 * Backups of the embedded SQLite store with SQLite's online backup API (better-sqlite3's
 * `db.backup()`): a consistent copy taken while the service keeps serving, and a restore
 * that puts one back while nothing has the store open.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE_NAME } from './open.js';

export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  bytes: number;
  accounts: number;
  keys: number;
}

export function storeFile(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

/**
 * Copies the store to `target` while other processes read and write it. The copy is made
 * in one step of the backup API, inside one read transaction, so it is the store as of
 * one instant (WAL readers do not block the writers meanwhile). The file appears under
 * its name only once complete and checked.
 */
export async function backupStore(dataDir: string, target: string): Promise<BackupSummary> {
  const source = storeFile(dataDir);
  if (!existsSync(source)) throw new BackupError(`no store at ${source}`);
  const file = resolve(target);
  if (file === resolve(source)) throw new BackupError('the backup cannot be the store itself');
  const partial = join(dirname(file), `.${SQLITE_FILE_NAME}.${process.pid}.partial`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in one step: a copy that another connection's write could
    // restart half-way is never taken.
    await db.backup(partial, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) });
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    db.close();
  }
  try {
    const summary = inspect(partial);
    renameSync(partial, file);
    return { ...summary, file };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * Replaces the store with a backup. Refuses while any process (a service, a worker, the
 * CLI) has the store open: restoring under a running service would undo its writes and
 * confuse its in-flight requests. Stop the service, restore, start it.
 */
export async function restoreStore(dataDir: string, backup: string): Promise<BackupSummary> {
  const from = resolve(backup);
  if (!existsSync(from)) throw new BackupError(`no backup at ${from}`);
  const summary = inspect(from);
  const live = storeFile(dataDir);
  if (existsSync(live)) claimUnused(live);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${live}${suffix}`, { force: true });
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(live);
  } finally {
    source.close();
  }
  const restored = new Database(live, { fileMustExist: true });
  try {
    restored.pragma('journal_mode = WAL');
  } finally {
    restored.close();
  }
  return { ...summary, file: live };
}

/**
 * Leaving WAL mode needs the only connection to the database; SQLite refuses it at once
 * (busy_timeout 0) while another process has the store open.
 */
function claimUnused(live: string): void {
  const db = new Database(live, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = DELETE');
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY')
      throw new BackupError(
        `the store ${live} is in use (a running service or CLI has it open); stop the service and restore again`,
      );
    throw err;
  } finally {
    db.close();
  }
}

/** Checks a backup file is an intact Mailwright store and counts what it holds. */
function inspect(file: string): Omit<BackupSummary, 'file'> {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new BackupError(`${file} cannot be opened as SQLite: ${(err as Error).message}`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged: ${String(check)}`);
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    let accounts: number;
    let keys: number;
    try {
      accounts = count('accounts');
      keys = count('api_keys');
    } catch {
      throw new BackupError(`${file} is not a Mailwright store`);
    }
    const bytes =
      (db.pragma('page_count', { simple: true }) as number) *
      (db.pragma('page_size', { simple: true }) as number);
    return { bytes, accounts, keys };
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${file} cannot be read: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}
