import { describe, expect, it } from 'vitest';
import { climateFunctions, joinArgs, prepareArgument } from './function-args';

describe('function arguments', () => {
  it('drop empty arguments and join the rest with commas', () => {
    expect(joinArgs([' 18.0', '', '25.0 '])).toBe('18.0,25.0');
    expect(joinArgs(['', ''])).toBe('');
  });
  it('prepare a valid argument', () => {
    expect(prepareArgument('toggleSocket', ['2', 'on'])).toEqual({ ok: true, arg: '2,on' });
    expect(prepareArgument('softReset', [])).toEqual({ ok: true, arg: '' });
  });
  it('refuse invalid states with their messages', () => {
    expect(prepareArgument('setDisplayInterval', ['0'])).toEqual({
      ok: false,
      messageKey: 'devices.intervalInvalid',
    });
    expect(prepareArgument('setServerInterval', ['1441'])).toEqual({
      ok: false,
      messageKey: 'devices.intervalInvalid',
    });
    expect(prepareArgument('setCO2Threshold', ['1000', '400'])).toEqual({
      ok: false,
      messageKey: 'devices.commandError',
    });
    expect(prepareArgument('setHumidityThreshold', ['40', ''])).toEqual({
      ok: false,
      messageKey: 'devices.commandError',
    });
  });
  it('offer staff functions only to staff', () => {
    expect(climateFunctions(false)).not.toContain('factoryReset');
    expect(climateFunctions(false)).toContain('toggleSocket');
    expect(climateFunctions(true)).toContain('factoryReset');
    expect(climateFunctions(true)).not.toContain('calibrateIn');
  });
  it('keep to the functions the device lists, inside the allowlist', () => {
    expect(climateFunctions(true, ['toggleSocket', 'softReset', 'digitalWrite'])).toEqual([
      'toggleSocket',
      'softReset',
    ]);
    expect(climateFunctions(false, ['toggleSocket', 'softReset'])).toEqual(['toggleSocket']);
    expect(climateFunctions(false, [])).toContain('getReadings');
  });
});
