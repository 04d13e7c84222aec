import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processCpuMs } from './lib/cpu-time.ts';

// A parent that only waits while its child spins for 2 s.
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 2000; while (Date.now() < end);']);
console.log('started');
child.on('exit', () => process.exit(0));
`;

describe('process CPU time', () => {
  it.runIf(process.platform === 'linux')('counts the time of the process and of its children', async () => {
    const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => parent.stdout.once('data', resolve));
    await new Promise((resolve) => setTimeout(resolve, 800));
    const ms = processCpuMs(parent.pid!)!;
    parent.kill();
    // Most of the child's 800 ms so far, which the idle parent alone never comes near.
    expect(ms).toBeGreaterThan(400);
  });
});
