/**
 * Throttles on sign-up and login, kept in the configured store so every instance shares
 * them: attempts per client address, and failed logins per email (so one address cannot
 * guess one account's password, and many addresses cannot either).
 */
import type { RateLimit } from '../plans/plans.js';
import { dashboardErrors } from '../http/errors.js';
import type { State } from '../store/store.js';

const FIFTEEN_MINUTES = 15 * 60;

export const THROTTLES = {
  /** Sign-up and login attempts from one address. */
  address: { requests: 20, windowSeconds: FIFTEEN_MINUTES },
  /** Failed logins for one email. */
  failedLogins: { requests: 5, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimit>;

/** Counts an attempt from the address; 429 when it has used up its attempts. */
export async function countAttempt(state: State, ip: string): Promise<void> {
  const decision = await state.throttle('signin-address', THROTTLES.address, ip);
  if (!decision.allowed) throw dashboardErrors.throttled(decision.retryAfterSeconds);
}

/** 429 when the email has had too many failed logins lately. */
export async function checkFailedLogins(state: State, email: string): Promise<void> {
  const decision = await state.peekThrottle('failed-login', THROTTLES.failedLogins, email);
  if (!decision.allowed) throw dashboardErrors.throttled(decision.retryAfterSeconds);
}

export async function countFailedLogin(state: State, email: string): Promise<void> {
  await state.throttle('failed-login', THROTTLES.failedLogins, email);
}

/** Emails compare case-insensitively, so throttles do too. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
