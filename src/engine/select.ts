/**
 * Builds the configured engine: builtin, openai or anthropic, the last two wrapped with
 * the builtin fallback when `ENGINE_FALLBACK=builtin`. Takes plain options, so the
 * engine does not depend on how configuration is read.
 */
import type { Logger } from 'pino';
import type { EmailEngine } from './engine.js';
import { lazyBuiltinEngine } from './lazyBuiltin.js';
import type { CircuitOptions } from './provider/circuit.js';
import { withFallback } from './provider/fallback.js';
import { withOneLineSubjects } from './oneLineSubject.js';
import { loadPromptBook } from './provider/prompts.js';
import { instrumentEngine } from '../observability/engine.js';

export interface ProviderSettings {
  model: string;
  baseURL?: string;
  apiKey?: string;
  maxRetries?: number;
}

export interface EngineOptions {
  engine: 'builtin' | 'openai' | 'anthropic';
  fallback: 'builtin' | 'none';
  /** One deadline for a whole provider call, retries and repair included. */
  timeoutMs: number;
  openai?: ProviderSettings & {
    structuredOutput?: 'json_schema' | 'tool';
    tokenLimitParam?: 'max_tokens' | 'max_completion_tokens';
  };
  anthropic?: ProviderSettings;
  /** The completion limit sent to the provider for generate (default 2048). */
  maxOutputTokens?: number;
  circuit?: CircuitOptions;
  logger?: Logger;
}

export const DEFAULT_MAX_OUTPUT_TOKENS = 2048;

/** Every engine's subjects are one header line (src/engine/oneLineSubject.ts). */
export async function createEngine(
  options: EngineOptions,
  logger: Logger | undefined = options.logger,
): Promise<EmailEngine> {
  return withOneLineSubjects(await createConfiguredEngine(options, logger));
}

async function createConfiguredEngine(
  options: EngineOptions,
  logger: Logger | undefined,
): Promise<EmailEngine> {
  // Each engine is measured on its own, so a provider's failures show even when the
  // builtin fallback then writes the email. Exact reservations: the builtin can know its
  // cost before it charges.
  if (options.engine === 'builtin') return instrumentEngine(lazyBuiltinEngine({ exact: true }));
  const shared = {
    prompts: loadPromptBook(),
    timeoutMs: options.timeoutMs,
    maxOutputTokens: options.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
    ...(options.circuit && { circuit: options.circuit }),
    ...(logger && { logger }),
  };
  // Each provider's SDK is loaded only when that provider is configured.
  const primary = instrumentEngine(
    options.engine === 'openai'
      ? (await import('./openai.js')).createOpenAIEngine({
          ...shared,
          ...required('openai', options.openai),
        })
      : (await import('./anthropic.js')).createAnthropicEngine({
          ...shared,
          ...required('anthropic', options.anthropic),
        }),
  );
  if (options.fallback === 'none') return primary;
  // As a fallback it only has to be covered: its upper bound, without writing every email twice.
  return withFallback(primary, instrumentEngine(lazyBuiltinEngine({ exact: false })), logger);
}

function required<T>(engine: string, settings: T | undefined): T {
  if (settings === undefined) throw new Error(`EMAIL_ENGINE=${engine} needs its settings (model)`);
  return settings;
}
