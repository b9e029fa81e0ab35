import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino } from 'pino';
import { createApi } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { errorEnvelope } from '../../../src/http/middleware/errors.js';
import { requestId } from '../../../src/http/middleware/requestId.js';
import { route } from '../../../src/http/middleware/route.js';
import { varsOf } from '../../../src/http/vars.js';
import { serve, type Mini } from '../../support/mini.js';

let mini: Mini;
let matches = 0;
beforeAll(async () => {
  const api = await createApi();
  const router = api.router;
  const count = router.matchOperation.bind(router);
  router.matchOperation = ((...args: Parameters<typeof count>) => {
    matches++;
    return count(...args);
  }) as typeof router.matchOperation;
  const app = express();
  app.use(requestId());
  app.use(route(router));
  app.use((req, res) => {
    res.json({ operation: varsOf(req).operation?.operationId });
  });
  app.use(
    errorEnvelope({ config: loadConfig({ NODE_ENV: 'test' }), logger: pino({ level: 'silent' }) }),
  );
  mini = await serve(app);
});
afterAll(() => mini.close());

describe('route middleware', () => {
  it('matches the operation once and hands it on', async () => {
    matches = 0;
    const res = await fetch(`${mini.url}/v1/templates/some-id`);
    expect(await res.json()).toEqual({ operation: 'getTemplate' });
    expect(matches).toBe(1);
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await fetch(`${mini.url}/v1/nothing-here`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as any;
    expect(body.error.code).toBe('route_not_found');
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('answers a known path with another method with a 405 and Allow', async () => {
    const res = await fetch(`${mini.url}/v1/generate`, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(((await res.json()) as any).error.code).toBe('method_not_allowed');
  });
});
