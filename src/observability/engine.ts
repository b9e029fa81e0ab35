/**
 * Measures an engine's calls: latency by engine, kind and outcome, failures by reason.
 * With tracing on, each call is a span whose children are the provider's HTTP calls.
 */
import type { EmailEngine } from '../engine/engine.js';
import { StreamAbortedError } from '../engine/engine.js';
import {
  EngineBadReplyError,
  EngineTimeoutError,
  EngineUnavailableError,
} from '../engine/provider/errors.js';
import { metrics } from './metrics.js';
import { activeTracer, inSpan } from './tracing.js';

type Kind = 'generate' | 'generate_stream' | 'improve';

export function failureReason(err: unknown): string {
  if (err instanceof EngineTimeoutError) return 'timeout';
  if (err instanceof EngineUnavailableError) return 'unavailable';
  if (err instanceof EngineBadReplyError) return 'bad_reply';
  if (err instanceof StreamAbortedError || (err as Error | null)?.name === 'AbortError')
    return 'aborted';
  return 'error';
}

export function instrumentEngine(engine: EmailEngine): EmailEngine {
  const tracer = activeTracer();
  const measured = async <T>(kind: Kind, work: () => Promise<T>): Promise<T> => {
    const end = metrics.engineDuration.startTimer({ engine: engine.name, kind });
    try {
      const result = await work();
      end({ outcome: 'ok' });
      return result;
    } catch (err) {
      const reason = failureReason(err);
      end({ outcome: reason });
      metrics.engineFailures.labels(engine.name, kind, reason).inc();
      throw err;
    }
  };
  const run = <T>(kind: Kind, work: () => Promise<T>): Promise<T> =>
    tracer
      ? inSpan(
          tracer,
          `engine ${kind}`,
          { 'mailwright.engine': engine.name, 'mailwright.engine.kind': kind },
          () => measured(kind, work),
        )
      : measured(kind, work);
  return {
    name: engine.name,
    estimateGenerate: (input) => engine.estimateGenerate(input),
    estimateImprove: (input) => engine.estimateImprove(input),
    generate: (input, signal) => run('generate', () => engine.generate(input, signal)),
    generateStream: (input, onDelta, signal) =>
      run('generate_stream', () => engine.generateStream(input, onDelta, signal)),
    improve: (input, signal) => run('improve', () => engine.improve(input, signal)),
    ...(engine.warmUp && { warmUp: () => engine.warmUp!() }),
  };
}
