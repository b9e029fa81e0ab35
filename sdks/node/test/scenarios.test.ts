/** Runs ../scenarios.json (every SDK runs the same file) against a live service. */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  AuthenticationError,
  InsufficientCreditsError,
  InvalidRequestError,
  Mailwright,
  MailwrightError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  type ClientOptions,
  type GenerateParams,
  type GenerateResponse,
  type ImproveParams,
  type ListTemplatesParams,
  type RequestOptions,
  type UsageParams,
} from 'mailwright';
import {
  check,
  faults,
  scenarios,
  startTestkit,
  stopTestkit,
  type ErrorExpectation,
  type Scenario,
  type Testkit,
} from './testkit.js';

const KINDS: Record<string, new (...args: never[]) => MailwrightError> = {
  authentication: AuthenticationError,
  permission: PermissionDeniedError,
  invalid_request: InvalidRequestError,
  not_found: NotFoundError,
  insufficient_credits: InsufficientCreditsError,
  rate_limit: RateLimitError,
  api: APIError,
  connection: APIConnectionError,
  timeout: APITimeoutError,
};

let kit: Testkit;
before(async () => {
  kit = await startTestkit();
});
after(stopTestkit);

function clientFor(s: Scenario, overrides: ClientOptions = {}): Mailwright {
  const baseURL =
    s.via === 'faults' ? kit.faults_url : s.via === 'closed' ? kit.closed_url : kit.base_url;
  const options: ClientOptions = {
    ...(s.client?.max_retries !== undefined && { maxRetries: s.client.max_retries }),
    ...(s.client?.timeout_ms !== undefined && { timeout: s.client.timeout_ms }),
    ...overrides,
  };
  if (s.key === 'environment') return new Mailwright(options);
  const apiKey =
    s.key === 'invalid' ? `mw_test_${'0'.repeat(43)}` : kit.keys[s.key as keyof Testkit['keys']];
  assert.ok(apiKey, `no key named ${s.key}`);
  return new Mailwright({ apiKey, baseURL, ...options });
}

function withRandom(key: string | undefined): string | undefined {
  return key?.replace('<random>', randomBytes(8).toString('hex'));
}

/** The scenario's call, through the SDK's public methods. */
function callOperation(
  client: Mailwright,
  call: Scenario['call'],
  options: RequestOptions = {},
): Promise<unknown> {
  const p = call.params;
  switch (call.operation) {
    case 'generateEmail':
      return call.stream
        ? client.emails.stream(p as GenerateParams, options)
        : client.emails.generate(p as GenerateParams, options);
    case 'improveEmail':
      return client.emails.improve(p as ImproveParams, options);
    case 'listTemplates':
      return client.templates.list(p as ListTemplatesParams, options);
    case 'getTemplate':
      return client.templates.get(p.id as string, options);
    case 'getUsage':
      return client.usage.get(p as UsageParams, options);
    default:
      throw new Error(`unknown operation ${call.operation}`);
  }
}

function checkError(error: unknown, e: ErrorExpectation): void {
  const Kind = KINDS[e.kind];
  assert.ok(Kind, `unknown error kind ${e.kind}`);
  assert.ok(error instanceof Kind, `expected ${Kind.name}, got ${String(error)}`);
  if (error instanceof APIError) {
    assert.ok(error.requestId, 'an error with a status carries a request id');
    if (e.status !== undefined) assert.equal(error.status, e.status);
    if (e.type !== undefined) assert.equal(error.type, e.type);
    if (e.code !== undefined) assert.equal(error.code, e.code);
    if (e.param_is_one_of) assert.ok(e.param_is_one_of.includes(error.param ?? ''), error.param);
    if (e.details_min !== undefined) assert.ok(error.details.length >= e.details_min);
    if (e.message_contains) assert.ok(error.message.includes(e.message_contains), error.message);
    if (e.request_id_prefix) assert.ok(error.requestId.startsWith(e.request_id_prefix));
  } else {
    assert.equal(e.status, undefined, 'an error without a status cannot match one');
  }
}

