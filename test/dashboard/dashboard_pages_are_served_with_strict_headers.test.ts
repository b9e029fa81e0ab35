import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { dashboardPages } from '../../src/dashboard/pages.js';
import { startService, type TestService } from '../support/service.js';
import { makeTempDir, removeTempDir } from '../support/tmp.js';

let service: TestService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

/** A GET with the path sent exactly as written: fetch() would resolve the dots first. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function assetUrls(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/dashboard\/assets\/[^"]+)"/g)].map((m) => m[1]!);
}

describe('dashboard pages — serving', () => {
  it('serves the app for /dashboard and each view, with a strict CSP and no caching', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/login',
      '/dashboard/signup',
      '/dashboard/keys',
      '/dashboard/usage',
    ]) {
      const res = await fetch(service.url + path);
      const html = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-request-id')).toMatch(/^req_/);
      expect(html).toMatch(/<script type="module" src="\/dashboard\/assets\/app-[A-Z0-9]+\.js">/);
      // No inline script or style, nothing from another origin.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/<style|style="/);
      expect(html).not.toMatch(/https?:\/\//);
    }
  });

  it('answers HEAD like GET, without the body', async () => {
    const res = await fetch(`${service.url}/dashboard`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await res.text()).toBe('');
  });

  it('serves the hashed assets with their types, cached for a year', async () => {
    const html = await (await fetch(`${service.url}/dashboard`)).text();
    const urls = assetUrls(html);
    expect(urls.map((url) => url.replace(/-[A-Za-z0-9_-]+\./, '-HASH.')).sort()).toEqual([
      '/dashboard/assets/app-HASH.css',
      '/dashboard/assets/app-HASH.js',
      '/dashboard/assets/favicon-HASH.svg',
    ]);
    const types: Record<string, string> = {
      js: 'text/javascript; charset=utf-8',
      css: 'text/css; charset=utf-8',
      svg: 'image/svg+xml',
    };
    for (const url of urls) {
      const res = await fetch(service.url + url);
      const body = await res.text();
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers.get('content-type')).toBe(types[url.split('.').pop()!]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(body.length).toBeGreaterThan(200);
    }
  });

  it('answers a page the app does not have with the app and a 404', async () => {
    const res = await fetch(`${service.url}/dashboard/settings`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('/dashboard/assets/app-');
  });

  it('leaves /dashboard/api/ to the API: unknown paths get the JSON error envelope', async () => {
    for (const [method, path] of [
      ['GET', '/dashboard/api/unknown'],
      ['GET', '/dashboard/api'],
      ['GET', '/dashboard/api/keys/key_x/revoke'],
      ['POST', '/dashboard'],
      ['GET', '/dashboard/assets/app-MISSING.js'],
    ] as const) {
      // service.request checks each answer against the spec: the envelope, as JSON.
      const res = await service.request(method, path);
      expect({ path, status: res.status }).toEqual({
        path,
        status: path.endsWith('/revoke') ? 405 : 404,
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.success).toBe(false);
      // Under /dashboard/api/ the API's policy (nothing may load), not the pages'.
      const csp = res.headers.get('content-security-policy') ?? '';
      expect({ path, runs: csp.includes('script-src') }).toEqual({
        path,
        runs: !path.startsWith('/dashboard/api'),
      });
    }
  });

  it('never serves a file outside the built pages', async () => {
    for (const path of [
      '/dashboard/assets/../../package.json',
      '/dashboard/assets/../../../package.json',
      '/dashboard/assets/..%2f..%2f..%2fpackage.json',
      '/dashboard/assets/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/dashboard/assets/..\\..\\..\\package.json',
      '/dashboard/assets/../../../src/app.ts',
      '/dashboard/assets/../index.html/../../../package.json',
      '/dashboard/../package.json',
      '/dashboard/assets//etc/passwd',
    ]) {
      const res = await rawGet(service.url, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('"name": "mailwright"');
      expect(res.body).not.toContain('createApp');
      expect(res.body).not.toContain('root:');
    }
  });

  it('says how to build the pages when they are not built', async () => {
    const dir = makeTempDir('no-pages');
    const app = express();
    app.use(dashboardPages(pino({ level: 'silent' }), dir));
    app.use((_req, res) => {
      res.status(418).send('next');
    });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await fetch(`${base}/dashboard/keys`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build:web');
      expect((await fetch(`${base}/dashboard/api/session`)).status).toBe(418);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      removeTempDir(dir);
    }
  });
});
