import { templateView } from '../http/vocabulary.js';
import type { Handler } from './types.js';
import type { components } from '../../generated/openapi.js';

type Response = components['schemas']['TemplateList'];

export const listTemplates: Handler<'listTemplates'> = async function listTemplates(ctx) {
  const limit = ctx.query.limit ?? 20;
  const offset = ctx.query.offset ?? 0;
  const { items, total } = ctx.deps.templates.list({ category: ctx.query.category, limit, offset });
  const response: Response = {
    success: true,
    templates: items.map(templateView),
    pagination: { total, limit, offset, has_more: offset + items.length < total },
  };
  return { status: 200, body: response };
};
