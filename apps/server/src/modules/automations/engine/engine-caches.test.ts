import { describe, expect, it } from 'vitest';
import type { DeviceRow } from '../../devices/devices.types.ts';
import { deviceFacts } from './device-facts.ts';
import { windowHolding } from './site-clock.ts';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const row = (latest: Record<string, unknown>) =>
  ({
    id: 'cache-device',
    kind: 'climate',
    cloud_online: 1,
    last_ts: NOW,
    latest: JSON.stringify(latest),
  }) as unknown as DeviceRow;

/** What the engine keeps between evaluations must give way to what changed. */
describe('engine caches', () => {
  it("reads a device's new latest reading, not the one parsed before", () => {
    const first = deviceFacts(row({ temperature: 24, lightStatus: 1 }), NOW);
    expect(deviceFacts(row({ temperature: 24, lightStatus: 1 }), NOW).values).toBe(first.values);
    const next = deviceFacts(row({ temperature: 31, lightStatus: 0 }), NOW);
    expect(next.values).toEqual({ temperature: 31 });
    expect(next.phase).toBe('night');
  });

  it("finds one window object's block on the next site day and in another zone", () => {
    const window = { from: '12:00', to: '13:00' };
    const at = (iso: string) => windowHolding(Date.parse(iso), 'Europe/Berlin', window);
    expect(at('2026-03-02T11:30:00.000Z')).toEqual({
      start: Date.parse('2026-03-02T11:00:00.000Z'),
      end: Date.parse('2026-03-02T12:00:00.000Z'),
    });
    expect(at('2026-03-03T11:30:00.000Z')).toEqual({
      start: Date.parse('2026-03-03T11:00:00.000Z'),
      end: Date.parse('2026-03-03T12:00:00.000Z'),
    });
    // The same day in New York: the block is that zone's noon, not Berlin's kept one.
    expect(windowHolding(Date.parse('2026-03-03T17:30:00.000Z'), 'America/New_York', window)).toEqual({
      start: Date.parse('2026-03-03T17:00:00.000Z'),
      end: Date.parse('2026-03-03T18:00:00.000Z'),
    });
    expect(at('2026-03-03T17:30:00.000Z')).toBeNull();
  });
});
