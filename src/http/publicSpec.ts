/**
 * GET /openapi.json: the spec as served, its `servers` telling the truth about where this
 * instance answers. `PUBLIC_URL` when set (the address clients use, behind a proxy);
 * otherwise the address and port this process listens on, as the connection reached them
 * (with HOST=0.0.0.0 that is the interface the caller came in by).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Document } from 'openapi-backend';

export function listeningUrl(address: string, port: number): string {
  const host = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function servedSpec(spec: Document, publicUrl: string | undefined): RequestHandler {
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
    const url = publicUrl ?? listeningUrl(req.socket.localAddress ?? '', req.socket.localPort ?? 0);
    res.type('application/json').send(bodyFor(url));
  };
}
