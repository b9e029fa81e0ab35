/**
 * One deadline per engine call (`ENGINE_TIMEOUT_MS`), covering the SDK's retries and the
 * repair attempt. The SDKs retry 429, 5xx and network errors themselves, with exponential
 * backoff, jitter and the provider's Retry-After; two things they cannot know are added
 * here: a Retry-After longer than the time left is not waited for (the call fails at once
 * as unavailable), and no sleep of theirs outlives the deadline.
 */

export interface Deadline {
  /** Aborts at the deadline or when the caller's signal does. */
  signal: AbortSignal;
  /** True once the deadline itself has passed (as opposed to the caller giving up). */
  expired(): boolean;
  remainingMs(): number;
  /** A fetch that tells the SDK not to retry when the provider asks for a longer wait. */
  fetch: typeof fetch;
}

export function startDeadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const endsAt = Date.now() + timeoutMs;
  const timer = AbortSignal.timeout(timeoutMs);
  const signal = caller ? AbortSignal.any([caller, timer]) : timer;
  const remainingMs = () => Math.max(0, endsAt - Date.now());
  return {
    signal,
    expired: () => timer.aborted,
    remainingMs,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.status !== 429 && response.status < 500) return response;
      const wait = retryAfterMs(response.headers);
      if (wait === undefined || wait <= remainingMs()) return response;
      const headers = new Headers(response.headers);
      headers.set('x-should-retry', 'false');
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}

/** The wait a provider asked for, from `retry-after-ms` or `Retry-After` (seconds or a date). */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Settles with the work, or rejects as soon as the signal aborts. The work's own late
 * rejection is swallowed: by then nobody is waiting for it.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
