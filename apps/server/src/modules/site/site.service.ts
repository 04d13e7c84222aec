import { DEFAULT_SITE_TIME_ZONE } from '@canopy/shared/crop';
import { canEditSite, type Actor } from '@canopy/shared/permissions';
import type { siteBodySchema } from '@canopy/shared/schemas/site';
import {
  DEFAULT_QUALITY_CRITERIA,
  DEFAULT_VPD_TARGETS,
  WEIGHT_UNITS,
  type Site,
  type VpdTargets,
  type WeightUnit,
} from '@canopy/shared/schemas/site';
import { isTimeZone } from '@canopy/shared/site-days';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { recordChanged } from '../audit/record-audit.ts';
import { invalidTimeZone } from './site.errors.ts';
import { createSiteRepository, SITE_ROW_ID, type SiteRow } from './site.repository.ts';
import type { SiteZoneReader } from './site-zone.ts';
import type { EventPublisher } from '../../lib/app-events.ts';

export type ParsedSiteBody = z.output<typeof siteBodySchema>;

export const DEFAULT_SITE_NAME = 'Canopy';

const AUDITED_FIELDS = ['name', 'timeZone', 'weightUnit', 'vpdTargets', 'qualityCriteria'] as const;

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

function toSite(row: SiteRow | undefined): Site {
  if (!row) {
    return {
      name: DEFAULT_SITE_NAME,
      timeZone: DEFAULT_SITE_TIME_ZONE,
      weightUnit: 'g',
      vpdTargets: DEFAULT_VPD_TARGETS,
      qualityCriteria: [...DEFAULT_QUALITY_CRITERIA],
      updatedAt: null,
    };
  }
  const weightUnit = (WEIGHT_UNITS as readonly string[]).includes(row.weight_unit)
    ? (row.weight_unit as WeightUnit)
    : 'g';
  return {
    name: row.name,
    timeZone: row.time_zone,
    weightUnit,
    vpdTargets: parseJson<VpdTargets>(row.vpd_targets, DEFAULT_VPD_TARGETS),
    qualityCriteria: parseJson<string[]>(row.quality_criteria, [...DEFAULT_QUALITY_CRITERIA]),
    updatedAt: row.updated_at,
  };
}

export interface SiteServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  zone: SiteZoneReader;
  events: EventPublisher;
}

export function createSiteService({ db, clock, zone, events }: SiteServiceDeps) {
  const site = createSiteRepository(db);
  return {
    async get(): Promise<Site> {
      return toSite(await site.find());
    },

    async update(actor: Actor, body: ParsedSiteBody): Promise<Site> {
      if (!canEditSite(actor)) throw forbidden();
      if (!isTimeZone(body.timeZone)) throw invalidTimeZone(body.timeZone);
      const before = toSite(await site.find());
      const at = clock.now();
      const row = {
        id: SITE_ROW_ID,
        name: body.name,
        time_zone: body.timeZone,
        weight_unit: body.weightUnit,
        vpd_targets: JSON.stringify(body.vpdTargets),
        quality_criteria: JSON.stringify(body.qualityCriteria),
        updated_at: at.toISOString(),
      };
      const after = toSite(row);
      const changes = diffChanges(before, after, AUDITED_FIELDS);
      await db.transaction().execute(async (trx) => {
        await createSiteRepository(trx).save(row);
        await recordChanged(trx, {
          at,
          actor,
          entity: 'site',
          entityId: null,
          noun: 'Site',
          label: after.name,
          changes: changes,
          values: { fields: Object.keys(changes) },
        });
      });
      zone.invalidate();
      if (after.timeZone !== before.timeZone)
        events.publish('site.zone_changed', { timeZone: after.timeZone });
      return after;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
