import { errors } from '../http/errors.js';
import { templateView } from '../http/vocabulary.js';
import type { Handler } from './types.js';

export const getTemplate: Handler<'getTemplate'> = async function getTemplate(ctx) {
  const template = ctx.deps.templates.get(ctx.params.id);
  if (!template) throw errors.templateNotFound(ctx.params.id);
  return { status: 200, body: { success: true, template: templateView(template) } };
};
