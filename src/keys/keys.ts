/**
 * API keys: `mw_live_` (or `mw_test_` in development) + 32 random bytes in base62.
 * Only an HMAC-SHA-256 of a key, under a server-side secret, is ever stored, so a copy
 * of the database does not yield usable keys; lookups compare hashes, never plaintext.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiKeyRecord, State } from '../store/store.js';

export type KeyPrefix = 'mw_live_' | 'mw_test_';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_SHAPE = /^mw_(live|test)_[0-9A-Za-z]{40,48}$/;

export function base62(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(Math.ceil((bytes.length * 8) / Math.log2(62)), '0');
}

export function generateApiKey(prefix: KeyPrefix): string {
  return prefix + base62(randomBytes(32));
}

/** Cheap shape check so malformed tokens never reach the store. */
export function looksLikeApiKey(token: string): boolean {
  return KEY_SHAPE.test(token);
}

export function hashApiKey(key: string, secret: string): string {
  return createHmac('sha256', secret).update(key).digest('hex');
}

export function keyHint(key: string): string {
  return `${key.slice(0, 8)}…${key.slice(-4)}`;
}

/**
 * The configured secret, or in development one generated once and kept beside the
 * database (mode 0600) so keys keep working across restarts.
 */
export function resolveKeySecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'key-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process (the CLI, a second worker) created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, 0o600);
  return secret;
}

export interface Keyring {
  secret: string;
  prefix: KeyPrefix;
}

/** Makes a key for an account; the plaintext is returned once and never stored. */
export async function issueKey(
  state: State,
  keyring: Keyring,
  accountId: string,
  name: string | null,
  maxActive?: number,
): Promise<{ record: ApiKeyRecord; apiKey: string }> {
  const apiKey = generateApiKey(keyring.prefix);
  const record = await state.accounts.insertKey({
    accountId,
    name,
    hash: hashApiKey(apiKey, keyring.secret),
    hint: keyHint(apiKey),
    ...(maxActive !== undefined && { maxActive }),
  });
  return { record, apiKey };
}
