import { passwordProblems, hashPassword } from '../dashboard/password.js';
import { countAttempt } from '../dashboard/throttle.js';
import { signedIn } from '../dashboard/views.js';
import { dashboardErrors } from '../http/errors.js';
import type { Handler } from './types.js';

/**
 * Creates a user, its Free account and a session. A taken email is refused with the same
 * generic 409 after the same work (the password is hashed first either way), so neither
 * the answer nor its timing tells whether the email has an account.
 */
export const signUp: Handler<'signUp'> = async function signUp(ctx) {
  const { state } = ctx.deps;
  await countAttempt(state, ctx.exchange.ip);
  const { email, password } = ctx.body;
  const problems = passwordProblems(password, email);
  if (problems.length > 0) throw dashboardErrors.weakPassword(problems);
  const passwordHash = await hashPassword(password);
  const user = await state.users.createUser({ email, passwordHash });
  if (!user) throw dashboardErrors.signupFailed();
  return signedIn(ctx.deps, user, 201, ctx.exchange.secure);
};
