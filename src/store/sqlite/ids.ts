import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely. */
const UNBIASED_BELOW = 248;

/** `prefix` + `length` base62 characters from the OS random source, e.g. `acct_3fQ9…`. */
export function randomId(prefix: string, length = 16): string {
  let out = prefix;
  while (out.length < prefix.length + length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      out += BASE62[byte % 62];
      if (out.length === prefix.length + length) break;
    }
  }
  return out;
}
