import { canManageClimateProfiles, type Actor } from '@canopy/shared/permissions';
import type { ApplyProfileAnswer, ClimateProfile } from '@canopy/shared/schemas/automations';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { quoted } from '../../audit/audit-labels.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { noController } from './climate-profiles.errors.ts';
import { createClimateProfilesRepository } from './climate-profiles.repository.ts';
import {
  allSent,
  limitCommands,
  phaseOf,
  sendCommands,
  type CallFunction,
  type Phase,
} from './profile-commands.ts';

export interface ApplyProfileDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The room with the devices in it now (the rooms module's service; 404 `rooms.not_found`). */
  room(id: string): Promise<Room>;
  /** A climate controller with its latest reading and stored limits (the devices module's service). */
  device(id: string): Promise<ClimateDevice>;
  /** The devices service's callFunction: audited in the command log, the caller's role checked. */
  callFunction: CallFunction;
  /** The profile, or 404 `climate_profiles.not_found`. */
  profile(id: string): Promise<ClimateProfile>;
}

/** The climate controllers in the room now; a room without one has nothing to apply a profile to. */
export async function controllersOf(deps: Pick<ApplyProfileDeps, 'device'>, room: Room) {
  const ids = room.devices.filter((device) => device.type === 'climate').map((device) => device._id);
  return Promise.all(ids.map((id) => deps.device(id)));
}

/**
 * `POST /api/rooms/{id}/apply-profile` (DESIGN 24): the change to each controller of the room from its
 * current phase's limits to the profile's; with `confirm`, the commands sent, each one's result, and the
 * room's profile recorded with the phase written to each controller that took all three.
 */
export function createApplyProfile(deps: ApplyProfileDeps) {
  return async function applyProfile(
    actor: Actor,
    roomId: string,
    { profileId, confirm }: { profileId: string; confirm: boolean },
  ): Promise<ApplyProfileAnswer> {
    if (!canManageClimateProfiles(actor)) throw forbidden();
    const room = await deps.room(roomId);
    const profile = await deps.profile(profileId);
    const controllers = await controllersOf(deps, room);
    if (controllers.length === 0) throw noController();
    const planned = controllers.map((device) => {
      const phase = phaseOf(device);
      return { device, phase, commands: limitCommands(device, profile, phase) };
    });
    const answer = (devices: typeof planned, applied: boolean): ApplyProfileAnswer => ({
      profileId: profile._id,
      roomId: room._id,
      applied,
      devices: devices.map(({ device, phase, commands }) => ({
        deviceId: device.id,
        deviceName: device.name,
        phase,
        commands,
      })),
    });
    if (!confirm) return answer(planned, false);

    // One controller after another: the cloud throttles bursts, and the results read in order.
    const sent: typeof planned = [];
    for (const change of planned)
      sent.push({
        ...change,
        commands: await sendCommands(deps.callFunction, actor, change.device.id, change.commands),
      });
    const written: Record<string, Phase> = {};
    for (const { device, phase, commands } of sent)
      if (phase && allSent(commands)) written[device.id] = phase;
    const at = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await createClimateProfilesRepository(trx).saveRoomProfile({
        room_id: room._id,
        profile_id: profile._id,
        applied_at: at.toISOString(),
        applied_by_id: actor.id,
        written: JSON.stringify(written),
      });
      await recordAudit(trx, {
        at,
        actor,
        action: 'update',
        entity: 'room',
        entityId: room._id,
        summary: `Room ${quoted(room.name)}: climate profile ${quoted(profile.name)} applied`,
        event: 'profile_applied',
        values: { label: room.name, name: profile.name, count: Object.keys(written).length },
      });
    });
    return answer(sent, true);
  };
}

export type ApplyProfile = ReturnType<typeof createApplyProfile>;
