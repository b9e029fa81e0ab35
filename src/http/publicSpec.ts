/**
 * GET /openapi.json: the spec as served, its `servers` telling the truth about where this
 * instance answers. `PUBLIC_URL` when set (the address clients use, behind a proxy);
 * otherwise the address this process listens on, read from the connection (a wildcard
 * host such as 0.0.0.0 is reached as localhost).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Document } from 'openapi-backend';

const WILDCARD = new Set(['0.0.0.0', '::', '']);

export function listeningUrl(host: string, port: number): string {
  const name = WILDCARD.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function servedSpec(spec: Document, publicUrl: string | undefined, host: string): RequestHandler {
  const bodies = new Map<string, string>();
  const bodyFor = (url: string) => {
    let body = bodies.get(url);
    if (body === undefined) {
      const description = publicUrl ? 'This service' : 'This instance, where it listens';
      body = JSON.stringify({ ...spec, servers: [{ url, description }] });
      bodies.set(url, body);
    }
    return body;
  };
  return (req: Request, res: Response) => {
    const url = publicUrl ?? listeningUrl(host, req.socket.localPort ?? 0);
    res.type('application/json').send(bodyFor(url));
  };
}
