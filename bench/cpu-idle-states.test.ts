import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PM_QOS_DEVICE, holdCpusAwake } from './lib/cpu-idle-states.ts';

const canRequest = (() => {
  try {
    accessSync(PM_QOS_DEVICE, constants.W_OK);
    return true;
  } catch {
    return false;
  }
})();

/** The wake-up latency the kernel currently allows, in µs (the strictest request held). */
const allowedLatency = () => readFileSync(PM_QOS_DEVICE).readInt32LE(0);

// A process that holds the CPUs awake, says so, and lives until it is killed.
const HOLDER = `
import('./lib/cpu-idle-states.ts').then(({ holdCpusAwake }) => {
  console.log(holdCpusAwake() ?? 'held');
  setInterval(() => {}, 1000);
});
`;

describe('CPU idle states', () => {
  it.runIf(canRequest)(
    'are held at a 0 µs wake-up latency while the bench process lives, and no longer',
    async () => {
      const before = allowedLatency();
      const holder = spawn(process.execPath, ['--import', 'tsx', '-e', HOLDER], {
        cwd: import.meta.dirname,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const said = await new Promise<string>((resolve) =>
        holder.stdout.once('data', (d) => resolve(String(d))),
      );
      expect(said.trim()).toBe('held');
      expect(allowedLatency()).toBe(0);
      await new Promise((resolve) => {
        holder.once('exit', resolve);
        holder.kill();
      });
      expect(allowedLatency()).toBe(before);
    },
  );

  it('says why when the request cannot be made', () => {
    expect(holdCpusAwake('/nonexistent/cpu_dma_latency')).toBe('ENOENT');
  });
});
