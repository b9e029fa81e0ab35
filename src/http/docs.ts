/**
 * The spec as JSON and the reference docs: Redoc from the installed package, with nothing
 * fetched from anywhere else. The bundle's one remote asset, the "API docs by Redocly"
 * logo on a CDN, is swapped for an empty inline image when the bundle is read (Redoc hides
 * it; offline, the CDN request would only fail). The CSP in secureHeaders.ts allows this
 * origin only.
 */
import { Router, type RequestHandler } from 'express';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Document } from 'openapi-backend';
import { servedSpec } from './publicSpec.js';

const REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Mailwright API reference</title>
  </head>
  <body style="margin: 0">
    <redoc spec-url="/openapi.json"></redoc>
    <script src="/docs/redoc.standalone.js"></script>
  </body>
</html>
`;
}

/** Redoc's bundle as served: read once, its remote logo replaced. */
export function redocBundle(): string {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  return bundle.replaceAll(REMOTE_LOGO, EMPTY_IMAGE);
}

/**
 * GET /openapi.json (its `servers` where this instance answers), /docs and Redoc's bundle.
 * Any other path goes straight on: the router, matching each of its routes in turn, is
 * entered only for a path that may be one of them (its matching ignores case).
 */
export function docsRoutes(spec: Document, publicUrl: string | undefined): RequestHandler {
  const router = Router({ strict: true });
  const page = docsPage();
  // Read on the first request for it, and kept as UTF-8 bytes: as a string it is 2 MB of
  // every process's heap from start, for a page few open, and encoded again on every send.
  let bundle: Buffer | undefined;
  router.get('/openapi.json', servedSpec(spec, publicUrl));
  router.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });
  router.get('/docs/redoc.standalone.js', (_req, res) => {
    bundle ??= Buffer.from(redocBundle());
    res.type('text/javascript').send(bundle);
  });
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    if (path === '/openapi.json' || path.startsWith('/docs')) return router(req, res, next);
    next();
  };
}
