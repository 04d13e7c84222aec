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
/** The `automations` job's period (AUTOMATION_EVALUATE_MS): four evaluations to each stored minute. */
const EVALUATE_EVERY = 15_000;
const EVALUATIONS_PER_MINUTE = MINUTE / EVALUATE_EVERY;
/** Minutes after lights-off that each device's lights automation fires. */
const LIGHTS_OFFSET = 10;
const deviceIdOf = (i: number) => `a2${i.toString(16).padStart(22, '0')}`;

type Engine = NonNullable<AppServices['automationEngine']>;
type Body = Parameters<AppServices['automations']['create']>[1];

/** A clock the gate sets: a stored minute, then the job's evaluations 15 s apart inside it. */
function settableClock(): Clock & { set(ms: number): void } {
  let now = SEED_NOW;
  return { now: () => new Date(now), set: (ms) => void (now = ms) };
}

const pad = (n: number) => n.toString().padStart(2, '0');

/**
 * Five automations on device `i`, as a site writes them: metric waits on three metrics (one with a
 * condition), a daily time block (a quarter hour somewhere in the afternoon, site time) and a lights edge.
 * Their actions tell the admins, so a firing costs what a firing costs without a device cloud.
 */
function automationsOf(i: number): Body[] {
  const deviceId = deviceIdOf(i);
  const notify = [{ type: 'notify' as const, roles: ['admin' as const] }];
  const metric = (metric: 'temperature' | 'humidity' | 'vpd', op: 'above' | 'below', value: number) => ({
    type: 'metric' as const,
    deviceId,
    metric,
    op,
    value,
    forMinutes: 5,
    clear: 1,
  });
  const from = `${pad(14 + (i % 6))}:${pad((i * 7) % 45)}`;
  const to = `${from.slice(0, 3)}${pad(((i * 7) % 45) + 15)}`;
  return [
    { name: `Hot ${i}`, enabled: true, trigger: metric('temperature', 'above', 28), actions: notify },
    {
      name: `Dry ${i}`,
      enabled: true,
      trigger: metric('humidity', 'below', 50),
      conditions: [{ type: 'online', deviceId }],
      actions: notify,
    },
    { name: `VPD ${i}`, enabled: true, trigger: metric('vpd', 'above', 1.6), actions: notify },
    {
      name: `Block ${i}`,
      enabled: true,
      trigger: { type: 'time', blocks: [{ days: [0, 1, 2, 3, 4, 5, 6], from, to }] },
      actions: notify,
    },
    {
      name: `Lights ${i}`,
      enabled: true,
      trigger: { type: 'lights', deviceId, edge: 'off', offsetMinutes: LIGHTS_OFFSET },
      conditions: [{ type: 'phase', phase: 'night', deviceId }],
      actions: notify,
    },
  ].map((body) => ({ conditions: [], cooldownMinutes: 5, ...body }) as Body);
}

interface Side {
  app: App;
  services: AppServices;
  engine: Engine;
  clock: ReturnType<typeof settableClock>;
  tick: number;
  lightsOff: boolean;
  close(): Promise<void>;
}

async function openSide(): Promise<Side> {
  const clock = settableClock();
  const pair = await sqlite.emptyPair();
  const { app, services } = await startOursApp(pair.ours, clock);
  const engine = services.automationEngine;
  if (!engine) throw new Error('automations: the app was composed without the automation engine');
  return {
    app,
    services,
    engine,
    clock,
    tick: 0,
    lightsOff: false,
    close: async () => {
      await app.close();
      await pair.drop();
    },
  };
}

/** Side A's 500 automations, written through the service by the side's admin once its devices exist. */
async function addAutomations(side: Side) {
  const admin = (await side.services.usersRepository.list()).find((user) => user.role === 'admin')!;
  const actor = { id: admin.id, role: 'admin' as const };
  for (let i = 0; i < DEVICES; i += 1) {
    for (const body of automationsOf(i)) await side.services.automations.create(actor, body);
  }
}

/** The job's evaluations inside the current minute, 15 s apart. */
async function evaluateMinute(side: Side) {
  const start = SEED_NOW + side.tick * MINUTE;
  for (let k = 0; k < EVALUATIONS_PER_MINUTE; k += 1) {
    side.clock.set(start + k * EVALUATE_EVERY);
    await side.engine.evaluate(side.clock.now());
  }
}

/** Stores one minute of readings of every device, waiting for the commit and the alerts' evaluation. */
async function storeReadings(side: Side) {
  side.tick += 1;
  side.clock.set(SEED_NOW + side.tick * MINUTE);
  const publishedAt = side.clock.now().toISOString();
  for (let i = 0; i < DEVICES; i += 1) {
    await side.services.deviceSync.handleEvent({
      name: 'canopy/climate',
      data: fleetClimateReading(i, side.tick, side.lightsOff),
      coreid: deviceIdOf(i),
      publishedAt,
    });
  }
  await side.services.telemetryWriter.flush();
  await side.services.evaluator.settled();
}

/** A stored minute as a running server has it: the readings, then the job's 4 evaluations. */
async function storeMinute(side: Side) {
  await storeReadings(side);
  await evaluateMinute(side);
}

async function readingsPerSecond(side: Side): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < TICKS_PER_ROUND; i += 1) await storeMinute(side);
  return (TICKS_PER_ROUND * DEVICES) / ((performance.now() - started) / 1000);
}

function automationStorage(): Gate {
  return storedReadingsGate({
    name: 'automation-evaluation (100 climate devices x 5 automations, evaluated 4 times a minute: stored readings/s vs none)',
    async open() {
      const ours = await openSide();
      const reference = await openSide();
      await storeMinute(ours);
      await storeMinute(reference);
      await addAutomations(ours);
      return { ours, reference };
    },
    readingsPerSecond,
  });
}

/** The evaluations' longest hold of the event loop over 500 automations, against the 50 ms budget. */
function evaluationLongestTask(): Gate {
  let side: Side | undefined;
  return {
    name: 'automation-evaluation-longest-task (longest event-loop block while 500 automations are evaluated, 100 firing at once, vs the 50 ms budget)',
    direction: '<=',
    target: 1,
    unit: 'ms',
    aggregate: 'worst',
    async setup() {
      side = await openSide();
      await storeMinute(side);
      await addAutomations(side);
      // Waits begun, some fired, states stored: the evaluations measured are a running site's.
      for (let i = 0; i < 20; i += 1) await storeMinute(side);
    },
    async teardown() {
      await side?.close();
    },
    async round() {
      // Every controller's lights go off at once (a site on one schedule), and ten minutes later every
      // lights automation fires in the same evaluation, each telling the admins; then they come on again.
      // Only the evaluations are measured, each minute's four, the worst of them.
      let worst = 0;
      side!.lightsOff = true;
      for (let i = 0; i <= LIGHTS_OFFSET + 1; i += 1) {
        if (i === LIGHTS_OFFSET + 1) side!.lightsOff = false;
        await storeReadings(side!);
        const stop = probeEventLoop();
        await new Promise((resolve) => setTimeout(resolve, 5));
        await evaluateMinute(side!);
        worst = Math.max(worst, stop());
      }
      return { ours: worst, reference: 50 };
    },
  };
}

export const automationGates: Gate[] = [automationStorage(), evaluationLongestTask()];
