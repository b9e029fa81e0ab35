/**
 * The dashboard pages: the single-page app that `npm run build:web` builds from
 * web/dashboard/ into dist/dashboard/. Every page path under /dashboard gets index.html
 * (the app picks the view in the browser); /dashboard/assets/ serves the built files by
 * exact name only. The files are read once, when the app is made, so no request path
 * ever reaches the file system. /dashboard/api/ is left to the API. The pages' strict CSP
 * and other safe headers come from src/http/secureHeaders.ts, like every answer's.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Logger } from 'pino';
import { projectRoot } from '../paths.js';

const ASSETS = '/dashboard/assets/';

/** The views the app has; any other page path gets index.html with a 404 (the app says so). */
const PAGES = new Set([
  '/dashboard',
  '/dashboard/login',
  '/dashboard/signup',
  '/dashboard/keys',
  '/dashboard/usage',
]);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

interface Asset {
  type: string;
  body: Buffer;
}

function isPagePath(path: string): boolean {
  return path === '/dashboard' || path.startsWith('/dashboard/');
}

/** Serves the built pages from `dir` (default: dist/dashboard). */
export function dashboardPages(logger: Logger, dir = defaultDir()): RequestHandler {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    logger.warn(
      { dir },
      'the dashboard pages are not built: run `npm run build:web` (npm start and npm run dev do)',
    );
    return (req, res, next) => {
      if (!isPagePath(req.path) || req.path.startsWith('/dashboard/api/')) return next();
      res
        .status(503)
        .type('text/plain')
        .send(
          'The dashboard pages are not built. Run `npm run build:web` (npm start and npm run dev do it) and restart.\n',
        );
    };
  }
  const html = readFileSync(index);
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(join(dir, 'assets'))) {
    const type = TYPES[extname(name)];
    if (type) assets.set(name, { type, body: readFileSync(join(dir, 'assets', name)) });
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    if (!isPagePath(path) || path === '/dashboard/api' || path.startsWith('/dashboard/api/')) {
      return next();
    }
    if (path.startsWith(ASSETS)) {
      const asset = assets.get(path.slice(ASSETS.length));
      if (!asset) return next();
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type(asset.type).send(asset.body);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(PAGES.has(path.replace(/\/+$/, '')) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(html);
  };
}

function defaultDir(): string {
  return join(projectRoot(), 'dist', 'dashboard');
}
