/**
 * All configuration, read from the environment (and `.env` when present) and validated
 * once at start-up. An invalid value stops the process with a message naming it.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  KEY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  EMAIL_ENGINE: z.enum(['builtin']).default('builtin'),
  BOOTSTRAP_DEV_ACCOUNT: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  RESERVATION_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(15 * 60_000),
  TRUST_PROXY: bool.default(false),
  REDIS_URL: z.string().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** HMAC secret for API key hashes; in development one is kept under DATA_DIR. */
  keySecret: string | undefined;
  /** `mw_live_` in production, `mw_test_` otherwise. */
  keyPrefix: 'mw_live_' | 'mw_test_';
  logLevel: string;
  bodyLimitBytes: number;
  engine: 'builtin';
  /** Create a development account and print its key when the store has no account. */
  bootstrapDevAccount: boolean;
  shutdownTimeoutMs: number;
  reservationTtlMs: number;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  if (c.REDIS_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  REDIS_URL: the Redis backend is not part of this version; unset it to use the embedded store',
    );
  }
  const production = c.NODE_ENV === 'production';
  if (production && !c.KEY_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  KEY_SECRET: required when NODE_ENV=production',
    );
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    keySecret: c.KEY_SECRET,
    keyPrefix: production ? 'mw_live_' : 'mw_test_',
    logLevel: c.LOG_LEVEL,
    bodyLimitBytes: c.BODY_LIMIT_BYTES,
    engine: c.EMAIL_ENGINE,
    bootstrapDevAccount: c.BOOTSTRAP_DEV_ACCOUNT ?? !production,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    reservationTtlMs: c.RESERVATION_TTL_MS,
    trustProxy: c.TRUST_PROXY,
  };
}
