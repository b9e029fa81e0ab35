/**
 * The query string openapi-backend validates. Operations marked `x-query-ignored: true`
 * in the spec (the health probes, the dashboard's session) take no query parameters and
 * ignore any a caller adds (`/healthz?t=1` is a probe with a cache-buster, not a mistake);
 * every other operation gets its query as sent, and an unknown parameter is a 400.
 */
import type { Document } from 'openapi-backend';

type PathItem = Record<string, { 'x-query-ignored'?: boolean } | undefined>;

export function queryReader(spec: Document): (path: string, url: string) => string {
  const ignored = new Set(
    Object.entries(spec.paths ?? {})
      .filter(([, item]) =>
        Object.values((item ?? {}) as PathItem).some((op) => op?.['x-query-ignored'] === true),
      )
      .map(([path]) => path),
  );
  return (path, url) => {
    if (ignored.has(path)) return '';
    const at = url.indexOf('?');
    return at === -1 ? '' : url.slice(at + 1);
  };
}
