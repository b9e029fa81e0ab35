/**
 * chain() runs its steps as one middleware with Express 5's rules: in order, each only when
 * the one before called next; an error passed to next, thrown, or rejected skips the rest
 * and reaches the error middleware after the chain; and a chain that finishes goes on to
 * what follows it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { chain } from '../../../src/http/chain.js';
import { serve, type Mini } from '../../support/mini.js';

let mini: Mini;

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { seen: string[] }).seen.push(name);
    next();
  };

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { seen: string[] }).seen = [];
    next();
  });
  const failing: Record<string, RequestHandler> = {
    '/next-error': (_req, _res, next) => next(new Error('passed')),
    '/throws': () => {
      throw new Error('thrown');
    },
    '/rejects': async () => {
      await Promise.resolve();
      throw new Error('rejected');
    },
    '/rejects-empty': () => Promise.reject(undefined as unknown as Error),
  };
  app.use(
    chain(mark('a'), mark('b'), (req, res, next) => {
      const step = failing[req.path];
      if (step) return step(req, res, next);
      if (req.path === '/answers') {
        res.json({ seen: (req as unknown as { seen: string[] }).seen });
        return;
      }
      next();
    }),
    mark('never on an error'),
  );
  app.use(chain(mark('c')));
  app.use((req, res) => {
    res.json({ seen: (req as unknown as { seen: string[] }).seen, after: true });
  });
  const onError: ErrorRequestHandler = (err: Error, req, res, _next) => {
    res.status(500).json({ error: err.message, seen: (req as unknown as { seen: string[] }).seen });
  };
  app.use(onError);
  mini = await serve(app);
});
afterAll(async () => {
  await mini.close();
});

const get = async (path: string) => {
  const res = await fetch(mini.url + path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('chain', () => {
  it('runs its steps in order and lets one answer', async () => {
    expect(await get('/answers')).toEqual({ status: 200, body: { seen: ['a', 'b'] } });
  });

  it('goes on to what follows once every step called next', async () => {
    expect(await get('/other')).toEqual({
      status: 200,
      body: { seen: ['a', 'b', 'never on an error', 'c'], after: true },
    });
  });

  it.each([
    ['/next-error', 'passed'],
    ['/throws', 'thrown'],
    ['/rejects', 'rejected'],
    ['/rejects-empty', 'Rejected promise'],
  ])('hands the error of %s to the error middleware, skipping the rest', async (path, message) => {
    expect(await get(path)).toEqual({ status: 500, body: { error: message, seen: ['a', 'b'] } });
  });
});
