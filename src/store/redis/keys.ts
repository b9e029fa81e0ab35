/**
 * The Redis key layout, in one place. Every key that belongs to one account carries the
 * hash tag `{acct:<id>}`, so all of them live in one Redis Cluster slot and every
 * multi-key script touches a single slot. The few global keys (lookups and indexes across
 * accounts) are only ever read or written by single-key commands.
 *
 * With the default prefix `mw:`:
 *
 * | key                                   | type   | holds                                        |
 * | ------------------------------------- | ------ | -------------------------------------------- |
 * | `mw:{acct:ID}:account`                | hash   | id, name, plan, own limit, created_at        |
 * | `mw:{acct:ID}:balance`                | hash   | period, allowance, purchased                 |
 * | `mw:{acct:ID}:keys`                   | zset   | the account's key ids, by creation time      |
 * | `mw:{acct:ID}:key:KEY_ID`             | hash   | one API key record                           |
 * | `mw:{acct:ID}:res:RES_ID`             | hash   | one reservation (kept 24 h once finished)    |
 * | `mw:{acct:ID}:open`                   | zset   | open reservation ids, by creation time       |
 * | `mw:{acct:ID}:rl:REQUESTS:WINDOW`     | string | rate-limiter-flexible's counter for a limit  |
 * | `mw:{acct:ID}:usage:HOUR_MS`          | hash   | `<op>\|<class>\|requests/tokens/credits`     |
 * | `mw:{acct:ID}:usage-hours`            | zset   | the hours that have usage, score = hour ms   |
 * | `mw:{acct:ID}:usage-ids:HOUR_MS`      | set    | request ids recorded in that hour (24 h)     |
 * | `mw:{acct:ID}:idem:SHA256`            | hash   | one Idempotency-Key's record (24 h)          |
 * | `mw:{acct:ID}:user:USER_ID`           | hash   | one dashboard user (email, password hash, …) |
 * | `mw:{acct:ID}:user:USER_ID:sessions`  | zset   | the user's session hashes, score = expiry ms |
 * | `mw:accounts`                         | zset   | every account id, by creation time           |
 * | `mw:keyhash:HASH`                     | string | JSON `{ keyId, accountId }`                  |
 * | `mw:keyid:KEY_ID`                     | string | the key's account id                         |
 * | `mw:open-accounts`                    | zset   | accounts that may hold open reservations     |
 * | `mw:user-email:SHA256`                | string | the user id, by the normalised email         |
 * | `mw:userid:USER_ID`                   | string | the user's account id                        |
 * | `mw:session:SHA256`                   | string | JSON session record, by the id's SHA-256     |
 */
import { createHash } from 'node:crypto';
import type { RateLimit } from '../../plans/plans.js';

export class RedisKeys {
  constructor(readonly prefix: string) {
    // A brace in the prefix would become (or break) the hash tag and scatter an account's
    // keys over several slots.
    if (/[{}]/.test(prefix)) throw new Error(`Redis key prefix must not contain { or }: ${prefix}`);
  }

  private account$(accountId: string): string {
    return `${this.prefix}{acct:${accountId}}:`;
  }

  account(accountId: string): string {
    return `${this.account$(accountId)}account`;
  }

  balance(accountId: string): string {
    return `${this.account$(accountId)}balance`;
  }

  keysOf(accountId: string): string {
    return `${this.account$(accountId)}keys`;
  }

  key(accountId: string, keyId: string): string {
    return `${this.account$(accountId)}key:${keyId}`;
  }

  reservation(accountId: string, reservationId: string): string {
    return `${this.account$(accountId)}res:${reservationId}`;
  }

  openReservations(accountId: string): string {
    return `${this.account$(accountId)}open`;
  }

  rateLimit(accountId: string, limit: RateLimit): string {
    return `${this.account$(accountId)}rl:${limit.requests}:${limit.windowSeconds}`;
  }

  usageHour(accountId: string, hourMs: number): string {
    return `${this.account$(accountId)}usage:${hourMs}`;
  }

  /** The ids of the hour's usage records, so a record written twice counts once. */
  usageIds(accountId: string, hourMs: number): string {
    return `${this.account$(accountId)}usage-ids:${hourMs}`;
  }

  usageHours(accountId: string): string {
    return `${this.account$(accountId)}usage-hours`;
  }

  /** Keyed by the key's SHA-256: a caller's key may be long and hold any printable character. */
  idempotency(accountId: string, key: string): string {
    const digest = createHash('sha256').update(key).digest('hex');
    return `${this.account$(accountId)}idem:${digest}`;
  }

  user(accountId: string, userId: string): string {
    return `${this.account$(accountId)}user:${userId}`;
  }

  sessionsOf(accountId: string, userId: string): string {
    return `${this.user(accountId, userId)}:sessions`;
  }

  accounts(): string {
    return `${this.prefix}accounts`;
  }

  keyHash(hash: string): string {
    return `${this.prefix}keyhash:${hash}`;
  }

  keyId(keyId: string): string {
    return `${this.prefix}keyid:${keyId}`;
  }

  openAccounts(): string {
    return `${this.prefix}open-accounts`;
  }

  /** Keyed by the SHA-256 of the normalised email, so the key names no address. */
  userEmail(normalizedEmail: string): string {
    const digest = createHash('sha256').update(normalizedEmail).digest('hex');
    return `${this.prefix}user-email:${digest}`;
  }

  userId(userId: string): string {
    return `${this.prefix}userid:${userId}`;
  }

  session(sessionHash: string): string {
    return `${this.prefix}session:${sessionHash}`;
  }
}
