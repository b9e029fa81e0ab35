/**
 * Turns the stored hourly usage rows into what GET /v1/usage returns: totals, counters
 * per operation and a time series with every bucket present. Pure, so both backends
 * share it and tests need no store.
 */
import { InvalidInputError } from '../errors.js';
import type { StatusClass, UsageRow } from '../store/store.js';

/** The operations usage is reported for: every authenticated /v1 operation. */
export const METERED_OPERATIONS = [
  'generateEmail',
  'improveEmail',
  'listTemplates',
  'getTemplate',
  'getUsage',
] as const;

export type Granularity = 'hour' | 'day';
export type Period = 'day' | 'week' | 'month';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STEP: Record<Granularity, number> = { hour: HOUR, day: DAY };
const PERIOD: Record<Period, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
const MAX_BUCKETS: Record<Granularity, number> = { hour: 2208, day: 400 };

export interface UsageWindow {
  start: Date;
  /** Exclusive. */
  end: Date;
  granularity: Granularity;
}

export interface Counters {
  requests: number;
  tokens: number;
  credits: number;
  by_status: Record<StatusClass, number>;
}

const floorTo = (ms: number, step: number) => Math.floor(ms / step) * step;

function invalid(param: string, message: string): InvalidInputError {
  return new InvalidInputError(param, message);
}

export function resolveWindow(query: {
  period?: Period;
  granularity?: Granularity;
  start?: string;
  end?: string;
  now: Date;
}): UsageWindow {
  const period = query.period ?? 'month';
  const granularity = query.granularity ?? (period === 'day' ? 'hour' : 'day');
  const step = STEP[granularity];

  if (query.start !== undefined || query.end !== undefined) {
    if (query.start === undefined || query.end === undefined) {
      const missing = query.start === undefined ? 'start' : 'end';
      throw invalid(missing, 'start and end must be given together.');
    }
    const start = floorTo(Date.parse(query.start), step);
    const end = floorTo(Date.parse(query.end), step);
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      throw invalid('start', 'start and end must be RFC 3339 date-times.');
    }
    if (end <= start) {
      throw invalid('end', `end must be at least one ${granularity} after start.`);
    }
    if ((end - start) / step > MAX_BUCKETS[granularity]) {
      throw invalid(
        'end',
        `The span may hold at most ${MAX_BUCKETS[granularity]} ${granularity} buckets.`,
      );
    }
    return { start: new Date(start), end: new Date(end), granularity };
  }

  if (PERIOD[period] < step)
    throw invalid('granularity', `A ${period} cannot be split into ${granularity}s.`);
  const end = floorTo(query.now.getTime(), step) + step;
  return { start: new Date(end - PERIOD[period]), end: new Date(end), granularity };
}

const emptyCounters = (): Counters => ({
  requests: 0,
  tokens: 0,
  credits: 0,
  by_status: { '2xx': 0, '4xx': 0, '5xx': 0 },
});

function add(into: Counters, row: UsageRow): void {
  into.requests += row.requests;
  into.tokens += row.tokens;
  into.credits += row.credits;
  into.by_status[row.statusClass] += row.requests;
}

export function summarize(rows: UsageRow[], window: UsageWindow, operations: readonly string[]) {
  const step = STEP[window.granularity];
  const first = window.start.getTime();
  const series = Array.from({ length: (window.end.getTime() - first) / step }, (_, i) => ({
    start: new Date(first + i * step).toISOString(),
    requests: 0,
    tokens: 0,
    credits: 0,
  }));
  const totals = emptyCounters();
  const byOperation: Record<string, Counters> = Object.fromEntries(
    operations.map((op) => [op, emptyCounters()]),
  );

  for (const row of rows) {
    const at = row.hour.getTime();
    if (at < first || at >= window.end.getTime()) continue;
    add(totals, row);
    add((byOperation[row.operation] ??= emptyCounters()), row);
    const bucket = series[Math.floor((at - first) / step)];
    if (bucket) {
      bucket.requests += row.requests;
      bucket.tokens += row.tokens;
      bucket.credits += row.credits;
    }
  }
  return { totals, operations: byOperation, series };
}
