import type { Actor } from '@canopy/shared/permissions';
import type { ClimateProfile, PhaseLimits } from '@canopy/shared/schemas/automations';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import { AppError } from '../../../lib/app-error.ts';

export type Phase = 'day' | 'night';

/** The threshold command of each limit: a controller's commands set the limits of the phase it is in. */
export const LIMIT_COMMANDS = [
  { functionName: 'setTemperatureThreshold', metric: 'temperature' },
  { functionName: 'setHumidityThreshold', metric: 'humidity' },
  { functionName: 'setCO2Threshold', metric: 'co2' },
] as const satisfies readonly { functionName: string; metric: keyof PhaseLimits }[];

export type LimitCommandName = (typeof LIMIT_COMMANDS)[number]['functionName'];

export interface LimitCommand {
  functionName: LimitCommandName;
  from: string | null;
  to: string;
  result: 'ok' | 'failed' | null;
  error: string | null;
}

/** The phase the controller is in now: its own day/night status, else its light. */
export function phaseOf(device: Pick<ClimateDevice, 'dayStatus' | 'lightStatus'>): Phase | null {
  if (device.dayStatus) return device.dayStatus;
  return device.lightStatus === null ? null : device.lightStatus === 1 ? 'day' : 'night';
}

const pairText = ([min, max]: readonly [number | null, number | null]) =>
  min === null || max === null ? null : `${min},${max}`;

/**
 * The three commands taking the controller from its stored limits of `phase` to the profile's. With no
 * phase known (no reading yet) the day's limits are sent and nothing is recorded as written, so the
 * `profile-phases` job writes the right phase once the controller reports one.
 */
export function limitCommands(
  device: ClimateDevice,
  profile: ClimateProfile,
  phase: Phase | null,
): LimitCommand[] {
  const limits = profile[phase ?? 'day'];
  return LIMIT_COMMANDS.map(({ functionName, metric }) => ({
    functionName,
    from: phase === null ? null : pairText(device.thresholds[phase][metric]),
    to: `${limits[metric].min},${limits[metric].max}`,
    result: null,
    error: null,
  }));
}

export type CallFunction = (
  actor: Actor,
  deviceId: string,
  functionName: string,
  arg: string,
) => Promise<{ return_value: number }>;

/** An offline device, or a cloud that could not reach it in time. */
const OFFLINE_CODES: readonly string[] = ['devices.offline', 'devices.cloud_timeout'];

/**
 * Sends the commands in order through the devices service (audited in the command log, the actor's role
 * checked). Once the device is found offline the rest are not sent: each would wait for the same timeout.
 */
export async function sendCommands(
  callFunction: CallFunction,
  actor: Actor,
  deviceId: string,
  commands: readonly LimitCommand[],
): Promise<LimitCommand[]> {
  const sent: LimitCommand[] = [];
  let offline = false;
  for (const command of commands) {
    if (offline) {
      sent.push({ ...command, result: 'failed', error: 'offline' });
      continue;
    }
    try {
      const { return_value } = await callFunction(actor, deviceId, command.functionName, command.to);
      const ok = return_value === 1;
      sent.push({ ...command, result: ok ? 'ok' : 'failed', error: ok ? null : 'refused' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      offline = OFFLINE_CODES.includes(error.code);
      sent.push({ ...command, result: 'failed', error: offline ? 'offline' : error.code });
    }
  }
  return sent;
}

export const allSent = (commands: readonly LimitCommand[]) => commands.every((c) => c.result === 'ok');
