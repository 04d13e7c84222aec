import {
  checkArgument,
  isDeviceFunction,
  isStaffFunction,
  LOCAL_FUNCTIONS,
  REFRESH_AFTER,
} from '@canopy/shared/device-commands';
import { canRunDeviceCommand, canRunPrivilegedDeviceCommand, type Actor } from '@canopy/shared/permissions';
import type { ReadingsLine } from '@canopy/shared/device-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCommandLog } from '../device-commands/command-log.ts';
import type { DeviceSync } from './device-sync.ts';
import { invalidArgument, unknownFunction } from './devices.errors.ts';
import type { DeviceRow } from './devices.types.ts';

const CONFIG_CHANGING: readonly string[] = [
  'setDisplayInterval',
  'setServerInterval',
  'calibrateIn',
  'calibrateOut',
  'loadConfig',
  'factoryReset',
];

interface Deps {
  db: Kysely<Database>;
  cloud: DeviceCloud;
  sync: DeviceSync;
  clock: Clock;
  require(id: string): Promise<DeviceRow>;
  cloudCall<T>(call: () => Promise<T>): Promise<T>;
  readReadingsLine(row: DeviceRow): Promise<ReadingsAnswer>;
}

interface ReadingsAnswer {
  results: { Readings: string };
  parsed: ReadingsLine;
  ts: number;
}

export interface FunctionResult {
  return_value: number;
  error: string | null;
  readings?: ReadingsAnswer;
}

/** callFunction: allowlist, role gate, argument rules, then the cloud; every attempt is audited. */
export function createDeviceFunctions(deps: Deps) {
  const audit = createCommandLog(deps);

  async function record(
    actor: Actor,
    deviceId: string,
    name: string,
    arg: string,
    result: Partial<FunctionResult>,
  ) {
    await audit.record({
      deviceId,
      userId: actor.id,
      functionName: name,
      arg,
      returnValue: result.return_value ?? null,
      error: result.error ?? null,
    });
  }

  /** Config changes are published by the device on getConfig; asking keeps the stored config current. */
  const refreshConfigSoon = (deviceId: string) =>
    void deps.cloud.callFunction(deviceId, 'getConfig', '').catch(() => undefined);

  /** After a change the device publishes at once, so the next read shows its effect. */
  const refreshSoon = (deviceId: string) =>
    void deps.cloud.callFunction(deviceId, 'pushNow', '').catch(() => undefined);

  /** Runs one call and records it in the audit log, failures included. */
  async function audited(
    actor: Actor,
    deviceId: string,
    name: string,
    arg: string,
    run: () => Promise<FunctionResult>,
  ): Promise<FunctionResult> {
    try {
      const result = await run();
      await record(actor, deviceId, name, arg, result);
      return result;
    } catch (error) {
      await record(actor, deviceId, name, arg, {
        error: error instanceof AppError ? error.code : 'internal.error',
      });
      throw error;
    }
  }

  async function getReadings(row: DeviceRow): Promise<FunctionResult> {
    if (row.kind === 'climate' || row.kind === null) {
      return { return_value: 1, error: null, readings: await deps.readReadingsLine(row) };
    }
    const kind = row.kind;
    await deps.cloudCall(() =>
      deps.sync.refreshReading({ id: row.id, name: row.name, kind }, deps.clock.now().getTime()),
    );
    return { return_value: 1, error: null };
  }

  return {
    async callFunction(
      actor: Actor,
      id: string,
      functionName: string,
      rawArg: string | undefined,
    ): Promise<FunctionResult> {
      // Anything outside the list is refused here and never reaches the cloud.
      if (!isDeviceFunction(functionName)) throw unknownFunction();
      const allowed = isStaffFunction(functionName)
        ? canRunPrivilegedDeviceCommand(actor)
        : canRunDeviceCommand(actor);
      if (!allowed) throw forbidden();
      const row = await deps.require(id);
      const check = checkArgument(functionName, rawArg);
      if (!check.ok) throw invalidArgument(check.message);

      // getReadings: read what the device reports now and store it; no command reaches the device.
      if (LOCAL_FUNCTIONS.includes(functionName))
        return audited(actor, row.id, functionName, check.arg, () => getReadings(row));
      const result = await audited(actor, row.id, functionName, check.arg, async () => {
        const returnValue = await deps.cloudCall(() =>
          deps.cloud.callFunction(row.id, functionName, check.arg),
        );
        return {
          return_value: returnValue,
          error: returnValue === 1 ? null : 'The device refused the argument',
        };
      });
      if (result.return_value === 1 && REFRESH_AFTER.includes(functionName)) refreshSoon(row.id);
      if (result.return_value === 1 && CONFIG_CHANGING.includes(functionName)) refreshConfigSoon(row.id);
      return result;
    },
  };
}
