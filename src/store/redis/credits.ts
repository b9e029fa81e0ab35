/**
 * Credits in two pots (see Balance in store.ts), each step one Lua script on the account's
 * slot: reading the pots, renewing the allowance for a new month and writing them back
 * happen in one atomic round trip, so no interleaving of instances can spend a credit twice.
 * The arithmetic lives in lua/pots.lua and lua/settle.lua; the SQLite backend's
 * credits.ts is its reference.
 */
import type { PlanCatalog } from '../../plans/plans.js';
import { randomId } from '../sqlite/ids.js';
import { periodOf } from '../sqlite/time.js';
import type { Balance, ReserveResult } from '../store.js';
import type { RedisClient } from './connection.js';
import type { RedisKeys } from './keys.js';
import { monthlyCreditsArgument, type Scripts } from './scripts.js';

/** Finished reservations are kept this long so a late second settle still finds its account. */
const KEEP_FINISHED_MS = 24 * 3_600_000;

/** Accounts swept at once by releaseStale: bounded so a large backlog does not flood Redis. */
const SWEEP_BATCH = 50;

/**
 * A reservation id names its account (`res_<accountId>_<random>`), so settle and refund
 * know the slot to run in without a lookup.
 */
const RESERVATION_ID = /^res_(acct_[0-9A-Za-z]+)_[0-9A-Za-z]+$/;

/** What a credit script answers: `{ status, period, allowance, purchased, extra }`. */
interface ScriptReply {
  status: number;
  balance: Balance | null;
  extra: number;
}

function parseReply(raw: unknown): ScriptReply {
  if (!Array.isArray(raw) || typeof raw[0] !== 'number') {
    throw new Error(`unexpected reply from a credit script: ${JSON.stringify(raw)}`);
  }
  const [status, period, allowance, purchased, extra] = raw as [
    number,
    string?,
    number?,
    number?,
    number?,
  ];
  if (period === undefined || allowance === undefined || purchased === undefined) {
    return { status, balance: null, extra: 0 };
  }
  return {
    status,
    balance: { period, allowance, purchased, total: allowance + purchased },
    extra: extra ?? 0,
  };
}

function emptyBalance(now: Date): Balance {
  return { period: periodOf(now), allowance: 0, purchased: 0, total: 0 };
}

