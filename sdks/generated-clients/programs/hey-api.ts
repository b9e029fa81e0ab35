/** @hey-api/openapi-ts (fetch client): the seed's example, every minimal call, a stream. */
import { client } from '../out/hey-api/client.gen';
import {
  generateEmail,
  getTemplate,
  getUsage,
  improveEmail,
  listTemplates,
} from '../out/hey-api/sdk.gen';
import type { GenerateRequest, GenerateResponse } from '../out/hey-api/types.gen';
import { apiKey, baseUrl, must, seed } from './seed';

client.setConfig({ baseUrl, auth: apiKey });

/** Compiled, never run: what the generated types must refuse. */
export function refused(): void {
  // @ts-expect-error the body is an object, not a number
  void generateEmail({ body: 42 });
  // @ts-expect-error tone is one of the documented tones
  void generateEmail({ body: { ...seed, tone: 'sarcastic' } });
  // @ts-expect-error improve needs the draft
  void improveEmail({ body: { tone: 'professional' } });
}

async function main(): Promise<void> {
  const { data, error } = await generateEmail({ body: seed });
  must(data, `generate failed: ${JSON.stringify(error)}`);
  const typed: GenerateResponse = data;
  const subject: string = typed.email.subject;
  must(subject.length > 0 && typed.usage.tokens_used > 0, 'an email with usage');
  console.log(`hey-api subject: ${subject}`);

  // The documented minimal call of every operation, no casts.
  const fromTemplate = await generateEmail({
    body: {
      template_id: 'sales-follow-up-after-demo',
      variables: { product_name: 'Ledgerly', pain_point: 'month-end reconciliation' },
    },
  });
  const improved = await improveEmail({ body: { content: 'i will recieve it' } });
  const page = await listTemplates();
  const one = await getTemplate({ path: { id: 'sales-follow-up-after-demo' } });
  const usage = await getUsage();
  must(fromTemplate.data?.email.template_id === 'sales-follow-up-after-demo', 'template');
  must(improved.data?.changes.length, 'improve');
  must(page.data?.pagination.has_more === true, 'templates');
  must(one.data?.template.id === 'sales-follow-up-after-demo', 'one template');
  must(typeof usage.data?.credits.remaining === 'number', 'usage');

  // A stream, through the client's server-sent-events reader.
  const body: GenerateRequest = { ...seed, stream: true };
  const names: (string | undefined)[] = [];
  const { stream } = await client.sse.post<{ content?: string } | GenerateResponse>({
    url: '/v1/generate',
    body,
    security: [{ scheme: 'bearer', type: 'http' }],
    headers: { 'Content-Type': 'application/json' },
    sseMaxRetryAttempts: 1,
    onSseEvent: (event) => names.push(event.event),
  });
  const items: unknown[] = [];
  for await (const item of stream) items.push(item);
  must(names.at(-1) === 'done' && names.includes('delta'), `events: ${names.join(',')}`);
  const final = items.at(-1) as GenerateResponse;
  must(final.email.subject.length > 0, 'the done event carries the response');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
