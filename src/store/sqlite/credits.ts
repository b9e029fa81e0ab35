import type Database from 'better-sqlite3';
import type { PlanCatalog, PlanId } from '../../plans/plans.js';
import type { Balance, ReserveResult } from '../store.js';
import { randomId } from './ids.js';
import { currentPeriod, periodOf } from './time.js';

interface PotsRow {
  period: string;
  allowance: number;
  purchased: number;
  plan: string;
}

interface ReservationRow {
  id: string;
  account_id: string;
  period: string;
  from_allowance: number;
  from_purchased: number;
  finished_at: number | null;
  /** What the settle that finished it charged (0 for a refund). */
  charged: number | null;
}

/** The two pots of one account as they stand at a given moment (allowance already rolled over). */
interface Pots {
  accountId: string;
  plan: PlanId;
  period: string;
  allowance: number;
  purchased: number;
}

/** Finished reservations are kept this long so a late second settle still finds its account. */
const KEEP_FINISHED_MS = 24 * 3_600_000;

function toBalance(pots: Pick<Pots, 'period' | 'allowance' | 'purchased'>): Balance {
  return {
    period: pots.period,
    allowance: pots.allowance,
    purchased: pots.purchased,
    total: pots.allowance + pots.purchased,
  };
}

function emptyBalance(now: Date): Balance {
  return toBalance({ period: periodOf(now), allowance: 0, purchased: 0 });
}

