import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  passwordProblems,
  verifyPassword,
} from '../../src/dashboard/password.js';

const PASSWORD = 'lantern orbit 42 clover';

/** The stored form with one of its `$`-separated fields replaced. */
function withField(stored: string, index: number, value: string): string {
  const parts = stored.split('$');
  parts[index] = value;
  return parts.join('$');
}

/** Changes one character of a base64 field to another valid base64 character. */
function flipped(field: string): string {
  const at = Math.floor(field.length / 2);
  const swap = field[at] === 'A' ? 'B' : 'A';
  return field.slice(0, at) + swap + field.slice(at + 1);
}

describe('password hashing', () => {
  describe('happy path', () => {
    it('stores scrypt with its parameters, a 16-byte salt and a 64-byte key', async () => {
      const stored = await hashPassword(PASSWORD);
      const [scheme, N, r, p, salt, key] = stored.split('$');
      expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
      expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
      expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    });

    it('verifies the password it hashed', async () => {
      expect(await verifyPassword(PASSWORD, await hashPassword(PASSWORD))).toBe(true);
    });

    it('salts every hash, so one password hashes differently each time', async () => {
      const [one, two] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
      expect(one).not.toBe(two);
      expect(await verifyPassword(PASSWORD, two)).toBe(true);
    });

    it('matches the same password in another Unicode form', async () => {
      // Full-width letters, as some keyboards type them, and a composed é versus e + accent.
      const stored = await hashPassword('Café Lantern 42');
      expect(await verifyPassword('Ｃａｆｅ\u0301 Ｌａｎｔｅｒｎ 42', stored)).toBe(true);
    });

    it('verifies hashes made with other parameters, so the cost can change later', async () => {
      const salt = randomBytes(16);
      const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 14, r: 8, p: 2 });
      const stored = `scrypt$16384$8$2$${salt.toString('base64')}$${key.toString('base64')}`;
      expect(await verifyPassword(PASSWORD, stored)).toBe(true);
      expect(await verifyPassword('another password', stored)).toBe(false);
    });
  });

  describe('errors', () => {
    it('rejects a wrong password', async () => {
      const stored = await hashPassword(PASSWORD);
      expect(await verifyPassword('lantern orbit 42 clovers', stored)).toBe(false);
      expect(await verifyPassword('', stored)).toBe(false);
    });

    it('rejects a stored hash that was tampered with', async () => {
      const stored = await hashPassword(PASSWORD);
      const [, , , , salt, key] = stored.split('$');
      for (const tampered of [
        withField(stored, 5, flipped(key!)),
        withField(stored, 4, flipped(salt!)),
        withField(stored, 3, '2'),
      ]) {
        expect(await verifyPassword(PASSWORD, tampered)).toBe(false);
      }
    });

    it('rejects malformed hashes and hashes that ask for too much work', async () => {
      const stored = await hashPassword(PASSWORD);
      for (const bad of [
        '',
        'plaintext',
        stored.replace(/^scrypt/, 'bcrypt'),
        stored.split('$').slice(0, 5).join('$'),
        `${stored}$extra`,
        withField(stored, 1, '30000'),
        withField(stored, 1, '0'),
        withField(stored, 1, String(2 ** 30)),
        withField(stored, 2, '0'),
        withField(stored, 3, '1000'),
        withField(stored, 4, ''),
        withField(stored, 4, `${stored.split('$')[4]}!`),
        withField(stored, 5, 'c2hvcnQ='),
      ]) {
        expect(await verifyPassword(PASSWORD, bad)).toBe(false);
      }
    });
  });

  describe('security', () => {
    it('never includes the password in what it stores', async () => {
      const stored = await hashPassword(PASSWORD);
      expect(stored).not.toContain(PASSWORD);
      expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    });
  });
});

describe('password strength', () => {
  const email = 'marianne.dupont@example.com';

  it('accepts a long password that is not on any list', () => {
    expect(passwordProblems('lantern orbit 42 clover', email)).toEqual([]);
    expect(passwordProblems('x'.repeat(9) + 'y', email)).toEqual([]);
  });

  it(`asks for at least ${MIN_PASSWORD_LENGTH} characters, counted as characters`, () => {
    expect(passwordProblems('Sh0rt!pw', email)).toEqual([
      `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
    ]);
    // Nine characters, eighteen UTF-16 units.
    expect(passwordProblems('🔒🔑🚪🏠🌙🔒🔑🚪🏠', email)).toHaveLength(1);
  });

  it("refuses the email's local part anywhere in the password, in any case", () => {
    expect(passwordProblems('MARIANNE.DUPONT-2024', email)).toEqual([
      'Do not use your email address in your password.',
    ]);
    expect(passwordProblems('my marianne.dupont!', ` ${email.toUpperCase()} `)).toHaveLength(1);
    // A local part this short would rule out too many passwords.
    expect(passwordProblems('jo-lantern-orbit', 'jo@example.com')).toEqual([]);
  });

  it('refuses passwords of digits only, or of one repeated character', () => {
    expect(passwordProblems('20240917311', email)).toEqual(['Use more than digits.']);
    expect(passwordProblems('zzzzzzzzzzzz', email)).toEqual([
      'Use more than one repeated character.',
    ]);
  });

  it('refuses common passwords in any case', () => {
    const common = 'This password is too common; choose one that is harder to guess.';
    expect(passwordProblems('password123', email)).toEqual([common]);
    expect(passwordProblems('QwertyUIOP', email)).toEqual([common]);
    expect(passwordProblems('1234567890', email)).toEqual(['Use more than digits.', common]);
  });

  it('lists every problem at once', () => {
    expect(passwordProblems('1234', 'someone@example.com')).toEqual([
      `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
      'Use more than digits.',
    ]);
  });
});
