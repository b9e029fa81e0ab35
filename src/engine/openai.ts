/**
 * The `openai` engine: any OpenAI-compatible chat-completions server (OpenAI, Azure
 * OpenAI, Ollama, vLLM, llama.cpp, LM Studio, OpenRouter …) through the official SDK.
 * Structured output is a strict JSON-schema response format by default, or a forced
 * function call for servers that support tools but not response formats.
 */
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import type { EmailEngine } from './engine.js';
import {
  createProviderEngine,
  type ModelCall,
  type ProviderEngineOptions,
  type StreamCall,
  type StreamedReply,
  type Transport,
} from './provider/engine.js';
import { sdkFailureClassifier } from './provider/classify.js';

export const OPENAI_ENGINE_NAME = 'openai';

export interface OpenAIOptions {
  model: string;
  /** Unset: the SDK's default, api.openai.com. */
  baseURL?: string;
  /** Local servers (Ollama, llama.cpp) need none. */
  apiKey?: string;
  /** `json_schema` (default) or `tool` for servers without response formats. */
  structuredOutput?: 'json_schema' | 'tool';
  /**
   * The name of the completion limit. OpenAI's current models take only
   * `max_completion_tokens`; many compatible servers know only `max_tokens`. Default:
   * `max_completion_tokens` for OpenAI itself (no baseURL), `max_tokens` elsewhere.
   */
  tokenLimitParam?: 'max_tokens' | 'max_completion_tokens';
  /** Retries of 429, 5xx and network errors by the SDK (backoff, jitter, Retry-After). */
  maxRetries?: number;
}

/** Role markers and message framing the chat format adds around the two messages. */
const FRAMING_TOKENS = 32;

export function createOpenAITransport(options: OpenAIOptions): Transport {
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'unused',
    ...(options.baseURL !== undefined && { baseURL: options.baseURL }),
    maxRetries: options.maxRetries ?? 2,
  });
  const limitParam =
    options.tokenLimitParam ??
    (options.baseURL === undefined ? 'max_completion_tokens' : 'max_tokens');
  const mode = options.structuredOutput ?? 'json_schema';

  return {
    name: OPENAI_ENGINE_NAME,
    framingTokens: FRAMING_TOKENS,
    async call({ prompt, shape, maxTokens, deadline }: ModelCall) {
      const body: ChatCompletionCreateParamsNonStreaming = {
        model: options.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        [limitParam]: maxTokens,
        ...(mode === 'json_schema'
          ? {
              response_format: {
                type: 'json_schema',
                json_schema: {
                  name: shape.name,
                  description: shape.description,
                  schema: shape.schema,
                  strict: true,
                },
              },
            }
          : {
              tools: [
                {
                  type: 'function',
                  function: {
                    name: shape.name,
                    description: shape.description,
                    parameters: shape.schema,
                    strict: true,
                  },
                },
              ],
              tool_choice: { type: 'function', function: { name: shape.name } },
            }),
      };
      const completion = await client
        .withOptions({ fetch: deadline.fetch })
        .chat.completions.create(body, {
          signal: deadline.signal,
          timeout: Math.max(1, deadline.remainingMs()),
        });
      const message = completion.choices[0]?.message;
      const toolCall = message?.tool_calls?.find((c) => c.type === 'function');
      const raw = toolCall?.function.arguments ?? message?.content ?? undefined;
      const usage = completion.usage;
      return {
        raw,
        ...(usage && {
          usage: { prompt: usage.prompt_tokens, completion: usage.completion_tokens },
        }),
      };
    },
    /** Plain text with `stream_options.include_usage`: the usage comes in the last chunk. */
    async stream({ prompt, maxTokens, deadline }: StreamCall, onText) {
      const body: ChatCompletionCreateParamsStreaming = {
        model: options.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        [limitParam]: maxTokens,
        stream: true,
        stream_options: { include_usage: true },
      };
      const chunks = await client
        .withOptions({ fetch: deadline.fetch })
        .chat.completions.create(body, {
          signal: deadline.signal,
          timeout: Math.max(1, deadline.remainingMs()),
        });
      const reply: StreamedReply = { ended: 'early' };
      for await (const chunk of chunks) {
        const choice = chunk.choices[0];
        const text = choice?.delta?.content;
        if (text) onText(text);
        if (choice?.finish_reason)
          reply.ended = choice.finish_reason === 'length' ? 'length' : 'stop';
        if (chunk.usage) {
          reply.usage = {
            prompt: chunk.usage.prompt_tokens,
            completion: chunk.usage.completion_tokens,
          };
        }
      }
      return reply;
    },
    classify,
  };
}

const classify = sdkFailureClassifier({
  userAbort: APIUserAbortError,
  timeout: APIConnectionTimeoutError,
  connection: APIConnectionError,
  api: APIError,
});

export function createOpenAIEngine(
  options: OpenAIOptions & Omit<ProviderEngineOptions, 'transport'>,
): EmailEngine {
  return createProviderEngine({ ...options, transport: createOpenAITransport(options) });
}
