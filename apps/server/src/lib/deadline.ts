/** Work that ran past its deadline; the work itself was told to stop through its signal. */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
  constructor(readonly ms: number) {
    super(`gave up after ${ms} ms`);
  }
}

/**
 * Runs `work` with a signal that aborts after `ms` (or when `outer` aborts), and settles by then whatever
 * the work does: a client that ignores its signal, or whose own timeouts never fire (a peer that keeps
 * the connection busy), can hold only the promise this returns, never its caller. Rejects with a
 * `DeadlineError` at the deadline and with the outer signal's reason when that aborts first.
 */
export function withDeadline<T>(
  ms: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  if (outer?.aborted) return Promise.reject(outer.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = (reason: unknown) => {
      cleanUp();
      controller.abort(reason);
      reject(reason as Error);
    };
    const timer = setTimeout(() => stop(new DeadlineError(ms)), ms);
    const onOuterAbort = () => stop(outer!.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    function cleanUp() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
    work(controller.signal).then(
      (value) => (cleanUp(), resolve(value)),
      (error: unknown) => (cleanUp(), reject(error as Error)),
    );
  });
}
