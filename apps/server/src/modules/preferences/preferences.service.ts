import type { Actor } from '@canopy/shared/permissions';
import type { Preferences, preferencesBodySchema } from '@canopy/shared/schemas/preferences';
import { WEIGHT_UNITS, type Site, type WeightUnit } from '@canopy/shared/schemas/site';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createPreferencesRepository } from './preferences.repository.ts';

export type PreferencesInput = z.output<typeof preferencesBodySchema>;

export interface PreferencesDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The site's defaults, which apply where a user chose nothing. */
  site: { get(): Promise<Pick<Site, 'weightUnit'>> };
  emailOf(userId: string): Promise<string>;
}

const asUnit = (text: string | null | undefined): WeightUnit | null =>
  (WEIGHT_UNITS as readonly (string | null | undefined)[]).includes(text) ? (text as WeightUnit) : null;

/** One's own preferences (`/api/me/preferences`): each a choice of one's own, or the site's default. */
export function createPreferencesService(deps: PreferencesDeps) {
  const preferences = createPreferencesRepository(deps.db);

  async function own(userId: string) {
    return { weightUnit: asUnit((await preferences.find(userId))?.weight_unit) };
  }

  async function withDefaults(mine: { weightUnit: WeightUnit | null }): Promise<Preferences> {
    const site = await deps.site.get();
    return { weightUnit: mine.weightUnit, effectiveWeightUnit: mine.weightUnit ?? site.weightUnit };
  }

  return {
    async get(actor: Actor): Promise<Preferences> {
      return withDefaults(await own(actor.id));
    },

    /** Changes the fields given; audited as a change of the user. */
    async update(actor: Actor, body: PreferencesInput): Promise<Preferences> {
      const before = await own(actor.id);
      const after = { weightUnit: body.weightUnit === undefined ? before.weightUnit : body.weightUnit };
      const changes = diffChanges(before, after, ['weightUnit']);
      if (Object.keys(changes).length === 0) return withDefaults(after);
      const at = deps.clock.now();
      const email = await deps.emailOf(actor.id);
      await deps.db.transaction().execute(async (trx) => {
        await createPreferencesRepository(trx).save({
          user_id: actor.id,
          weight_unit: after.weightUnit,
          updated_at: at.toISOString(),
        });
        await recordAudit(trx, {
          at,
          actor: { id: actor.id, email },
          action: 'update',
          entity: 'user',
          entityId: actor.id,
          summary: `User ${email} updated: ${Object.keys(changes).join(', ')}`,
          event: 'updated',
          values: { email, fields: Object.keys(changes) },
          changes,
        });
      });
      return withDefaults(after);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
