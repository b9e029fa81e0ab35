/**
 * Idempotency-Key, on the operations whose spec declares the header. The first request
 * with a key runs and its response is stored for a day; the same key with the same
 * operation and body gets that response again, marked `Idempotent-Replayed: true`, without
 * running or charging; with another body it is refused (422), and while the first request
 * still runs a duplicate is told to retry (409). A failure worth retrying (402, 409, 429,
 * any 5xx) is not stored, so the retry runs again. A streamed answer cannot be stored, so a
 * key together with `"stream": true` is refused (400).
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Operation } from 'openapi-backend';
import type { IdempotencyStore } from '../../store/store.js';
import type { Reply } from '../context.js';
import { ApiError, errors } from '../errors.js';
import { varsOf } from '../vars.js';
import type { Around } from './operation.js';
import { operationOf } from './route.js';

const HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Failures that another try may turn into a success: their key is released, not stored. */
const RETRYABLE = new Set([402, 409, 429]);

/** True when the operation's spec declares the Idempotency-Key header parameter. */
export function acceptsIdempotencyKey(operation: Operation): boolean {
  return (operation.parameters ?? []).some(
    (p) => 'in' in p && p.in === 'header' && p.name.toLowerCase() === HEADER,
  );
}

/** The key a request carries, if any (the spec has already checked its form). */
export function idempotencyKeyOf(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const value = headers[HEADER];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** JSON with object keys sorted at every level, so key order never changes a fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(operationId: string, body: unknown): string {
  return createHash('sha256')
    .update(operationId)
    .update('\n')
    .update(canonicalJson(body))
    .digest('hex');
}

function isStored(status: number): boolean {
  return (
    (status >= 200 && status < 300) || (status >= 400 && status < 500 && !RETRYABLE.has(status))
  );
}

export interface IdempotentCall {
  store: IdempotencyStore;
  accountId: string;
  /** The Idempotency-Key header; without one the operation simply runs. */
  key: string | undefined;
  operationId: string;
  body: unknown;
  /** This request's id: an error stored for replay carries it, as the first answer did. */
  requestId: string;
  setHeader(name: string, value: string): void;
  /** Storing or releasing the key failed after the operation ran. */
  onStoreFailure(err: unknown): void;
}

/**
 * Runs the operation under the request's Idempotency-Key, or plainly when it has none.
 * `Idempotent-Replayed` goes on every answer of such an operation, `false` unless replayed,
 * so a client can rely on finding it.
 */
export async function withIdempotencyKey(
  call: IdempotentCall,
  run: () => Promise<Reply>,
): Promise<Reply> {
  call.setHeader(REPLAYED_HEADER, 'false');
  const { store, accountId, key } = call;
  if (key === undefined) return run();
  if (asksForStream(call.body)) throw streamNotReplayable();

  const begun = await store.begin(accountId, key, fingerprint(call.operationId, call.body));
  switch (begun.outcome) {
    case 'replay':
      call.setHeader(REPLAYED_HEADER, 'true');
      // Parsing what JSON.stringify wrote and sending it again gives back the same bytes.
      return { status: begun.status, body: JSON.parse(begun.body) as unknown };
    case 'mismatch':
      throw errors.idempotencyKeyReused();
    case 'in_progress':
      throw errors.idempotencyRequestInProgress();
    case 'started':
      break;
  }

  // A store failure after the operation ran is logged, not thrown: the caller still gets its
  // answer, and the key stays locked until IDEMPOTENCY_LOCK_MS passes (a retry gets 409).
  const remember = (status: number, body: unknown) =>
    store.complete(accountId, key, status, JSON.stringify(body)).catch(call.onStoreFailure);
  const release = () => store.abandon(accountId, key).catch(call.onStoreFailure);

  let reply: Reply;
  try {
    reply = await run();
  } catch (err) {
    if (err instanceof ApiError && isStored(err.status)) {
      await remember(err.status, err.body(call.requestId));
    } else {
      await release();
    }
    throw err;
  }
  if ('body' in reply && isStored(reply.status)) await remember(reply.status, reply.body);
  else await release();
  return reply;
}

/** `"stream": true`, on the operations that offer it (generate). */
function asksForStream(body: unknown): boolean {
  return (body as { stream?: unknown } | null)?.stream === true;
}

/** A stream is sent once, as it is written; there is nothing stored to replay. */
function streamNotReplayable() {
  return errors.invalidRequest([
    {
      param: 'stream',
      code: 'invalid_parameter',
      message: 'streamed responses cannot be replayed; drop Idempotency-Key or stream',
    },
  ]);
}

/** The wrapper runOperation() applies: API-key calls of operations that declare the header. */
export function idempotency(store: IdempotencyStore, logger: Logger): Around {
  return (req, res, run) => {
    const { caller, requestId, validated } = varsOf(req);
    const operation = operationOf(req);
    if (!caller || !acceptsIdempotencyKey(operation)) return run();
    return withIdempotencyKey(
      {
        store,
        accountId: caller.account.id,
        key: idempotencyKeyOf(req.headers),
        operationId: operation.operationId!,
        body: validated?.body,
        requestId,
        setHeader: (name, value) => res.setHeader(name, value),
        onStoreFailure: (err) =>
          logger.error(
            { err, request_id: requestId },
            'idempotency record not updated; the key stays locked until its lock times out',
          ),
      },
      run,
    );
  };
}
