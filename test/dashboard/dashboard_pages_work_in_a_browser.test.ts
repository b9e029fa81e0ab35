/**
 * The dashboard pages in a real browser (Debian's Chromium through playwright-core),
 * against the real service on a real port: sign up, a key made and read from the page,
 * an API call with it, its usage on the chart and the table, revoking it, logging out,
 * a keyboard-only login and a phone-sized screen. Every page must stay on its own origin
 * and log no console error.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { passwordProblems } from '../../src/dashboard/password.js';
import { keyHint } from '../../src/keys/keys.js';
import { launchBrowser, watch, type PageWatch } from '../support/browser.js';
import { dashboard, PASSWORD, uniqueEmail } from '../support/dashboard.js';
import { startService, type TestService } from '../support/service.js';

const BROWSER_TEST_MS = 90_000;

let service: TestService;
let browser: Browser;

beforeAll(async () => {
  service = await startService();
  browser = await launchBrowser();
}, BROWSER_TEST_MS);

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

interface Opened {
  page: Page;
  watched: PageWatch;
}

async function open(
  path: string,
  viewport = { width: 1280, height: 800 },
  permissions: string[] = [],
): Promise<Opened> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-US',
    timezoneId: 'UTC',
    permissions,
  });
  const page = await context.newPage();
  const watched = watch(page, service.url);
  await page.goto(service.url + path);
  return { page, watched };
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

const pathOf = (page: Page) => new URL(page.url()).pathname;

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function text(locator: ReturnType<Page['locator']>): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function signUpInPage(page: Page, email: string): Promise<void> {
  await page.goto(`${service.url}/dashboard/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await heading(page, 'Overview').waitFor();
}

function expectClean(watched: PageWatch): void {
  expect(watched.errors()).toEqual([]);
  expect(watched.foreign()).toEqual([]);
  expect(watched.requests.length).toBeGreaterThan(3);
}

describe('dashboard pages in a browser', () => {
  it(
    'signs up, creates a key, shows its use, and revokes it',
    async () => {
      const email = uniqueEmail();
      const { page, watched } = await open('/dashboard', undefined, [
        'clipboard-read',
        'clipboard-write',
      ]);

      // Signed out, /dashboard is the login view.
      await heading(page, 'Log in').waitFor();
      expect(pathOf(page)).toBe('/dashboard/login');
      await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
      await heading(page, 'Sign up').waitFor();
      expect(pathOf(page)).toBe('/dashboard/signup');

      // A weak password: the server's problems, next to the field.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('12345');
      await page.getByRole('button', { name: 'Sign up' }).click();
      const password = page.getByLabel('Password');
      await page.locator('input[aria-invalid="true"]').waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await password.getAttribute('aria-describedby'))!.split(' ');
      const problems = await page.locator(`#${describedBy.at(-1)} li`).allTextContents();
      expect(problems).toEqual(passwordProblems('12345', email));
      expect(problems.length).toBeGreaterThanOrEqual(2);
      expect(await text(page.locator(`#${describedBy[0]}`))).toContain('At least 10 characters');

      await password.fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await heading(page, 'Overview').waitFor();
      expect(pathOf(page)).toBe('/dashboard');

      // Overview: a fresh Free account.
      await page.getByRole('heading', { name: 'Quick start' }).waitFor();
      expect(await text(page.getByRole('region', { name: 'Plan' }))).toContain('Free');
      expect(await text(page.getByRole('region', { name: 'Plan' }))).toContain(
        '100 requests a day',
      );
      expect(await text(page.getByRole('region', { name: 'Rate limit' }))).toContain(
        '100 of 100 left',
      );
      expect(await text(page.getByRole('region', { name: 'Credits' }))).toContain(
        '50,000 remaining',
      );
      const command = await text(page.getByLabel('Quick-start command'));
      expect(command).toContain(`curl -s ${service.url}/v1/generate`);
      expect(command).toContain('Bearer YOUR_API_KEY');

      // API keys: create one, read it once.
      await navLink(page, 'API keys').click();
      await heading(page, 'API keys').waitFor();
      await page.getByText('No keys yet').waitFor();
      await page.getByLabel('Key name').fill('production');
      await page.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByText(/^mw_test_[A-Za-z0-9]+$/);
      await shown.waitFor();
      const apiKey = await text(shown);
      expect(apiKey).toMatch(/^mw_test_[A-Za-z0-9]{20,}$/);
      expect(await text(page.getByRole('region', { name: /Your new key/ }))).toContain(
        'it will not be shown again',
      );
      const row = page.getByRole('row', { name: /production/ });
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        keyHint(apiKey),
        expect.stringMatching(/20\d\d/),
        'Never',
        'Active',
        'Revoke',
      ]);
      await page
        .getByRole('region', { name: /Your new key/ })
        .getByRole('button', { name: 'Copy' })
        .click();
      await page.getByText('Key copied to the clipboard.').waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(apiKey);

      // The key works on the API.
      const generated = await service.request('POST', '/v1/generate', {
        key: apiKey,
        body: {
          context: 'Welcome aboard',
          tone: 'friendly',
          recipient: 'customer',
          purpose: 'welcome',
        },
      });
      expect(generated.status).toBe(200);
      const tokens: number = generated.body.usage.tokens_used;
      expect(tokens).toBeGreaterThan(0);
      await settle();

      // The overview's command now holds the new key.
      await navLink(page, 'Overview').click();
      await page.getByRole('heading', { name: 'Quick start' }).waitFor();
      expect(await text(page.getByLabel('Quick-start command'))).toContain(`Bearer ${apiKey}`);
      expect(await text(page.getByRole('region', { name: 'Rate limit' }))).toContain(
        '99 of 100 left',
      );

      // Usage: the chart and the table show the one request.
      await navLink(page, 'Usage').click();
      await heading(page, 'Usage').waitFor();
      const generateRow = page.getByRole('row', { name: /generateEmail/ });
      await generateRow.waitFor();
      const formatted = tokens.toLocaleString('en-US');
      expect(await generateRow.getByRole('cell').allTextContents()).toEqual([
        '1',
        '1',
        '0',
        '0',
        formatted,
        formatted,
      ]);
      expect(
        await page
          .getByRole('row', { name: /improveEmail/ })
          .getByRole('cell')
          .allTextContents(),
      ).toEqual(['0', '0', '0', '0', '0', '0']);
      expect(
        await page
          .getByRole('row', { name: /^Total/ })
          .getByRole('cell')
          .allTextContents(),
      ).toEqual(['1', '1', '0', '0', formatted, formatted]);

      const requestsChart = page.getByRole('img', { name: /^Requests per hour:/ });
      expect(await requestsChart.getAttribute('aria-label')).toMatch(
        /^Requests per hour: 1 request in all; the most, 1, in the hour from /,
      );
      const requestBars = requestsChart.locator('rect.bar');
      expect(await requestBars.count()).toBe(1);
      expect(await requestBars.locator('title').textContent()).toMatch(/: 1 request$/);
      const tokensChart = page.getByRole('img', { name: /^Tokens per hour:/ });
      expect(await tokensChart.getAttribute('aria-label')).toContain(`${formatted} tokens in all`);
      expect(await tokensChart.locator('rect.bar').count()).toBe(1);

      // The chart's text alternative: one row per hour, the request in one of them.
      const seriesRows = async () => {
        await page.getByText('Chart data as a table').click();
        return (await page
          .getByRole('region', { name: 'Chart data' })
          .locator('tbody tr')
          .evaluateAll((rows) =>
            // Runs in the page.
            rows.map((row: any) => [...row.cells].map((cell: any) => cell.textContent)),
          )) as string[][];
      };
      const hours = await seriesRows();
      expect(hours.length).toBeGreaterThanOrEqual(24);
      expect(hours.length).toBeLessThanOrEqual(25);
      const busy = hours.filter((row) => row[1] !== '0');
      expect(busy).toEqual([[expect.any(String), '1', formatted, formatted]]);

      // A week by the day: the same request, in one of 7 or 8 day buckets.
      await page.getByLabel('Period').selectOption('week');
      await page.getByLabel('Granularity').selectOption('day');
      await page.getByRole('img', { name: /^Requests per day: 1 request in all/ }).waitFor();
      expect(new URL(page.url()).search).toBe('?period=week&granularity=day');
      const days = await seriesRows();
      expect([7, 8]).toContain(days.length);
      expect(days.filter((row) => row[1] !== '0')).toEqual([
        [expect.any(String), '1', formatted, formatted],
      ]);
      expect(
        await page
          .getByRole('row', { name: /generateEmail/ })
          .getByRole('cell')
          .first()
          .textContent(),
      ).toBe('1');

      // Revoke, through the confirmation: Cancel first keeps the key.
      await navLink(page, 'API keys').click();
      await heading(page, 'API keys').waitFor();
      const keyRow = page.getByRole('row', { name: /production/ });
      await keyRow.getByRole('button', { name: 'Revoke' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke “production”?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate('document.activeElement.textContent')).toBe('Revoke');
      expect(await keyRow.getByRole('cell').nth(3).textContent()).toBe('Active');
      expect((await service.request('GET', '/v1/usage', { key: apiKey })).status).toBe(200);

      await keyRow.getByRole('button', { name: 'Revoke' }).click();
      await dialog.getByRole('button', { name: 'Revoke key' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Key “production” revoked').waitFor();
      expect(await keyRow.getByRole('cell').nth(3).textContent()).toMatch(/^Revoked /);
      expect(await keyRow.getByRole('button').count()).toBe(0);

      const refused = await service.request('POST', '/v1/generate', {
        key: apiKey,
        body: { context: 'Again', tone: 'friendly', recipient: 'customer', purpose: 'welcome' },
      });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('invalid_api_key');

      expectClean(watched);
    },
    BROWSER_TEST_MS,
  );

  it(
    'logs out to the login view, and /dashboard then asks to log in',
    async () => {
      const { page, watched } = await open('/dashboard/signup');
      await signUpInPage(page, uniqueEmail());
      await page.getByRole('button', { name: 'Log out' }).click();
      await heading(page, 'Log in').waitFor();
      expect(pathOf(page)).toBe('/dashboard/login');
      expect(await text(page.getByRole('main').getByRole('status'))).toBe('You are logged out.');
      expect(await navLink(page, 'Sign up').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);

      await page.goto(`${service.url}/dashboard`);
      await heading(page, 'Log in').waitFor();
      expect(pathOf(page)).toBe('/dashboard/login');
      expect(await page.evaluate("fetch('/dashboard/api/session').then((res) => res.status)")).toBe(
        401,
      );
      expectClean(watched);
    },
    BROWSER_TEST_MS,
  );

  it(
    'signs in with the keyboard alone: Tab to the fields, Enter submits',
    async () => {
      const email = uniqueEmail();
      expect((await dashboard(service).signUp(email)).status).toBe(201);
      const { page, watched } = await open('/dashboard/login');
      await heading(page, 'Log in').waitFor();

      const focused = () =>
        page.evaluate(`(() => {
          const el = document.activeElement;
          return {
            tag: el.tagName,
            text: el.textContent.trim(),
            label: el.labels?.[0]?.textContent ?? null,
            outline: getComputedStyle(el).outlineStyle,
          };
        })()`) as Promise<{ tag: string; text: string; label: string | null; outline: string }>;

      await page.keyboard.press('Tab');
      expect(await focused()).toMatchObject({
        tag: 'A',
        text: 'Skip to content',
        outline: 'solid',
      });
      const visited: string[] = [];
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        const now = await focused();
        visited.push(now.label ?? now.text);
        if (now.label === 'Email') break;
      }
      expect(visited.at(-1)).toBe('Email');
      expect((await focused()).outline).toBe('solid');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      expect(await focused()).toMatchObject({ tag: 'INPUT', label: 'Password', outline: 'solid' });
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');

      await heading(page, 'Overview').waitFor();
      expect(pathOf(page)).toBe('/dashboard');
      // Focus moves to the new view's heading, for screen readers.
      expect(await focused()).toMatchObject({ tag: 'H1', text: 'Overview' });
      expectClean(watched);
    },
    BROWSER_TEST_MS,
  );

  it(
    'fits a phone screen (375 px) without scrolling sideways',
    async () => {
      const { page, watched } = await open('/dashboard/signup', { width: 375, height: 740 });
      const overflow = () =>
        page.evaluate('document.documentElement.scrollWidth') as Promise<number>;
      expect(await overflow()).toBeLessThanOrEqual(375);
      await signUpInPage(page, uniqueEmail());
      await page.getByRole('heading', { name: 'Quick start' }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(375);

      await navLink(page, 'API keys').click();
      await page.getByLabel('Key name').fill('a key with a rather long name for a small screen');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByText(/^mw_test_[A-Za-z0-9]+$/).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(375);
      await page
        .getByRole('row', { name: /rather long name/ })
        .getByRole('button', { name: 'Revoke' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await navLink(page, 'Usage').click();
      await page.getByRole('row', { name: /generateEmail/ }).waitFor();
      const chart = await page.getByRole('img', { name: /^Requests per hour/ }).boundingBox();
      expect(chart!.width).toBeLessThanOrEqual(375);
      expect(await overflow()).toBeLessThanOrEqual(375);
      expectClean(watched);
    },
    BROWSER_TEST_MS,
  );
});
