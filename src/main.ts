/**
 * The process: configuration, dependencies, the HTTP server, the stale-reservation sweep,
 * and a shutdown that finishes in-flight requests before it exits.
 */
import 'dotenv/config';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { buildDeps, ensureDevAccount } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const deps = await buildDeps(config, logger);
  const { app, settled } = await createApp(deps);

  if (config.bootstrapDevAccount) {
    const dev = await ensureDevAccount(deps.state, deps.keyring);
    if (dev) {
      // Printed to the terminal, not the log: the one time this key is ever shown.
      process.stdout.write(
        `\nMailwright created a development account (${dev.accountId}) on the Free plan.\n` +
          `Its API key, shown only this once:\n\n    ${dev.apiKey}\n\n`,
      );
    }
  }

  const server = app.listen(config.port, config.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  logger.info({ port, backend: deps.state.backend, engine: deps.engine.name }, 'listening');

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
  const stop = (signal: string) => {
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
      void settled()
        .then(() => deps.state.close())
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
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
