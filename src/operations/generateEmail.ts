import type { components } from '../../generated/openapi.js';
import type { GenerateInput, RenderedTemplate } from '../engine/engine.js';
import type { OperationContext, Reply } from '../http/context.js';
import { charged, countWords, placeholdersIn } from '../http/credits.js';
import { errors } from '../http/errors.js';
import type { Template } from '../templates/catalog.js';

// The spec's anyOf (full inputs, or a template id) has no TypeScript form; the fields do.
type Body = components['schemas']['GenerateParameters'];
type Response = components['schemas']['GenerateResponse'];

function fromTemplate(
  ctx: OperationContext<Body>,
  id: string,
): { template: Template; rendered: RenderedTemplate } {
  const { body, deps } = ctx;
  const template = deps.templates.get(id);
  if (!template) throw errors.templateNotFound(id);
  // The name fields double as the template's own name variables, unless given explicitly.
  const variables: Record<string, string> = {
    ...(body.recipient_name !== undefined && { recipient_name: body.recipient_name }),
    ...(body.sender_name !== undefined && { sender_name: body.sender_name }),
    ...body.variables,
  };
  const { subject, body: text } = deps.templates.render(template, variables);
  return { template, rendered: { id, subject, body: text } };
}

export async function generateEmail(ctx: OperationContext<Body>): Promise<Reply> {
  const { body, deps } = ctx;
  const chosen = body.template_id !== undefined ? fromTemplate(ctx, body.template_id) : undefined;

  const input: GenerateInput = {
    context: body.context ?? '',
    tone: body.tone ?? chosen?.template.tone ?? 'professional',
    recipient: body.recipient ?? chosen?.template.recipient ?? 'colleague',
    purpose: body.purpose ?? chosen?.template.purpose ?? 'request',
    additionalNotes: body.additional_notes,
    recipientName: body.recipient_name,
    senderName: body.sender_name,
    length: body.length,
    variation: body.variation,
    language: body.language,
    template: chosen?.rendered,
  };

  const { result, balance } = await charged(ctx, deps.engine.estimateGenerate(input), () =>
    deps.engine.generate(input, ctx.signal),
  );
  const email = result.value;
  const response: Response = {
    success: true,
    engine: result.engine as Response['engine'],
    email: {
      subject: email.subject,
      content: email.content,
      tone: email.tone as Response['email']['tone'],
      word_count: countWords(email.content),
      purpose: input.purpose,
      recipient: input.recipient,
      ...(chosen && { template_id: chosen.template.id }),
      placeholders: placeholdersIn(email.subject, email.content),
    },
    usage: { tokens_used: result.tokensUsed, remaining_credits: balance.total },
  };
  return { status: 200, body: response };
}
