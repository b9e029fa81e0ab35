import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. Headers are never logged whole, and the redact list is a second
 * line of defence should a key or email text ever reach a log call.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'mailwright' },
    redact: {
      paths: [
        'authorization',
        '*.authorization',
        'headers',
        '*.headers',
        'api_key',
        '*.api_key',
        'body',
        '*.body',
        'content',
        '*.content',
        'context',
        '*.context',
      ],
      censor: '[redacted]',
    },
  });
}
