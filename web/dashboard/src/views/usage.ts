/**
 * The usage view: requests and tokens over a period as two bar charts (with the series
 * as a table for people who cannot see them), and the counters per operation, from the
 * same report as GET /v1/usage.
 */
import { api, type Counters, type Granularity, type Period, type UsageReport } from '../api';
import { barChart } from '../chart';
import { h, replace } from '../dom';
import { formatBucket, formatDateTime, formatNumber, plural } from '../format';
import type { Page } from '../page';

const PERIODS: [Period, string][] = [
  ['day', 'Last 24 hours'],
  ['week', 'Last 7 days'],
  ['month', 'Last 30 days'],
];
const GRANULARITIES: [Granularity, string][] = [
  ['hour', 'By hour'],
  ['day', 'By day'],
];

/** The API call behind each metered operation. */
const OPERATIONS: Record<string, string> = {
  generateEmail: 'POST /v1/generate',
  improveEmail: 'POST /v1/improve',
  listTemplates: 'GET /v1/templates',
  getTemplate: 'GET /v1/templates/{id}',
  getUsage: 'GET /v1/usage',
};

function choice<T extends string>(id: string, options: [T, string][], value: T) {
  return h(
    'select',
    { id, name: id },
    options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)),
  );
}

function queryFromLocation(): { period: Period; granularity: Granularity } {
  const params = new URLSearchParams(location.search);
  const period = (['day', 'week', 'month'] as const).find((p) => p === params.get('period'));
  const granularity = (['hour', 'day'] as const).find((g) => g === params.get('granularity'));
  const chosen = period ?? 'day';
  return { period: chosen, granularity: granularity ?? (chosen === 'day' ? 'hour' : 'day') };
}

/** Column names of the counters, also each cell's label when a phone shows rows as cards. */
const COUNTER_LABELS = [
  'Requests',
  'Succeeded (2xx)',
  'Refused (4xx)',
  'Failed (5xx)',
  'Tokens',
  'Credits',
];

function countersRow(header: Node | string, c: Counters, cell: 'th' | 'td' = 'td'): Node {
  const numbers = [
    c.requests,
    c.by_status['2xx'],
    c.by_status['4xx'],
    c.by_status['5xx'],
    c.tokens,
    c.credits,
  ];
  return h(
    'tr',
    null,
    h('th', { scope: 'row' }, header),
    numbers.map((n, i) =>
      h(cell, { class: 'num', 'data-label': COUNTER_LABELS[i] ?? '' }, formatNumber(n)),
    ),
  );
}

function operationsTable(report: UsageReport): Node {
  const known = Object.keys(OPERATIONS).filter((id) => id in report.operations);
  const others = Object.keys(report.operations).filter((id) => !(id in OPERATIONS));
  const head = ['Operation', ...COUNTER_LABELS];
  return h(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-labelledby': 'by-operation', tabindex: 0 },
    h(
      'table',
      { class: 'numbers operations' },
      h('caption', { class: 'visually-hidden' }, 'Requests, tokens and credits per operation'),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          head.map((title) =>
            h('th', { scope: 'col', class: title === 'Operation' ? '' : 'num' }, title),
          ),
        ),
      ),
      h(
        'tbody',
        null,
        [...known, ...others].map((id) =>
          countersRow(
            h(
              'span',
              { class: 'op' },
              h('code', null, id),
              OPERATIONS[id] ? h('span', { class: 'op-call' }, OPERATIONS[id]) : null,
            ),
            report.operations[id]!,
          ),
        ),
      ),
      h('tfoot', null, countersRow('Total', report.totals, 'td')),
    ),
  );
}

