/** openapi-typescript types + openapi-fetch: the seed's example, every minimal call, a stream. */
import createClient from 'openapi-fetch';
import type { components, paths } from '../out/openapi-typescript/schema';
import { apiKey, baseUrl, must, seed, sseEvents } from './seed';

type GenerateRequest = components['schemas']['GenerateRequest'];
type GenerateResponse = components['schemas']['GenerateResponse'];

// JSON answers only: the generate response is then GenerateResponse, not a union with text.
const client = createClient<paths, `${string}/json`>({
  baseUrl,
  headers: { Authorization: `Bearer ${apiKey}` },
});

/** Compiled, never run: what the generated types must refuse. */
export function refused(): void {
  // openapi-fetch wraps a body type in Writable<T> & {…}, which lets a number through when
  // every field of the body is optional; the schema's own type refuses it.
  // @ts-expect-error the body is an object, not a number
  const notAnObject: GenerateRequest = 42;
  // @ts-expect-error no such field
  const unknownField: GenerateRequest = { ...seed, colour: 'blue' };
  void [notAnObject, unknownField];
  // @ts-expect-error tone is one of the documented tones
  void client.POST('/v1/generate', { body: { ...seed, tone: 'sarcastic' } });
  // @ts-expect-error improve needs the draft
  void client.POST('/v1/improve', { body: { tone: 'professional' } });
}

async function main(): Promise<void> {
  const { data, error } = await client.POST('/v1/generate', { body: seed });
  must(data, `generate failed: ${JSON.stringify(error)}`);
  const typed: GenerateResponse = data;
  const subject: string = typed.email.subject;
  must(subject.length > 0 && typed.usage.tokens_used > 0, 'an email with usage');
  console.log(`openapi-fetch subject: ${subject}`);

  // The documented minimal call of every operation, no casts.
  const fromTemplate = await client.POST('/v1/generate', {
    body: {
      template_id: 'sales-follow-up-after-demo',
      variables: { product_name: 'Ledgerly', pain_point: 'month-end reconciliation' },
    },
  });
  const improved = await client.POST('/v1/improve', { body: { content: 'i will recieve it' } });
  const page = await client.GET('/v1/templates');
  const one = await client.GET('/v1/templates/{id}', {
    params: { path: { id: 'sales-follow-up-after-demo' } },
  });
  const usage = await client.GET('/v1/usage');
  must(fromTemplate.data?.email.template_id === 'sales-follow-up-after-demo', 'template');
  must(improved.data?.changes.length, 'improve');
  must(page.data?.pagination.has_more === true, 'templates');
  must(one.data?.template.id === 'sales-follow-up-after-demo', 'one template');
  must(typeof usage.data?.credits.remaining === 'number', 'usage');

  // A stream: openapi-fetch hands over the body untouched with parseAs: 'stream'.
  const streamed = await client.POST('/v1/generate', {
    body: { ...seed, stream: true },
    parseAs: 'stream',
  });
  const body: ReadableStream<Uint8Array> | null | undefined = streamed.data;
  must(body, 'a stream');
  const events = sseEvents(await new Response(body).text());
  const done = events.at(-1);
  must(done?.event === 'done', 'ends with done');
  const final = JSON.parse(done.data) as GenerateResponse;
  const joined = events
    .filter((e) => e.event === 'delta')
    .map((e) => (JSON.parse(e.data) as { content: string }).content)
    .join('');
  must(joined === final.email.content, 'deltas join to the content');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
