import type { components } from '../../generated/openapi.js';
import type { OperationContext, Reply } from '../http/context.js';
import { errors } from '../http/errors.js';

type Template = components['schemas']['Template'];

export async function getTemplate(
  ctx: OperationContext<unknown, unknown, { id: string }>,
): Promise<Reply> {
  const template = ctx.deps.templates.get(ctx.params.id);
  if (!template) throw errors.templateNotFound(ctx.params.id);
  return { status: 200, body: { success: true, template: template as Template } };
}
