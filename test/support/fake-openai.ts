/**
 * A local OpenAI-compatible server for tests: `POST /v1/chat/completions` as the real API
 * speaks it (a JSON-schema response format or a forced function call in; `choices[0]
 * .message.content` or `tool_calls` and `usage` out). Each test scripts what it answers,
 * one step per request: a reply, a status with headers, a hung connection, a body that
 * is not JSON. With no step left it answers a valid email. A request with `stream: true`
 * is answered with server-sent events in the provider's format: the email as plain text
 * (`Subject: …`, a blank line, the body) a couple of words per event, `streamDelayMs`
 * apart, the usage in the last event; `{hangAfter: n}` sends n events and then nothing.
 * The scripted-server scaffold here is shared with the fake Anthropic server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Step =
  /** Structured output with these fields (valid or not, as the test wants). */
  | { reply: Record<string, unknown> }
  /** Raw text where the structured output should be: prose, broken JSON. */
  | { text: string }
  /** An error status, e.g. 429 with `retry-after`, or 500. */
  | { status: number; headers?: Record<string, string>; body?: unknown }
  /** Accept the request and never answer. */
  | { hang: true }
  /** A 200 whose body is not JSON. */
  | { malformedBody: true }
  /** Streaming only: send this many events of the default email, then hang. */
  | { hangAfter: number };

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  at: number;
}

export interface FakeServer {
  /** The base URL to give the SDK (`…/v1` for OpenAI, the origin for Anthropic). */
  baseURL: string;
  script(...steps: Step[]): void;
  /** Drops scripted steps not used yet, so one test's leftovers never reach the next. */
  reset(): void;
  readonly received: Received[];
  /** The usage totals reported, one per successful reply, in order. */
  readonly reportedTotals: number[];
  /** Requests whose client closed the connection before the answer was complete. */
  readonly cancelled: Received[];
  /** Pause between two streamed events (default 0). */
  streamDelayMs: number;
  close(): Promise<void>;
}

/** The SSE events of one streamed answer; `usage` is the total reported in the last one. */
export type StreamAnswer = (req: Received, text: string) => { events: string[]; total: number };

export type Answer = (
  req: Received,
  output: { fields?: Record<string, unknown>; text?: string },
  res: ServerResponse,
) => void;

