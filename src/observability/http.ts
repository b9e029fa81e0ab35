/**
 * One middleware for what every request tells the operator: its count and latency by
 * operation and status, the requests in flight, plan-limit rejections by plan, idempotent
 * replays. It reads what the request's own middleware left in `res.locals` (operationId,
 * caller) when the response ends, and changes nothing.
 */
import type { RequestHandler, Response } from 'express';
import { metrics, statusClassOf } from './metrics.js';

export interface SeenLocals {
  requestId?: string;
  operationId?: string;
  caller?: { account: { plan: string } };
}

export function observeRequests(): RequestHandler {
  return (_req, res, next) => {
    const end = metrics.requestDuration.startTimer();
    metrics.inFlight.inc();
    // 'close' comes once for every response: finished, cut short, or a client gone.
    res.once('close', () => {
      metrics.inFlight.dec();
      const { operationId, caller } = res.locals as SeenLocals;
      const operation = operationId ?? 'none';
      const status = res.statusCode;
      const statusClass = statusClassOf(status);
      end({ operation, status_class: statusClass });
      metrics.requests.labels(operation, String(status), statusClass).inc();
      if (status === 429 && caller) metrics.rateLimited.labels(caller.account.plan).inc();
      if (replayed(res)) metrics.idempotentReplays.labels(operation).inc();
    });
    next();
  };
}

function replayed(res: Response): boolean {
  return res.getHeader('Idempotent-Replayed') === 'true';
}
