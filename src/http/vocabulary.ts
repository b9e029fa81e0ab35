/**
 * The spec's closed lists (tones, improvement kinds, engines, template categories) as
 * literal unions, and the checks that turn an engine's or a data file's string into one.
 * A value outside the spec's list is a bug (the spec test keeps the data files and the
 * spec in step), so it throws rather than reaching a client the spec promised otherwise.
 */
import type { components } from '../../generated/openapi.js';
import type { Template } from '../templates/catalog.js';
import { loadSpec } from './spec.js';

type Schemas = components['schemas'];
export type Tone = Schemas['Tone'];
export type ImprovementKind = Schemas['ImprovementKind'];
export type TemplateCategory = Schemas['TemplateCategory'];
export type EngineName = Schemas['EngineName'];

const schemas = (loadSpec() as { components: { schemas: Record<string, SchemaNode> } }).components
  .schemas;

interface SchemaNode {
  enum?: string[];
}

function member<T extends string>(list: readonly string[] | undefined, what: string) {
  const allowed = new Set(list ?? []);
  return (value: string): T => {
    if (!allowed.has(value)) throw new Error(`"${value}" is not a ${what} the spec lists`);
    return value as T;
  };
}

export const toTone = member<Tone>(schemas.Tone?.enum, 'tone');
export const toImprovementKind = member<ImprovementKind>(
  schemas.ImprovementKind?.enum,
  'improvement kind',
);
export const toTemplateCategory = member<TemplateCategory>(
  schemas.TemplateCategory?.enum,
  'template category',
);
export const toEngineName = member<EngineName>(schemas.EngineName?.enum, 'engine');

/** A catalog template as the API shows it: its tone and category checked against the spec. */
export function templateView(template: Template): Schemas['Template'] {
  return {
    ...template,
    tone: toTone(template.tone),
    category: toTemplateCategory(template.category),
  };
}
