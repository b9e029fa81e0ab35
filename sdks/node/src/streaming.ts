/** `"stream": true` on generate: server-sent events read as they arrive. */
import { errorFromResponse, MailwrightError } from './errors.js';
import type { GenerateResponse } from './types.js';

/** The next piece of the body, as the engine writes it. */
export interface DeltaEvent {
  type: 'delta';
  content: string;
}

/** The last event: the complete response, the same object as a non-streamed generate. */
export interface DoneEvent {
  type: 'done';
  response: GenerateResponse;
}

export type GenerateStreamEvent = DeltaEvent | DoneEvent;

interface RawEvent {
  event: string;
  data: string;
}

/** Splits a byte stream into server-sent events (the parts this API uses: event and data). */
async function* rawEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RawEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield { event, data: data.join('\n') };
          event = 'message';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = text;
          else if (field === 'data') data.push(text);
        }
      }
      if (done) break;
    }
    if (data.length > 0) yield { event, data: data.join('\n') };
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => undefined);
  }
}

/**
 * An async iterable of `delta` events ending with one `done` event. An `error` event
 * (the writing failed after the stream started; nothing is charged) is thrown as the
 * matching error. Leaving the loop early closes the connection, which stops the writing.
 */
export class GenerateStream implements AsyncIterable<GenerateStreamEvent> {
  private consumed = false;
  private final: GenerateResponse | undefined;

  constructor(
    private readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  /** The service's request id for this stream. */
  get requestId(): string | undefined {
    return this.response.headers.get('x-request-id') ?? undefined;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<GenerateStreamEvent> {
    if (this.consumed) throw new MailwrightError('A stream can be read only once.');
    this.consumed = true;
    if (!this.response.body) throw new MailwrightError('The stream has no body.');
    try {
      for await (const raw of rawEvents(this.response.body)) {
        const payload = JSON.parse(raw.data) as unknown;
        if (raw.event === 'delta') {
          yield { type: 'delta', content: (payload as { content: string }).content };
        } else if (raw.event === 'done') {
          this.final = payload as GenerateResponse;
          yield { type: 'done', response: this.final };
          return;
        } else if (raw.event === 'error') {
          throw errorFromResponse(streamErrorStatus(payload), payload, this.response.headers);
        }
      }
      throw new MailwrightError('The stream ended without its done event.');
    } finally {
      this.controller.abort();
    }
  }

  /** Reads the rest of the stream and returns the complete response. */
  async finalResponse(): Promise<GenerateResponse> {
    if (!this.consumed) {
      for await (const event of this) void event;
    }
    if (!this.final) throw new MailwrightError('The stream ended without its done event.');
    return this.final;
  }
}

/** An error event has no status line of its own; its code says which one it stands for. */
function streamErrorStatus(payload: unknown): number {
  const code = (payload as { error?: { code?: string } })?.error?.code;
  if (code === 'upstream_timeout') return 504;
  if (code === 'bad_upstream_reply') return 502;
  if (code === 'service_unavailable') return 503;
  return 500;
}
