/**
 * The process: configuration, dependencies, the HTTP server, the stale-reservation sweep,
 * and a shutdown that finishes in-flight requests before it exits. With WORKERS=N a
 * primary forks N such processes (node:cluster), which share the port and the store.
 */
import { stopSignal } from './stopSignal.js';
import './observability/preload.js';
import cluster from 'node:cluster';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { buildDeps, ensureDevAccount, openStateFor } from './bootstrap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { Keyring } from './keys/keys.js';
import { createLogger } from './logger.js';
import { serveClusterMetrics } from './observability/metrics.js';
import { stopTracing } from './observability/tracing.js';
import type { State } from './store/store.js';

async function announceDevAccount(state: State, keyring: Keyring): Promise<void> {
  const dev = await ensureDevAccount(state, keyring);
  if (dev) {
    // Printed to the terminal, not the log: the one time this key is ever shown.
    process.stdout.write(
      `\nMailwright created a development account (${dev.accountId}) on the Free plan.\n` +
        `Its API key, shown only this once:\n\n    ${dev.apiKey}\n\n`,
    );
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config, logger);
  return serve(config, logger);
}

/** Forks the workers, replaces one that dies, and passes a stop signal on to all of them. */
async function runPrimary(config: Config, logger: Logger): Promise<void> {
  if (config.bootstrapDevAccount) {
    const { state, keyring } = await openStateFor(config, logger);
    await announceDevAccount(state, keyring);
    await state.close();
  }
  serveClusterMetrics();
  let stopping = false;
  const running = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  const stopped = () => {
    logger.info('stopped');
    process.exit(0);
  };
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) stopped();
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    fork();
  });
  stopSignal.handle((signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down workers');
    const workers = running();
    if (workers.length === 0) stopped();
    for (const worker of workers) worker.process.kill(signal);
  });
  if (!stopping) for (let i = 0; i < config.workers; i++) fork();
}

async function serve(config: Config, logger: Logger): Promise<void> {
  // Imported here, not at the top: a cluster primary serves no request, and the HTTP app
  // (Express, the spec's validators, the operations) would only take its memory.
  const [{ createApp }, { answerClientErrors }] = await Promise.all([
    import('./app.js'),
    import('./http/clientError.js'),
  ]);
  const deps = await buildDeps(config, logger);
  const { app, settled, warmUp } = await createApp(deps);
  if (config.bootstrapDevAccount && cluster.isPrimary)
    await announceDevAccount(deps.state, deps.keyring);

  const server = app.listen(config.port, config.host);
  answerClientErrors(server);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  logger.info(
    { port, pid: process.pid, backend: deps.state.backend, engine: deps.engine.name },
    'listening',
  );

  // What start-up left for later: request validators, then the engine's models.
  void warmUp()
    .then(() => deps.engine.warmUp?.())
    .catch((err: unknown) => logger.error({ err }, 'warm-up failed'));

  // Reservations left by a process that died mid-request go back to their accounts.
  const releaseStale = () =>
    deps.state.meter
      .releaseStale(config.reservationTtlMs)
      .then((n) => n > 0 && logger.warn({ released: n }, 'refunded stale credit reservations'))
      .catch((err: unknown) => logger.error({ err }, 'stale reservation sweep failed'));
  void releaseStale();
  const sweep = setInterval(releaseStale, 60_000);
  sweep.unref();

  let stopping = false;
  stopSignal.handle((signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(sweep);
    const force = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(() => {
      // The usage records still waiting for the store, then the store itself.
      void settled()
        .then(() => deps.state.close())
        .then(() => stopTracing())
        .then(
          () => {
            logger.info({ pid: process.pid }, cluster.isPrimary ? 'stopped' : 'worker stopped');
            process.exit(0);
          },
          (err: unknown) => {
            logger.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections();
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `mailwright failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