function requireCredits(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

function accountOfReservation(reservationId: string): string | null {
  return RESERVATION_ID.exec(reservationId)?.[1] ?? null;
}

export class RedisCredits {
  /** Plan id → monthly credits, handed to the scripts that renew or cap an allowance. */
  private readonly catalog: string;

  constructor(
    private readonly client: RedisClient,
    private readonly scripts: Scripts,
    private readonly keys: RedisKeys,
    plans: PlanCatalog,
  ) {
    this.catalog = monthlyCreditsArgument(plans);
  }

  async balance(accountId: string, now = new Date()): Promise<Balance> {
    const reply = parseReply(
      await this.scripts.balance(this.potKeys(accountId), [periodOf(now), this.catalog]),
    );
    return reply.balance ?? emptyBalance(now);
  }

  async reserve(accountId: string, amount: number, now = new Date()): Promise<ReserveResult> {
    requireCredits('amount', amount);
    const id = randomId(`res_${accountId}_`);
    // The account goes into the global set releaseStale sweeps. That set lives in another
    // slot, so it cannot be written by the reserve script; it is written alongside it
    // (ahead of it on a single connection). Its score is the time of the latest reserve,
    // which keeps the account in the set while a reserve races with a sweep (see
    // lua/forget_open_account.lua). If only this write fails, the reservation still
    // stands and is tracked again at the account's next reserve.
    const [, reserved] = await Promise.allSettled([
      this.client.zadd(this.keys.openAccounts(), now.getTime(), accountId),
      this.scripts.reserve(
        [...this.potKeys(accountId), ...this.reservationKeys(accountId, id)],
        [amount, now.getTime(), periodOf(now), this.catalog, id],
      ),
    ]);
    if (reserved.status === 'rejected') throw reserved.reason;
    const reply = parseReply(reserved.value);
    if (reply.status === 2 && reply.balance) {
      return { ok: true, reservation: { id, accountId, amount }, balance: reply.balance };
    }
    return { ok: false, balance: reply.balance ?? emptyBalance(now) };
  }

  async settle(
    reservationId: string,
    actual: number,
    now = new Date(),
  ): Promise<{ charged: number; balance: Balance }> {
    requireCredits('actual', actual);
    const reply = await this.finish(reservationId, actual, now);
    if (!reply?.balance) return { charged: 0, balance: emptyBalance(now) };
    return { charged: reply.extra, balance: reply.balance };
  }

  async refund(reservationId: string, now = new Date()): Promise<Balance> {
    return (await this.settle(reservationId, 0, now)).balance;
  }

  async topUp(accountId: string, amount: number, now = new Date()): Promise<Balance> {
    requireCredits('amount', amount);
    const reply = parseReply(
      await this.scripts.topUp(this.potKeys(accountId), [amount, periodOf(now), this.catalog]),
    );
    if (!reply.balance) throw new Error(`no account ${accountId}`);
    return reply.balance;
  }

  /**
   * Refunds every open reservation created before `now - olderThanMs`, across accounts:
   * the accounts come from the global set reserve writes to, the reservations from each
   * account's own sorted set. Each refund is the settle script, so a reservation the live
   * request settles at the same moment is finished exactly once, and several instances may
   * sweep at the same time.
   */
  async releaseStale(olderThanMs: number, now = new Date()): Promise<number> {
    const cutoff = now.getTime() - olderThanMs;
    const flat = await this.client.zrange(this.keys.openAccounts(), '0', '-1', 'WITHSCORES');
    const accounts: { id: string; lastReserveMs: number }[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      accounts.push({ id: flat[i]!, lastReserveMs: Number(flat[i + 1]) });
    }
    let released = 0;
    for (let i = 0; i < accounts.length; i += SWEEP_BATCH) {
      const counts = await Promise.all(
        accounts.slice(i, i + SWEEP_BATCH).map((a) => this.sweepAccount(a, cutoff, now)),
      );
      released += counts.reduce((sum, n) => sum + n, 0);
    }
    return released;
  }

  private async sweepAccount(
    account: { id: string; lastReserveMs: number },
    cutoff: number,
    now: Date,
  ): Promise<number> {
    const open = this.keys.openReservations(account.id);
    const stale = await this.client.zrangebyscore(open, '-inf', `(${cutoff}`);
    let released = 0;
    for (const reservationId of stale) {
      if ((await this.finish(reservationId, 0, now))?.status === 2) released += 1;
    }
    // Stop sweeping an account once it holds nothing open and has not reserved recently.
    if (account.lastReserveMs < cutoff && (await this.client.zcard(open)) === 0) {
      await this.scripts.forgetOpenAccount([this.keys.openAccounts()], [account.id, cutoff]);
    }
    return released;
  }

  /** Runs the settle script; null when the id cannot be a reservation of this backend. */
  private async finish(
    reservationId: string,
    actual: number,
    now: Date,
  ): Promise<ScriptReply | null> {
    const accountId = accountOfReservation(reservationId);
    if (accountId === null) return null;
    return parseReply(
      await this.scripts.settle(
        [...this.potKeys(accountId), ...this.reservationKeys(accountId, reservationId)],
        [actual, now.getTime(), periodOf(now), this.catalog, KEEP_FINISHED_MS, reservationId],
      ),
    );
  }

  private potKeys(accountId: string): [string, string] {
    return [this.keys.account(accountId), this.keys.balance(accountId)];
  }

  private reservationKeys(accountId: string, reservationId: string): [string, string] {
    return [this.keys.reservation(accountId, reservationId), this.keys.openReservations(accountId)];
  }
}
