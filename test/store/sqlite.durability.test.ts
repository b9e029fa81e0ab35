/**
 * What only the embedded backend has to prove: its file is the state. Data outlives the
 * process (closed cleanly or killed with SIGKILL), and processes sharing the file see and
 * respect each other's writes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { loadPlans } from '../../src/plans/plans.js';
import { openState } from '../../src/store/open.js';
import { SCHEMA_VERSION } from '../../src/store/sqlite/migrations.js';
import { openSqliteState } from '../../src/store/sqlite/index.js';
import type { State } from '../../src/store/store.js';
import { track } from '../support/children.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHILD = fileURLToPath(new URL('./fixtures/child.ts', import.meta.url));
const plans = loadPlans();

let dir: string;
beforeAll(() => {
  dir = makeTempDir('sqlite-durability');
});
afterAll(() => {
  removeTempDir(dir);
});

/** A child process running fixtures/child.ts, read one JSON line at a time. */
class Child {
  private readonly process: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiting: (() => void) | null = null;
  private stderr = '';
  readonly exited: Promise<NodeJS.Signals | number | null>;

  constructor(...args: string[]) {
    this.process = track(
      spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { cwd: ROOT }),
      `store child ${args.join(' ')}`,
    );
    let pending = '';
    this.process.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      this.lines.push(...parts);
      this.waiting?.();
    });
    this.process.stderr.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
    this.exited = new Promise((resolve) => {
      this.process.on('exit', (code, signal) => {
        resolve(signal ?? code);
        this.waiting?.();
      });
    });
  }

  /** The next JSON line the child writes; rejects if it exits first. */
  async next<T>(): Promise<T> {
    while (this.lines.length === 0) {
      if (this.process.exitCode !== null || this.process.signalCode !== null) {
        throw new Error(`child exited before answering: ${this.stderr}`);
      }
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
    return JSON.parse(this.lines.shift() ?? '') as T;
  }

  /** Starts the child's loop at `at` (epoch ms), the same moment for every child. */
  go(at: number): void {
    this.process.stdin.write(`go ${at}\n`);
  }

  kill(): void {
    this.process.kill('SIGKILL');
  }
}

interface Timed {
  startedAt: number;
  endedAt: number;
}

/** Starts the children's loops together and returns their answers once all have exited. */
async function runTogether<T extends Timed>(children: Child[]): Promise<T[]> {
  await Promise.all(children.map((child) => child.next<{ ready: true }>()));
  const at = Date.now() + 500;
  for (const child of children) child.go(at);
  const answers = await Promise.all(children.map((child) => child.next<T>()));
  expect(await Promise.all(children.map((child) => child.exited))).toEqual(children.map(() => 0));
  // Proof the loops really ran at the same time, or the totals below would prove nothing.
  const lastStart = Math.max(...answers.map((a) => a.startedAt));
  const firstEnd = Math.min(...answers.map((a) => a.endedAt));
  expect(lastStart).toBeLessThan(firstEnd);
  return answers;
}

