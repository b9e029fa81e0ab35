/**
 * Measures every state-store call (latency and errors by backend and call) and the credit
 * flows (reserved, settled, refunded), by wrapping the State a backend returns. With
 * tracing on, each call is also a span. Nothing here changes what a call does or returns.
 */
import type { Tracer } from '@opentelemetry/api';
import { StateUnavailableError, type ReserveResult, type State } from '../store/store.js';
import { metrics } from './metrics.js';
import { activeTracer, inSpan } from './tracing.js';

type Fn = (...args: unknown[]) => unknown;

export function instrumentState(state: State): State {
  const backend = state.backend;
  const tracer = activeTracer();
  const timed = (call: string, fn: Fn): Fn => {
    const duration = metrics.storeDuration.labels(backend, call);
    // One async frame per call: prom-client's startTimer would add two closures, an
    // hrtime pair and a copy of the labels to every store call of every request.
    const run = async (args: unknown[]) => {
      const started = performance.now();
      try {
        return await fn(...args);
      } catch (err) {
        const kind = err instanceof StateUnavailableError ? 'unavailable' : 'error';
        metrics.storeErrors.labels(backend, call, kind).inc();
        throw err;
      } finally {
        duration.observe((performance.now() - started) / 1000);
      }
    };
    return tracer
      ? (...args) => spanned(tracer, backend, call, () => run(args))
      : (...args) => run(args);
  };
  const wrap = <T extends object>(name: string, target: T, special: Record<string, Fn> = {}): T => {
    const cache = new Map<PropertyKey, Fn>();
    return new Proxy(target, {
      get(obj, prop, receiver) {
        const value = Reflect.get(obj, prop, receiver) as unknown;
        if (typeof value !== 'function' || typeof prop !== 'string') return value;
        let wrapped = cache.get(prop);
        if (!wrapped) {
          const bound = (value as Fn).bind(obj);
          wrapped = timed(`${name}.${prop}`, special[prop] ?? bound);
          cache.set(prop, wrapped);
        }
        return wrapped;
      },
    });
  };

  // Reservation amounts, kept from reserve to settle or refund, to count what is returned.
  const held = new Map<string, number>();
  const meter = state.meter;
  const credits: Record<string, Fn> = {
    reserve: async (...args) => {
      const result = (await meter.reserve(
        ...(args as Parameters<typeof meter.reserve>),
      )) as ReserveResult;
      if (result.ok) {
        metrics.creditsReserved.inc(result.reservation.amount);
        held.set(result.reservation.id, result.reservation.amount);
      } else {
        metrics.creditsRejected.inc();
      }
      return result;
    },
    settle: async (...args) => {
      const [id] = args as Parameters<typeof meter.settle>;
      const amount = held.get(id);
      held.delete(id);
      const result = await meter.settle(...(args as Parameters<typeof meter.settle>));
      metrics.creditsSettled.inc(result.charged);
      if (amount !== undefined && amount > result.charged)
        metrics.creditsRefunded.inc(amount - result.charged);
      return result;
    },
    refund: async (...args) => {
      const [id] = args as Parameters<typeof meter.refund>;
      const amount = held.get(id);
      held.delete(id);
      const result = await meter.refund(...(args as Parameters<typeof meter.refund>));
      if (amount !== undefined) metrics.creditsRefunded.inc(amount);
      return result;
    },
    releaseStale: async (...args) => {
      const released = await meter.releaseStale(...(args as Parameters<typeof meter.releaseStale>));
      metrics.staleReservations.inc(released);
      return released;
    },
  };

  return wrap('state', {
    ...state,
    backend,
    accounts: wrap('accounts', state.accounts),
    meter: wrap('meter', meter, credits),
    idempotency: wrap('idempotency', state.idempotency),
    users: wrap('users', state.users),
  } satisfies State);
}

function spanned(tracer: Tracer, backend: string, call: string, run: () => Promise<unknown>) {
  return inSpan(tracer, `store ${call}`, { 'mailwright.store.backend': backend }, run);
}
