/**
 * Dashboard passwords: hashed with scrypt (memory-hard, in node:crypto, no native addon to
 * build) and stored as `scrypt$N$r$p$saltB64$hashB64`, so the cost can be raised later
 * while hashes made with the old parameters still verify. Passwords are NFKC-normalised
 * first, so the same password typed on another keyboard or OS still matches.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contentPath } from '../paths.js';

interface Cost {
  N: number;
  r: number;
  p: number;
}

const COST: Cost = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/**
 * Bounds on what a stored hash may ask for: a hash from a tampered or corrupt row must not
 * make one sign-in take gigabytes of memory or minutes of CPU.
 */
const MAX_MEMORY_BYTES = 256 * 2 ** 20;
const MAX_P = 16;

export const MIN_PASSWORD_LENGTH = 10;

/** Of the email's local part: shorter ones (`jo@…`) would rule out too many passwords. */
const MIN_LOCAL_PART_LENGTH = 3;

function derive(password: string, salt: Buffer, keyBytes: number, cost: Cost): Promise<Buffer> {
  // scrypt needs a little over 128·N·r bytes; Node's default ceiling (32 MiB) is exactly
  // 128·N·r at N=2^15, r=8, which is not enough.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, { ...cost, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Base64 that decodes and re-encodes to itself: Node's decoder skips what it cannot read. */
function strictBase64(text: string | undefined): Buffer | null {
  if (text === undefined) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length > 0 && bytes.toString('base64') === text ? bytes : null;
}

function integerIn(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^[1-9][0-9]*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** False for a wrong password and for a stored hash that is malformed or out of bounds. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const N = integerIn(parts[1], 2, MAX_MEMORY_BYTES);
  const r = integerIn(parts[2], 1, MAX_MEMORY_BYTES);
  const p = integerIn(parts[3], 1, MAX_P);
  const salt = strictBase64(parts[4]);
  const expected = strictBase64(parts[5]);
  if (N === null || r === null || p === null || !salt || !expected) return false;
  if ((N & (N - 1)) !== 0 || 128 * N * r > MAX_MEMORY_BYTES || expected.length < 16) {
    return false;
  }
  // scrypt refuses some combinations the checks above let through (N too large for r).
  const actual = await derive(password, salt, expected.length, { N, r, p }).catch(() => null);
  return actual !== null && timingSafeEqual(actual, expected);
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(contentPath('common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * What is wrong with a new password, as sentences for the person choosing it; empty when
 * it is acceptable. Length and a list of well-known passwords rather than composition
 * rules (NIST SP 800-63B): rules make passwords harder to remember, not to guess.
 */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  const characters = [...password.normalize('NFKC')];
  const lower = characters.join('').toLowerCase();
  if (characters.length < MIN_PASSWORD_LENGTH) {
    problems.push(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const at = email.trim().lastIndexOf('@');
  const localPart = (at === -1 ? email.trim() : email.trim().slice(0, at)).toLowerCase();
  if (localPart.length >= MIN_LOCAL_PART_LENGTH && lower.includes(localPart)) {
    problems.push('Do not use your email address in your password.');
  }
  if (/^[0-9]+$/.test(lower)) {
    problems.push('Use more than digits.');
  } else if (characters.length > 1 && characters.every((c) => c === characters[0])) {
    problems.push('Use more than one repeated character.');
  }
  if (commonPasswords().has(lower)) {
    problems.push('This password is too common; choose one that is harder to guess.');
  }
  return problems;
}
