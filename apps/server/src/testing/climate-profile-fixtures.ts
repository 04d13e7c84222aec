import { startTestCloud, type TestCloud } from './device-fixtures.ts';
import type { TestContext } from './test-app.ts';

/** Climate profiles' test data, and a device cloud that records the threshold commands it is sent. */

export const limits = (t: [number, number], h: [number, number], c: [number, number]) => ({
  temperature: { min: t[0], max: t[1] },
  humidity: { min: h[0], max: h[1] },
  co2: { min: c[0], max: c[1] },
});
export const flowerBody = (name = 'Flower early') => ({
  name,
  stage: 'flower',
  day: limits([24, 28], [50, 60], [900, 1200]),
  night: limits([19, 22], [45, 55], [400, 600]),
});

export const THRESHOLD_COMMANDS = ['setTemperatureThreshold', 'setHumidityThreshold', 'setCO2Threshold'];

/** The cloud's threshold calls (not the refreshes that follow them), as `id name(arg)`. */
export interface SentCalls {
  calls: string[];
}

/** A test cloud whose threshold calls are recorded with their device and argument. */
export async function startRecordingCloud(): Promise<TestCloud & SentCalls> {
  const c = await startTestCloud();
  const calls: string[] = [];
  const cloud = {
    ...c.cloud,
    callFunction: (id: string, name: string, arg: string) => {
      if (THRESHOLD_COMMANDS.includes(name)) calls.push(`${id} ${name}(${arg})`);
      return c.cloud.callFunction(id, name, arg);
    },
  };
  return { ...c, cloud, calls };
}

/** The controller reports a reading in `phase`, with the simulator's factory limits, stamped now. */
export async function report(t: TestContext, c: TestCloud, id: string, phase: 'day' | 'night') {
  const { name, data } = c.sim.devices.get(id)!.telemetry(t.clock.now().getTime());
  const payload = { ...(JSON.parse(data) as object), dayStatus: phase, lightStatus: phase === 'day' ? 1 : 0 };
  await t.services.deviceSync.handleEvent({
    name,
    data: JSON.stringify(payload),
    coreid: id,
    publishedAt: t.clock.now().toISOString(),
  });
  await t.services.telemetryWriter.flush();
}
