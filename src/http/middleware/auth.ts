/**
 * Who is calling, by the scheme the operation's spec names: `bearerAuth` (an API key →
 * its account, plan limit and key) or `sessionCookie` (the dashboard's session). A store
 * that cannot answer is a 503, never a misleading 401. `authenticate` only finds the
 * credentials; `requireCredentials`, later in the path, refuses a request without them.
 */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { hashApiKey, looksLikeApiKey, type Keyring } from '../../keys/keys.js';
import { effectiveLimit, type PlanCatalog } from '../../plans/plans.js';
import type { State } from '../../store/store.js';
import type { Caller } from '../context.js';
import { dashboardErrors, errors } from '../errors.js';
import { isDashboardPath, sessionIdOf } from '../../dashboard/session.js';
import { varsOf } from '../vars.js';
import { operationOf } from './route.js';

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * How often a key's last use is recorded, per process. The stores keep `lastUsedAt` to about
 * a minute anyway (each skips a touch within the minute); asking them only once a minute
 * spares every other request a store call, its timing and its promise.
 */
const TOUCH_EVERY_MS = 60_000;

export interface AuthDeps {
  state: State;
  keyring: Keyring;
  plans: PlanCatalog;
  logger: Logger;
}

const schemesByOperation = new WeakMap<object, string[]>();

/** The security schemes the operation accepts (none: a public operation); worked out once per operation. */
function schemesOf(req: Parameters<RequestHandler>[0]): string[] {
  const operation = operationOf(req);
  let schemes = schemesByOperation.get(operation);
  if (!schemes) {
    schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
    schemesByOperation.set(operation, schemes);
  }
  return schemes;
}

async function callerFor(
  deps: AuthDeps,
  authorization: string | undefined,
): Promise<Caller | undefined> {
  const token = BEARER.exec(authorization ?? '')?.[1];
  if (!token || !looksLikeApiKey(token)) return undefined;
  // Found and counted against the plan limit in one step; rateLimits answers for the count.
  const found = await deps.state.admitKey(hashApiKey(token, deps.keyring.secret), (account) =>
    effectiveLimit(deps.plans, account.plan, account.rateLimit),
  );
  return found ?? undefined;
}

export function authenticate(deps: AuthDeps): RequestHandler {
  const touchedAt = new Map<string, number>();
  return async (req, _res, next) => {
    const vars = varsOf(req);
    const schemes = schemesOf(req);
    if (schemes.includes('bearerAuth')) {
      vars.caller = await callerFor(deps, req.get('authorization'));
      if (vars.caller) {
        const keyId = vars.caller.key.id;
        const now = Date.now();
        const last = touchedAt.get(keyId);
        if (last === undefined || now - last >= TOUCH_EVERY_MS) {
          touchedAt.set(keyId, now);
          void deps.state.accounts
            .touchKey(keyId, new Date(now))
            .catch((err: unknown) =>
              deps.logger.warn({ err, request_id: vars.requestId }, 'could not record key use'),
            );
        }
      }
    }
    if (schemes.includes('sessionCookie')) {
      const id = sessionIdOf(req.headers.cookie);
      vars.session = (id && (await deps.state.users.getSession(id))) || undefined;
    }
    next();
  };
}

/** 401 when the operation needs credentials and the request brought none that hold. */
export function requireCredentials(): RequestHandler {
  return (req, _res, next) => {
    const { caller, session } = varsOf(req);
    if (schemesOf(req).length === 0 || caller || session) return next();
    next(isDashboardPath(req.path) ? dashboardErrors.notSignedIn() : errors.unauthorized());
  };
}
