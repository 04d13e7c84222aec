import { describe, expect, it } from 'vitest';
import {
  checkArgument,
  DEVICE_FUNCTIONS,
  isDeviceFunction,
  isStaffFunction,
  INTERVAL_MESSAGE,
} from './device-commands.ts';

const accepts = (name: Parameters<typeof checkArgument>[0], arg: string) => checkArgument(name, arg).ok;

describe('the function allowlist', () => {
  it('knows every device function and nothing else', () => {
    expect(isDeviceFunction('setCO2Threshold')).toBe(true);
    expect(isDeviceFunction('calibrateOut')).toBe(true);
    expect(isDeviceFunction('digitalWrite')).toBe(false);
    expect(isDeviceFunction('constructor')).toBe(false);
  });
  it('keeps intervals, config, resets and calibration for staff', () => {
    // Each side of the split in alphabetical order: a function moved across, or a new one, fails.
    const staff = DEVICE_FUNCTIONS.filter((f) => isStaffFunction(f));
    const everyone = DEVICE_FUNCTIONS.filter((f) => !isStaffFunction(f));
    expect([...staff].sort()).toEqual([
      'calibrateCO2ppm',
      'calibrateIn',
      'calibrateOut',
      'factoryReset',
      'loadConfig',
      'saveConfig',
      'setDisplayInterval',
      'setServerInterval',
      'softReset',
    ]);
    expect([...everyone].sort()).toEqual([
      'getConfig',
      'getReadings',
      'pushNow',
      'setCO2Threshold',
      'setHumidityThreshold',
      'setTemperatureThreshold',
      'setVPDType',
      'toggleSocket',
    ]);
  });
});

describe('device function argument rules', () => {
  it('thresholds take "min,max" with min <= max', () => {
    expect(accepts('setHumidityThreshold', '40.0,60.0')).toBe(true);
    expect(accepts('setTemperatureThreshold', '18.0,25.0')).toBe(true);
    expect(accepts('setCO2Threshold', '400,1000')).toBe(true);
    expect(accepts('setCO2Threshold', '1000,400')).toBe(false);
    expect(accepts('setCO2Threshold', '400')).toBe(false);
    expect(accepts('setCO2Threshold', '400,1000,5')).toBe(false);
    expect(accepts('setCO2Threshold', 'a,b')).toBe(false);
  });
  it('intervals are >0 and <=1440 minutes', () => {
    expect(accepts('setDisplayInterval', '0.5')).toBe(true);
    expect(accepts('setDisplayInterval', '1440')).toBe(true);
    expect(checkArgument('setDisplayInterval', '0')).toEqual({ ok: false, message: INTERVAL_MESSAGE });
    expect(accepts('setDisplayInterval', '1441')).toBe(false);
    expect(accepts('setDisplayInterval', '-5')).toBe(false);
    expect(accepts('setDisplayInterval', '')).toBe(false);
  });
  it('the server interval is at least 1 minute', () => {
    expect(accepts('setServerInterval', '1')).toBe(true);
    expect(accepts('setServerInterval', '0.5')).toBe(false);
  });
  it('toggleSocket takes socket 1 to 4 and state on, off or auto', () => {
    expect(checkArgument('toggleSocket', ' 1 , on ')).toEqual({ ok: true, arg: '1,on' });
    expect(accepts('toggleSocket', '4,auto')).toBe(true);
    expect(accepts('toggleSocket', '5,on')).toBe(false);
    expect(accepts('toggleSocket', '0,on')).toBe(false);
    expect(accepts('toggleSocket', '1,maybe')).toBe(false);
    expect(accepts('toggleSocket', '1')).toBe(false);
  });
  it('setVPDType takes air, leaf or leaf+', () => {
    for (const t of ['air', 'leaf', 'leaf+']) expect(accepts('setVPDType', t)).toBe(true);
    expect(accepts('setVPDType', 'water')).toBe(false);
  });
  it('factoryReset takes wipeEEPROM true or false', () => {
    expect(accepts('factoryReset', 'true')).toBe(true);
    expect(accepts('factoryReset', 'false')).toBe(true);
    expect(accepts('factoryReset', 'yes')).toBe(false);
  });
  it('calibration takes a positive number', () => {
    expect(accepts('calibrateCO2ppm', '400')).toBe(true);
    expect(accepts('calibrateCO2ppm', '0')).toBe(false);
    expect(accepts('calibrateIn', '450')).toBe(true);
    expect(accepts('calibrateOut', 'x')).toBe(false);
  });
  it('functions without arguments refuse one', () => {
    expect(accepts('softReset', '')).toBe(true);
    expect(accepts('softReset', 'now')).toBe(false);
  });
});
