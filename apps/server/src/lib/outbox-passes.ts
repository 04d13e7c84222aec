/**
 * The passes of an outbox: one at a time, a call during a pass runs one more pass after it (the rows
 * it was called for may have been committed after the running pass read its batch), `kick` starts one
 * soon without waiting, and `idle` waits until none runs. `drain` sends what is due and counts it.
 */
export function createOutboxPasses(drain: () => Promise<number>, onError: (err: unknown) => void) {
  let running: Promise<number> | null = null;
  let again = false;

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
      if (again) {
        again = false;
        void runOnce().catch(onError);
      }
    });
    return running;
  }

  return {
    runOnce,
    kick(): void {
      setImmediate(() => void runOnce().catch(onError));
    },
    async idle(): Promise<void> {
      while (running) await running.catch(() => undefined);
    },
  };
}