/** A server answering `path` with scripted steps; `answer` writes the 200 in the provider's wire format. */
export async function startScriptedServer(
  path: string,
  basePath: string,
  check: (req: Received) => string | undefined,
  answer: Answer,
  reportedTotals: number[],
  answerStream: StreamAnswer,
): Promise<FakeServer> {
  const steps: Step[] = [];
  const received: Received[] = [];
  const cancelled: Received[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const state = { streamDelayMs: 0 };

  const stream = (got: Received, text: string, res: ServerResponse, limit = Infinity) => {
    const { events, total } = answerStream(got, text);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    const next = (i: number) => {
      if (res.destroyed) return;
      if (i >= limit) return;
      if (i >= events.length) {
        reportedTotals.push(total);
        return res.end();
      }
      res.write(events[i]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        next(i + 1);
      }, state.streamDelayMs);
      timers.add(timer);
    };
    next(0);
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== path) return json(res, 404, { error: 'not found' });
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return json(res, 400, { error: { message: 'body is not JSON' } });
      }
      const got: Received = { path: req.url, headers: req.headers, body, at: Date.now() };
      received.push(got);
      res.on('close', () => {
        if (!res.writableFinished) cancelled.push(got);
      });
      const problem = check(got);
      if (problem)
        return json(res, 400, { error: { type: 'invalid_request_error', message: problem } });
      const step = steps.shift();
      const streamed = (got.body as { stream?: unknown }).stream === true;
      if (streamed && (step === undefined || 'hangAfter' in step))
        return stream(got, emailText(DEFAULT_EMAIL), res, step?.hangAfter);
      if (streamed && step && 'reply' in step) return stream(got, emailText(step.reply), res);
      if (streamed && step && 'text' in step) return stream(got, step.text, res);
      if (step && 'hangAfter' in step) return json(res, 400, { error: 'hangAfter needs stream' });
      if (step === undefined) return answer(got, { fields: defaultReply(got.body) }, res);
      if ('hang' in step) return;
      if ('malformedBody' in step) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"id": "x", "choices": [ {"message": ');
      }
      if ('status' in step) {
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
        return res.end(
          JSON.stringify(step.body ?? { error: { message: `status ${step.status}` } }),
        );
      }
      if ('text' in step) return answer(got, { text: step.text }, res);
      return answer(got, { fields: step.reply }, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}${basePath}`,
    script: (...more) => steps.push(...more),
    reset: () => {
      steps.splice(0);
      state.streamDelayMs = 0;
    },
    received,
    reportedTotals,
    cancelled,
    get streamDelayMs() {
      return state.streamDelayMs;
    },
    set streamDelayMs(ms: number) {
      state.streamDelayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A valid reply for whichever schema was asked for: the kinds of change come from its enum. */
function defaultReply(body: any): Record<string, unknown> {
  const text = JSON.stringify(body);
  if (text.includes('improve_email')) {
    const kinds: string[] | undefined = findEnum(body);
    return {
      subject: 'Project update',
      content: 'Hi Sam,\n\nThe project is on track for Friday.\n\nBest regards,\nAlex',
      changes: [
        {
          kind: kinds?.[0] ?? 'spelling',
          original: 'on trak',
          replacement: 'on track',
          reason: 'Corrected a misspelled word.',
        },
      ],
    };
  }
  return DEFAULT_EMAIL;
}

const DEFAULT_EMAIL = {
  subject: 'Following up on yesterday’s demo',
  content:
    'Hi [Recipient Name],\n\nThank you for your time at yesterday’s demo. Would a short call on Thursday suit you to go through your questions?\n\nBest regards,\n[Your Name]',
};

/** The plain-text format a streamed reply is asked for. */
function emailText(fields: Record<string, unknown>): string {
  return `Subject: ${String(fields.subject ?? '')}\n\n${String(fields.content ?? '')}`;
}

/** The text in pieces of two words (with the space after them), as a model's deltas come. */
export function pieces(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 2) out.push(words.slice(i, i + 2).join(''));
  return out;
}

/** One server-sent event; `event:` only where the provider names its events. */
export function sse(data: unknown, event?: string): string {
  const line = typeof data === 'string' ? data : JSON.stringify(data);
  return `${event ? `event: ${event}\n` : ''}data: ${line}\n\n`;
}

function findEnum(value: unknown): string[] | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record.kind && typeof record.kind === 'object' && Array.isArray((record.kind as any).enum)) {
    return (record.kind as any).enum as string[];
  }
  for (const child of Object.values(record)) {
    const found = findEnum(child);
    if (found) return found;
  }
  return undefined;
}

/** Rough but deterministic counts, as a real server's would be its own. */
export function countLike(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

export async function startFakeOpenAI(): Promise<FakeServer> {
  const totals: number[] = [];
  return startScriptedServer(
    '/v1/chat/completions',
    '/v1',
    (req) => {
      const b = req.body;
      if (!String(req.headers.authorization ?? '').startsWith('Bearer ')) return 'no API key';
      if (typeof b.model !== 'string') return 'model is required';
      if (!Array.isArray(b.messages) || b.messages.length === 0) return 'messages is required';
      const usesSchema =
        b.response_format?.type === 'json_schema' &&
        typeof b.response_format.json_schema?.schema === 'object';
      const usesTool =
        Array.isArray(b.tools) && b.tool_choice?.function?.name === b.tools[0]?.function?.name;
      if (b.stream === true) {
        if (b.stream_options?.include_usage !== true)
          return 'expected stream_options.include_usage';
        return undefined;
      }
      if (!usesSchema && !usesTool)
        return 'expected a json_schema response_format or a forced tool';
      return undefined;
    },
    (req, output, res) => {
      const payload = output.text ?? JSON.stringify(output.fields);
      const prompt = countLike(JSON.stringify(req.body.messages));
      const completion = countLike(payload);
      totals.push(prompt + completion);
      const tool = Array.isArray(req.body.tools) ? req.body.tools[0].function.name : undefined;
      const message = tool
        ? {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: [
              { id: 'call_1', type: 'function', function: { name: tool, arguments: payload } },
            ],
          }
        : { role: 'assistant', content: payload, refusal: null };
      json(res, 200, {
        id: `chatcmpl-${totals.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: req.body.model,
        choices: [
          { index: 0, message, logprobs: null, finish_reason: tool ? 'tool_calls' : 'stop' },
        ],
        usage: {
          prompt_tokens: prompt,
          completion_tokens: completion,
          total_tokens: prompt + completion,
        },
      });
    },
    totals,
    (req, text) => {
      const prompt = countLike(JSON.stringify(req.body.messages));
      const completion = countLike(text);
      const base = {
        id: 'chatcmpl-stream',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: req.body.model,
      };
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        sse({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
      return {
        events: [
          chunk({ role: 'assistant', content: '' }),
          ...pieces(text).map((content) => chunk({ content })),
          chunk({}, 'stop'),
          sse({
            ...base,
            choices: [],
            usage: {
              prompt_tokens: prompt,
              completion_tokens: completion,
              total_tokens: prompt + completion,
            },
          }),
          sse('[DONE]'),
        ],
        total: prompt + completion,
      };
    },
  );
}
