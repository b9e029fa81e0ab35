import type { components } from '../../generated/openapi.js';
import { charged } from '../http/credits.js';
import { toEngineName, toImprovementKind, toTone } from '../http/vocabulary.js';
import { countWords } from '../text/stats.js';
import type { Handler } from './types.js';

type Response = components['schemas']['ImproveResponse'];

export const improveEmail: Handler<'improveEmail'> = async function improveEmail(ctx) {
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
    engine: toEngineName(result.engine),
    email: {
      ...(improved.subject !== undefined && { subject: improved.subject }),
      content: improved.content,
      ...(improved.tone !== undefined && { tone: toTone(improved.tone) }),
      word_count: countWords(improved.content),
    },
    changes: improved.changes.map((c) => ({
      ...c,
      kind: toImprovementKind(c.kind),
    })),
    ...(improved.summary !== undefined && { summary: improved.summary }),
    ...(improved.stats !== undefined && { stats: improved.stats }),
    usage: { tokens_used: result.tokensUsed, remaining_credits: balance.total },
  };
  return { status: 200, body: response, consumed };
};
