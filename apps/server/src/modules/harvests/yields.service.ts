import { WEIGHING_KINDS } from '@canopy/shared/schemas/harvests';
import type { yieldsQuerySchema, YieldGrouping, Yields } from '@canopy/shared/schemas/yields';
import { localDate } from '@canopy/shared/site-days';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Names } from '../runs/run-reader.ts';
import type { RunsApi } from '../runs/runs.module.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { addTo, emptyKindSums, type KindSums } from './harvests.mapper.ts';
import { sumMeasures, toMeasures, toSums, yieldRow, type YieldMeasures } from './yield-figures.ts';
import {
  createYieldsRepository,
  type YieldFilter,
  type YieldKeyColumn,
  type YieldTotalsRow,
} from './yields.repository.ts';

export type YieldsInput = z.output<typeof yieldsQuerySchema>;

export interface YieldsDeps {
  db: Kysely<Database>;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  strains: Names;
  rooms: Names;
  runs: { service: Pick<RunsApi['service'], 'list'> };
  /** The mothers (the cuttings module's lineage), for their codes. */
  mothers: { mothers(): Promise<readonly { _id: string; code: string }[]> };
}

const COLUMN: Record<YieldGrouping, YieldKeyColumn> = {
  strain: 'strain_id',
  run: 'run_id',
  room: 'room_id',
  mother: 'mother_id',
  month: 'id',
};

const iso = (instant: string | undefined) => (instant ? new Date(instant).toISOString() : null);

/**
 * Yields of closed harvests, one row per strain, run, room, mother or month (of the harvest, in the site's
 * zone, counted here), in one read of the harvests: each keeps its weighings' sums (milligrams and
 * picograms apart, so they are exact) and what the ratios divide by.
 */
export function createYieldsService(deps: YieldsDeps) {
  const yields = createYieldsRepository(deps.db);

  /** How each row is named: strain and room names, run codes, mothers' codes; a month is its own name. */
  async function labels(by: YieldGrouping, keys: string[]): Promise<ReadonlyMap<string, string>> {
    switch (by) {
      case 'strain':
        return deps.strains.names(keys);
      case 'room':
        return deps.rooms.names(keys);
      case 'run':
        return new Map((await deps.runs.service.list({})).map((run) => [run._id, run.code]));
      case 'mother':
        return new Map((await deps.mothers.mothers()).map((mother) => [mother._id, mother.code]));
      case 'month':
        return new Map(keys.map((key) => [key, key]));
    }
  }

  /** A month's rows folded from its harvests' own (the database groups by harvest, the month is ours). */
  async function byMonth(filter: YieldFilter, totals: YieldTotalsRow[]) {
    const zone = await deps.zone.timeZone();
    const months = new Map<string, { runs: Set<string>; measures: YieldMeasures[]; sums: KindSums }>();
    const monthOf = new Map<string, string>();
    for (const harvest of await yields.harvestsIn(filter)) {
      const month = localDate(harvest.at, zone).slice(0, 7);
      monthOf.set(harvest.id, month);
      let group = months.get(month);
      if (!group) months.set(month, (group = { runs: new Set(), measures: [], sums: emptyKindSums() }));
      group.runs.add(harvest.run_id);
    }
    for (const row of totals) {
      // A harvest closed between the two reads is in no month yet: left out.
      const group = months.get(monthOf.get(row.key ?? '') ?? '');
      if (!group) continue;
      group.measures.push(toMeasures(row));
      const sums = toSums(row);
      for (const kind of WEIGHING_KINDS) addTo(group.sums, kind, sums[kind]);
    }
    return [...months]
      .filter(([, group]) => group.measures.length > 0)
      .map(([month, group]) => ({
        key: month,
        measures: sumMeasures(group.measures, group.runs.size),
        sums: group.sums,
      }));
  }

  return {
    async read(query: YieldsInput): Promise<Yields> {
      const filter = { from: iso(query.from), to: iso(query.to), strainId: query.strainId ?? null };
      const totals = await yields.totals(COLUMN[query.by], filter);
      const groups =
        query.by === 'month'
          ? await byMonth(filter, totals)
          : totals.map((row) => ({ key: row.key, measures: toMeasures(row), sums: toSums(row) }));
      const keys = groups.flatMap((group) => (group.key === null ? [] : [group.key]));
      const names = await labels(query.by, keys);
      const rows = groups
        .map(({ key, measures, sums }) =>
          yieldRow(key, key === null ? '' : (names.get(key) ?? ''), measures, sums),
        )
        .sort((a, b) => a.label.localeCompare(b.label) || (a.key ?? '').localeCompare(b.key ?? ''));
      const { from, to, strainId } = filter;
      return { by: query.by, from, to, strainId, rows };
    },
  };
}

export type YieldsService = ReturnType<typeof createYieldsService>;
