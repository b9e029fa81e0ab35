/**
 * What client generators need from the published spec (docs/decisions/009): request bodies
 * that are plain objects, no `default` that would make a request field required, and the
 * generate body's either-or rule kept for the validator only.
 */
import { describe, expect, it } from '@jest/globals';
import { loadSpec, validationSpec } from '../../src/http/spec.js';

const spec = loadSpec() as any;
const schemas = spec.components.schemas;

function requestSchemas(): [string, any][] {
  const found: [string, any][] = [];
  for (const [path, item] of Object.entries<any>(spec.paths)) {
    if (!path.startsWith('/v1/')) continue;
    for (const op of Object.values<any>(item)) {
      const ref = op?.requestBody?.content?.['application/json']?.schema?.$ref as
        string | undefined;
      if (ref) found.push([ref, schemas[ref.split('/').pop()!]]);
    }
  }
  return found;
}

describe('the published spec, as generators read it', () => {
  it('gives every /v1 request body one object schema without anyOf, oneOf or allOf', () => {
    const bodies = requestSchemas();
    expect(bodies.map(([ref]) => ref).sort()).toEqual([
      '#/components/schemas/GenerateRequest',
      '#/components/schemas/ImproveRequest',
    ]);
    for (const [, schema] of bodies) {
      expect(schema.type).toBe('object');
      expect(schema.anyOf ?? schema.oneOf ?? schema.allOf).toBeUndefined();
    }
  });

  it('puts no default on a request field (generators would make it required)', () => {
    for (const [ref, schema] of requestSchemas()) {
      for (const [name, field] of Object.entries<any>(schema.properties)) {
        expect({ field: `${ref}.${name}`, default: field.default }).toEqual({
          field: `${ref}.${name}`,
          default: undefined,
        });
      }
    }
  });

  it('keeps the generate either-or rule as x-required-any-of, which the validator compiles to anyOf', () => {
    const rule = [['context', 'tone', 'recipient', 'purpose'], ['template_id']];
    expect(schemas.GenerateRequest['x-required-any-of']).toEqual(rule);
    const validated = (validationSpec(spec) as any).components.schemas.GenerateRequest;
    expect(validated.anyOf).toEqual(rule.map((required) => ({ required })));
    expect(validated['x-required-any-of']).toBeUndefined();
  });
});