function requireCredits(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * Credits in two pots (see Balance in store.ts). Every public method is one IMMEDIATE
 * transaction: the write lock is taken before the balance is read, so processes sharing the
 * file serialise on it and no interleaving can spend the same credit twice.
 */
export class SqliteCredits {
  private readonly sql;
  private readonly reserveTx;
  private readonly settleTx;
  private readonly topUpTx;
  private readonly releaseStaleTx;

  constructor(
    db: Database.Database,
    private readonly plans: PlanCatalog,
  ) {
    this.sql = {
      selectPots: db.prepare<[string], PotsRow>(
        `SELECT b.period, b.allowance, b.purchased, a.plan
           FROM balances b JOIN accounts a ON a.id = b.account_id
          WHERE b.account_id = ?`,
      ),
      updatePots: db.prepare<[string, number, number, string]>(
        'UPDATE balances SET period = ?, allowance = ?, purchased = ? WHERE account_id = ?',
      ),
      insertReservation: db.prepare<[string, string, string, number, number, number]>(
        `INSERT INTO reservations (id, account_id, period, from_allowance, from_purchased, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      selectReservation: db.prepare<[string], ReservationRow>(
        `SELECT id, account_id, period, from_allowance, from_purchased, finished_at, charged
           FROM reservations WHERE id = ?`,
      ),
      finishReservation: db.prepare<[number, number, string]>(
        'UPDATE reservations SET finished_at = ?, charged = ? WHERE id = ?',
      ),
      selectStale: db.prepare<[number], { id: string }>(
        'SELECT id FROM reservations WHERE finished_at IS NULL AND created_at < ?',
      ),
      pruneFinished: db.prepare<[number]>('DELETE FROM reservations WHERE finished_at < ?'),
    };

    this.reserveTx = db.transaction(
      (accountId: string, amount: number, now: Date): ReserveResult => {
        const pots = this.load(accountId, now);
        if (!pots) return { ok: false, balance: emptyBalance(now) };
        if (pots.allowance + pots.purchased < amount)
          return { ok: false, balance: toBalance(pots) };
        const fromAllowance = Math.min(amount, pots.allowance);
        const fromPurchased = amount - fromAllowance;
        const after = {
          ...pots,
          allowance: pots.allowance - fromAllowance,
          purchased: pots.purchased - fromPurchased,
        };
        this.save(after);
        const id = randomId('res_');
        this.sql.insertReservation.run(
          id,
          accountId,
          pots.period,
          fromAllowance,
          fromPurchased,
          now.getTime(),
        );
        return { ok: true, reservation: { id, accountId, amount }, balance: toBalance(after) };
      },
    );

    this.settleTx = db.transaction(
      (reservationId: string, actual: number, now: Date): { charged: number; balance: Balance } => {
        const reservation = this.sql.selectReservation.get(reservationId);
        if (!reservation) return { charged: 0, balance: emptyBalance(now) };
        const pots = this.load(reservation.account_id, now);
        if (!pots) return { charged: 0, balance: emptyBalance(now) };
        if (reservation.finished_at !== null)
          return { charged: reservation.charged ?? 0, balance: toBalance(pots) };
        const { after, charged } = this.charge(pots, reservation, actual);
        this.save(after);
        this.sql.finishReservation.run(now.getTime(), charged, reservationId);
        return { charged, balance: toBalance(after) };
      },
    );

    this.topUpTx = db.transaction((accountId: string, amount: number, now: Date): Balance => {
      const pots = this.load(accountId, now);
      if (!pots) throw new Error(`no account ${accountId}`);
      const after = { ...pots, purchased: pots.purchased + amount };
      this.save(after);
      return toBalance(after);
    });

    this.releaseStaleTx = db.transaction((olderThanMs: number, now: Date): number => {
      const stale = this.sql.selectStale.all(now.getTime() - olderThanMs);
      for (const { id } of stale) this.settleTx(id, 0, now);
      this.sql.pruneFinished.run(now.getTime() - KEEP_FINISHED_MS);
      return stale.length;
    });
  }

  async balance(accountId: string, now = new Date()): Promise<Balance> {
    const pots = this.load(accountId, now);
    return pots ? toBalance(pots) : emptyBalance(now);
  }

  async reserve(accountId: string, amount: number, now = new Date()): Promise<ReserveResult> {
    requireCredits('amount', amount);
    return this.reserveTx.immediate(accountId, amount, now);
  }

  async settle(
    reservationId: string,
    actual: number,
    now = new Date(),
  ): Promise<{ charged: number; balance: Balance }> {
    requireCredits('actual', actual);
    return this.settleTx.immediate(reservationId, actual, now);
  }

  async refund(reservationId: string, now = new Date()): Promise<Balance> {
    return this.settleTx.immediate(reservationId, 0, now).balance;
  }

  async topUp(accountId: string, amount: number, now = new Date()): Promise<Balance> {
    requireCredits('amount', amount);
    return this.topUpTx.immediate(accountId, amount, now);
  }

  async releaseStale(olderThanMs: number, now = new Date()): Promise<number> {
    return this.releaseStaleTx.immediate(olderThanMs, now);
  }

  /** The account's pots at `now`, with the allowance renewed when a new month has begun. */
  private load(accountId: string, now: Date): Pots | undefined {
    const row = this.sql.selectPots.get(accountId);
    if (!row) return undefined;
    const plan = row.plan as PlanId;
    const period = currentPeriod(row.period, now);
    return {
      accountId,
      plan,
      period,
      allowance: period === row.period ? row.allowance : this.plans[plan].monthlyCredits,
      purchased: row.purchased,
    };
  }

  private save(pots: Pots): void {
    this.sql.updatePots.run(pots.period, pots.allowance, pots.purchased, pots.accountId);
  }

  /**
   * What settling `actual` against a reservation leaves in the pots. Use draws on the
   * allowance first, so the unused rest is handed back in reverse: to purchased first, then
   * to the allowance — and to the allowance only while it is still the month it came from
   * (a new month starts full) and never above the plan's monthly amount (the plan may have
   * changed meanwhile). An overrun is taken only as far as the pots reach.
   */
  private charge(
    pots: Pots,
    reservation: ReservationRow,
    actual: number,
  ): { after: Pots; charged: number } {
    const reserved = reservation.from_allowance + reservation.from_purchased;
    if (actual <= reserved) {
      const unused = reserved - actual;
      const toPurchased = Math.min(unused, reservation.from_purchased);
      const toAllowance = pots.period === reservation.period ? unused - toPurchased : 0;
      const cap = this.plans[pots.plan].monthlyCredits;
      return {
        after: {
          ...pots,
          purchased: pots.purchased + toPurchased,
          allowance: Math.max(pots.allowance, Math.min(pots.allowance + toAllowance, cap)),
        },
        charged: actual,
      };
    }
    const extra = actual - reserved;
    const fromAllowance = Math.min(extra, pots.allowance);
    const fromPurchased = Math.min(extra - fromAllowance, pots.purchased);
    return {
      after: {
        ...pots,
        allowance: pots.allowance - fromAllowance,
        purchased: pots.purchased - fromPurchased,
      },
      charged: reserved + fromAllowance + fromPurchased,
    };
  }
}
