/** The OpenAPI document, read once: the single source of truth for the HTTP surface. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'openapi-backend';
import { parse } from 'yaml';
import { projectRoot } from '../paths.js';

export const specFile = (): string => join(projectRoot(), 'openapi', 'openapi.yaml');

export function loadSpec(): Document {
  return parse(readFileSync(specFile(), 'utf8')) as Document;
}
