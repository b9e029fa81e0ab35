/**
 * A short request path for testing one middleware: request id and the spec's route (the
 * real ones), then the steps under test, then a handler that answers with what the steps
 * left in the request's variables, and the error envelope. State is a real SQLite store in
 * a temporary directory, so keys, sessions and limits behave as they do in the service.
 */
import express, { type RequestHandler } from 'express';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApi } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { lazyBuiltinEngine } from '../../../src/engine/lazyBuiltin.js';
import type { Deps } from '../../../src/http/context.js';
import { errorEnvelope } from '../../../src/http/middleware/errors.js';
import { requestId } from '../../../src/http/middleware/requestId.js';
import { route } from '../../../src/http/middleware/route.js';
import { varsOf } from '../../../src/http/vars.js';
import { issueKey, type Keyring } from '../../../src/keys/keys.js';
import { loadPlans } from '../../../src/plans/plans.js';
import { openSqliteState } from '../../../src/store/sqlite/index.js';
import type { NewAccount } from '../../../src/store/store.js';
import { loadTemplateCatalog } from '../../../src/templates/catalog.js';
import { serve, type Mini } from '../../support/mini.js';
import { makeTempDir, removeTempDir } from '../../support/tmp.js';

export const api = await createApi();

export interface TestDeps extends Deps {
  /** Removes the store and its directory. */
  dispose(): Promise<void>;
}

/** Real dependencies on a temporary SQLite store; the engine is never loaded. */
export function testDeps(env: Record<string, string> = {}): TestDeps {
  const dir = makeTempDir('middleware');
  const plans = loadPlans();
  const state = openSqliteState({ file: join(dir, 'state.db'), plans });
  const keyring: Keyring = {
    secret: 'a-test-secret-of-at-least-32-characters',
    prefix: 'mw_test_',
  };
  return {
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env }),
    state,
    engine: lazyBuiltinEngine({ exact: false }),
    templates: loadTemplateCatalog(),
    plans,
    keyring,
    logger: pino({ level: 'silent' }),
    async dispose() {
      await state.close();
      removeTempDir(dir);
    },
  };
}

/** A new account with one key; the key's plaintext is returned for the Authorization header. */
export async function accountWithKey(deps: Deps, account: NewAccount = { plan: 'free' }) {
  const created = await deps.state.accounts.createAccount(account);
  const { record, apiKey } = await issueKey(deps.state, deps.keyring, created.id, 'test');
  return { account: created, key: record, apiKey };
}

/** What the final handler answers: the request's variables, as JSON. */
export interface Seen {
  operation: string | null;
  account: string | null;
  session: string | null;
  body: unknown;
  validated: {
    body: unknown;
    query: Record<string, unknown>;
    params: Record<string, string>;
  } | null;
}

const showVars: RequestHandler = (req, res) => {
  const vars = varsOf(req);
  const seen: Seen = {
    operation: vars.operation?.operationId ?? null,
    account: vars.caller?.account.id ?? null,
    session: vars.session?.id ?? null,
    body: req.body ?? null,
    validated: vars.validated ?? null,
  };
  res.json(seen);
};

/** Serves request id → route → `steps` → (a handler showing the variables) → error envelope. */
export async function pipeline(
  deps: Pick<Deps, 'config' | 'logger'>,
  steps: RequestHandler[],
  last: RequestHandler = showVars,
): Promise<Mini> {
  const app = express();
  app.set('query parser', 'simple');
  app.use(requestId());
  app.use(route(api.router));
  for (const step of steps) app.use(step);
  app.use(last);
  app.use(errorEnvelope(deps));
  return serve(app);
}

/** The envelope's `error` of a failed answer. */
export async function errorOf(res: Response): Promise<{
  code: string;
  message: string;
  param?: string;
  details?: { param?: string; code: string; message: string }[];
}> {
  const body = (await res.json()) as {
    success: boolean;
    error: Awaited<ReturnType<typeof errorOf>>;
  };
  if (body.success !== false)
    throw new Error(`expected an error envelope, got ${JSON.stringify(body)}`);
  return body.error;
}
