/**
 * OpenTelemetry tracing, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Then the SDK
 * is loaded (and only then: with tracing off no OpenTelemetry module is ever read, the
 * API's 0.6 MB of heap included) and spans go out as OTLP over HTTP (JSON) to
 * `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`:
 *
 * - the incoming request (instrumentation-http), named after its operationId and carrying
 *   the request id (src/observability/http.ts);
 * - each state-store call (src/observability/state.ts) and the engine call
 *   (src/observability/engine.ts), as its children;
 * - the engine's HTTP call to its provider (instrumentation-undici: the SDKs use fetch).
 *
 * Spans carry names, ids, durations and statuses, never a request body, an email or a key:
 * headers are not recorded, and the service puts nothing of the email on a span.
 *
 * `startTracing` must run before Express and node:http are loaded, so that the request
 * spans are made: src/main.ts imports src/observability/preload.ts first of all.
 */
import { createRequire } from 'node:module';
import type * as OtelApi from '@opentelemetry/api';
import type { Attributes, Span, Tracer } from '@opentelemetry/api';
import type { Request } from 'express';
import { seenOf } from './http.js';
import type * as SdkNode from '@opentelemetry/sdk-node';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as HttpInstrumentationModule from '@opentelemetry/instrumentation-http';
import type * as UndiciInstrumentationModule from '@opentelemetry/instrumentation-undici';

let sdk: SdkNode.NodeSDK | null = null;
let api: typeof OtelApi | undefined;

/** The OpenTelemetry API, read when tracing is on (with it off, no span is made). */
function otel(): typeof OtelApi {
  return (api ??= createRequire(import.meta.url)('@opentelemetry/api') as typeof OtelApi);
}

export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** Loads and starts the SDK when tracing is configured; does nothing (loads nothing) otherwise. */
export function startTracing(env: NodeJS.ProcessEnv = process.env): void {
  if (sdk || !tracingConfigured(env)) return;
  // Synchronous on purpose: the instrumentations must be in place before anything below
  // main.ts's first import loads node:http. The OpenTelemetry packages are CommonJS.
  const require = createRequire(import.meta.url);
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof SdkNode;
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp;
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof HttpInstrumentationModule;
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof UndiciInstrumentationModule;
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'mailwright',
    // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS itself.
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Health probes and scrapes every few seconds would drown the traces worth reading.
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)(\?|$)/.test(req.url ?? ''),
        applyCustomAttributesOnSpan: (span, req) => nameRequestSpan(span, req),
      }),
      new UndiciInstrumentation(),
    ],
    // Only traces: metrics are Prometheus' (/metrics), logs are pino's JSON lines.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
}

/**
 * Names the request's span after its operation and puts the request id on it, from what
 * the request's middleware found out (the response ends the span).
 */
function nameRequestSpan(span: Span, req: unknown): void {
  // Only the service's own requests have variables; an outgoing call's request has none.
  const seen = seenOf(req as Request);
  if (!seen) return;
  span.updateName(`${(req as Request).method} ${seen.operation}`);
  span.setAttribute('mailwright.operation', seen.operation);
  span.setAttribute('mailwright.request_id', seen.requestId);
  if (seen.plan) span.setAttribute('mailwright.plan', seen.plan);
}

/** Sends the spans still buffered; called on shutdown. */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = null;
  await running?.shutdown();
}

/** The service's tracer when tracing is on, null when it is off (callers then skip spans). */
export function activeTracer(): Tracer | null {
  return sdk ? otel().trace.getTracer('mailwright') : null;
}

/** Runs `fn` in a child span of the active one; a thrown error marks the span as failed. */
export async function inSpan<T>(
  tracer: Tracer,
  name: string,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.setStatus({
        code: otel().SpanStatusCode.ERROR,
        message: (err as Error)?.name ?? 'error',
      });
      throw err;
    } finally {
      span.end();
    }
  });
}
