import type { components } from '../../generated/openapi.js';
import {
  StreamAbortedError,
  type EngineResult,
  type GenerateInput,
  type RenderedTemplate,
  type WrittenEmail,
} from '../engine/engine.js';
import type { Consumption, OperationContext, Reply, SendEvent } from '../http/context.js';
import { charged, reserveCredits, type HeldCredits } from '../http/credits.js';
import { errors } from '../http/errors.js';
import { toEngineName, toTone } from '../http/vocabulary.js';
import { countWords, placeholdersIn } from '../text/stats.js';
import type { Template } from '../templates/catalog.js';
import type { Handler } from './types.js';

// Full inputs or a template id: the validator enforces the spec's x-required-any-of.
type Body = components['schemas']['GenerateRequest'];
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
  const { subject, body: text, missing } = deps.templates.render(template, variables);
  if (missing.length > 0) throw errors.missingTemplateVariables(id, missing);
  return { template, rendered: { id, subject, body: text } };
}

export const generateEmail: Handler<'generateEmail'> = async function generateEmail(ctx) {
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

  if (body.stream) return streamed(ctx, input, chosen?.template);
  const { result, balance, consumed } = await charged(
    ctx,
    await deps.engine.estimateGenerate(input),
    () => deps.engine.generate(input, ctx.signal),
  );
  return {
    status: 200,
    body: responseFor(input, chosen?.template, result, balance.total),
    consumed,
  };
};

/**
 * `"stream": true`. Credits are reserved and the engine started before anything is sent,
 * so a 402, or an engine failing before its first words, is still a plain JSON error.
 * From the first delta on it is a stream: `delta` events, then `done` with the whole
 * response, or `error` with the envelope. A caller who hangs up stops the engine (and the
 * upstream request) and pays for what was used by then.
 */
async function streamed(
  ctx: OperationContext<Body>,
  input: GenerateInput,
  template: Template | undefined,
): Promise<Reply<Response>> {
  const { engine } = ctx.deps;
  const held = await reserveCredits(ctx, await engine.estimateGenerate(input));
  // Deltas written before the stream is open wait here; then they go straight out.
  const early: string[] = [];
  let send: SendEvent | undefined;
  let firstDelta = () => {};
  const begun = new Promise<void>((resolve) => (firstDelta = resolve));
  const work = engine.generateStream(
    input,
    (content) => {
      if (send) return send('delta', { content });
      early.push(content);
      firstDelta();
    },
    ctx.signal,
  );
  try {
    await Promise.race([begun, work]);
  } catch (err) {
    await release(held, err);
    throw err;
  }
  return {
    status: 200,
    async stream(events) {
      for (const content of early) events('delta', { content });
      send = events;
      let result: EngineResult<WrittenEmail>;
      try {
        result = await work;
      } catch (err) {
        const consumed = await release(held, err);
        if (err instanceof StreamAbortedError) return consumed;
        throw err;
      }
      const { balance, consumed } = await held.settle(result.tokensUsed);
      events('done', responseFor(input, template, result, balance.total));
      return consumed;
    },
  };
}

/** After a failure: a caller who hung up pays what was used; any other failure, nothing. */
async function release(held: HeldCredits, err: unknown): Promise<Consumption | undefined> {
  if (err instanceof StreamAbortedError) return (await held.settle(err.tokensUsed)).consumed;
  await held.refund();
  return undefined;
}

function responseFor(
  input: GenerateInput,
  template: Template | undefined,
  result: EngineResult<WrittenEmail>,
  remainingCredits: number,
): Response {
  const email = result.value;
  return {
    success: true,
    engine: toEngineName(result.engine),
    email: {
      subject: email.subject,
      content: email.content,
      tone: toTone(email.tone),
      word_count: countWords(email.content),
      purpose: input.purpose,
      recipient: input.recipient,
      ...(template && { template_id: template.id }),
      placeholders: placeholdersIn(email.subject, email.content),
    },
    usage: { tokens_used: result.tokensUsed, remaining_credits: remainingCredits },
  };
}
