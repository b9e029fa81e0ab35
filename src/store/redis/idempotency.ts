/**
 * Idempotency records, one hash per key in the account's slot. Each step is one Lua script
 * (lua/idempotency_*.lua), so claiming a key is atomic across any number of instances; the
 * SQLite backend's idempotency.ts is the reference for the rules.
 */
import {
  IDEMPOTENCY_LOCK_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyBegin,
  type IdempotencyStore,
} from '../store.js';
import type { RedisKeys } from './keys.js';
import type { Scripts } from './scripts.js';

function parseBegin(raw: unknown): IdempotencyBegin {
  const [outcome, status, body] = Array.isArray(raw) ? (raw as unknown[]) : [];
  switch (outcome) {
    case 'started':
    case 'in_progress':
    case 'mismatch':
      return { outcome };
    case 'replay':
      if (typeof body === 'string') return { outcome, status: Number(status), body };
  }
  throw new Error(`unexpected reply from idempotency_begin.lua: ${JSON.stringify(raw)}`);
}

export class RedisIdempotency implements IdempotencyStore {
  constructor(
    private readonly scripts: Scripts,
    private readonly keys: RedisKeys,
  ) {}

  async begin(
    accountId: string,
    key: string,
    fingerprint: string,
    now = new Date(),
  ): Promise<IdempotencyBegin> {
    return parseBegin(
      await this.scripts.idempotencyBegin(
        [this.keys.idempotency(accountId, key)],
        [fingerprint, now.getTime(), IDEMPOTENCY_TTL_MS, IDEMPOTENCY_LOCK_MS],
      ),
    );
  }

  async complete(
    accountId: string,
    key: string,
    status: number,
    body: string,
    now = new Date(),
  ): Promise<void> {
    await this.scripts.idempotencyComplete(
      [this.keys.idempotency(accountId, key)],
      [status, body, now.getTime()],
    );
  }

  async abandon(accountId: string, key: string): Promise<void> {
    await this.scripts.idempotencyAbandon([this.keys.idempotency(accountId, key)], []);
  }
}
