import type { Gate } from '../lib/gate.ts';
import { cpuMsDuring } from '../lib/cpu-time.ts';
import { requestsServed } from '../lib/load.ts';
import { startServer, type Child } from '../lib/processes.ts';
import { FULL_SEED, seededSqliteFile } from '../lib/seed.ts';

const OURS_PORT = Number(process.env.BENCH_PORT ?? 3150);
const REFERENCE_PORT = OURS_PORT + 1;

/**
 * Ours and the bare node:http reference, each in its own process on core 0 (autocannon runs on core 1),
 * compared by requests served per second of the server's own CPU time. On a shared machine requests
 * per wall second mostly measure how often the server and the load generator get a core (the server
 * sits idle much of a run, its throughput set by the scheduler); per CPU second is what the framework
 * costs, and equals the throughput of a server that has its core to itself.
 */
async function requestsPerCpuSecond(server: Child, url: string, headers: Record<string, string> = {}) {
  let requests = 0;
  const cpuMs = await cpuMsDuring(server.process.pid!, async () => {
    requests = await requestsServed(url, headers);
  });
  return requests / (cpuMs / 1000);
}

function httpGate(
  name: string,
  oursPath: string,
  referencePath: string,
  target: number,
  signedIn: boolean,
): Gate {
  let ours: Child | undefined;
  let reference: Child | undefined;
  return {
    name,
    direction: '>=',
    target,
    unit: 'req/CPU s',
    async setup() {
      const file = await seededSqliteFile(FULL_SEED);
      ours = await startServer('ours.ts', [file, String(OURS_PORT)], 0);
      reference = await startServer('reference.ts', [file, String(REFERENCE_PORT)], 0);
    },
    async round(index) {
      // Only where the route needs it: a token on a public route still costs a session lookup.
      const auth: Record<string, string> = signedIn
        ? { authorization: `Bearer ${String(ours!.hello.token)}` }
        : {};
      const runOurs = () => requestsPerCpuSecond(ours!, `http://127.0.0.1:${OURS_PORT}${oursPath}`, auth);
      const runReference = () =>
        requestsPerCpuSecond(reference!, `http://127.0.0.1:${REFERENCE_PORT}${referencePath}`);
      // Interleaved, and the one going first alternates, so a slow patch of the machine hits both.
      if (index % 2 === 0) {
        const o = await runOurs();
        return { ours: o, reference: await runReference() };
      }
      const r = await runReference();
      return { ours: await runOurs(), reference: r };
    },
    async teardown() {
      await Promise.all([ours?.stop(), reference?.stop()]);
    },
  };
}

export const httpGates: Gate[] = [
  httpGate('framework-overhead (GET /api/health vs node:http)', '/api/health', '/tiny', 0.8, false),
  httpGate(
    'devices-active (GET /api/devices/active vs node:http + raw SQL)',
    '/api/devices/active',
    '/devices/active',
    0.5,
    true,
  ),
];
