/** OpenAPI Generator's typescript-fetch client: the seed's example and every minimal call. */
import {
  Configuration,
  EmailsApi,
  TemplatesApi,
  UsageApi,
  type GenerateResponse,
} from '../out/typescript-fetch';
import { apiKey, baseUrl, must } from './seed';

const config = new Configuration({ basePath: baseUrl, accessToken: apiKey });
const emails = new EmailsApi(config);

/** Compiled, never run: what the generated types must refuse. */
export function refused(): void {
  // @ts-expect-error the body is an object, not a number
  void emails.generateEmail({ generateRequest: 42 });
  // @ts-expect-error tone is one of the documented tones
  void emails.generateEmail({ generateRequest: { tone: 'sarcastic' } });
  // @ts-expect-error improve needs the draft
  void emails.improveEmail({ improveRequest: { tone: 'professional' } });
}

async function main(): Promise<void> {
  const result: GenerateResponse = await emails.generateEmail({
    generateRequest: {
      context: 'Follow up on project proposal meeting',
      tone: 'professional',
      recipient: 'client',
      purpose: 'follow_up',
      additionalNotes: 'Meeting was yesterday, they seemed interested',
    },
  });
  const subject: string = result.email.subject;
  must(subject.length > 0 && result.usage.tokensUsed > 0, 'an email with usage');
  console.log(`typescript-fetch subject: ${subject}`);

  const fromTemplate = await emails.generateEmail({
    generateRequest: {
      templateId: 'sales-follow-up-after-demo',
      variables: { product_name: 'Ledgerly', pain_point: 'month-end reconciliation' },
    },
  });
  const improved = await emails.improveEmail({ improveRequest: { content: 'i will recieve it' } });
  const templates = new TemplatesApi(config);
  const page = await templates.listTemplates();
  const one = await templates.getTemplate({ id: 'sales-follow-up-after-demo' });
  const usage = await new UsageApi(config).getUsage();
  must(fromTemplate.email.templateId === 'sales-follow-up-after-demo', 'template');
  must(improved.changes.length > 0, 'improve');
  must(page.pagination.hasMore, 'templates');
  must(one.template.id === 'sales-follow-up-after-demo', 'one template');
  must(typeof usage.credits.remaining === 'number', 'usage');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
