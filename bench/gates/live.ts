import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alternatingRates } from '../lib/alternating-rates.ts';
import { cpuMsDuring } from '../lib/cpu-time.ts';
import type { Gate } from '../lib/gate.ts';
import { EVENTS_PER_ROUND } from '../lib/live-events.ts';
import { startServer, type Child } from '../lib/processes.ts';
import { openSseClients, untilEveryStreamHas } from '../lib/sse-clients.ts';

const STREAMS = 500;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3150) + 10;

interface Side {
  server: Child;
  controlUrl: string;
  streams: Awaited<ReturnType<typeof openSseClients>>;
  /** Events every stream has been sent so far. */
  sent: number;
}

/**
 * One round of events to every open stream, counted per CPU second of the server (as the HTTP gates, for
 * the same reason: on a shared machine wall time mostly measures waiting for a core).
 */
async function deliveriesPerCpuSecond(side: Side): Promise<number> {
  const cpuMs = await cpuMsDuring(side.server.process.pid!, async () => {
    const response = await fetch(side.controlUrl, { method: 'POST' });
    await response.arrayBuffer();
    side.sent += EVENTS_PER_ROUND;
    await untilEveryStreamHas(side.streams.received, side.sent);
  });
  return (EVENTS_PER_ROUND * STREAMS) / (cpuMs / 1000);
}

/**
 * Events delivered to 500 browser streams on one instance (GET /api/events
 * on SQLite, the in-process bus) against a bare node:http broadcaster writing the same bytes.
 */
function liveGate(): Gate {
  let dir: string | undefined;
  let ours: Side | undefined;
  let reference: Side | undefined;
  return {
    name: `live-fan-out (events to ${STREAMS} SSE streams vs node:http broadcaster)`,
    direction: '>=',
    target: 0.5,
    unit: 'events/CPU s',
    async setup() {
      dir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-live-'));
      const [oursPort, oursControl, refPort, refControl] = [0, 1, 2, 3].map((i) => BASE_PORT + i);
      const oursServer = await startServer(
        'live-ours.ts',
        [path.join(dir, 'live.db'), String(oursPort), String(oursControl)],
        0,
      );
      const referenceServer = await startServer(
        'live-reference.ts',
        [String(refPort), String(refControl)],
        0,
      );
      const auth = { authorization: `Bearer ${String(oursServer.hello.token)}` };
      ours = {
        server: oursServer,
        controlUrl: `http://127.0.0.1:${oursControl}/publish`,
        streams: await openSseClients(`http://127.0.0.1:${oursPort}/api/events`, STREAMS, auth),
        sent: 0,
      };
      reference = {
        server: referenceServer,
        controlUrl: `http://127.0.0.1:${refControl}/publish`,
        streams: await openSseClients(`http://127.0.0.1:${refPort}/events`, STREAMS),
        sent: 0,
      };
    },
    // Each side three times a round, in turns: one burst is a quarter of a CPU second, short enough
    // for a collection or a neighbour's spell to move a lone measurement by 10%.
    round: (index) => alternatingRates(index, ours!, reference!, deliveriesPerCpuSecond),
    async teardown() {
      ours?.streams.close();
      reference?.streams.close();
      await Promise.all([ours?.server.stop(), reference?.server.stop()]);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const liveGates: Gate[] = [liveGate()];
