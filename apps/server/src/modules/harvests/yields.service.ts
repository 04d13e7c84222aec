import type { yieldsQuerySchema, YieldGrouping, Yields } from '@canopy/shared/schemas/yields';
import { localDate } from '@canopy/shared/site-days';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Names } from '../runs/run-reader.ts';
import type { RunsApi } from '../runs/runs.module.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { addTo, emptyKindSums } from './harvests.mapper.ts';
import { roomShares, yieldRow, type YieldGroup } from './yield-figures.ts';
import { createYieldsRepository, type YieldHarvestRow, type YieldKeyColumn } from './yields.repository.ts';

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
 * zone, counted here). Weights are summed in SQL per unit as entered, then converted once; the ratios'
 * measures come from the harvests themselves.
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

  return {
    async read(query: YieldsInput): Promise<Yields> {
      const range = { from: iso(query.from), to: iso(query.to) };
      const column = COLUMN[query.by];
      const [sums, harvests] = await Promise.all([
        yields.weightSums(column, range),
        yields.closedHarvests(range),
      ]);
      let keyOf = (harvest: YieldHarvestRow): string | null => harvest[column];
      if (query.by === 'month') {
        const zone = await deps.zone.timeZone();
        keyOf = (harvest) => localDate(harvest.at, zone).slice(0, 7);
      }
      const groups = new Map<string | null, YieldGroup>();
      const groupOfHarvest = new Map<string, YieldGroup>();
      for (const harvest of harvests) {
        const key = keyOf(harvest);
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { key, harvests: [], sums: emptyKindSums() }));
        group.harvests.push(harvest);
        groupOfHarvest.set(harvest.id, group);
      }
      for (const sum of sums) {
        // By month the sums are per harvest; a harvest closed between the two reads is left out.
        const group = query.by === 'month' ? groupOfHarvest.get(sum.key ?? '') : groups.get(sum.key);
        if (group) addTo(group.sums, sum.kind, sum.unit, Number(sum.thousandths));
      }
      const keys = [...groups.keys()].filter((key): key is string => key !== null);
      const names = await labels(query.by, keys);
      const shares = roomShares(harvests);
      const rows = [...groups.values()]
        .map((group) => yieldRow(group, group.key === null ? '' : (names.get(group.key) ?? ''), shares))
        .sort((a, b) => a.label.localeCompare(b.label) || (a.key ?? '').localeCompare(b.key ?? ''));
      return { by: query.by, from: range.from, to: range.to, rows };
    },
  };
}

export type YieldsService = ReturnType<typeof createYieldsService>;
