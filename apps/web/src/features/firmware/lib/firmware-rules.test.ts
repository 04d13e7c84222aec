import { describe, expect, it } from 'vitest';
import { isFirmwareFile, isValidDeviceId } from './firmware-rules';

describe('isValidDeviceId', () => {
  it('accepts 24 characters and refuses 23', () => {
    expect(isValidDeviceId('a'.repeat(24))).toBe(true);
    expect(isValidDeviceId('a'.repeat(23))).toBe(false);
  });
  it('trims before counting and refuses inner spaces', () => {
    expect(isValidDeviceId(`  ${'a'.repeat(24)}  `)).toBe(true);
    expect(isValidDeviceId(`  ${'a'.repeat(22)}  `)).toBe(false);
    expect(isValidDeviceId(`${'a'.repeat(12)} ${'a'.repeat(12)}`)).toBe(false);
  });
});

describe('isFirmwareFile', () => {
  it('takes .bin in any case and nothing else', () => {
    expect(isFirmwareFile(new File(['x'], 'climate.BIN'))).toBe(true);
    expect(isFirmwareFile(new File(['x'], 'climate.bin.txt'))).toBe(false);
    expect(isFirmwareFile(new File(['x'], 'climate.hex'))).toBe(false);
  });
});
