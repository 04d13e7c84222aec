import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverNodeFlags } from '../apps/server/src/testing/bench-entry.ts';
import { pinSelf, startOnCore, startServer, type Child } from './lib/processes.ts';
import { seededSqliteFile } from './lib/seed.ts';

const SCHED_IDLE = 5;
let ours: Child;
let lowered: Child;

beforeAll(async () => {
  const file = await seededSqliteFile({ climate: 1, soil: 1, water: 1, historyDays: 1, cuttings: 3 });
  ours = await startServer('ours.ts', [file, String(await freePort())], 0);
  lowered = await startServer('reference.ts', [file, String(await freePort())], 0, 'idle');
}, 60_000);

afterAll(() => Promise.all([ours?.stop(), lowered?.stop()]));

/** A process's scheduling policy (field 41 of /proc/PID/stat, counted after its name). */
function schedulingPolicy(child: Child): number {
  const stat = readFileSync(`/proc/${child.process.pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[41 - 3]);
}

const commandLine = (child: Child) => readFileSync(`/proc/${child.process.pid}/cmdline`, 'utf8').split('\0');

describe('bench processes', () => {
  it("run the product's server with the Node.js flags npm start gives it, at normal priority", () => {
    expect(serverNodeFlags()).toContain('--min-semi-space-size=16');
    expect(commandLine(ours)).toEqual(expect.arrayContaining(serverNodeFlags()));
    expect(schedulingPolicy(ours)).not.toBe(SCHED_IDLE);
  });

  it('run a script asked to stay out of the way, as the job client is, under SCHED_IDLE and without those flags', () => {
    expect(schedulingPolicy(lowered)).toBe(SCHED_IDLE);
    expect(commandLine(lowered)).not.toContain('--min-semi-space-size=16');
  });

  it("start what they are asked to on every core, from a runner pinned to one (Lighthouse's product and browser)", async () => {
    pinSelf(1);
    try {
      const child = await startOnCore('all', 1, async () => spawn('sleep', ['10']));
      const allowed = /Cpus_allowed_list:\s*(\S+)/.exec(
        readFileSync(`/proc/${child.pid}/status`, 'utf8'),
      )?.[1];
      child.kill();
      expect(allowed).toBe(cpus().length > 1 ? `0-${cpus().length - 1}` : '0');
    } finally {
      pinSelf('all');
    }
  });
});
