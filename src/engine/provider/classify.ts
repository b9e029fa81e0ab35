/**
 * Reads an SDK's error as a Failure. The OpenAI and Anthropic SDKs share one error
 * hierarchy shape (each with classes of its own), so one reading serves both.
 */
import type { Failure } from './engine.js';

type ErrorClass<T = Error> = abstract new (...args: never[]) => T;

export interface SdkErrorClasses {
  userAbort: ErrorClass;
  timeout: ErrorClass;
  connection: ErrorClass;
  api: ErrorClass<Error & { status?: number | undefined; headers?: Headers | undefined }>;
}

export function sdkFailureClassifier(sdk: SdkErrorClasses): (err: unknown) => Failure {
  return (err) => {
    // Most specific first: the SDKs derive these from one another.
    if (err instanceof sdk.userAbort) return { kind: 'aborted' };
    if (err instanceof sdk.timeout) return { kind: 'timeout' };
    if (err instanceof sdk.connection) return { kind: 'connection' };
    if (err instanceof sdk.api && err.status !== undefined) {
      return { kind: 'status', status: err.status, headers: err.headers };
    }
    // By name: the SyntaxError may come from another realm (the fetch implementation's).
    if ((err as Error | null)?.name === 'SyntaxError') return { kind: 'malformed' };
    return { kind: 'unknown' };
  };
}
