/**
 * The builtin engine, loaded on first use (or by `warmUp` once the server listens) rather
 * than at start: its language model, dictionary and tokenizer take most of a start-up.
 *
 * With `exact`, the reservation is what the email will cost: the builtin is deterministic
 * and offline, so the estimate writes the email, counts it, and hands that very result to
 * the `generate` (or `improve`) call that follows for the same input object. Nothing is
 * kept beyond that request: the input object is the only key, held weakly.
 */
import type {
  EmailEngine,
  EngineResult,
  GenerateInput,
  ImprovedEmail,
  ImproveInput,
  WrittenEmail,
} from './engine.js';
import { streamWhenWritten } from './streaming.js';

export function lazyBuiltinEngine(options: { exact: boolean }): EmailEngine {
  let loading: Promise<EmailEngine> | undefined;
  const load = () =>
    (loading ??= import('./builtin/index.js').then((m) => m.createBuiltinEngine()));
  const written = new WeakMap<GenerateInput, Promise<EngineResult<WrittenEmail>>>();
  const improved = new WeakMap<ImproveInput, Promise<EngineResult<ImprovedEmail>>>();

  /** The result the estimate already wrote for this input, once; else `write` now. */
  function take<I extends object, R>(
    memo: WeakMap<I, Promise<R>>,
    input: I,
    signal: AbortSignal | undefined,
    write: () => Promise<R>,
  ): Promise<R> {
    const ready = memo.get(input);
    if (!ready) return write();
    memo.delete(input);
    signal?.throwIfAborted();
    return ready;
  }

  const generate: EmailEngine['generate'] = (input, signal) =>
    take(written, input, signal, () => load().then((e) => e.generate(input, signal)));

  return {
    // The builtin engine's name; not imported, so naming it does not load the engine.
    name: 'builtin',
    async estimateGenerate(input) {
      const engine = await load();
      if (!options.exact) return engine.estimateGenerate(input);
      const result = engine.generate(input);
      written.set(input, result);
      return (await result).tokensUsed;
    },
    generate,
    // Streams through this `generate`, so a stream also takes what the estimate wrote.
    generateStream: streamWhenWritten(generate),
    async estimateImprove(input) {
      const engine = await load();
      if (!options.exact) return engine.estimateImprove(input);
      const result = engine.improve(input);
      improved.set(input, result);
      return (await result).tokensUsed;
    },
    improve: (input, signal) =>
      take(improved, input, signal, () => load().then((e) => e.improve(input, signal))),
    async warmUp() {
      await load();
    },
  };
}
