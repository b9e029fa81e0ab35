/** The OpenAPI document, read once: the single source of truth for the HTTP surface. */
import { join } from 'node:path';
import type { Document } from 'openapi-backend';
import { projectRoot } from '../paths.js';
import { readYamlFile } from '../yaml.js';

export const specFile = (): string => join(projectRoot(), 'openapi', 'openapi.yaml');

export function loadSpec(): Document {
  return readYamlFile(specFile()) as Document;
}

/**
 * The document the validator compiles. A schema's `x-required-any-of` (lists of fields,
 * one of which must be complete) becomes an `anyOf` of `required` lists here, not in the
 * published document: generators turn such an `anyOf` into `unknown` or drop it, so the
 * published schema keeps every field optional and states the rule as an extension.
 */
export function validationSpec(spec: Document): Document {
  return JSON.parse(JSON.stringify(spec), (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const { 'x-required-any-of': lists, ...rest } = value as Record<string, unknown>;
    if (!Array.isArray(lists)) return value;
    return { ...rest, anyOf: lists.map((required: unknown) => ({ required })) };
  }) as Document;
}
