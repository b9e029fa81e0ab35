/**
 * The Lua scripts in ./lua, registered once per client with ioredis `defineCommand`: each
 * call is an EVALSHA, and ioredis falls back to EVAL when the server answers NOSCRIPT (a
 * restarted or failed-over Redis has an empty script cache), so scripts need no loading
 * step of their own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanCatalog } from '../../plans/plans.js';
import { projectRoot } from '../../paths.js';
import type { RedisClient } from './connection.js';

type Argument = string | number;

/** `pots` scripts get lua/pots.lua in front of them: the shared credit arithmetic. */
const SCRIPTS = {
  balance: { file: 'balance.lua', keys: 2, pots: true },
  reserve: { file: 'reserve.lua', keys: 4, pots: true },
  settle: { file: 'settle.lua', keys: 4, pots: true },
  topUp: { file: 'top_up.lua', keys: 2, pots: true },
  setPlan: { file: 'set_plan.lua', keys: 2, pots: true },
  insertKey: { file: 'insert_key.lua', keys: 3, pots: false },
  revokeKey: { file: 'revoke_key.lua', keys: 1, pots: false },
  touchKey: { file: 'touch_key.lua', keys: 1, pots: false },
  readKey: { file: 'read_key.lua', keys: 2, pots: false },
  admitKey: { file: 'admit_key.lua', keys: 3, pots: false },
  recordUsage: { file: 'record_usage.lua', keys: 3, pots: false },
  forgetOpenAccount: { file: 'forget_open_account.lua', keys: 1, pots: false },
  idempotencyBegin: { file: 'idempotency_begin.lua', keys: 1, pots: false },
  idempotencyComplete: { file: 'idempotency_complete.lua', keys: 1, pots: false },
  idempotencyAbandon: { file: 'idempotency_abandon.lua', keys: 1, pots: false },
} as const;

export type ScriptName = keyof typeof SCRIPTS;

/** Runs one script: its KEYS (all in one slot) and ARGV. */
export type Scripts = Record<
  ScriptName,
  (keys: readonly string[], args: readonly Argument[]) => Promise<unknown>
>;

/**
 * The scripts are read from the source tree (as content/ is), so the same files serve
 * tsx, ts-jest and the compiled build, which does not copy non-TypeScript files.
 */
function luaDir(): string {
  return join(projectRoot(), 'src', 'store', 'redis', 'lua');
}

export function defineScripts(client: RedisClient): Scripts {
  const dir = luaDir();
  const pots = readFileSync(join(dir, 'pots.lua'), 'utf8');
  const commands = client as unknown as Record<string, (...args: Argument[]) => Promise<unknown>>;
  const entries = Object.entries(SCRIPTS).map(([name, script]) => {
    const body = readFileSync(join(dir, script.file), 'utf8');
    const command = `mw${name[0]!.toUpperCase()}${name.slice(1)}`;
    client.defineCommand(command, {
      numberOfKeys: script.keys,
      lua: script.pots ? `${pots}\n${body}` : body,
    });
    const run = (keys: readonly string[], args: readonly Argument[]) => {
      if (keys.length !== script.keys) {
        throw new Error(`script ${name} takes ${script.keys} keys, got ${keys.length}`);
      }
      return commands[command]!.call(client, ...keys, ...args);
    };
    return [name, run] as const;
  });
  return Object.fromEntries(entries) as Scripts;
}

/** The `catalog_json` argument of the credit scripts: plan id → monthly credits. */
export function monthlyCreditsArgument(plans: PlanCatalog): string {
  return JSON.stringify(
    Object.fromEntries(Object.values(plans).map((plan) => [plan.id, plan.monthlyCredits])),
  );
}
