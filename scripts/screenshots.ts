/**
 * `npm run screenshots`: the dashboard pages as PNGs in docs/screenshots/, for the README.
 * Starts the service in-process on a temporary data directory, signs up in a real browser
 * (Debian's Chromium through playwright-core, as the browser tests do), creates a key,
 * calls the API with it so the usage views show real data, and photographs each view.
 * Nothing here is faked: every number on the pictures comes from those calls.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../src/paths.js';
import { launchBrowser } from '../test/support/browser.js';
import { startService } from '../test/support/service.js';

const out = join(projectRoot(), 'docs', 'screenshots');
const EMAIL = 'dana@example.com';
const PASSWORD = 'plum-harbour-lantern-42';

async function shoot(page: Page, name: string): Promise<void> {
  // Let the charts draw at their width and any transition finish.
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  console.log(`docs/screenshots/${name}.png`);
}

/** A link of the main navigation (other links on a page may say the same). */
async function nav(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

async function callApi(url: string, key: string): Promise<void> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.text();
    return res.status;
  };
  const purposes = ['follow_up', 'thank_you', 'meeting_request', 'introduction', 'reminder'];
  for (const purpose of purposes) {
    await call('POST', '/v1/generate', {
      context: 'Follow up on project proposal meeting',
      tone: 'professional',
      recipient: 'client',
      purpose,
    });
  }
  await call('POST', '/v1/improve', {
    content: 'hi team,\n\ni will recieve the the report in order to review it.\n\nthanks',
    improvements: ['spelling', 'grammar', 'concise'],
  });
  for (let i = 0; i < 3; i++) await call('GET', '/v1/templates?limit=5');
  await call('GET', '/v1/templates/sales-follow-up-after-demo');
  await call('GET', '/v1/templates/no-such-template');
  await call('GET', '/v1/usage');
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const service = await startService();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      timezoneId: 'UTC',
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(`${service.url}/dashboard/signup`);

    // Sign up, first with a password the rule refuses, to show the messages.
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('dana2024');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Use at least 10 characters.').waitFor();
    await shoot(page, 'signup');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();

    // Keys: one revoked, one just created (shown once).
    await nav(page, 'API keys');
    await page.getByLabel('Key name').fill('old laptop');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('row', { name: /old laptop/ }).waitFor();
    await page
      .getByRole('row', { name: /old laptop/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText(/revoked: it is refused/).waitFor();
    await page.getByLabel('Key name').fill('production');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.locator('#new-key-value').textContent()) ?? '';
    if (!key.startsWith('mw_test_')) throw new Error(`no key on the page: ${key}`);
    await shoot(page, 'keys');

    await callApi(service.url, key);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await nav(page, 'Usage');
    await page.getByRole('heading', { name: 'By operation' }).waitFor();
    await shoot(page, 'usage');

    await nav(page, 'Overview');
    await page.getByRole('heading', { name: 'Quick start' }).waitFor();
    await shoot(page, 'overview');
    await context.close();

    const phone = await browser.newContext({
      viewport: { width: 375, height: 740 },
      locale: 'en-US',
      timezoneId: 'UTC',
      colorScheme: 'light',
      isMobile: true,
      hasTouch: true,
    });
    const small = await phone.newPage();
    await small.goto(`${service.url}/dashboard/login`);
    await small.getByLabel('Email').fill(EMAIL);
    await small.getByLabel('Password').fill(PASSWORD);
    await small.getByRole('button', { name: 'Log in' }).click();
    await small.getByRole('heading', { name: 'Quick start' }).waitFor();
    await shoot(small, 'overview-phone');
    await phone.close();
  } finally {
    await browser.close();
    await service.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
