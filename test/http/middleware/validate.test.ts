/**
 * validate checks the request against its operation's schema: 400 listing every problem,
 * and for what passes, the body, query and path parameters as the spec coerced them, with
 * its defaults, in the request's variables.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jsonBody } from '../../../src/http/middleware/body.js';
import { validate } from '../../../src/http/middleware/validate.js';
import type { Mini } from '../../support/mini.js';
import { api, errorOf, pipeline, testDeps, type Seen, type TestDeps } from './pipeline.js';

let deps: TestDeps;
let mini: Mini;

beforeAll(async () => {
  deps = testDeps();
  mini = await pipeline(deps, [jsonBody(deps.config.bodyLimitBytes), validate(api)]);
});
afterAll(async () => {
  await mini.close();
  await deps.dispose();
});

const generate = (body: unknown) =>
  fetch(`${mini.url}/v1/generate`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

const VALID = {
  context: 'Follow up on the proposal',
  tone: 'professional',
  recipient: 'client',
  purpose: 'follow_up',
};

describe('validate middleware', () => {
  it('hands on the query coerced to its types, with the defaults filled in', async () => {
    const res = await fetch(`${mini.url}/v1/templates?limit=5`);
    expect(res.status).toBe(200);
    const { validated } = (await res.json()) as Seen;
    expect(validated?.query).toMatchObject({ limit: 5, offset: 0 });
  });

  it('hands on the path parameters and the body', async () => {
    const template = await fetch(`${mini.url}/v1/templates/meeting-request`);
    expect(((await template.json()) as Seen).validated?.params).toEqual({ id: 'meeting-request' });
    const written = await generate(VALID);
    expect(((await written.json()) as Seen).validated?.body).toMatchObject(VALID);
  });

  it('refuses an out-of-range query with 400 naming the parameter', async () => {
    const res = await fetch(`${mini.url}/v1/templates?limit=0`);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.param).toBe('limit');
    expect(error.details).toEqual([expect.objectContaining({ param: 'limit' })]);
  });

  it('lists every problem of a body, not only the first', async () => {
    const res = await generate({ ...VALID, tone: 'grumpy', colour: 'blue' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    const params = (error.details ?? []).map((d) => d.param).sort();
    expect(params).toEqual(['colour', 'tone']);
    expect(error.message).toContain('(and 1 more problem, listed in details)');
    const tone = error.details?.find((d) => d.param === 'tone');
    expect(tone?.message).toMatch(/^tone must be one of: .*professional/);
  });

  it('names each missing field of a body that has neither the inputs nor a template', async () => {
    const res = await generate({ additional_notes: 'nothing else' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect((error.details ?? []).map((d) => d.code)).toContain('missing_parameter');
    expect((error.details ?? []).map((d) => d.param)).toEqual(
      expect.arrayContaining(['context', 'tone', 'recipient', 'purpose']),
    );
  });
});
