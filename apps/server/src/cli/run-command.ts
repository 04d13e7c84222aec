import path from 'node:path';
import { ConfigError } from '../config/config.ts';
import { StorageError } from '../integrations/file-storage/file-storage.ts';
import { BackupError } from '../modules/backup/backup.errors.ts';

/**
 * The one argument of `npm run backup|restore -- <file.tar.gz>`, resolved against the directory the
 * operator typed the command in (npm runs scripts from the project root and says where in INIT_CWD).
 */
export function archiveArgument(command: string): string {
  const args = process.argv.slice(2);
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) {
    process.stderr.write(`Usage: npm run ${command} -- <file.tar.gz>\n`);
    process.exit(2);
  }
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * Runs a one-off command: Ctrl-C or SIGTERM aborts it (it cleans up after itself), an expected failure
 * prints its message alone, anything else its stack; the exit code says which.
 */
export async function runCommand(work: (signal: AbortSignal) => Promise<string>): Promise<void> {
  const controller = new AbortController();
  const abort = () => controller.abort(new Error('Interrupted'));
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  try {
    process.stdout.write(`${await work(controller.signal)}\n`);
    process.exitCode = 0;
  } catch (error) {
    // Ours, the configuration's, the storage's or the system's (a missing folder, a full disk): the message
    // says it all.
    const expected =
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof StorageError ||
      typeof (error as { syscall?: unknown })?.syscall === 'string';
    const message =
      error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : String(error);
    process.stderr.write(
      `${controller.signal.aborted ? 'Interrupted; nothing was left behind.' : message}\n`,
    );
    process.exitCode = 1;
  } finally {
    process.off('SIGINT', abort);
    process.off('SIGTERM', abort);
  }
}
