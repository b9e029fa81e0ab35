/**
 * What every provider engine shares: render the prompt from files, ask the provider for
 * structured output through a transport (one per provider SDK), validate the reply,
 * ask once more with a repair note when it is unusable, keep to one deadline, and count
 * tokens from the provider's own usage numbers. The transports only speak the wire.
 */
import type { Logger } from 'pino';
import {
  StreamAbortedError,
  type EmailEngine,
  type EngineResult,
  type GenerateInput,
  type ImprovedEmail,
  type ImproveInput,
  type WrittenEmail,
} from '../engine.js';
import { countTokens } from '../tokens.js';
import { createCircuit, type Circuit, type CircuitOptions } from './circuit.js';
import { retryAfterMs, startDeadline, untilAborted, type Deadline } from './deadline.js';
import {
  EngineBadReplyError,
  EngineError,
  EngineTimeoutError,
  EngineUnavailableError,
} from './errors.js';
import { readPlainTextEmail } from './plaintext.js';
import type { Prompt, PromptBook } from './prompts.js';
import { generatedReply, improvedReply, type ReplyShape } from './reply.js';

export interface ModelCall {
  prompt: Prompt;
  shape: ReplyShape<unknown>;
  maxTokens: number;
  deadline: Deadline;
}

export interface ModelReply {
  /** The structured output: an object (tool input) or JSON text (message content). */
  raw: unknown;
  /** The provider's own counts; absent when the server did not report usage. */
  usage?: { prompt: number; completion: number };
}

/** A streamed call: plain text out (see plaintext.ts), so no reply shape. */
export interface StreamCall {
  prompt: Prompt;
  maxTokens: number;
  deadline: Deadline;
}

export interface StreamedReply {
  /** `stop`: the model finished; `length`: cut at the token limit; `early`: the stream broke off. */
  ended: 'stop' | 'length' | 'early';
  /** The provider's own counts, from the stream's last events; absent when not reported. */
  usage?: { prompt: number; completion: number };
}

/** How a transport's SDK error reads, independent of the SDK. */
export type Failure =
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'connection' }
  | { kind: 'status'; status: number; headers?: Headers }
  | { kind: 'malformed' }
  | { kind: 'unknown' };

export interface Transport {
  readonly name: string;
  /** Tokens the provider adds around the prompt (message framing, tool definitions). */
  readonly framingTokens: number;
  call(call: ModelCall): Promise<ModelReply>;
  /** Streams the reply's text to `onText` as it arrives; an error thrown there ends it. */
  stream(call: StreamCall, onText: (text: string) => void): Promise<StreamedReply>;
  classify(err: unknown): Failure;
}

export interface ProviderEngineOptions {
  transport: Transport;
  prompts: PromptBook;
  timeoutMs: number;
  /** The completion limit sent with generate; improve adds room for the draft it rewrites. */
  maxOutputTokens: number;
  circuit?: CircuitOptions;
  logger?: Logger;
}

/** One call and, when its reply is unusable, one repair call. */
const ATTEMPTS = 2;

/**
 * o200k counts can run below another model's tokenizer (Claude's, Llama's) for the same
 * text, and far below for some languages; reserving twice the count keeps the estimate
 * an upper bound of what those providers report.
 */
const PROMPT_FACTOR = 2;

/** Room for the repair note in the second attempt (its problem text is short). */
const REPAIR_NOTE_TOKENS = 256;

