import type { Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/schema.ts';
import type { AppInstance } from '../../../http/app-instance.ts';
import type { Job } from '../../../jobs/job-registry.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createApplyProfile, type ApplyProfileDeps } from './apply-profile.ts';
import { registerClimateProfileRoutes } from './climate-profiles.routes.ts';
import { createClimateProfilesService } from './climate-profiles.service.ts';
import { createProfilePhases, PROFILE_PHASES_EVERY_MS } from './profile-phases.ts';

export interface ClimateProfilesModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The rooms module: a room with its devices now, and rooms' names. */
  rooms: { get: ApplyProfileDeps['room']; names(ids: readonly string[]): Promise<Map<string, string>> };
  /** The devices module's service: a controller as it is now, and callFunction. */
  devices: { get: ApplyProfileDeps['device']; callFunction: ApplyProfileDeps['callFunction'] };
  /** The users' directory: whoever applied a profile, with their role now. */
  users: { findById(id: string): Promise<{ id: string; role: Actor['role'] } | undefined> };
}

/**
 * Stage climate profiles (DESIGN 24), a piece of the automations module: the profiles' API, applying one
 * to a room, and the `profile-phases` job that writes the other phase's limits when the lights change.
 * `applyProfile(actor, roomId, profileId)` is what an automation's `profile` action does (confirmed).
 */
export function createClimateProfiles(deps: ClimateProfilesModuleDeps) {
  const service = createClimateProfilesService({ ...deps, roomNames: deps.rooms.names });
  const apply = createApplyProfile({
    db: deps.db,
    clock: deps.clock,
    room: deps.rooms.get,
    device: deps.devices.get,
    callFunction: deps.devices.callFunction,
    profile: service.get,
  });
  const phases = createProfilePhases({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    room: deps.rooms.get,
    device: deps.devices.get,
    callFunction: deps.devices.callFunction,
    person: async (id) => {
      const user = await deps.users.findById(id);
      return user && { id: user.id, role: user.role };
    },
  });
  const jobs: Job[] = [{ name: 'profile-phases', everyMs: PROFILE_PHASES_EVERY_MS, run: () => phases.run() }];
  return {
    service,
    jobs,
    phases,
    applyProfile: (actor: Actor, roomId: string, profileId: string) =>
      apply(actor, roomId, { profileId, confirm: true }),
    routes: (app: AppInstance) => registerClimateProfileRoutes(app, service, apply),
  };
}

export type ClimateProfiles = ReturnType<typeof createClimateProfiles>;
