/**
 * A subject is one header line: callers paste it into `Subject:`. Whatever wrote it (the
 * builtin composer, a catalog template filled with the caller's variables, a provider's
 * reply), a CR or LF in it would start a new header (`…\r\nBcc: …`), and other control
 * characters have no place in a header either. Every engine the service runs is wrapped
 * here, so every subject it answers with has each line break or tab (CR, LF, VT, FF, NEL
 * and the Unicode line and paragraph separators) replaced by a space and every other
 * control character (C0, DEL, C1) removed, then spaces collapsed and the ends trimmed.
 */
import type { EngineResult, EmailEngine } from './engine.js';

const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function oneLineSubject(subject: string): string {
  return subject.replace(BREAKS, ' ').replace(CONTROL, '').replace(/ {2,}/g, ' ').trim();
}

function withSubject<T extends { subject?: string }>(result: EngineResult<T>): EngineResult<T> {
  if (result.value.subject === undefined) return result;
  return { ...result, value: { ...result.value, subject: oneLineSubject(result.value.subject) } };
}

export function withOneLineSubjects(engine: EmailEngine): EmailEngine {
  return {
    name: engine.name,
    estimateGenerate: (input) => engine.estimateGenerate(input),
    estimateImprove: (input) => engine.estimateImprove(input),
    generate: async (input, signal) => withSubject(await engine.generate(input, signal)),
    improve: async (input, signal) => withSubject(await engine.improve(input, signal)),
    generateStream: async (input, onDelta, signal) =>
      withSubject(await engine.generateStream(input, onDelta, signal)),
    ...(engine.warmUp && { warmUp: () => engine.warmUp!() }),
  };
}
