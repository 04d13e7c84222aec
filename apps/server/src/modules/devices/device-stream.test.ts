import { DEVICE_EVENTS } from '@canopy/shared/device-contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CloudEvent, DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import { createDeviceStream, STANDBY_WINDOW_MS, type HeldReading } from './device-stream.ts';

/** A cloud whose one stream the test writes frames into, the way the device cloud sends them. */
function scriptedCloud() {
  let push: (frame: string) => void = () => undefined;
  const cloud = {
    openEventStream: async (signal: AbortSignal) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          signal.addEventListener('abort', () => controller.error(signal.reason));
          push = (frame) => controller.enqueue(new TextEncoder().encode(frame));
          push(':ok\n\n');
        },
      }),
  } as unknown as DeviceCloud;
  const send = (name: string, coreid: string, publishedAt: string) =>
    push(
      `event: ${name}\ndata: ${JSON.stringify({ data: '{"t":1}', ttl: 60, published_at: publishedAt, coreid })}\n\n`,
    );
  return { cloud, send };
}

const silentLog = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

describe('the device stream standby', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands a new leader the readings of the last window only, and no state events', async () => {
    let clock = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const { cloud, send } = scriptedCloud();
    const stored: string[] = [];
    let offered: HeldReading[] = [];
    const stream = createDeviceStream({
      cloud,
      log: silentLog,
      store: async (event: CloudEvent) => void stored.push(`${event.name}@${event.publishedAt}`),
      unstored: async (readings) => ((offered = [...readings]), [...readings]),
    });
    const stop = stream.watch();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await settle();

    send(DEVICE_EVENTS.climate, 'dev1', '2026-03-01T10:00:00.000Z');
    await settle();
    clock += STANDBY_WINDOW_MS + 1; // that one is now older than the window
    send(DEVICE_EVENTS.climate, 'dev1', '2026-03-01T10:02:01.000Z');
    send(DEVICE_EVENTS.cloudStatus, 'dev1', '2026-03-01T10:02:02.000Z');
    send(DEVICE_EVENTS.soil, 'dev2', '2026-03-01T10:02:03.000Z');
    await settle();
    expect(stored).toEqual([]); // a standby stores nothing

    const standDown = stream.lead();
    send(DEVICE_EVENTS.climate, 'dev1', '2026-03-01T10:02:04.000Z');
    await settle();
    expect(offered.map((reading) => reading.event.publishedAt)).toEqual([
      '2026-03-01T10:02:01.000Z',
      '2026-03-01T10:02:03.000Z',
    ]);
    // The held readings first, then the live one: the order the cloud sent them in.
    expect(stored).toEqual([
      'canopy/climate@2026-03-01T10:02:01.000Z',
      'canopy/soil@2026-03-01T10:02:03.000Z',
      'canopy/climate@2026-03-01T10:02:04.000Z',
    ]);
    await standDown();
    await stop();
  });
});
