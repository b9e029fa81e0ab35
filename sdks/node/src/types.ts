/** Request and response types, all from the OpenAPI document (src/generated/openapi.ts). */
import type { components, operations } from './generated/openapi.js';

type Schemas = components['schemas'];

/** The generate request without `stream` (use `stream: true` or `emails.stream()`). */
export type GenerateParams = Omit<Schemas['GenerateRequest'], 'stream'>;
export type GenerateResponse = Schemas['GenerateResponse'];
export type ImproveParams = Schemas['ImproveRequest'];
export type ImproveResponse = Schemas['ImproveResponse'];
export type ListTemplatesParams = NonNullable<operations['listTemplates']['parameters']['query']>;
export type TemplateList = Schemas['TemplateList'];
export type Template = Schemas['Template'];
export type TemplateResponse =
  operations['getTemplate']['responses'][200]['content']['application/json'];
export type UsageParams = NonNullable<operations['getUsage']['parameters']['query']>;
export type UsageReport = Schemas['UsageReport'];
export type Tone = Schemas['Tone'];
export type ImprovementKind = Schemas['ImprovementKind'];
export type TemplateCategory = Schemas['TemplateCategory'];
export type ErrorResponse = Schemas['ErrorResponse'];
