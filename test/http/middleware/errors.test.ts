import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { loadConfig } from '../../../src/config.js';
import {
  EngineBadReplyError,
  EngineTimeoutError,
  EngineUnavailableError,
} from '../../../src/engine/provider/errors.js';
import { errors } from '../../../src/http/errors.js';
import { describeFailure } from '../../../src/http/middleware/errors.js';
import { StateUnavailableError } from '../../../src/store/store.js';

const logged: unknown[] = [];
const logger = pino(
  { level: 'error' },
  { write: (line: string) => void logged.push(JSON.parse(line)) },
);
const deps = { config: loadConfig({ NODE_ENV: 'test', BODY_LIMIT_BYTES: '2048' }), logger };
const statusOf = (err: unknown) => describeFailure(err, deps, 'req_test').status;

describe('error mapping', () => {
  it('keeps an ApiError as it is', () => {
    const err = errors.templateNotFound('nope');
    expect(describeFailure(err, deps, 'req_test')).toBe(err);
  });

  it('maps domain errors to their statuses', () => {
    expect(statusOf(new StateUnavailableError())).toBe(503);
    expect(statusOf(new EngineTimeoutError('openai', 'slow'))).toBe(504);
    expect(statusOf(new EngineUnavailableError('openai', 'down'))).toBe(503);
    expect(statusOf(new EngineBadReplyError('openai', 'garbled'))).toBe(502);
  });

  it("maps the body parser's errors to the caller's", () => {
    expect(statusOf(Object.assign(new Error('big'), { type: 'entity.too.large' }))).toBe(413);
    expect(statusOf(Object.assign(new Error('bad'), { type: 'entity.parse.failed' }))).toBe(400);
    expect(statusOf(Object.assign(new Error('enc'), { type: 'encoding.unsupported' }))).toBe(415);
  });

  it('answers anything else with a bare 500 and logs it with the request id', () => {
    logged.length = 0;
    const answer = describeFailure(new TypeError('secret detail'), deps, 'req_bug');
    expect(answer.status).toBe(500);
    expect(answer.message).not.toContain('secret detail');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ request_id: 'req_bug', msg: 'unhandled error' });
  });
});
