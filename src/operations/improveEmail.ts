import type { components } from '../../generated/openapi.js';
import type { OperationContext, Reply } from '../http/context.js';
import { charged, countWords } from '../http/credits.js';

type Body = components['schemas']['ImproveRequest'];
type Response = components['schemas']['ImproveResponse'];

export async function improveEmail(ctx: OperationContext<Body>): Promise<Reply> {
  const { body, deps } = ctx;
  const input = {
    content: body.content,
    // The spec's default fills this in; the fallback only keeps the type honest.
    improvements: body.improvements ?? ['grammar', 'spelling', 'clarity', 'concise'],
    tone: body.tone,
  };
  const { result, balance, consumed } = await charged(
    ctx,
    await deps.engine.estimateImprove(input),
    () => deps.engine.improve(input, ctx.signal),
  );
  const improved = result.value;
  const response: Response = {
    success: true,
    engine: result.engine as Response['engine'],
    email: {
      ...(improved.subject !== undefined && { subject: improved.subject }),
      content: improved.content,
      ...(improved.tone !== undefined && { tone: improved.tone as Response['email']['tone'] }),
      word_count: countWords(improved.content),
    },
    changes: improved.changes.map((c) => ({
      ...c,
      kind: c.kind as Response['changes'][number]['kind'],
    })),
    ...(improved.summary !== undefined && { summary: improved.summary }),
    ...(improved.stats !== undefined && { stats: improved.stats }),
    usage: { tokens_used: result.tokensUsed, remaining_credits: balance.total },
  };
  return { status: 200, body: response, consumed };
}
