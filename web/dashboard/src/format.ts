/** Numbers, dates and durations as the pages show them, in the browser's locale. */
import type { Granularity } from './api';

const numbers = new Intl.NumberFormat(undefined);
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const hourBucket = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
// Day buckets are UTC days (the usage report counts in UTC), so they are named in UTC.
const dayBucket = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export const formatNumber = (n: number): string => numbers.format(n);

/** "1 request", "2,048 tokens". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

export const formatTime = (iso: string): string => time.format(new Date(iso));

/** A bucket of the usage series: "May 3, 14:00" by the hour, "May 3" by the day. */
export function formatBucket(iso: string, granularity: Granularity): string {
  return (granularity === 'hour' ? hourBucket : dayBucket).format(new Date(iso));
}

/** A short label for the chart's axis: "14:00" by the hour, "May 3" by the day. */
export function formatTick(iso: string, granularity: Granularity): string {
  return granularity === 'hour' ? formatTime(iso) : dayBucket.format(new Date(iso));
}

/** "in 3 h 12 min", "in 40 s", "now". */
export function formatUntil(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (seconds <= 0) return 'now';
  if (seconds < 60) return `in ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}

/** A rate-limit window as words: "a day", "an hour", "15 minutes". */
export function describeWindow(seconds: number): string {
  if (seconds === 86_400) return 'a day';
  if (seconds === 3_600) return 'an hour';
  if (seconds === 60) return 'a minute';
  if (seconds % 86_400 === 0) return `${seconds / 86_400} days`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600} hours`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** The quick-start command: one POST /v1/generate against this very service. */
export function curlCommand(origin: string, apiKey: string): string {
  const body = JSON.stringify(
    {
      context: 'Follow up on project proposal meeting',
      tone: 'professional',
      recipient: 'client',
      purpose: 'follow_up',
    },
    null,
    2,
  ).replace(/\n/g, '\n  ');
  return [
    `curl -s ${origin}/v1/generate \\`,
    `  -H "Authorization: Bearer ${apiKey}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${body}'`,
  ].join('\n');
}
