/**
 * `ENGINE_FALLBACK=builtin`: when the provider fails (down, too slow, circuit open, no
 * usable reply) the offline engine writes the email instead, and the result names it
 * as the writer. A caller who hung up gets no fallback: nobody would read it. A stream
 * falls back only while nothing has been sent: once part of one email has reached the
 * caller, a second email cannot follow it, so the failure ends the stream.
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
    mayFallBack: () => boolean = () => true,
  ): Promise<T> {
    try {
      return await first();
    } catch (err) {
      if (!isEngineError(err) || signal?.aborted || !mayFallBack()) throw err;
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
    estimateGenerate: async (input) =>
      Math.max(await primary.estimateGenerate(input), await fallback.estimateGenerate(input)),
    estimateImprove: async (input) =>
      Math.max(await primary.estimateImprove(input), await fallback.estimateImprove(input)),
    warmUp: async () => {
      await Promise.all([primary.warmUp?.(), fallback.warmUp?.()]);
    },
    generate: (input, signal) =>
      attempt(
        'generate',
        signal,
        () => primary.generate(input, signal),
        () => fallback.generate(input, signal),
      ),
    generateStream(input, onDelta, signal) {
      let sent = false;
      return attempt(
        'generate',
        signal,
        () =>
          primary.generateStream(
            input,
            (text) => {
              sent = true;
              onDelta(text);
            },
            signal,
          ),
        () => fallback.generateStream(input, onDelta, signal),
        () => !sent,
      );
    },
    improve: (input, signal) =>
      attempt(
        'improve',
        signal,
        () => primary.improve(input, signal),
        () => fallback.improve(input, signal),
      ),
  };
}
