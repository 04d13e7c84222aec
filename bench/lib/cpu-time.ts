import { readdirSync, readFileSync } from 'node:fs';

/**
 * The CPU time every thread of process `pid` and of its descendants has used so far, in ms, from
 * Linux's per-thread `/proc/<pid>/task/<tid>/schedstat` (nanoseconds on a CPU). Undefined where there
 * is no /proc. On a machine shared with other work, wall time mostly measures how long a process
 * waited for a core; the time it ran is what a product-vs-reference comparison of the same job is
 * about. Descendants count because the server hands work to its background processes (the label
 * PDF is drawn in the document process): without them ours was a tenth of the PDF's cost.
 */
export function processCpuMs(pid: number): number | undefined {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let ms = 0;
  for (const task of tasks) {
    try {
      ms += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean);
      for (const child of children) ms += processCpuMs(Number(child)) ?? 0;
    } catch {
      // The thread or child ended between the listing and the read: its time is no longer counted
      // anywhere.
    }
  }
  return ms;
}

/** Runs `job` and returns the CPU ms process `pid` used meanwhile (wall ms where /proc is missing). */
export async function cpuMsDuring(pid: number, job: () => Promise<unknown>): Promise<number> {
  const before = processCpuMs(pid);
  const started = performance.now();
  await job();
  const after = processCpuMs(pid);
  return before === undefined || after === undefined ? performance.now() - started : after - before;
}