function seriesTable(report: UsageReport): Node {
  const { granularity } = report.period;
  return h(
    'details',
    { class: 'series' },
    h('summary', null, 'Chart data as a table'),
    h(
      'div',
      { class: 'table-scroll', role: 'region', 'aria-label': 'Chart data', tabindex: 0 },
      h(
        'table',
        { class: 'numbers' },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            h('th', { scope: 'col' }, granularity === 'hour' ? 'Hour from' : 'Day (UTC)'),
            ['Requests', 'Tokens', 'Credits'].map((title) =>
              h('th', { scope: 'col', class: 'num' }, title),
            ),
          ),
        ),
        h(
          'tbody',
          null,
          report.series.map((bucket) =>
            h(
              'tr',
              null,
              h('th', { scope: 'row' }, formatBucket(bucket.start, granularity)),
              [bucket.requests, bucket.tokens, bucket.credits].map((n) =>
                h('td', { class: 'num' }, formatNumber(n)),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

function report(report: UsageReport): Node[] {
  const { granularity, start, end } = report.period;
  const starts = report.series.map((b) => b.start);
  const per = granularity === 'hour' ? 'hour' : 'day';
  return [
    h(
      'p',
      { class: 'summary' },
      `${plural(report.totals.requests, 'request')}, ${plural(report.totals.tokens, 'token')} and ${plural(report.totals.credits, 'credit')} from ${formatDateTime(start)} to ${formatDateTime(end)}.`,
    ),
    h(
      'figure',
      { class: 'card charts', 'aria-labelledby': 'charts-caption' },
      h('figcaption', { id: 'charts-caption' }, `Requests and tokens per ${per}`),
      h('h3', null, 'Requests'),
      barChart({
        title: 'Requests',
        one: 'request',
        many: 'requests',
        starts,
        values: report.series.map((b) => b.requests),
        granularity,
        tone: 'requests',
      }),
      h('h3', null, 'Tokens'),
      barChart({
        title: 'Tokens',
        one: 'token',
        many: 'tokens',
        starts,
        values: report.series.map((b) => b.tokens),
        granularity,
        tone: 'tokens',
      }),
      seriesTable(report),
    ),
    h('h2', { id: 'by-operation' }, 'By operation'),
    operationsTable(report),
  ];
}

export async function usageView(page: Page): Promise<void> {
  let query = queryFromLocation();
  const period = choice('period', PERIODS, query.period);
  const granularity = choice('granularity', GRANULARITIES, query.granularity);
  const status = h('p', { class: 'visually-hidden', role: 'status' });
  const body = h('div', { class: 'stack' });

  const load = async () => {
    status.textContent = 'Loading usage…';
    body.setAttribute('aria-busy', 'true');
    try {
      const data = await api.usage(query.period, query.granularity);
      if (page.signal.aborted) return;
      replace(body, report(data));
      status.textContent = `Showing ${PERIODS.find(([p]) => p === query.period)?.[1].toLowerCase()}, ${per(query.granularity)}: ${plural(data.totals.requests, 'request')}.`;
    } catch (err) {
      if (page.signal.aborted) return;
      replace(body, h('p', { class: 'form-error', role: 'alert' }, page.failure(err)));
      status.textContent = '';
    } finally {
      body.removeAttribute('aria-busy');
    }
  };

  const onChange = () => {
    query = { period: period.value as Period, granularity: granularity.value as Granularity };
    history.replaceState(null, '', `/dashboard/usage?${new URLSearchParams(query).toString()}`);
    void load();
  };
  period.addEventListener('change', onChange);
  granularity.addEventListener('change', onChange);

  replace(
    page.main,
    h('h1', { tabindex: -1 }, 'Usage'),
    h(
      'p',
      { class: 'muted' },
      'Every API call made with your keys. Dashboard pages do not count. Days are UTC days.',
    ),
    h(
      'div',
      { class: 'controls card' },
      h('div', { class: 'field' }, h('label', { for: 'period' }, 'Period'), period),
      h('div', { class: 'field' }, h('label', { for: 'granularity' }, 'Granularity'), granularity),
    ),
    status,
    body,
  );
  await load();
}

function per(granularity: Granularity): string {
  return granularity === 'hour' ? 'by hour' : 'by day';
}
