import type { App, AppServices, Clock } from '../../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from '../lib/app.ts';
import { probeEventLoop } from '../lib/event-loop-probe.ts';
import { fleetClimateReading, storedReadingsGate } from '../lib/climate-fleet.ts';
import type { Gate } from '../lib/gate.ts';
import { sqlite } from '../lib/storage-dialects.ts';
import { SEED_NOW } from '../lib/seed.ts';

const DEVICES = 100;
const TICKS_PER_ROUND = 30;
const MINUTE = 60_000;
const deviceIdOf = (i: number) => `a1${i.toString(16).padStart(22, '0')}`;

/** A clock the gate moves one minute a tick, as the readings' own times move. */
function tickingClock(): Clock & { advance(ms: number): void } {
  let now = SEED_NOW;
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

interface Side {
  app: App;
  services: AppServices;
  clock: ReturnType<typeof tickingClock>;
  tick: number;
  close(): Promise<void>;
}

async function openSide(withRules: boolean): Promise<Side> {
  const clock = tickingClock();
  const pair = await sqlite.emptyPair();
  const { app, services, token } = await startOursApp(pair.ours, clock);
  if (withRules) {
    // The defaults (three device-threshold rules, stale and leak), a VPD rule and each device's power rule.
    const vpd = {
      name: 'VPD high',
      kind: 'threshold',
      deviceType: 'climate',
      metric: 'vpd',
      max: 1.6,
      forMinutes: 5,
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/alert-rules',
      headers: { authorization: `Bearer ${token}` },
      payload: vpd,
    });
    if (response.statusCode !== 201) throw new Error(`alert-evaluation: ${response.body}`);
  }
  return {
    app,
    services,
    clock,
    tick: 0,
    close: async () => {
      await app.close();
      await pair.drop();
    },
  };
}

/**
 * The rule-less side: after its first minute (which gives each device its power rule), every rule is
 * deleted; a deleted power rule comes back switched off, so nothing is left to evaluate.
 */
async function removeRules(side: Side) {
  for (const rule of await side.services.alertRules.list()) await side.services.alertRules.remove(rule._id);
}

/** Stores one minute of readings of every device, waiting for the commit and the evaluation it starts. */
async function storeMinute(side: Side) {
  side.clock.advance(MINUTE);
  side.tick += 1;
  const publishedAt = side.clock.now().toISOString();
  for (let i = 0; i < DEVICES; i += 1) {
    await side.services.deviceSync.handleEvent({
      name: 'canopy/climate',
      data: fleetClimateReading(i, side.tick),
      coreid: deviceIdOf(i),
      publishedAt,
    });
  }
  await side.services.telemetryWriter.flush();
  await side.services.evaluator.settled();
  // Where power rules are made for new devices: the first minute makes them, as the sweep would.
  if (side.tick === 1) await side.services.alerts.sweep();
}

async function readingsPerSecond(side: Side): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < TICKS_PER_ROUND; i += 1) await storeMinute(side);
  return (TICKS_PER_ROUND * DEVICES) / ((performance.now() - started) / 1000);
}

function alertEvaluation(): Gate {
  return storedReadingsGate({
    name: 'alert-evaluation (100 climate devices x 5 rules: stored and evaluated vs stored with no rules)',
    async open() {
      const ours = await openSide(true);
      const reference = await openSide(false);
      await storeMinute(ours);
      await storeMinute(reference);
      await removeRules(reference);
      return { ours, reference };
    },
    readingsPerSecond,
  });
}

/** The sweep's longest hold of the event loop, against the 50 ms budget, on a fleet with open alerts. */
function sweepLongestTask(): Gate {
  let side: Side | undefined;
  return {
    name: 'alert-sweep-longest-task (longest event-loop block during a sweep vs the 50 ms budget)',
    direction: '<=',
    target: 1,
    unit: 'ms',
    aggregate: 'worst',
    async setup() {
      side = await openSide(true);
      for (let i = 0; i < 20; i += 1) await storeMinute(side);
    },
    async teardown() {
      await side?.close();
    },
    async round() {
      const stop = probeEventLoop();
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (let i = 0; i < 5; i += 1) {
        side!.clock.advance(15_000);
        await side!.services.alerts.sweep();
      }
      return { ours: stop(), reference: 50 };
    },
  };
}

export const alertGates: Gate[] = [alertEvaluation(), sweepLongestTask()];
