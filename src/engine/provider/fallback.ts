/**
 * `ENGINE_FALLBACK=builtin`: when the provider fails (down, too slow, circuit open, no
 * usable reply) the offline engine writes the email instead, and the result names it
 * as the writer. A caller who hung up gets no fallback: nobody would read it.
 */
import type { Logger } from 'pino';
import type { EmailEngine } from '../engine.js';
import { isEngineError } from './errors.js';

export function withFallback(
  primary: EmailEngine,
  fallback: EmailEngine,
  logger?: Logger,
): EmailEngine {
  async function attempt<T>(
    operation: 'generate' | 'improve',
    signal: AbortSignal | undefined,
    first: () => Promise<T>,
    second: () => Promise<T>,
  ): Promise<T> {
    try {
      return await first();
    } catch (err) {
      if (!isEngineError(err) || signal?.aborted) throw err;
      logger?.warn(
        { engine: primary.name, fallback: fallback.name, operation, reason: err.name },
        `${primary.name} failed (${err.message}); ${fallback.name} writes instead`,
      );
      return second();
    }
  }

  return {
    name: primary.name,
    // The reservation must cover whichever engine ends up writing.
    estimateGenerate: (input) =>
      Math.max(primary.estimateGenerate(input), fallback.estimateGenerate(input)),
    estimateImprove: (input) =>
      Math.max(primary.estimateImprove(input), fallback.estimateImprove(input)),
    generate: (input, signal) =>
      attempt(
        'generate',
        signal,
        () => primary.generate(input, signal),
        () => fallback.generate(input, signal),
      ),
    improve: (input, signal) =>
      attempt(
        'improve',
        signal,
        () => primary.improve(input, signal),
        () => fallback.improve(input, signal),
      ),
  };
}
