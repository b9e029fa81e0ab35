/**
 * The provider the provider path talks to: an OpenAI-compatible `POST /v1/chat/completions`
 * that answers at once, in the real wire format (structured output as JSON content, or a
 * forced tool call; usage counted), so what the bench measures is the gateway in front.
 */
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

const EMAIL = {
  subject: 'Following up on our proposal meeting',
  content:
    'Hi [Recipient Name],\n\nThank you for meeting with us yesterday. Would a short call on Thursday suit you to go through your questions about the proposal?\n\nBest regards,\n[Your Name]',
};
let served = 0;

createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"error":{"message":"not found"}}');
    }
    const body = JSON.parse(raw);
    const payload = JSON.stringify(EMAIL);
    const prompt = Math.ceil(JSON.stringify(body.messages).length / 4);
    const completion = Math.ceil(payload.length / 4);
    const tool = Array.isArray(body.tools) ? body.tools[0].function.name : undefined;
    const message = tool
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `call_${served}`,
              type: 'function',
              function: { name: tool, arguments: payload },
            },
          ],
        }
      : { role: 'assistant', content: payload };
    const answer = JSON.stringify({
      id: `chatcmpl-bench-${served++}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop', logprobs: null }],
      usage: {
        prompt_tokens: prompt,
        completion_tokens: completion,
        total_tokens: prompt + completion,
      },
    });
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(answer),
    });
    res.end(answer);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
