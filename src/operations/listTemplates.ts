import type { components, operations } from '../../generated/openapi.js';
import type { OperationContext, Reply } from '../http/context.js';

type Query = NonNullable<operations['listTemplates']['parameters']['query']>;
type Response = components['schemas']['TemplateList'];

export async function listTemplates(ctx: OperationContext<unknown, Query>): Promise<Reply> {
  const limit = ctx.query.limit ?? 20;
  const offset = ctx.query.offset ?? 0;
  const { items, total } = ctx.deps.templates.list({ category: ctx.query.category, limit, offset });
  const response: Response = {
    success: true,
    templates: items as Response['templates'],
    pagination: { total, limit, offset, has_more: offset + items.length < total },
  };
  return { status: 200, body: response };
}
