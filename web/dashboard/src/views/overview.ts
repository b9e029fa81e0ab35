/** The overview: plan, rate-limit state, credits, and a quick-start command. */
import { api, type UsageReport } from '../api';
import { copyButton } from '../copy';
import { h, replace, type Child } from '../dom';
import {
  curlCommand,
  describeWindow,
  formatNumber,
  formatTime,
  formatUntil,
  plural,
} from '../format';
import { freshKey, type Page } from '../page';

function card(title: string, ...children: Child[]): HTMLElement {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return h(
    'section',
    { class: 'card stat', 'aria-labelledby': id },
    h('h2', { id }, title),
    children,
  );
}

function facts(rows: [string, Child][]): HTMLElement {
  return h(
    'dl',
    { class: 'facts' },
    rows.map(([term, value]) => h('div', null, h('dt', null, term), h('dd', null, value))),
  );
}

function cards(report: UsageReport): HTMLElement {
  const { rate_limit: rate, credits, plan, totals } = report;
  return h(
    'div',
    { class: 'cards' },
    card(
      'Plan',
      h('p', { class: 'figure' }, plan.name),
      h(
        'p',
        { class: 'muted' },
        `${plural(rate.limit, 'request')} ${describeWindow(rate.window_seconds)}`,
      ),
    ),
    card(
      'Rate limit',
      h(
        'p',
        { class: 'figure' },
        formatNumber(rate.remaining),
        h('span', { class: 'figure-unit' }, ` of ${formatNumber(rate.limit)} left`),
      ),
      h('meter', {
        min: 0,
        max: rate.limit,
        value: rate.remaining,
        'aria-label': 'Requests left in this window',
      }),
      h(
        'p',
        { class: 'muted' },
        'Resets at ',
        // One unit: "(in 24 h)." must not wrap away from its time.
        h(
          'span',
          { class: 'nowrap' },
          `${formatTime(rate.reset_at)} (${formatUntil(rate.reset_at)}).`,
        ),
      ),
    ),
    card(
      'Credits',
      h(
        'p',
        { class: 'figure' },
        formatNumber(credits.remaining),
        h('span', { class: 'figure-unit' }, ' remaining'),
      ),
      facts([
        ['Monthly allowance', formatNumber(credits.monthly_allowance)],
        ['Left this month', formatNumber(credits.allowance_remaining)],
        ['Purchased', formatNumber(credits.purchased)],
      ]),
    ),
    card(
      'Last 24 hours',
      h(
        'p',
        { class: 'figure' },
        formatNumber(totals.requests),
        h('span', { class: 'figure-unit' }, totals.requests === 1 ? ' request' : ' requests'),
      ),
      facts([
        ['Tokens', formatNumber(totals.tokens)],
        ['Credits used', formatNumber(totals.credits)],
      ]),
      h('p', null, h('a', { href: '/dashboard/usage' }, 'See usage')),
    ),
  );
}

function quickStart(): HTMLElement {
  const key = freshKey.value;
  const code = h('code', null, curlCommand(location.origin, key ?? 'YOUR_API_KEY'));
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'quick-start' },
    h('h2', { id: 'quick-start' }, 'Quick start'),
    h(
      'p',
      null,
      'Write your first email from a terminal. Keep keys on your server, never in code that runs in a browser.',
    ),
    key
      ? h('p', { class: 'muted' }, 'The command holds the key you just created.')
      : h(
          'p',
          { class: 'muted' },
          'Replace YOUR_API_KEY with a key: ',
          h('a', { href: '/dashboard/keys' }, 'create one on the API keys page'),
          '.',
        ),
    h('pre', { class: 'command', tabindex: 0, 'aria-label': 'Quick-start command' }, code),
    copyButton(code, 'Command'),
    h(
      'p',
      { class: 'muted' },
      'Full reference: ',
      h('a', { href: '/docs' }, 'API documentation'),
      '.',
    ),
  );
}

export async function overviewView(page: Page): Promise<void> {
  const body = h('div', { class: 'stack' }, h('p', { class: 'muted' }, 'Loading…'));
  replace(
    page.main,
    h('h1', { tabindex: -1 }, 'Overview'),
    page.session
      ? h(
          'p',
          { class: 'muted' },
          `Signed in as ${page.session.user.email} · account ${page.session.account.id}`,
        )
      : null,
    page.notice ? h('p', { class: 'notice', role: 'status' }, page.notice) : null,
    body,
  );
  try {
    const report = await api.usage('day', 'hour');
    if (page.signal.aborted) return;
    replace(body, cards(report), quickStart());
  } catch (err) {
    if (page.signal.aborted) return;
    replace(body, h('p', { class: 'form-error', role: 'alert' }, page.failure(err)), quickStart());
  }
}
