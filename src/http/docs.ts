/** The reference docs page: Redoc from the installed package, no CDN. */
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
