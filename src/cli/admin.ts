/**
 * The admin CLI: `npm run admin -- <command>`. It opens the same store the service is
 * configured for (DATA_DIR, and later REDIS_URL), so it works against a running service
 * or a stopped one.
 */
import 'dotenv/config';
import { Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig } from '../config.js';
import { issueKey, resolveKeySecret } from '../keys/keys.js';
import {
  formatRateLimit,
  loadPlans,
  parseRateLimit,
  PLAN_IDS,
  type PlanId,
  type RateLimit,
} from '../plans/plans.js';
import { backupStore, restoreStore, type BackupSummary } from '../store/backup.js';
import { openState } from '../store/open.js';
import type { Account, ApiKeyRecord, State } from '../store/store.js';

class CliError extends Error {}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError('must be a whole number of at least 1');
  }
  return n;
}

function nonNegativeInt(value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('must be a whole number of at least 0');
  }
  return Number(value);
}

function rateLimit(value: string): RateLimit {
  try {
    return parseRateLimit(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message);
  }
}

const planOption = () =>
  new Option('--plan <plan>', 'free, professional or enterprise').choices(PLAN_IDS);
const limitOption = () =>
  new Option(
    '--limit <n/window>',
    "Enterprise only: the account's own limit, e.g. 5000/hour",
  ).argParser(rateLimit);

function keyJson(k: ApiKeyRecord) {
  return {
    key_id: k.id,
    account_id: k.accountId,
    name: k.name,
    hint: k.hint,
    created_at: k.createdAt.toISOString(),
    last_used_at: k.lastUsedAt?.toISOString() ?? null,
    revoked_at: k.revokedAt?.toISOString() ?? null,
  };
}

function checkLimit(plan: PlanId, limit: RateLimit | undefined): void {
  if (limit && plan !== 'enterprise')
    throw new CliError('--limit applies to the enterprise plan only');
}

async function resolveAccount(state: State, id: string): Promise<Account> {
  const accountId = id.startsWith('key_') ? (await state.accounts.getKey(id))?.accountId : id;
  const account = accountId ? await state.accounts.getAccount(accountId) : null;
  if (!account) throw new CliError(`no account or key with id ${id}`);
  return account;
}

