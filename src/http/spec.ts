/** The OpenAPI document, read once: the single source of truth for the HTTP surface. */
import { join } from 'node:path';
import type { Document } from 'openapi-backend';
import { projectRoot } from '../paths.js';
import { readYamlFile } from '../yaml.js';

export const specFile = (): string => join(projectRoot(), 'openapi', 'openapi.yaml');

export function loadSpec(): Document {
  return readYamlFile(specFile()) as Document;
}
