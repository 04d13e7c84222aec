import { describe, expect, it } from 'vitest';
import {
  EVENT_DATA_MAX_BYTES,
  formatReadingsLine,
  kindFromEventName,
  kindFromVariables,
  parseEventJson,
  parseReadingsLine,
} from './device-contract.ts';
import * as fixtures from './device-contract.fixtures.ts';

describe('the Readings line', () => {
  it.each(fixtures.READINGS_LINES)('parses "$line"', ({ line, parsed }) => {
    expect(parseReadingsLine(line)).toEqual(parsed);
  });
  it('formats the canonical line that parses back to the same values', () => {
    const line = formatReadingsLine({
      co2: 812,
      temperature: 24.6,
      humidity: 58.2,
      vpd: 1.28,
      preset: 'veg',
      light: 'Daylight',
    });
    expect(line).toBe(fixtures.READINGS_LINES[0].line);
  });
});

describe('event payloads', () => {
  it('all fit in 622 bytes', () => {
    for (const event of [
      fixtures.CLIMATE_EVENT,
      fixtures.SOIL_EVENT,
      fixtures.WATER_EVENT,
      fixtures.WATER_CONFIG_EVENT,
    ]) {
      expect(new TextEncoder().encode(event.data).length).toBeLessThanOrEqual(EVENT_DATA_MAX_BYTES);
    }
  });
  it('are JSON objects; anything else reads as null', () => {
    expect(parseEventJson(fixtures.SOIL_EVENT.data)).toMatchObject({ in_medium: true });
    expect(parseEventJson('online')).toBeNull();
    expect(parseEventJson('[1]')).toBeNull();
    expect(parseEventJson(null)).toBeNull();
  });
  it('tell the device kind by event name or exposed variable', () => {
    expect(kindFromEventName('canopy/water')).toBe('water');
    expect(kindFromEventName('spark/status')).toBeNull();
    expect(kindFromVariables({ Readings: 'string', Relays: 'string' })).toBe('climate');
    expect(kindFromVariables({ Soil: 'string' })).toBe('soil');
    expect(kindFromVariables({})).toBeNull();
  });
});
