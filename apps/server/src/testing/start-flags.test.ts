import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './start-flags.ts';

const MB = 1024 * 1024;

/** The young generation's size in a Node.js process started with `flags`, in bytes. */
function newSpaceSize(flags: string[]): number {
  const script = `const v8 = require('node:v8');
    process.stdout.write(String(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size));`;
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
}

describe('npm start', () => {
  it('keeps the young generation at 16 MB, where Node.js alone starts it at 1 MB and may shrink it back', () => {
    expect(newSpaceSize([])).toBeLessThan(16 * MB);
    expect(newSpaceSize(serverNodeFlags())).toBeGreaterThanOrEqual(16 * MB);
  });
});
