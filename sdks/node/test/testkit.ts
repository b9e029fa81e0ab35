/**
 * The live service for this test run: the one MAILWRIGHT_TESTKIT describes, or a fresh one
 * from ../testkit/launch.mjs, stopped when the run ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Testkit {
  base_url: string;
  faults_url: string;
  closed_url: string;
  keys: Record<'main' | 'free' | 'poor' | 'ledger' | 'replay', string>;
  ledger_credits: number;
}

const sdks = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function scenarios(): Scenario[] {
  return (
    JSON.parse(readFileSync(join(sdks, 'scenarios.json'), 'utf8')) as { scenarios: Scenario[] }
  ).scenarios;
}

export interface Matcher {
  path: string;
  equals?: unknown;
  is?: 'nonempty_string' | 'integer' | 'positive_integer' | 'nonempty_array';
  contains?: string;
  one_of?: unknown[];
  min?: number;
  length?: number;
}

export interface ErrorExpectation {
  kind: string;
  status?: number;
  type?: string;
  code?: string;
  param_is_one_of?: string[];
  details_min?: number;
  message_contains?: string;
  request_id_prefix?: string;
}

export interface Scenario {
  id: string;
  title: string;
  key: string;
  via?: 'service' | 'faults' | 'closed';
  client?: { max_retries?: number; timeout_ms?: number };
  faults?: object[];
  call: {
    operation: string;
    params: Record<string, unknown>;
    stream?: boolean;
    idempotency_key?: string;
  };
  expect: {
    result?: Matcher[];
    error?: ErrorExpectation;
    proxy_log?: {
      requests?: number;
      same_idempotency_key?: boolean;
      min_gap_ms?: number;
      second_replayed?: boolean;
      user_agent_matches?: string;
      authorization_scheme?: string;
    };
    paging?: { page_size: number };
    rate_limit?: { allowed: number };
    stream?: { min_deltas: number };
    reuse?: { second_params: Record<string, unknown>; error: ErrorExpectation };
    ledger?: string;
    replay?: string;
  };
}

let child: ChildProcess | undefined;

export async function startTestkit(): Promise<Testkit> {
  if (process.env.MAILWRIGHT_TESTKIT) return JSON.parse(process.env.MAILWRIGHT_TESTKIT) as Testkit;
  child = spawn(process.execPath, [join(sdks, 'testkit', 'launch.mjs'), '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the testkit exited (${String(code)}) before it was ready`);
    }),
  ])) as [string];
  return JSON.parse(line) as Testkit;
}

export async function stopTestkit(): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.stdin!.end();
  await exited;
}

/** The values a dotted path names; `*` fans out over an array (which must not be empty). */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const v of current) {
      if (part === '*') {
        if (!Array.isArray(v) || v.length === 0) throw new Error(`${path}: no elements at *`);
        next.push(...(v as unknown[]));
      } else if (v !== null && typeof v === 'object') {
        next.push((v as Record<string, unknown>)[part]);
      } else {
        throw new Error(`${path}: nothing at ${part}`);
      }
    }
    current = next;
  }
  return current;
}

export function check(value: unknown, matchers: Matcher[]): void {
  for (const m of matchers) {
    for (const v of valuesAt(value, m.path)) {
      const fail = (why: string) => {
        throw new Error(`${m.path}: ${why} (got ${JSON.stringify(v)})`);
      };
      if ('equals' in m && JSON.stringify(v) !== JSON.stringify(m.equals))
        fail(`expected ${JSON.stringify(m.equals)}`);
      if (m.is === 'nonempty_string' && !(typeof v === 'string' && v.length > 0))
        fail('expected a non-empty string');
      if (m.is === 'integer' && !Number.isInteger(v)) fail('expected an integer');
      if (m.is === 'positive_integer' && !(Number.isInteger(v) && (v as number) > 0))
        fail('expected a positive integer');
      if (m.is === 'nonempty_array' && !(Array.isArray(v) && v.length > 0))
        fail('expected a non-empty array');
      if (m.contains !== undefined && !(typeof v === 'string' && v.includes(m.contains)))
        fail(`expected to contain ${m.contains}`);
      if (m.one_of && !m.one_of.some((o) => JSON.stringify(o) === JSON.stringify(v)))
        fail(`expected one of ${JSON.stringify(m.one_of)}`);
      if (m.min !== undefined && !(typeof v === 'number' && v >= m.min))
        fail(`expected at least ${m.min}`);
      if (m.length !== undefined && !(Array.isArray(v) && v.length === m.length))
        fail(`expected length ${m.length}`);
    }
  }
}

export interface ProxyEntry {
  method: string;
  path: string;
  idempotency_key: string | null;
  user_agent: string | null;
  authorization_scheme: string | null;
  fault: string | null;
  status: number | null;
  replayed: boolean;
  at: number;
}

export async function faults(kit: Testkit, method: 'POST' | 'DELETE' | 'GET', body?: object) {
  const res = await fetch(`${kit.faults_url}/__faults`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { pending: number; requests?: ProxyEntry[] };
}
