/**
 * A real browser for the dashboard pages: Debian's Chromium driven by playwright-core
 * (no browser download). `watch` records what a page must never do: load anything from
 * another origin, log a console error or throw.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's chromium package, or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageWatch {
  /** Every URL the page requested. */
  requests: string[];
  /** Requests to anything but `origin`. */
  foreign(): string[];
  /** Console errors and uncaught exceptions, less the API refusals the pages handle. */
  errors(): string[];
}

/**
 * Chromium logs every 4xx answer to fetch() as a console error ("Failed to load resource:
 * … 401"). The dashboard API's refusals (not signed in, a weak password) are answers the
 * pages handle and show, so those are not counted; any other console error is.
 */
function expectedRefusal(text: string, url: string | undefined, origin: string): boolean {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) &&
    url !== undefined &&
    url.startsWith(`${origin}/dashboard/api/`)
  );
}

export function watch(page: Page, origin: string): PageWatch {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expectedRefusal(message.text(), message.location().url, origin)) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    requests,
    foreign: () => requests.filter((url) => new URL(url).origin !== origin),
    errors: () => [...errors],
  };
}
