/** The spec as JSON and the reference docs page: Redoc from the installed package, no CDN. */
import { createRequire } from 'node:module';
import { Router } from 'express';
import type { Document } from 'openapi-backend';

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Mailwright API reference</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="/openapi.json"></redoc>
    <script src="/docs/redoc.standalone.js"></script>
  </body>
</html>
`;
}

/** GET /openapi.json, /docs and the Redoc bundle it loads. */
export function docsRoutes(spec: Document): Router {
  const specJson = JSON.stringify(spec);
  const require = createRequire(import.meta.url);
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(specJson);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(docsPage());
  });
  router.get('/docs/redoc.standalone.js', (_req, res) => {
    res.sendFile(require.resolve('redoc/bundles/redoc.standalone.js'));
  });
  return router;
}
