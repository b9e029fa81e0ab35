/**
 * A small Express app on a free port, for testing one middleware in front of a handler
 * that shows what the middleware left in the request's variables.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { register } from './children.js';

export interface Mini {
  url: string;
  close(): Promise<void>;
}

export async function serve(app: Express): Promise<Mini> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  let closed!: () => void;
  register(
    {
      what: 'a middleware test server',
      running: () => server.listening,
      kill: () => {
        server.closeAllConnections();
        server.close();
      },
    },
    new Promise<void>((resolve) => (closed = resolve)),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      closed();
    },
  };
}
