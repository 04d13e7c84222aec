import { canManageClimateProfiles, type Actor } from '@canopy/shared/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { controllersOf, type ApplyProfileDeps } from './apply-profile.ts';
import { createClimateProfilesRepository, type RoomProfileRow } from './climate-profiles.repository.ts';
import { toClimateProfile } from './climate-profiles.mapper.ts';
import { allSent, limitCommands, phaseOf, sendCommands, type Phase } from './profile-commands.ts';

/** How often the `profile-phases` job looks for controllers whose phase changed. */
export const PROFILE_PHASES_EVERY_MS = 60_000;

export interface ProfilePhasesDeps extends Omit<ApplyProfileDeps, 'profile'> {
  log: FastifyBaseLogger;
  /** The person who applied a profile as they are now (the users' directory), or undefined when gone. */
  person(id: string): Promise<Actor | undefined>;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * A controller's threshold commands set only the limits of the phase it is in, so a profile's other phase
 * reaches it here: for every room with a profile applied, each controller online whose phase differs from
 * the one last written gets that phase's limits, in the name of whoever applied the profile, with their role
 * now (gone, or no longer staff: skipped and logged). One that does not take all three is tried again on
 * the next pass.
 */
export function createProfilePhases(deps: ProfilePhasesDeps) {
  const profiles = createClimateProfilesRepository(deps.db);

  async function actorOf(row: RoomProfileRow): Promise<Actor | null> {
    const person = row.applied_by_id === null ? undefined : await deps.person(row.applied_by_id);
    if (person && canManageClimateProfiles(person)) return person;
    deps.log.warn(
      { roomId: row.room_id, profileId: row.profile_id, appliedBy: row.applied_by_id },
      'climate profile not written: whoever applied it is gone or no longer staff',
    );
    return null;
  }

  async function passRoom(row: RoomProfileRow): Promise<number> {
    const profileRow = await profiles.findById(row.profile_id);
    if (!profileRow) return 0;
    const room = await deps.room(row.room_id).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    if (!room) return 0;
    const written = JSON.parse(row.written) as Record<string, Phase>;
    const due = (await controllersOf(deps, room)).filter((device) => {
      const phase = phaseOf(device);
      return device.status === 'online' && phase !== null && written[device.id] !== phase;
    });
    if (due.length === 0) return 0;
    const actor = await actorOf(row);
    if (!actor) return 0;
    const profile = toClimateProfile(profileRow);
    let changed = 0;
    for (const device of due) {
      const phase = phaseOf(device)!;
      const commands = await sendCommands(
        deps.callFunction,
        actor,
        device.id,
        limitCommands(device, profile, phase),
      );
      if (!allSent(commands)) continue;
      written[device.id] = phase;
      changed += 1;
    }
    if (changed > 0) await profiles.setWritten(row.room_id, row.profile_id, JSON.stringify(written));
    return changed;
  }

  return {
    /** One pass over every room with a profile; answers how many controllers got a phase's limits. */
    async run(): Promise<number> {
      let changed = 0;
      for (const row of await profiles.roomProfiles()) {
        try {
          changed += await passRoom(row);
        } catch (err) {
          deps.log.warn({ err, roomId: row.room_id }, 'climate profile phase pass failed for a room');
        }
      }
      return changed;
    },
  };
}
