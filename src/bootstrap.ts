/**
 * Building the service's dependencies, once, in one place, and the first-start
 * development account.
 */
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createEngine } from './engine/select.js';
import type { Deps } from './http/context.js';
import { issueKey, resolveKeySecret, type Keyring } from './keys/keys.js';
import { loadPlans, type PlanCatalog } from './plans/plans.js';
import { openState } from './store/open.js';
import type { State } from './store/store.js';
import { loadTemplateCatalog } from './templates/catalog.js';

/** The configured store and the keyring: all the cluster primary needs. */
export async function openStateFor(
  config: Config,
  logger: Logger,
  plans: PlanCatalog = loadPlans(),
): Promise<{ state: State; keyring: Keyring }> {
  const state = await openState({
    dataDir: config.dataDir,
    plans,
    redis: config.redis && {
      ...config.redis,
      onError: (err) => logger.warn({ err: err.message }, 'redis connection'),
    },
  });
  const keyring: Keyring = {
    secret: resolveKeySecret(config.keySecret, config.dataDir),
    prefix: config.keyPrefix,
  };
  return { state, keyring };
}

export async function buildDeps(config: Config, logger: Logger): Promise<Deps> {
  const plans = loadPlans();
  const templates = loadTemplateCatalog();
  const { name, fallback, timeoutMs, maxOutputTokens, openai, anthropic } = config.engine;
  const engine = await createEngine(
    { engine: name, fallback, timeoutMs, maxOutputTokens, openai, anthropic },
    logger,
  );
  const { state, keyring } = await openStateFor(config, logger, plans);
  if (config.redis) {
    // Loaded only with Redis, like the backend itself: the embedded default never loads ioredis.
    const { checkRedisPersistence } = await import('./store/redis/persistence.js');
    await checkRedisPersistence(config.redis, logger);
  }
  return { config, state, engine, templates, plans, keyring, logger };
}

/**
 * With no account at all, make a development account so a newcomer can call the API
 * straight away. Its key is printed once, here, and never again.
 */
export async function ensureDevAccount(
  state: State,
  keyring: Keyring,
): Promise<{ accountId: string; apiKey: string } | null> {
  if ((await state.accounts.countAccounts()) > 0) return null;
  const account = await state.accounts.createAccount({ name: 'Development', plan: 'free' });
  const { apiKey } = await issueKey(state, keyring, account.id, 'development');
  return { accountId: account.id, apiKey };
}
