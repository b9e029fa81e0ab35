/**
 * `GET /metrics`: the Prometheus text format, summed over every worker. With METRICS_TOKEN
 * set, the scraper must send it as a bearer token.
 */
import { timingSafeEqual } from 'node:crypto';
import type { OperationContext, Reply } from '../http/context.js';
import { errors } from '../http/errors.js';
import { metricsText } from '../observability/metrics.js';

export async function getMetrics(ctx: OperationContext): Promise<Reply> {
  const token = ctx.deps.config.metricsToken;
  if (token !== undefined && !sameSecret(bearerOf(ctx.exchange.header('authorization')), token))
    throw errors.metricsUnauthorized();
  const { text, contentType } = await metricsText().catch((err: unknown) => {
    ctx.deps.logger.error({ err }, 'could not collect the workers’ metrics');
    throw errors.unavailable('worker processes');
  });
  return { status: 200, text, contentType };
}

function bearerOf(header: string | undefined): string {
  return /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