async function run(argv: string[]): Promise<void> {
  const config = loadConfig();
  const plans = loadPlans();
  let state: State | undefined;
  const open = async () =>
    (state ??= await openState({ dataDir: config.dataDir, plans, redis: config.redis }));
  const out = (json: boolean | undefined, data: unknown, text: string) =>
    process.stdout.write(json ? `${JSON.stringify(data)}\n` : `${text}\n`);

  const program = new Command('admin')
    .description('Manage Mailwright accounts and API keys.')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('create-key')
    .description(
      'Create an account (or use --account) and an API key for it; the key is shown once.',
    )
    .addOption(planOption().default('free'))
    .option(
      '--credits <n>',
      'purchased credits to grant, on top of the monthly allowance',
      nonNegativeInt,
    )
    .option(
      '--no-allowance',
      "start without this month's plan allowance: only --credits (the allowance comes next month)",
    )
    .option('--name <name>', 'a name for the key (and a new account)')
    .option('--account <id>', 'add the key to this existing account instead of creating one')
    .addOption(limitOption())
    .option('--json', 'print JSON')
    .action(
      async (o: {
        plan: PlanId;
        credits?: number;
        allowance: boolean;
        name?: string;
        account?: string;
        limit?: RateLimit;
        json?: boolean;
      }) => {
        checkLimit(o.plan, o.limit);
        const s = await open();
        let account: Account;
        if (o.account) {
          account = await resolveAccount(s, o.account);
        } else {
          account = await s.accounts.createAccount({
            name: o.name ?? null,
            plan: o.plan,
            rateLimit: o.limit ?? null,
            credits: o.credits ?? 0,
            allowance: o.allowance,
          });
        }
        const { record, apiKey } = await issueKey(
          s,
          { secret: resolveKeySecret(config.keySecret, config.dataDir), prefix: config.keyPrefix },
          account.id,
          o.name ?? null,
          config.maxActiveKeys,
        );
        // After the key, so an account at its key limit is not topped up for nothing.
        if (o.account && o.credits) await s.meter.topUp(account.id, o.credits);
        const balance = await s.meter.balance(account.id);
        out(
          o.json,
          {
            account_id: account.id,
            key_id: record.id,
            api_key: apiKey,
            plan: account.plan,
            remaining_credits: balance.total,
          },
          `account ${account.id} (${account.plan}, ${balance.total} credits)\nkey     ${record.id}\n\n    ${apiKey}\n\nStore it now: it is not shown again.`,
        );
      },
    );

  program
    .command('list-keys')
    .description('List keys (never the keys themselves: hints only).')
    .option('--account <id>', "only this account's keys")
    .option('--json', 'print JSON')
    .action(async (o: { account?: string; json?: boolean }) => {
      const s = await open();
      const keys = await s.accounts.listKeys(o.account ? { accountId: o.account } : {});
      out(
        o.json,
        keys.map(keyJson),
        keys.length === 0
          ? 'no keys'
          : keys
              .map(
                (k) =>
                  `${k.id}  ${k.accountId}  ${k.hint}  ${k.revokedAt ? 'revoked' : 'active '}  ${k.name ?? ''}`,
              )
              .join('\n'),
      );
    });

  program
    .command('revoke-key <keyId>')
    .description('Revoke a key: it stops working at once.')
    .option('--json', 'print JSON')
    .action(async (keyId: string, o: { json?: boolean }) => {
      const key = await (await open()).accounts.revokeKey(keyId);
      if (!key) throw new CliError(`no key with id ${keyId}`);
      out(o.json, keyJson(key), `revoked ${key.id} (${key.hint})`);
    });

  program
    .command('top-up <accountId>')
    .description('Add purchased credits to an account (an account id, or one of its key ids).')
    .requiredOption('--credits <n>', 'credits to add', positiveInt)
    .option('--json', 'print JSON')
    .action(async (id: string, o: { credits: number; json?: boolean }) => {
      const s = await open();
      const account = await resolveAccount(s, id);
      const balance = await s.meter.topUp(account.id, o.credits);
      out(
        o.json,
        {
          account_id: account.id,
          remaining_credits: balance.total,
          purchased: balance.purchased,
          allowance_remaining: balance.allowance,
        },
        `${account.id}: ${balance.total} credits (${balance.allowance} allowance, ${balance.purchased} purchased)`,
      );
    });

  program
    .command('set-plan <accountId>')
    .description("Change an account's plan (an account id, or one of its key ids).")
    .addOption(planOption().makeOptionMandatory())
    .addOption(limitOption())
    .option('--json', 'print JSON')
    .action(async (id: string, o: { plan: PlanId; limit?: RateLimit; json?: boolean }) => {
      checkLimit(o.plan, o.limit);
      const s = await open();
      const account = await resolveAccount(s, id);
      const updated = await s.accounts.setPlan(account.id, o.plan, o.limit ?? null);
      if (!updated) throw new CliError(`no account with id ${id}`);
      const limit = updated.rateLimit ?? plans[updated.plan].rateLimit;
      out(
        o.json,
        { account_id: updated.id, plan: updated.plan, limit: formatRateLimit(limit) },
        `${updated.id}: ${updated.plan}, ${formatRateLimit(limit)}`,
      );
    });

  program
    .command('list-accounts')
    .description('List accounts with their plan and balance.')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      const s = await open();
      const rows = await Promise.all(
        (await s.accounts.listAccounts()).map(async (a) => ({
          account_id: a.id,
          name: a.name,
          plan: a.plan,
          limit: formatRateLimit(a.rateLimit ?? plans[a.plan].rateLimit),
          remaining_credits: (await s.meter.balance(a.id)).total,
          created_at: a.createdAt.toISOString(),
        })),
      );
      out(
        o.json,
        rows,
        rows.length === 0
          ? 'no accounts'
          : rows
              .map(
                (r) =>
                  `${r.account_id}  ${r.plan}  ${r.limit}  ${r.remaining_credits} credits  ${r.name ?? ''}`,
              )
              .join('\n'),
      );
    });

  // Backups copy the SQLite file; Redis keeps its own (AOF/RDB: see the README's Operations).
  const sqliteOnly = (what: string) => {
    if (config.redis)
      throw new CliError(
        `${what} works on the SQLite store; with REDIS_URL back up Redis itself (its AOF or RDB files)`,
      );
  };
  const summary = (o: { json?: boolean }, verb: string, s: BackupSummary) =>
    out(o.json, s, `${verb} ${s.file}: ${s.accounts} accounts, ${s.keys} keys, ${s.bytes} bytes`);

  program
    .command('backup <file>')
    .description('Copy the SQLite store to FILE, consistently, while the service keeps running.')
    .option('--json', 'print JSON')
    .action(async (file: string, o: { json?: boolean }) => {
      sqliteOnly('backup');
      summary(o, 'backed up to', await backupStore(config.dataDir, file));
    });

  program
    .command('restore <file>')
    .description(
      'Replace the SQLite store with a backup; refuses while a service has the store open.',
    )
    .option('--json', 'print JSON')
    .action(async (file: string, o: { json?: boolean }) => {
      sqliteOnly('restore');
      summary(o, 'restored', await restoreStore(config.dataDir, file));
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } finally {
    await state?.close();
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  const code = (err as { code?: string }).code;
  // Commander has already printed its own usage errors and help.
  if (code === 'commander.helpDisplayed' || code === 'commander.version') process.exit(0);
  if (typeof code === 'string' && code.startsWith('commander.')) process.exit(2);
  process.stderr.write(`admin: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
