import { randomUUID } from 'node:crypto';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  errorFromResponse,
  MailwrightError,
  retryAfterSeconds,
} from './errors.js';
import { GenerateStream } from './streaming.js';
import type {
  GenerateParams,
  GenerateResponse,
  ImproveParams,
  ImproveResponse,
  ListTemplatesParams,
  Template,
  TemplateList,
  TemplateResponse,
  UsageParams,
  UsageReport,
} from './types.js';
import { VERSION } from './version.js';

export interface ClientOptions {
  /** Defaults to `process.env.MAILWRIGHT_API_KEY`. */
  apiKey?: string;
  /** Defaults to `process.env.MAILWRIGHT_BASE_URL`, then `http://localhost:3000`. */
  baseURL?: string;
  /** Milliseconds to wait for an answer, per attempt. Default 60 000. */
  timeout?: number;
  /** Retries after a connection error, a timeout, 408, 409, 429 or 5xx. Default 2. */
  maxRetries?: number;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string>;
}

export interface RequestOptions {
  timeout?: number;
  maxRetries?: number;
  /** For POSTs: the Idempotency-Key to send (by default one is made per call). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Query = Record<string, string | number | boolean | undefined>;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: unknown;
  stream?: boolean;
  options?: RequestOptions;
}

const DEFAULT_BASE_URL = 'http://localhost:3000';
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
/** A Retry-After longer than this is not waited for: the error is thrown at once. */
const MAX_RETRY_AFTER_S = 60;
const RETRY_STATUSES = new Set([408, 409, 429, 500, 502, 503, 504]);
/** Statuses that prove a streamed generate did nothing, so it may be sent again. */
const STREAM_RETRY_STATUSES = new Set([429, 503]);

/**
 * The Mailwright API client.
 *
 * ```ts
 * const client = new Mailwright(); // MAILWRIGHT_API_KEY, MAILWRIGHT_BASE_URL
 * const { email } = await client.emails.generate({ context: '…', tone: 'professional', recipient: 'client', purpose: 'follow_up' });
 * ```
 */
export class Mailwright {
  readonly baseURL: string;
  readonly timeout: number;
  readonly maxRetries: number;
  readonly emails: Emails;
  readonly templates: Templates;
  readonly usage: Usage;
  private readonly apiKey: string;
  private readonly fetchFn: typeof fetch;
  private readonly defaultHeaders: Record<string, string>;

  constructor(options: ClientOptions = {}) {
    const env = typeof process === 'undefined' ? {} : process.env;
    const apiKey = options.apiKey ?? env.MAILWRIGHT_API_KEY;
    if (!apiKey) {
      throw new MailwrightError(
        'No API key: pass { apiKey } to new Mailwright() or set MAILWRIGHT_API_KEY.',
      );
    }
    this.apiKey = apiKey;
    this.baseURL = (options.baseURL ?? env.MAILWRIGHT_BASE_URL ?? DEFAULT_BASE_URL).replace(
      /\/+$/,
      '',
    );
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.fetchFn = options.fetch ?? globalThis.fetch;
    this.defaultHeaders = options.defaultHeaders ?? {};
    this.emails = new Emails(this);
    this.templates = new Templates(this);
    this.usage = new Usage(this);
  }

  /** @internal Sends a call, retrying what is safe to retry, and returns the response. */
  async send(call: Call): Promise<Response> {
    const options = call.options ?? {};
    const maxRetries = options.maxRetries ?? this.maxRetries;
    const timeout = options.timeout ?? this.timeout;
    // One key per logical call, the same on every attempt: a retry of a request that did
    // reach the service is answered from its first run and not charged again.
    const idempotencyKey =
      call.method === 'POST' && !call.stream
        ? (options.idempotencyKey ?? `mw-${randomUUID()}`)
        : undefined;
    const url = this.url(call.path, call.query);
    const headers: Record<string, string> = {
      accept: call.stream ? 'text/event-stream' : 'application/json',
      authorization: `Bearer ${this.apiKey}`,
      'user-agent': `mailwright-node/${VERSION} node/${process.version}`,
      ...this.defaultHeaders,
      ...options.headers,
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new TimeoutSignal()), timeout);
      const onAbort = () => controller.abort(options.signal?.reason);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      let response: Response;
      try {
        response = await this.fetchFn(url, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: controller.signal,
        });
        if (!call.stream || !response.ok) {
          // Read the whole body inside the timeout; a stream is read by its consumer.
          const text = await response.text();
          response = new Response(text, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
        }
      } catch (cause) {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        if (options.signal?.aborted) throw cause;
        const error =
          controller.signal.reason instanceof TimeoutSignal
            ? new APITimeoutError(`No answer within ${timeout} ms.`, { cause })
            : new APIConnectionError(`Could not reach ${this.baseURL}: ${describe(cause)}`, {
                cause,
              });
        // A stream carries no idempotency key, so it is not sent again after a failure
        // that may have happened once the service had started.
        if (attempt < maxRetries && !call.stream) {
          await sleep(backoff(attempt));
          continue;
        }
        throw error;
      }
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (response.ok) {
        if (call.stream) streams.set(response, controller);
        return response;
      }

