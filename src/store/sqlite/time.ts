/** The UTC month a date falls in, as `YYYY-MM` (sorts like the dates it names). */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * The period a balance is in at `now`. Periods only move forward: a process whose clock is
 * a moment behind another's at a month boundary must not start the old month again, or the
 * allowance would be granted twice.
 */
export function currentPeriod(stored: string, now: Date): string {
  const period = periodOf(now);
  return period > stored ? period : stored;
}

const HOUR_MS = 3_600_000;

export function hourStart(at: Date): number {
  return Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
}