async function expectError(promise: Promise<unknown>, e: ErrorExpectation): Promise<void> {
  let thrown: unknown;
  try {
    const stream = await promise;
    // A stream fails on its first read when its first event is an error.
    if (stream && typeof stream === 'object' && Symbol.asyncIterator in stream) {
      for await (const event of stream as AsyncIterable<unknown>) void event;
    }
  } catch (error) {
    thrown = error;
  }
  assert.ok(thrown !== undefined, 'expected the call to fail');
  checkError(thrown, e);
}

async function checkProxyLog(s: Scenario): Promise<void> {
  const expected = s.expect.proxy_log;
  if (!expected) return;
  const log = (await faults(kit, 'GET')).requests ?? [];
  if (expected.requests !== undefined) assert.equal(log.length, expected.requests);
  if (expected.same_idempotency_key) {
    const keys = new Set(log.map((r) => r.idempotency_key));
    assert.equal(keys.size, 1);
    assert.ok(log[0]?.idempotency_key);
  }
  if (expected.min_gap_ms !== undefined)
    assert.ok(log[1]!.at - log[0]!.at >= expected.min_gap_ms, `gap ${log[1]!.at - log[0]!.at}`);
  if (expected.second_replayed) assert.equal(log[1]?.replayed, true);
  if (expected.user_agent_matches) {
    for (const r of log) assert.match(r.user_agent ?? '', new RegExp(expected.user_agent_matches));
    assert.match(log[0]!.user_agent!, /^mailwright-node\//);
  }
  if (expected.authorization_scheme)
    for (const r of log) assert.equal(r.authorization_scheme, expected.authorization_scheme);
}

/** Scenarios that are one call and checks of its result, error and proxy log. */
async function plain(s: Scenario): Promise<void> {
  if (s.via === 'faults') {
    await faults(kit, 'DELETE');
    if (s.faults?.length) await faults(kit, 'POST', { faults: s.faults });
  }
  const client = clientFor(s);
  const options = { idempotencyKey: withRandom(s.call.idempotency_key) };
  if (s.expect.error) {
    await expectError(callOperation(client, s.call, options), s.expect.error);
  } else {
    const result = await callOperation(client, s.call, options);
    check(result, s.expect.result ?? []);
  }
  await checkProxyLog(s);
}

async function balance(key: string): Promise<number> {
  const client = new Mailwright({ apiKey: key, baseURL: kit.base_url });
  return (await client.usage.get()).credits.remaining;
}

const special: Record<string, (s: Scenario) => Promise<void>> = {
  async client_from_environment(s) {
    const saved = { key: process.env.MAILWRIGHT_API_KEY, url: process.env.MAILWRIGHT_BASE_URL };
    process.env.MAILWRIGHT_API_KEY = kit.keys.main;
    process.env.MAILWRIGHT_BASE_URL = kit.base_url;
    try {
      await plain(s);
    } finally {
      if (saved.key === undefined) delete process.env.MAILWRIGHT_API_KEY;
      else process.env.MAILWRIGHT_API_KEY = saved.key;
      if (saved.url === undefined) delete process.env.MAILWRIGHT_BASE_URL;
      else process.env.MAILWRIGHT_BASE_URL = saved.url;
    }
  },

  async paging_templates(s) {
    const client = clientFor(s);
    const size = s.expect.paging!.page_size;
    const first = await client.templates.list({ limit: size });
    const seen: string[] = [];
    for await (const template of client.templates.listAll({ limit: size })) seen.push(template.id);
    assert.equal(seen.length, first.pagination.total);
    assert.equal(new Set(seen).size, seen.length);
    assert.ok(first.pagination.total > size, 'at least two pages');
  },

  async rate_limit_exhausted(s) {
    const allowed = s.expect.rate_limit!.allowed;
    const strict = clientFor(s, { maxRetries: 0 });
    for (let i = 0; i < allowed; i++) await strict.templates.list({ limit: 1 });
    const started = Date.now();
    let thrown: unknown;
    try {
      await clientFor(s).templates.list({ limit: 1 });
    } catch (error) {
      thrown = error;
    }
    assert.ok(thrown instanceof RateLimitError, String(thrown));
    assert.equal(thrown.status, 429);
    assert.equal(thrown.type, 'rate_limit_error');
    assert.equal(thrown.code, 'rate_limit_exceeded');
    assert.ok(thrown.requestId);
    assert.ok(
      Number.isInteger(thrown.retryAfter) && thrown.retryAfter! > 60,
      String(thrown.retryAfter),
    );
    assert.ok(Date.now() - started < 10_000, 'a day-long Retry-After is not waited for');
  },

  async idempotent_replay(s) {
    const client = clientFor(s);
    const idempotencyKey = withRandom(s.call.idempotency_key);
    const params = s.call.params as GenerateParams;
    const first = await client.emails.generate(params, { idempotencyKey });
    const second = await client.emails.generate(params, { idempotencyKey });
    assert.equal(second.email.subject, first.email.subject);
    assert.equal(second.email.content, first.email.content);
    assert.deepEqual(second.usage, first.usage);
    assert.equal(kit.ledger_credits - first.usage.remaining_credits, first.usage.tokens_used);
    assert.equal(await balance(kit.keys.replay), first.usage.remaining_credits);
  },

  async idempotency_key_reused(s) {
    const client = clientFor(s);
    const idempotencyKey = withRandom(s.call.idempotency_key);
    await client.emails.improve(s.call.params as ImproveParams, { idempotencyKey });
    await expectError(
      client.emails.improve(s.expect.reuse!.second_params as ImproveParams, { idempotencyKey }),
      s.expect.reuse!.error,
    );
  },

  async stream(s) {
    const client = clientFor(s);
    const stream = await client.emails.generate({
      ...(s.call.params as GenerateParams),
      stream: true,
    });
    const deltas: string[] = [];
    let final: GenerateResponse | undefined;
    for await (const event of stream) {
      if (event.type === 'delta') {
        assert.ok(event.content.length > 0);
        assert.equal(final, undefined, 'no delta after done');
        deltas.push(event.content);
      } else {
        final = event.response;
      }
    }
    assert.ok(deltas.length >= s.expect.stream!.min_deltas, `${deltas.length} deltas`);
    assert.ok(final);
    assert.equal(deltas.join(''), final.email.content);
    assert.ok(final.email.subject.length > 0);
    assert.ok(final.usage.tokens_used > 0);
  },

  async network_failure_not_charged_twice(s) {
    await faults(kit, 'DELETE');
    await faults(kit, 'POST', { faults: s.faults });
    const result = await clientFor(s).emails.generate(s.call.params as GenerateParams);
    check(result, s.expect.result ?? []);
    await checkProxyLog(s);
    assert.equal(kit.ledger_credits - result.usage.remaining_credits, result.usage.tokens_used);
    assert.equal(await balance(kit.keys.ledger), result.usage.remaining_credits);
  },
};

/** Every scenario this suite implements; the file must hold no other. */
const IMPLEMENTED = new Set([
  'seed_example',
  'generate_with_options',
  'generate_from_template',
  'improve_email',
  'improve_minimal',
  'list_templates_page',
  'list_templates_category',
  'paging_templates',
  'get_template',
  'get_template_not_found',
  'get_usage',
  'client_from_environment',
  'invalid_request_details',
  'missing_required_fields',
  'authentication_error',
  'insufficient_credits',
  'rate_limit_exhausted',
  'rate_limit_retry',
  'server_error_retry',
  'retries_exhausted',
  'network_failure_not_charged_twice',
  'idempotent_replay',
  'idempotency_key_reused',
  'stream',
  'stream_error_before_start',
  'timeout',
  'connection_error',
  'user_agent',
]);

test('every scenario in scenarios.json is implemented here', () => {
  const missing = scenarios()
    .map((s) => s.id)
    .filter((id) => !IMPLEMENTED.has(id));
  assert.deepEqual(missing, []);
});

for (const s of scenarios()) {
  test(`${s.id}: ${s.title}`, async () => {
    await (special[s.id] ?? plain)(s);
  });
}
