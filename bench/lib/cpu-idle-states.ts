import { openSync, writeSync } from 'node:fs';

export const PM_QOS_DEVICE = '/dev/cpu_dma_latency';

/**
 * Keeps the CPUs out of their sleeping idle states for the rest of this process, the way benchmark
 * tuning does (pyperf's `system tune`, tuned's latency-performance profile): the kernel's PM QoS
 * request of a 0 µs wake-up latency, held while the file stays open (it is never closed; the kernel
 * drops the request when the process exits). On virtual CPUs a sleeping core's wake-up for each
 * `/api/health` call depends on the host, so without this the idle p99 of the event-loop gates
 * measures the hypervisor, not the server (even a bare node:http server wanders with it). Both sides
 * of every gate run under it. Returns why it could not, or undefined.
 */
export function holdCpusAwake(device = PM_QOS_DEVICE): string | undefined {
  try {
    const request = Buffer.alloc(4);
    request.writeInt32LE(0);
    writeSync(openSync(device, 'w'), request);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}
