/**
 * The `anthropic` engine: the Messages API through `@anthropic-ai/sdk`. Structured output
 * is a single tool the model is made to call (`tool_choice: {type: 'tool'}`); its input
 * is the reply.
 */
import Anthropic, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
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

export const ANTHROPIC_ENGINE_NAME = 'anthropic';

export interface AnthropicOptions {
  model: string;
  /** Unset: the SDK's default, api.anthropic.com. */
  baseURL?: string;
  apiKey?: string;
  /** Retries of 429, 5xx (529 overloaded too) and network errors by the SDK. */
  maxRetries?: number;
}

/**
 * Anthropic adds a system prompt of its own when tools are in use (about 350 tokens with
 * a forced tool, by its documentation) besides the message framing.
 */
const FRAMING_TOKENS = 512;

export function createAnthropicTransport(options: AnthropicOptions): Transport {
  const client = new Anthropic({
    apiKey: options.apiKey ?? 'unused',
    ...(options.baseURL !== undefined && { baseURL: options.baseURL }),
    maxRetries: options.maxRetries ?? 2,
  });

  return {
    name: ANTHROPIC_ENGINE_NAME,
    framingTokens: FRAMING_TOKENS,
    async call({ prompt, shape, maxTokens, deadline }: ModelCall) {
      const message = await client.withOptions({ fetch: deadline.fetch }).messages.create(
        {
          model: options.model,
          max_tokens: maxTokens,
          system: prompt.system,
          messages: [{ role: 'user', content: prompt.user }],
          tools: [
            {
              name: shape.name,
              description: shape.description,
              input_schema: shape.schema as Anthropic.Tool.InputSchema,
            },
          ],
          tool_choice: { type: 'tool', name: shape.name },
        },
        { signal: deadline.signal, timeout: Math.max(1, deadline.remainingMs()) },
      );
      const tool = message.content.find((b) => b.type === 'tool_use' && b.name === shape.name);
      const text = message.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n');
      const { usage } = message;
      return {
        raw: tool?.type === 'tool_use' ? tool.input : text === '' ? undefined : text,
        usage: {
          prompt:
            usage.input_tokens +
            (usage.cache_creation_input_tokens ?? 0) +
            (usage.cache_read_input_tokens ?? 0),
          completion: usage.output_tokens,
        },
      };
    },
    /**
     * Plain text: `message_start` carries the input tokens, `content_block_delta` the text,
     * `message_delta` the final output count and stop reason, `message_stop` the end.
     */
    async stream({ prompt, maxTokens, deadline }: StreamCall, onText) {
      const events = await client.withOptions({ fetch: deadline.fetch }).messages.create(
        {
          model: options.model,
          max_tokens: maxTokens,
          system: prompt.system,
          messages: [{ role: 'user', content: prompt.user }],
          stream: true,
        },
        { signal: deadline.signal, timeout: Math.max(1, deadline.remainingMs()) },
      );
      const reply: StreamedReply = { ended: 'early' };
      let input = 0;
      let stop: string | null = null;
      for await (const event of events) {
        switch (event.type) {
          case 'message_start': {
            const { usage } = event.message;
            input =
              usage.input_tokens +
              (usage.cache_creation_input_tokens ?? 0) +
              (usage.cache_read_input_tokens ?? 0);
            break;
          }
          case 'content_block_delta':
            if (event.delta.type === 'text_delta') onText(event.delta.text);
            break;
          case 'message_delta':
            stop = event.delta.stop_reason;
            reply.usage = { prompt: input, completion: event.usage.output_tokens };
            break;
          case 'message_stop':
            reply.ended = stop === 'max_tokens' ? 'length' : 'stop';
            break;
          default:
            break;
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

export function createAnthropicEngine(
  options: AnthropicOptions & Omit<ProviderEngineOptions, 'transport'>,
): EmailEngine {
  return createProviderEngine({ ...options, transport: createAnthropicTransport(options) });
}
