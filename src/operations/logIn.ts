import { hashPassword, verifyPassword } from '../dashboard/password.js';
import {
  checkFailedLogins,
  countAttempt,
  countFailedLogin,
  normalizeEmail,
} from '../dashboard/throttle.js';
import { signedIn } from '../dashboard/views.js';
import { sessionIdOf } from '../dashboard/session.js';
import { dashboardErrors } from '../http/errors.js';
import type { Handler } from './types.js';

/** Verified against when the email is unknown, so both failures take as long. */
let decoy: Promise<string> | undefined;

/**
 * Signs in with a fresh session every time: the session the browser held before, if any,
 * ends, so a session id planted before login (fixation) is worthless after it.
 */
export const logIn: Handler<'logIn'> = async function logIn(ctx) {
  const { state } = ctx.deps;
  const email = normalizeEmail(ctx.body.email);
  await countAttempt(state, ctx.exchange.ip);
  await checkFailedLogins(state, email);
  const found = await state.users.findUserByEmail(email);
  decoy ??= hashPassword('not a password anyone has: only compared against');
  const matches = await verifyPassword(ctx.body.password, found?.passwordHash ?? (await decoy));
  if (!found || !matches) {
    await countFailedLogin(state, email);
    throw dashboardErrors.invalidCredentials();
  }
  const previous = sessionIdOf(ctx.exchange.header('cookie'));
  if (previous) await state.users.deleteSession(previous);
  return signedIn(ctx.deps, found.user, 200, ctx.exchange.secure);
};
