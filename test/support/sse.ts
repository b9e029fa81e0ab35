/**
 * A client for `"stream": true` answers: reads the server-sent events as they arrive
 * (recording when each came), and can hang up after a chosen event. An answer that is not
 * a stream (an error before the first event) is JSON and is checked against the spec,
 * like every response the `request` helper receives.
 */
import type { TestService } from './service.js';

export interface ReceivedEvent {
  event: string;
  data: any;
  /** Milliseconds since the request was sent. */
  at: number;
}

export interface StreamResponse {
  status: number;
  headers: Headers;
  /** The events, in order; empty when the answer was JSON. */
  events: ReceivedEvent[];
  /** The JSON body when the answer was not a stream. */
  body?: any;
}

export interface StreamOptions {
  key: string;
  body: unknown;
  headers?: Record<string, string>;
  /** Hang up once this returns true for the events received so far. */
  hangUpWhen?: (events: ReceivedEvent[]) => boolean;
}

export async function streamRequest(
  service: TestService,
  path: string,
  options: StreamOptions,
): Promise<StreamResponse> {
  const abort = new AbortController();
  const sent = Date.now();
  const res = await fetch(service.url + path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.key}`,
      'content-type': 'application/json',
      ...options.headers,
    },
    body: JSON.stringify(options.body),
    signal: abort.signal,
  });
  if (!String(res.headers.get('content-type')).startsWith('text/event-stream')) {
    const text = await res.text();
    const body = text === '' ? undefined : JSON.parse(text);
    service.spec.check({ method: 'POST', path, status: res.status, headers: res.headers, body });
    return { status: res.status, headers: res.headers, events: [], body };
  }

  const events: ReceivedEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        events.push({ ...parseEvent(buffer.slice(0, end)), at: Date.now() - sent });
        buffer = buffer.slice(end + 2);
      }
      if (options.hangUpWhen?.(events)) {
        abort.abort();
        break;
      }
    }
  } catch (err) {
    if (!abort.signal.aborted) throw err;
  }
  return { status: res.status, headers: res.headers, events };
}

function parseEvent(block: string): { event: string; data: any } {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return { event, data: JSON.parse(data.join('\n')) };
}

/** The body as the deltas wrote it. */
export function joinedDeltas(events: ReceivedEvent[]): string {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { content: string }).content)
    .join('');
}