export function createProviderEngine(options: ProviderEngineOptions): EmailEngine & {
  readonly circuit: Circuit;
} {
  const { transport, prompts, timeoutMs, maxOutputTokens, logger } = options;
  const name = transport.name;
  const circuit = createCircuit(name, options.circuit);

  const improveLimit = (input: ImproveInput) => maxOutputTokens + 3 * countTokens(input.content);

  const estimate = (prompt: Prompt, shape: ReplyShape<unknown>, maxTokens: number) => {
    const promptTokens =
      countTokens(prompt.system) +
      countTokens(prompt.user) +
      countTokens(JSON.stringify(shape.schema)) +
      REPAIR_NOTE_TOKENS;
    return (
      ATTEMPTS * (Math.ceil(promptTokens * PROMPT_FACTOR) + transport.framingTokens + maxTokens)
    );
  };

  const toEngineError = (err: unknown, deadline: Deadline): unknown => {
    if (err instanceof EngineError) return err;
    if (deadline.expired()) {
      return new EngineTimeoutError(name, `${name} did not answer within ${timeoutMs} ms`, {
        cause: err,
      });
    }
    // The caller hung up: not the provider's failure, so not translated.
    if (deadline.signal.aborted) return deadline.signal.reason;
    const failure = transport.classify(err);
    switch (failure.kind) {
      case 'aborted':
        return err;
      case 'timeout':
        return new EngineTimeoutError(name, `${name} did not answer in time`, { cause: err });
      case 'connection':
        return new EngineUnavailableError(name, `${name} could not be reached`, { cause: err });
      case 'malformed':
        return new EngineBadReplyError(name, `${name} sent a response that is not valid JSON`, {
          cause: err,
        });
      case 'status':
        return statusError(name, failure.status, failure.headers, err);
      case 'unknown':
        return new EngineUnavailableError(name, `${name} failed unexpectedly`, { cause: err });
    }
  };

  /** One provider call, inside the breaker, with SDK errors turned into engine errors. */
  const callOnce = (call: ModelCall): Promise<ModelReply> =>
    circuit.run(async () => {
      try {
        return await untilAborted(transport.call(call), call.deadline.signal);
      } catch (err) {
        throw toEngineError(err, call.deadline);
      }
    });

  /**
   * One streamed call: no repair (the body is already on its way to the caller when it
   * could turn out unusable), the same deadline and breaker. A caller who hangs up is
   * charged what was used: the provider's count if it came, else the tokenizer's.
   */
  async function stream(
    input: GenerateInput,
    onDelta: (text: string) => void,
    signal: AbortSignal | undefined,
  ): Promise<EngineResult<WrittenEmail>> {
    signal?.throwIfAborted();
    const prompt = prompts.generateStream(input);
    const deadline = startDeadline(timeoutMs, signal);
    const reader = readPlainTextEmail(name, onDelta);
    const counted = () =>
      countTokens(prompt.system) + countTokens(prompt.user) + countTokens(reader.received);
    let reply: StreamedReply;
    try {
      reply = await circuit.run(async () => {
        try {
          const work = transport.stream({ prompt, maxTokens: maxOutputTokens, deadline }, (text) =>
            reader.push(text),
          );
          return await untilAborted(work, deadline.signal);
        } catch (err) {
          throw toEngineError(err, deadline);
        }
      });
    } catch (err) {
      if (signal?.aborted && !deadline.expired())
        throw new StreamAbortedError(counted(), { cause: err });
      throw err;
    }
    if (reply.ended !== 'stop') {
      const why = reply.ended === 'length' ? 'cut off at the token limit' : 'broken off';
      throw new EngineBadReplyError(name, `${name}'s streamed reply was ${why}`);
    }
    const email = reader.finish();
    const tokensUsed = reply.usage ? reply.usage.prompt + reply.usage.completion : counted();
    return { value: { ...email, tone: input.tone }, tokensUsed, engine: name };
  }

  async function write<T>(
    prompt: Prompt,
    shape: ReplyShape<T>,
    maxTokens: number,
    signal: AbortSignal | undefined,
  ): Promise<{ value: T; tokensUsed: number }> {
    signal?.throwIfAborted();
    const deadline = startDeadline(timeoutMs, signal);
    let tokensUsed = 0;
    let note: string | undefined;
    for (let attempt = 1; ; attempt++) {
      const asked = note === undefined ? prompt : { ...prompt, user: `${prompt.user}\n\n${note}` };
      let problem: string;
      try {
        const reply = await callOnce({ prompt: asked, shape, maxTokens, deadline });
        tokensUsed += tokensOf(asked, reply);
        const parsed = shape.parse(reply.raw);
        if (parsed.ok) return { value: parsed.value, tokensUsed };
        problem = parsed.problem;
      } catch (err) {
        if (!(err instanceof EngineBadReplyError)) throw err;
        problem = 'the response was cut off or malformed.';
      }
      logger?.warn({ engine: name, attempt, problem }, 'provider reply unusable');
      if (attempt >= ATTEMPTS) {
        throw new EngineBadReplyError(
          name,
          `${name} did not reply with a usable email: ${problem}`,
        );
      }
      note = prompts.repair(problem);
    }
  }

  return {
    name,
    circuit,
    estimateGenerate(input) {
      return estimate(prompts.generate(input), generatedReply, maxOutputTokens);
    },
    async generate(input: GenerateInput, signal): Promise<EngineResult<WrittenEmail>> {
      const { value, tokensUsed } = await write(
        prompts.generate(input),
        generatedReply,
        maxOutputTokens,
        signal,
      );
      return {
        value: { subject: value.subject.trim(), content: value.content.trim(), tone: input.tone },
        tokensUsed,
        engine: name,
      };
    },
    generateStream: stream,
    estimateImprove(input) {
      return estimate(prompts.improve(input), improvedReply(input), improveLimit(input));
    },
    async improve(input: ImproveInput, signal): Promise<EngineResult<ImprovedEmail>> {
      const { value, tokensUsed } = await write(
        prompts.improve(input),
        improvedReply(input),
        improveLimit(input),
        signal,
      );
      const subject = value.subject.trim();
      return {
        value: {
          content: value.content.trim(),
          ...(subject !== '' && { subject }),
          ...(input.tone !== undefined && { tone: input.tone }),
          changes: value.changes,
        },
        tokensUsed,
        engine: name,
      };
    },
  };
}

/**
 * The provider's own count when it reported one; otherwise (some compatible servers send
 * no usage) the same tokenizer the estimate uses, over what was sent and received.
 */
function tokensOf(prompt: Prompt, reply: ModelReply): number {
  if (reply.usage) return reply.usage.prompt + reply.usage.completion;
  const output = typeof reply.raw === 'string' ? reply.raw : JSON.stringify(reply.raw ?? '');
  return countTokens(prompt.system) + countTokens(prompt.user) + countTokens(output);
}

function statusError(
  name: string,
  status: number,
  headers: Headers | undefined,
  cause: unknown,
): EngineError {
  if (status === 408 || status === 504) {
    return new EngineTimeoutError(name, `${name} timed out (status ${status})`, { cause });
  }
  if (status === 429) {
    const wait = retryAfterSeconds(headers);
    return new EngineUnavailableError(name, `${name} is rate-limiting us (status 429)`, {
      cause,
      ...(wait !== undefined && { retryAfterSeconds: wait }),
    });
  }
  if (status >= 500) {
    return new EngineUnavailableError(name, `${name} is failing (status ${status})`, { cause });
  }
  // 400, 401, 403, 404, 422…: our request, key or model is wrong for this provider. That
  // is a configuration problem of this service, not the caller's, and retrying won't help.
  return new EngineUnavailableError(name, `${name} refused the request (status ${status})`, {
    cause,
  });
}

function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const ms = retryAfterMs(headers);
  return ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
}
