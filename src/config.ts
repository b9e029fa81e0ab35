/**
 * All configuration, read from the environment (and `.env` when present) and validated
 * once at start-up. An invalid value stops the process with a message naming it.
 */
import * as z from 'zod';

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
  EMAIL_ENGINE: z.enum(['builtin', 'openai', 'anthropic']).default('builtin'),
  ENGINE_FALLBACK: z.enum(['builtin', 'none']).default('builtin'),
  ENGINE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  ENGINE_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_768).default(2048),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_STRUCTURED_OUTPUT: z.enum(['json_schema', 'tool']).default('json_schema'),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-haiku-4-5'),
  BOOTSTRAP_DEV_ACCOUNT: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  RESERVATION_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(15 * 60_000),
  TRUST_PROXY: bool.default(false),
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'must be an http(s) URL without query or fragment')
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  MAX_ACTIVE_KEYS: z.coerce.number().int().min(1).max(100_000).default(100),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must look like redis://host:6379 or rediss://host:6380')
    .optional(),
  REDIS_CLUSTER_NODES: z
    .string()
    .regex(/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/, 'must look like host1:6379,host2:6379')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[^{}\s]{1,64}$/, 'must be 1-64 characters without braces or spaces')
    .default('mw:'),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  USAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DASHBOARD_SESSION_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(7 * 24 * 3_600_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface RedisConfig {
  url?: string;
  clusterNodes?: string[];
  keyPrefix: string;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  usageRetentionDays: number;
}

export interface EngineConfig {
  name: 'builtin' | 'openai' | 'anthropic';
  /** Used when the primary engine fails: the builtin engine, or none (the request fails). */
  fallback: 'builtin' | 'none';
  timeoutMs: number;
  maxOutputTokens: number;
  openai: {
    baseURL?: string;
    apiKey?: string;
    model: string;
    /** How the model is asked for {subject, content}: a JSON-schema response format or a forced tool call. */
    structuredOutput: 'json_schema' | 'tool';
  };
  anthropic: { baseURL?: string; apiKey?: string; model: string };
}

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
  engine: EngineConfig;
  /** Create a development account and print its key when the store has no account. */
  bootstrapDevAccount: boolean;
  shutdownTimeoutMs: number;
  reservationTtlMs: number;
  trustProxy: boolean;
  /** Where clients reach the service; fills `servers` in /openapi.json. Default: where it listens. */
  publicUrl: string | undefined;
  /** The most keys an account may hold unrevoked at once. */
  maxActiveKeys: number;
  /** Set when REDIS_URL or REDIS_CLUSTER_NODES is: state lives in Redis, shared by instances. */
  redis: RedisConfig | undefined;
  /** Processes to serve with (node:cluster); they share the configured store. */
  workers: number;
  /** How long a dashboard session (and its cookie) lasts after sign-in. */
  dashboardSessionTtlMs: number;
  /** When set, GET /metrics needs it as a bearer token. */
  metricsToken: string | undefined;
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
  if (c.REDIS_URL && c.REDIS_CLUSTER_NODES) {
    throw new ConfigError(
      'Invalid configuration:\n  REDIS_CLUSTER_NODES: set either REDIS_URL (one server) or REDIS_CLUSTER_NODES (a cluster), not both',
    );
  }
  const redis: RedisConfig | undefined =
    c.REDIS_URL || c.REDIS_CLUSTER_NODES
      ? {
          ...(c.REDIS_URL && { url: c.REDIS_URL }),
          ...(c.REDIS_CLUSTER_NODES && { clusterNodes: c.REDIS_CLUSTER_NODES.split(',') }),
          keyPrefix: c.REDIS_KEY_PREFIX,
          connectTimeoutMs: c.REDIS_CONNECT_TIMEOUT_MS,
          commandTimeoutMs: c.REDIS_COMMAND_TIMEOUT_MS,
          usageRetentionDays: c.USAGE_RETENTION_DAYS,
        }
      : undefined;
  if (c.EMAIL_ENGINE === 'anthropic' && !c.ANTHROPIC_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  ANTHROPIC_API_KEY: required when EMAIL_ENGINE=anthropic',
    );
  }
  if (c.EMAIL_ENGINE === 'openai' && !c.OPENAI_API_KEY && !c.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  OPENAI_API_KEY: required when EMAIL_ENGINE=openai talks to OpenAI itself (set OPENAI_BASE_URL for a local server that needs no key)',
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
    engine: {
      name: c.EMAIL_ENGINE,
      fallback: c.ENGINE_FALLBACK,
      timeoutMs: c.ENGINE_TIMEOUT_MS,
      maxOutputTokens: c.ENGINE_MAX_OUTPUT_TOKENS,
      openai: {
        baseURL: c.OPENAI_BASE_URL,
        apiKey: c.OPENAI_API_KEY,
        model: c.OPENAI_MODEL,
        structuredOutput: c.OPENAI_STRUCTURED_OUTPUT,
      },
      anthropic: {
        baseURL: c.ANTHROPIC_BASE_URL,
        apiKey: c.ANTHROPIC_API_KEY,
        model: c.ANTHROPIC_MODEL,
      },
    },
    bootstrapDevAccount: c.BOOTSTRAP_DEV_ACCOUNT ?? !production,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    reservationTtlMs: c.RESERVATION_TTL_MS,
    trustProxy: c.TRUST_PROXY,
    publicUrl: c.PUBLIC_URL,
    maxActiveKeys: c.MAX_ACTIVE_KEYS,
    redis,
    workers: c.WORKERS,
    dashboardSessionTtlMs: c.DASHBOARD_SESSION_TTL_MS,
    metricsToken: c.METRICS_TOKEN,
  };
}
