import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const CONFIG = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));

/**
 * Runs Redocly CLI's `lint` (the repository's redocly.yaml: the recommended rules) on an OpenAPI file, as a
 * child process, and answers every problem it reports. Telemetry and the update check stay off: tests
 * reach no outside service.
 */
export function redoclyLint(documentPath: string): Promise<LintProblem[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, 'lint', '--config', CONFIG, '--format', 'json', '--max-problems', '10000', documentPath],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
      // The CLI exits 1 when it finds errors; the JSON on stdout says which.
      (error, stdout, stderr) => {
        try {
          resolve((JSON.parse(stdout) as { problems: LintProblem[] }).problems);
        } catch {
          reject(new Error(`redocly lint gave no report (${error?.message ?? 'no exit error'}): ${stderr}`));
        }
      },
    );
  });
}
