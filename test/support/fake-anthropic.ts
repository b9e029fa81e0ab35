/**
 * A local Anthropic Messages API server for tests: `POST /v1/messages` with `tools` and a
 * forced `tool_choice` in; `content: [{type: 'tool_use', input}]` and
 * `usage.{input_tokens, output_tokens}` out. Scripted per test like the fake OpenAI
 * server; a `{text}` step answers with a text block instead of the tool call. With
 * `stream: true` (no tools) it streams the Messages API's events: `message_start` with the
 * input tokens, `content_block_delta`s, `message_delta` with the output tokens, `message_stop`.
 */
import {
  countLike,
  json,
  pieces,
  sse,
  startScriptedServer,
  type FakeServer,
} from './fake-openai.js';

export async function startFakeAnthropic(): Promise<FakeServer> {
  const totals: number[] = [];
  return startScriptedServer(
    '/v1/messages',
    '',
    (req) => {
      const b = req.body;
      // Older SDKs send the key as x-api-key, current ones as a bearer token.
      const keyed =
        typeof req.headers['x-api-key'] === 'string' ||
        String(req.headers.authorization ?? '').startsWith('Bearer ');
      if (!keyed) return 'x-api-key header is required';
      if (typeof req.headers['anthropic-version'] !== 'string')
        return 'anthropic-version header is required';
      if (typeof b.model !== 'string') return 'model: Field required';
      if (typeof b.max_tokens !== 'number') return 'max_tokens: Field required';
      if (!Array.isArray(b.messages) || b.messages[0]?.role !== 'user')
        return 'messages: first message must be from the user';
      if (b.stream === true) return undefined;
      if (!Array.isArray(b.tools) || typeof b.tools[0]?.input_schema !== 'object')
        return 'tools: input_schema required';
      if (b.tool_choice?.type !== 'tool' || b.tool_choice.name !== b.tools[0].name)
        return 'tool_choice must name the tool';
      return undefined;
    },
    (req, output, res) => {
      const input = countLike(JSON.stringify([req.body.system, req.body.messages, req.body.tools]));
      const outputTokens = countLike(output.text ?? JSON.stringify(output.fields));
      totals.push(input + outputTokens);
      const content =
        output.text !== undefined
          ? [{ type: 'text', text: output.text }]
          : [
              {
                type: 'tool_use',
                id: 'toolu_1',
                name: req.body.tools[0].name,
                input: output.fields,
              },
            ];
      json(res, 200, {
        id: `msg_${totals.length}`,
        type: 'message',
        role: 'assistant',
        model: req.body.model,
        content,
        stop_reason: output.text !== undefined ? 'end_turn' : 'tool_use',
        stop_sequence: null,
        usage: {
          input_tokens: input,
          output_tokens: outputTokens,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
        },
      });
    },
    totals,
    (req, text) => {
      const input = countLike(JSON.stringify([req.body.system, req.body.messages]));
      const outputTokens = countLike(text);
      const event = (type: string, data: Record<string, unknown>) => sse({ type, ...data }, type);
      return {
        events: [
          event('message_start', {
            message: {
              id: 'msg_stream',
              type: 'message',
              role: 'assistant',
              model: req.body.model,
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: {
                input_tokens: input,
                output_tokens: 1,
                cache_creation_input_tokens: 0,
                cache_read_input_tokens: 0,
              },
            },
          }),
          event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
          event('ping', {}),
          ...pieces(text).map((t) =>
            event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: t } }),
          ),
          event('content_block_stop', { index: 0 }),
          event('message_delta', {
            delta: { stop_reason: 'end_turn', stop_sequence: null },
            usage: { output_tokens: outputTokens },
          }),
          event('message_stop', {}),
        ],
        total: input + outputTokens,
      };
    },
  );
}
