import { describe, expect, it } from '@jest/globals';
import { OpenAPIBackend } from 'openapi-backend';
import { loadVocabulary } from '../../src/engine/builtin/vocabulary.js';
import { loadSpec } from '../../src/http/spec.js';
import { operations } from '../../src/operations/index.js';
import { loadTemplateCatalog } from '../../src/templates/catalog.js';
import { METERED_OPERATIONS } from '../../src/usage/report.js';

const spec = loadSpec() as any;
const schemas = spec.components.schemas;

describe('the spec, the code and the data agree', () => {
  it('is a valid OpenAPI 3.0 document (the app skips this check when it starts)', () => {
    const api = new OpenAPIBackend({ definition: loadSpec(), quick: true });
    api.document = loadSpec();
    expect(() => api.validateDefinition()).not.toThrow();
  });

  it('every operationId has exactly one handler, and every handler an operation', () => {
    const ids: string[] = [];
    for (const item of Object.values(spec.paths) as any[]) {
      for (const op of Object.values(item) as any[]) ids.push(op.operationId);
    }
    expect(ids.sort()).toEqual(Object.keys(operations).sort());
  });

  it('every /v1 operation is in the usage report', () => {
    const v1 = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/v1/'))
      .flatMap(([, item]) => Object.values(item as object).map((op: any) => op.operationId));
    expect([...METERED_OPERATIONS].sort()).toEqual(v1.sort());
  });

  it('tones, improvement kinds and template categories match the data files', () => {
    const vocabulary = loadVocabulary();
    expect(schemas.Tone.enum).toEqual(vocabulary.tones);
    expect(schemas.ImprovementKind.enum).toEqual(vocabulary.improvements);
    expect(schemas.TemplateCategory.enum).toEqual(loadTemplateCatalog().categories);
  });

  it('documents every well-known purpose and recipient kind', () => {
    const vocabulary = loadVocabulary();
    for (const purpose of vocabulary.purposes)
      expect(schemas.Purpose.description).toContain(purpose);
    for (const recipient of vocabulary.recipients)
      expect(schemas.Recipient.description).toContain(recipient);
  });

  it('is OpenAPI 3.0.3 with a bearer scheme applied to every /v1 operation', () => {
    expect(spec.openapi).toBe('3.0.3');
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const op of Object.values(item as object) as any[]) {
        if (path.startsWith('/v1/')) expect(op.security).toBeUndefined();
        else if (path.startsWith('/dashboard/api/') && op.security.length > 0)
          expect(op.security).toEqual([{ sessionCookie: [] }]);
        else expect(op.security).toEqual([]);
      }
    }
  });
});