      const error = errorFromResponse(response.status, await parse(response), response.headers);
      const retryable = (call.stream ? STREAM_RETRY_STATUSES : RETRY_STATUSES).has(response.status);
      if (!retryable || attempt >= maxRetries) throw error;
      const retryAfter = retryAfterSeconds(response.headers);
      if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_S) throw error;
      await sleep(retryAfter !== undefined ? retryAfter * 1000 : backoff(attempt));
    }
  }

  /** @internal */
  async json<T>(call: Call): Promise<T> {
    const response = await this.send(call);
    return (await parse(response)) as T;
  }

  /** @internal */
  async stream(call: Call): Promise<GenerateStream> {
    const response = await this.send({ ...call, stream: true });
    return new GenerateStream(response, streams.get(response) ?? new AbortController());
  }

  private url(path: string, query?: Query): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const qs = search.toString();
    return `${this.baseURL}${path}${qs ? `?${qs}` : ''}`;
  }
}

/** The abort controller of each streamed response, closed when its reader is done. */
const streams = new WeakMap<Response, AbortController>();

class TimeoutSignal extends Error {}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) return undefined;
    throw new APIError(
      response.status,
      { message: `The answer is not JSON: ${text.slice(0, 200)}` },
      response.headers.get('x-request-id') ?? undefined,
      response.headers,
    );
  }
}

/** 0.5 s × 2^attempt, at most 8 s, with full jitter. */
function backoff(attempt: number): number {
  return Math.random() * Math.min(8000, 500 * 2 ** attempt);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(cause: unknown): string {
  const inner = (cause as { cause?: { code?: string; message?: string } })?.cause;
  return inner?.code ?? inner?.message ?? (cause instanceof Error ? cause.message : String(cause));
}

/** Writing emails: `generate`, `stream` and `improve`. */
export class Emails {
  constructor(private readonly client: Mailwright) {}

  /** Writes an email (`POST /v1/generate`). With `stream: true`, returns a stream of events. */
  generate(
    params: GenerateParams & { stream: true },
    options?: RequestOptions,
  ): Promise<GenerateStream>;
  generate(
    params: GenerateParams & { stream?: false },
    options?: RequestOptions,
  ): Promise<GenerateResponse>;
  generate(
    params: GenerateParams & { stream?: boolean },
    options?: RequestOptions,
  ): Promise<GenerateResponse | GenerateStream> {
    if (params.stream) return this.stream(params, options);
    return this.client.json<GenerateResponse>({
      method: 'POST',
      path: '/v1/generate',
      body: params,
      options,
    });
  }

  /** Writes an email as a stream of `delta` events ending with `done` (the full response). */
  stream(params: GenerateParams, options?: RequestOptions): Promise<GenerateStream> {
    return this.client.stream({
      method: 'POST',
      path: '/v1/generate',
      body: { ...params, stream: true },
      options,
    });
  }

  /** Improves a draft (`POST /v1/improve`) and lists every change made. */
  improve(params: ImproveParams, options?: RequestOptions): Promise<ImproveResponse> {
    return this.client.json<ImproveResponse>({
      method: 'POST',
      path: '/v1/improve',
      body: params,
      options,
    });
  }
}

/** The template catalog: `list`, `listAll` and `get`. */
export class Templates {
  constructor(private readonly client: Mailwright) {}

  /** One page of templates (`GET /v1/templates`): `category`, `limit`, `offset`. */
  list(params: ListTemplatesParams = {}, options?: RequestOptions): Promise<TemplateList> {
    return this.client.json<TemplateList>({
      method: 'GET',
      path: '/v1/templates',
      query: { ...params },
      options,
    });
  }

  /** Every template (of a category), fetching page after page as the loop goes on. */
  async *listAll(
    params: ListTemplatesParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<Template> {
    let offset = params.offset ?? 0;
    for (;;) {
      const page = await this.list({ ...params, offset }, options);
      yield* page.templates;
      if (!page.pagination.has_more || page.templates.length === 0) return;
      offset += page.templates.length;
    }
  }

  /** One template by id (`GET /v1/templates/{id}`). */
  get(id: string, options?: RequestOptions): Promise<TemplateResponse> {
    return this.client.json<TemplateResponse>({
      method: 'GET',
      path: `/v1/templates/${encodeURIComponent(id)}`,
      options,
    });
  }
}

/** The account's usage: `get`. */
export class Usage {
  constructor(private readonly client: Mailwright) {}

  /** Usage statistics (`GET /v1/usage`): `period`, `granularity`, or `start` and `end`. */
  get(params: UsageParams = {}, options?: RequestOptions): Promise<UsageReport> {
    return this.client.json<UsageReport>({
      method: 'GET',
      path: '/v1/usage',
      query: { ...params },
      options,
    });
  }
}
