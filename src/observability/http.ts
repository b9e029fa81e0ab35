/**
 * One middleware for what every request tells the operator: its count and latency by
 * operation and status, the requests in flight, plan-limit rejections by plan, and
 * idempotent replays. It reads the request's variables (src/http/vars.ts) when the
 * response ends, and changes nothing.
 */
import type { Request, RequestHandler, Response } from 'express';
import { varsOf } from '../http/vars.js';
import { metrics, statusClassOf } from './metrics.js';

/** What the request's own middleware found out about it, when there is anything. */
export function seenOf(
  req: Request,
): { requestId: string; operation: string; plan?: string } | null {
  try {
    const vars = varsOf(req);
    return {
      requestId: vars.requestId,
      operation: vars.operation?.operationId ?? 'none',
      ...(vars.caller && { plan: vars.caller.account.plan }),
    };
  } catch {
    return null;
  }
}

interface Series {
  duration: { observe(seconds: number): void };
  requests: { inc(): void };
}

/**
 * The labelled series of one operation and status, looked up once: prom-client hashes the
 * labels on every `labels()` call. Both sets are small (the spec's operations and `none`;
 * HTTP statuses), so the map stays small.
 */
function seriesCache(): (operation: string, status: number) => Series {
  const cache = new Map<string, Series>();
  return (operation, status) => {
    const key = `${operation} ${status}`;
    let series = cache.get(key);
    if (!series) {
      const statusClass = statusClassOf(status);
      series = {
        duration: metrics.requestDuration.labels(operation, statusClass),
        requests: metrics.requests.labels(operation, String(status), statusClass),
      };
      cache.set(key, series);
    }
    return series;
  };
}

export function observeRequests(): RequestHandler {
  const seriesOf = seriesCache();
  return (req, res, next) => {
    const started = performance.now();
    metrics.inFlight.inc();
    // 'close' comes once for every response: finished, cut short, or a client gone.
    res.once('close', () => {
      metrics.inFlight.dec();
      const seen = seenOf(req);
      const operation = seen?.operation ?? 'none';
      const status = res.statusCode;
      const series = seriesOf(operation, status);
      series.duration.observe((performance.now() - started) / 1000);
      series.requests.inc();
      if (status === 429 && seen?.plan) metrics.rateLimited.labels(seen.plan).inc();
      if (replayed(res)) metrics.idempotentReplays.labels(operation).inc();
    });
    next();
  };
}

function replayed(res: Response): boolean {
  return res.getHeader('Idempotent-Replayed') === 'true';
}