describe('sqlite state on disk', () => {
  it('creates missing parent directories and keeps data across close and reopen', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = await openState({ dataDir, plans });
    expect(first.backend).toBe('sqlite');
    expect(existsSync(join(dataDir, 'mailwright.db'))).toBe(true);

    const account = await first.accounts.createAccount({
      name: 'Kept',
      plan: 'professional',
      credits: 10,
    });
    const key = await first.accounts.insertKey({
      accountId: account.id,
      name: 'k',
      hash: 'kept-hash',
      hint: 'h',
    });
    await first.meter.topUp(account.id, 5);
    const reserved = await first.meter.reserve(account.id, 100);
    const at = new Date('2031-02-03T04:05:06Z');
    await first.meter.record({
      requestId: 'req_durable',
      accountId: account.id,
      keyId: key.id,
      operation: 'generateEmail',
      status: 200,
      tokens: 42,
      credits: 42,
      at,
    });
    await first.close();

    const second = await openState({ dataDir, plans });
    try {
      expect(await second.accounts.getAccount(account.id)).toEqual(account);
      expect(await second.accounts.findActiveKeyByHash('kept-hash')).toEqual({ key, account });
      expect((await second.meter.balance(account.id)).total).toBe(1_000_000 + 15 - 100);
      if (!reserved.ok) throw new Error('reservation refused');
      expect((await second.meter.settle(reserved.reservation.id, 60)).charged).toBe(60);
      expect(
        await second.meter.usageRows(
          account.id,
          new Date('2031-02-03T00:00:00Z'),
          new Date('2031-02-04T00:00:00Z'),
        ),
      ).toEqual([
        {
          hour: new Date('2031-02-03T04:00:00Z'),
          operation: 'generateEmail',
          statusClass: '2xx',
          requests: 1,
          tokens: 42,
          credits: 42,
        },
      ]);
    } finally {
      await second.close();
    }
  });

  it('opens the file in WAL mode at the current schema version, reopening without re-migrating', async () => {
    const file = join(dir, 'pragmas.db');
    await openSqliteState({ file, plans }).close();
    await openSqliteState({ file, plans }).close();
    const raw = new Database(file, { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    } finally {
      raw.close();
    }
  });

  it('refuses a file written by a newer schema', async () => {
    const file = join(dir, 'future.db');
    const raw = new Database(file);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => openSqliteState({ file, plans })).toThrow(/newer/);
  });

  it('keeps what a process wrote when that process is killed with SIGKILL', async () => {
    const file = join(dir, 'killed.db');
    const child = new Child('write', file);
    const written = await child.next<{
      accountId: string;
      keyId: string;
      reservationId: string;
      balance: { total: number };
    }>();
    child.kill();
    expect(await child.exited).toBe('SIGKILL');

    const state = openSqliteState({ file, plans });
    try {
      const account = await state.accounts.getAccount(written.accountId);
      expect(account).toMatchObject({ name: 'Durable', plan: 'free' });
      expect(await state.accounts.getKey(written.keyId)).toMatchObject({
        accountId: written.accountId,
        name: 'ci',
      });
      expect((await state.accounts.findActiveKeyByHash(`hash-${written.accountId}`))?.key.id).toBe(
        written.keyId,
      );
      expect(written.balance.total).toBe(50_000 + 10 + 25);
      expect((await state.meter.balance(written.accountId)).total).toBe(50_000 + 35 - 7);
      const hourAgo = new Date(Date.now() - 3_600_000);
      const rows = await state.meter.usageRows(
        written.accountId,
        hourAgo,
        new Date(Date.now() + 3_600_000),
      );
      expect(rows.reduce((sum, r) => sum + r.tokens, 0)).toBe(120);
      // The dead process's reservation is still pending until releaseStale hands it back.
      expect(await state.meter.releaseStale(0, new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(
        1,
      );
      expect((await state.meter.balance(written.accountId)).total).toBe(50_000 + 35);
    } finally {
      await state.close();
    }
  });

  describe('shared by two processes', () => {
    let file: string;
    let state: State;
    beforeAll(() => {
      file = join(dir, 'shared.db');
      state = openSqliteState({ file, plans });
    });
    afterAll(async () => {
      await state.close();
    });

    it('admits exactly the limit in total', async () => {
      const account = await state.accounts.createAccount({ plan: 'free' });
      // Many more tries than the limit, so the two loops (each a few ms per hundred since the
      // limiter is one statement) still overlap on a loaded machine.
      const answers = await runTogether<Timed & { allowed: number }>([
        new Child('admit', file, account.id, '1500'),
        new Child('admit', file, account.id, '1500'),
      ]);
      expect(answers.map((a) => a.allowed).reduce((sum, n) => sum + n, 0)).toBe(100);
      expect(
        await state.meter.peek(account.id, { requests: 100, windowSeconds: 60 }),
      ).toMatchObject({ allowed: false, remaining: 0 });
    });

    it('never lets credits go below zero', async () => {
      const account = await state.accounts.createAccount({ plan: 'free', credits: 0 });
      const initial = await state.meter.balance(account.id);
      // Spend the allowance down to a small balance the two children then fight over.
      const big = await state.meter.reserve(account.id, initial.total - 300);
      if (!big.ok) throw new Error('reservation refused');
      await state.meter.settle(big.reservation.id, initial.total - 300);

      const answers = await runTogether<Timed & { charged: number }>([
        new Child('spend', file, account.id, '100'),
        new Child('spend', file, account.id, '100'),
      ]);

      const final = await state.meter.balance(account.id);
      expect(final.allowance).toBeGreaterThanOrEqual(0);
      expect(final.purchased).toBeGreaterThanOrEqual(0);
      expect(answers.reduce((sum, a) => sum + a.charged, 0)).toBe(300 - final.total);
      // The children wanted far more than 300, so nearly all of it was spent.
      expect(final.total).toBeLessThan(15);
    });
  });
});
