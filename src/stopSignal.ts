/**
 * SIGTERM and SIGINT, caught from the process's first module on (src/main.ts imports this
 * first), not only once the server listens: a signal during start-up (an orchestrator
 * stopping a container that is still starting) would otherwise end the process with
 * Node's default action, exit status 143 or 130, instead of a clean stop. A signal that
 * comes before the process can stop is kept, and acted on as soon as it can.
 */
export const stopSignal = {
  received: undefined as NodeJS.Signals | undefined,
  handler: undefined as ((signal: NodeJS.Signals) => void) | undefined,
  /** Calls `handler` now if a signal already came, and on every signal from now on. */
  handle(handler: (signal: NodeJS.Signals) => void): void {
    this.handler = handler;
    if (this.received) handler(this.received);
  },
};

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopSignal.received ??= signal;
    stopSignal.handler?.(signal);
  });
}
