/**
 * Server-sent events on an Express response: the headers that keep proxies from buffering
 * (`X-Accel-Buffering: no` for nginx), then one `event:` / `data:` pair per event, the
 * data as one line of JSON. Events sent after the client has gone are dropped.
 */
import type { Response } from 'express';
import { metrics } from '../observability/metrics.js';
import type { SendEvent } from './context.js';

export interface EventStream {
  send: SendEvent;
  end(): void;
}

export function openEventStream(res: Response): EventStream {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  metrics.sseStreamsOpen.inc();
  res.once('close', () => metrics.sseStreamsOpen.dec());
  const open = () => !res.writableEnded && !res.destroyed;
  return {
    send(event, data) {
      if (open()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (open()) res.end();
    },
  };
}
