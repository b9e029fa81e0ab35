/**
 * The service's Prometheus metrics (prom-client), in the process-wide registry. Recording
 * is a counter increment or a histogram observation: cheap enough for the request path.
 * With WORKERS=N each worker keeps its own numbers; `/metrics`, whichever worker answers
 * it, asks the primary for the sum of all of them (`metricsText`, `serveClusterMetrics`).
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
} from 'prom-client';

collectDefaultMetrics();

// prom-client makes a worker answer the primary's requests for its numbers once an
// AggregatorRegistry exists in it.
if (cluster.isWorker) new AggregatorRegistry();

/** Request and engine latencies: from a cached template read to a slow provider. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Store calls: SQLite answers in microseconds, a Redis round trip in about a millisecond. */
const STORE_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export const metrics = {
  requests: new Counter({
    name: 'mailwright_http_requests_total',
    help: 'HTTP requests answered, by operationId (`none` for paths outside the API), status and status class',
    labelNames: ['operation', 'status', 'status_class'] as const,
  }),
  requestDuration: new Histogram({
    name: 'mailwright_http_request_duration_seconds',
    help: 'Time from the request arriving to its response ending (a stream: its last event)',
    labelNames: ['operation', 'status_class'] as const,
    buckets: SECONDS,
  }),
  inFlight: new Gauge({
    name: 'mailwright_http_requests_in_flight',
    help: 'Requests received and not answered yet',
  }),
  engineDuration: new Histogram({
    name: 'mailwright_engine_duration_seconds',
    help: 'Time an engine took to write (kind: generate, generate_stream, improve), failures included',
    labelNames: ['engine', 'kind', 'outcome'] as const,
    buckets: SECONDS,
  }),
  engineFailures: new Counter({
    name: 'mailwright_engine_failures_total',
    help: 'Engine calls that failed, by engine, kind and reason (timeout, unavailable, bad_reply, aborted, error)',
    labelNames: ['engine', 'kind', 'reason'] as const,
  }),
  creditsReserved: new Counter({
    name: 'mailwright_credits_reserved_total',
    help: 'Credits held before writing (the upper bound of each request)',
  }),
  creditsSettled: new Counter({
    name: 'mailwright_credits_settled_total',
    help: 'Credits charged for work done (the sum of tokens_used charged)',
  }),
  creditsRefunded: new Counter({
    name: 'mailwright_credits_refunded_total',
    help: 'Credits returned: the unused part of a reservation, or all of it when the work failed',
  }),
  staleReservations: new Counter({
    name: 'mailwright_credits_stale_reservations_released_total',
    help: 'Reservations left by a process that died mid-request and returned by the sweep',
  }),
  creditsRejected: new Counter({
    name: 'mailwright_credits_insufficient_total',
    help: 'Reservations refused because the balance could not cover them (402)',
  }),
  rateLimited: new Counter({
    name: 'mailwright_rate_limited_total',
    help: "Requests refused with 429 because the account's plan limit was exhausted, by plan",
    labelNames: ['plan'] as const,
  }),
  idempotentReplays: new Counter({
    name: 'mailwright_idempotent_replays_total',
    help: 'Answers sent again for a repeated Idempotency-Key, by operation',
    labelNames: ['operation'] as const,
  }),
  storeDuration: new Histogram({
    name: 'mailwright_store_duration_seconds',
    help: 'Time of one state-store call, by backend and call (e.g. meter.reserve)',
    labelNames: ['backend', 'call'] as const,
    buckets: STORE_SECONDS,
  }),
  storeErrors: new Counter({
    name: 'mailwright_store_errors_total',
    help: 'State-store calls that failed, by backend, call and kind (unavailable: the backend could not be reached; error: anything else)',
    labelNames: ['backend', 'call', 'kind'] as const,
  }),
  sseStreamsOpen: new Gauge({
    name: 'mailwright_sse_streams_open',
    help: 'Server-sent event streams (stream: true) currently open',
  }),
};

export function statusClassOf(status: number): string {
  return `${Math.trunc(status / 100)}xx`;
}

const ASK = 'mailwright:metrics?';
const ANSWER = 'mailwright:metrics';

interface MetricsAnswer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

export interface MetricsText {
  text: string;
  contentType: string;
}

/**
 * The metrics in Prometheus' text format. In a worker, the primary collects every
 * worker's numbers (prom-client's AggregatorRegistry) and this worker sends the sum.
 */
export async function metricsText(timeoutMs = 5000): Promise<MetricsText> {
  const contentType = register.contentType;
  if (!cluster.isWorker || !process.send) return { text: await register.metrics(), contentType };
  const id = randomUUID();
  const text = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the cluster primary did not send the metrics in time'));
    }, timeoutMs);
    function onMessage(message: unknown) {
      const m = message as Partial<MetricsAnswer> | null;
      if (m?.type !== ANSWER || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.text ?? '');
    }
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
  return { text, contentType };
}

/** In the cluster primary: answers a worker's request for the sum of every worker's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    const m = message as { type?: string; id?: string } | null;
    if (m?.type !== ASK || typeof m.id !== 'string') return;
    const id = m.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies MetricsAnswer),
      (err: unknown) =>
        worker.send({ type: ANSWER, id, error: (err as Error).message } satisfies MetricsAnswer),
    );
  });
}
