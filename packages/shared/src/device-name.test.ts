import { describe, expect, it } from 'vitest';
import { deviceNameToSave, displayDeviceName } from './device-name.ts';

describe('device names', () => {
  it('show underscores as spaces', () => {
    expect(displayDeviceName('Bed_3_Soil')).toBe('Bed 3 Soil');
    expect(displayDeviceName('Old_Line')).toBe('Old Line');
  });
  it('save whitespace as underscores, the inverse of showing', () => {
    expect(deviceNameToSave('  Bed 3   Soil ')).toBe('Bed_3_Soil');
    expect(displayDeviceName(deviceNameToSave('Old Line'))).toBe('Old Line');
  });
});
