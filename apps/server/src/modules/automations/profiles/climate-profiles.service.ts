import { GROWING_STAGES } from '@canopy/shared/crop';
import { canManageClimateProfiles, type Actor } from '@canopy/shared/permissions';
import type { ClimateProfile, climateProfileBodySchema } from '@canopy/shared/schemas/automations';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import { diffChanges } from '../../audit/audit-changes.ts';
import { quoted } from '../../audit/audit-labels.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { profileInUse, profileNotFound } from './climate-profiles.errors.ts';
import { AUDITED_PROFILE_FIELDS, auditedProfile, toClimateProfile } from './climate-profiles.mapper.ts';
import { createClimateProfilesRepository } from './climate-profiles.repository.ts';

export type ClimateProfileInput = z.output<typeof climateProfileBodySchema>;

export interface ClimateProfilesDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Room names, to say where a profile is in use (the rooms module). */
  roomNames(ids: readonly string[]): Promise<Map<string, string>>;
}

/** In the order of the crop's stages, then by name (in application code: the collations differ). */
const byStageThenName = (a: ClimateProfile, b: ClimateProfile) =>
  GROWING_STAGES.indexOf(a.stage) - GROWING_STAGES.indexOf(b.stage) ||
  a.name.localeCompare(b.name) ||
  (a._id < b._id ? -1 : 1);

/** Stage climate profiles (DESIGN 24): anyone logged in reads them, staff keep them; every write audited. */
export function createClimateProfilesService({ db, clock, roomNames }: ClimateProfilesDeps) {
  const profiles = createClimateProfilesRepository(db);

  async function existing(actor: Actor | null, id: string): Promise<ClimateProfile> {
    if (actor && !canManageClimateProfiles(actor)) throw forbidden();
    const row = await profiles.findById(id);
    if (!row) throw profileNotFound();
    return toClimateProfile(row);
  }

  /** Writes `after` (or deletes `before` when there is none) with its audit entry, in one transaction. */
  async function write(actor: Actor, at: Date, before: ClimateProfile | null, after: ClimateProfile | null) {
    const profile = (after ?? before)!;
    const changes = diffChanges(
      before && auditedProfile(before),
      after && auditedProfile(after),
      AUDITED_PROFILE_FIELDS,
    );
    const event = !before ? 'created' : !after ? 'deleted' : 'changed';
    await db.transaction().execute(async (trx) => {
      const repo = createClimateProfilesRepository(trx);
      if (!after) await repo.delete(profile._id);
      else {
        const fields = {
          name: after.name,
          stage: after.stage,
          day: JSON.stringify(after.day),
          night: JSON.stringify(after.night),
          updated_at: after.updatedAt,
        };
        if (before) await repo.update(profile._id, fields);
        else await repo.insert({ id: profile._id, ...fields, created_at: after.createdAt });
      }
      if (event === 'changed' && Object.keys(changes).length === 0) return;
      await recordAudit(trx, {
        at,
        actor,
        action: !before ? 'create' : !after ? 'delete' : 'update',
        entity: 'climate_profile',
        entityId: profile._id,
        summary: `Climate profile ${quoted(profile.name)} ${event}`,
        event,
        values: { label: profile.name, ...(event === 'changed' && { fields: Object.keys(changes) }) },
        changes,
      });
    });
  }

  return {
    async list(): Promise<ClimateProfile[]> {
      return (await profiles.list()).map(toClimateProfile).sort(byStageThenName);
    },

    get: (id: string) => existing(null, id),

    async create(actor: Actor, body: ClimateProfileInput): Promise<ClimateProfile> {
      if (!canManageClimateProfiles(actor)) throw forbidden();
      const at = clock.now();
      const now = at.toISOString();
      const profile: ClimateProfile = { _id: newId(at.getTime()), ...body, createdAt: now, updatedAt: now };
      await write(actor, at, null, profile);
      return profile;
    },

    async update(actor: Actor, id: string, body: ClimateProfileInput): Promise<ClimateProfile> {
      const before = await existing(actor, id);
      const at = clock.now();
      const after: ClimateProfile = { ...before, ...body, updatedAt: at.toISOString() };
      await write(actor, at, before, after);
      return after;
    },

    /** Refused (409, naming where) while a room has it applied or an automation's action names it. */
    async delete(actor: Actor, id: string): Promise<void> {
      const before = await existing(actor, id);
      const [roomIds, automations] = await Promise.all([
        profiles.roomsUsing(id),
        profiles.automationsUsing(id),
      ]);
      if (roomIds.length > 0 || automations.length > 0) {
        const names = await roomNames(roomIds);
        throw profileInUse(
          roomIds.map((roomId) => names.get(roomId) ?? roomId),
          automations,
        );
      }
      await write(actor, clock.now(), before, null);
    },
  };
}

export type ClimateProfilesService = ReturnType<typeof createClimateProfilesService>;
