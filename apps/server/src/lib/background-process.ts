import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./background-process.mjs', import.meta.url));

/**
 * Starts `module` (a TypeScript module's URL) in a background process: every thread of it at the
 * lowest priority, so the server's requests preempt its work at once even on a single core, and
 * messages in V8's serialization, Buffers included. Idle, it does not keep the server alive
 * (`holdWhileBusy`); it exits when the server does.
 */
export function forkBackgroundProcess(module: URL): ChildProcess {
  const child = fork(ENTRY, [module.href], { serialization: 'advanced', execArgv: [] });
  holdWhileBusy(child, false);
  return child;
}

/**
 * A background process started on first use and kept for the next: `start()` returns it, starting
 * one when none runs, and `running()` the one that runs, if any. When it fails or exits, `onCrash`
 * hears why (to fail the work it had in hand), and the next `start()` starts a new one.
 */
export function keptBackgroundProcess<Message>(
  module: URL,
  name: string,
  onMessage: (message: Message) => void,
  onCrash: (error: Error) => void,
) {
  let current: ChildProcess | undefined;
  return {
    running: (): ChildProcess | undefined => current,
    start(): ChildProcess {
      if (current) return current;
      const started = forkBackgroundProcess(module);
      started.on('message', onMessage);
      const crashed = (error: Error) => {
        if (current === started) current = undefined;
        onCrash(error);
      };
      started.on('error', crashed);
      started.on('exit', (code, signal) => crashed(new Error(`${name} exited (${signal ?? code})`)));
      current = started;
      return started;
    },
  };
}

/** Keeps the server alive for a background process with work in hand, not for an idle one. */
export function holdWhileBusy(child: ChildProcess, busy: boolean): void {
  const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
  if (busy) {
    child.ref();
    channel?.ref();
  } else {
    child.unref();
    channel?.unref();
  }
}
