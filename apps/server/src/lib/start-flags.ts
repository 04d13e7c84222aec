import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageJson = path.resolve(import.meta.dirname, '../../../../package.json');

/**
 * The Node.js flags `npm start` gives the server, read from the start script in package.json (the one
 * place they are set) so that what else starts the product as `npm start` does (the tests' server
 * process, Playwright's web server, the benchmarks) cannot drift from it.
 *
 * `--min-semi-space-size=16` keeps V8's young generation at 16 MB. After a quiet spell V8 shrinks it
 * to as little as 1 MB, and when requests come back the server collects it every 12 ms or so instead
 * of every 100 ms, until it grows again: measured during label PDFs, /api/health's p99 went from
 * 0.19-0.21 ms to 0.22-0.51 ms for about 20 s (docs/performance.md).
 */
export function serverNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
