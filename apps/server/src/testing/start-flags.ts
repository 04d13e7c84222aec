import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageJson = path.resolve(import.meta.dirname, '../../../../package.json');

/**
 * The Node.js flags `npm start` gives the server, read from the start script in package.json (the one
 * place they are set) so that what else starts the product as `npm start` does (the tests' server
 * process, Playwright's web server, the benchmarks) cannot drift from it.
 *
 * `--min-semi-space-size=16` keeps V8's young generation at 16 MB. Without it V8's memory reducer can
 * shrink it under load, and the server then collects garbage many times as often until it grows again,
 * which shows in /api/health's p99 during label PDFs.
 */
export function serverNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
