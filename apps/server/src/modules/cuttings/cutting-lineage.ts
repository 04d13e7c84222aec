import { LINEAGE_DEPTH_MAX, type LineageCutting } from '@canopy/shared/schemas/mothers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cuttingNotFound, motherCycle, motherNotFound } from './cuttings.errors.ts';
import { createCuttingsRepository, type CuttingRow, type CuttingsRepository } from './cuttings.repository.ts';

/**
 * A cutting's mothers, nearest first: her mother, then hers. Stops at a cutting already seen (a cycle
 * left by a restore from the trash or a backup), a mother that is gone, or after `LINEAGE_DEPTH_MAX`.
 */
export async function motherChain(cuttings: CuttingsRepository, start: CuttingRow): Promise<CuttingRow[]> {
  const chain: CuttingRow[] = [];
  const seen = new Set([start.id]);
  // One query for the whole chain: each level holds one mother, so the first repeat ends it.
  for (const mother of await cuttings.ancestors(start.id, LINEAGE_DEPTH_MAX)) {
    if (seen.has(mother.id)) break;
    chain.push(mother);
    seen.add(mother.id);
  }
  return chain;
}

/**
 * 404 for a mother that is not a live cutting; 400 `cuttings.mother_cycle` for the cutting itself or
 * one of its descendants (a mother whose own chain reaches the cutting).
 */
export async function assertMotherAllowed(
  cuttings: CuttingsRepository,
  id: string,
  motherId: string,
): Promise<void> {
  if (motherId === id) throw motherCycle('a cutting cannot be its own mother');
  const mother = await cuttings.findById(motherId);
  if (!mother) throw motherNotFound();
  const seen = new Set([mother.id]);
  let next = mother.mother_id;
  for (let depth = 0; next && !seen.has(next) && depth < LINEAGE_DEPTH_MAX * 50; depth += 1) {
    if (next === id) throw motherCycle('this cutting is one of her mothers');
    seen.add(next);
    next = (await cuttings.findById(next))?.mother_id ?? null;
  }
}

const toLineageCutting = (row: CuttingRow): LineageCutting => ({
  _id: row.id,
  shortId: row.short_id,
  code: row.code,
  name: row.name,
  strainId: row.strain_id,
  isMother: Number(row.is_mother) === 1,
  motherId: row.mother_id,
  retiredAt: row.retired_at,
});

/** What the mothers module reads of cuttings (wired in compose/crop.ts). */
export function createCuttingLineage(db: Kysely<Database>) {
  const cuttings = createCuttingsRepository(db);
  return {
    /** Every live mother, retired ones too, with her strain's name. */
    async mothers() {
      return (await cuttings.listMothers()).map((row) => ({
        ...toLineageCutting(row),
        strainName: row.strain_name,
      }));
    },

    /** Live cuttings naming each of these mothers, by mother. */
    async clonesOf(motherIds: readonly string[]): Promise<Map<string, string[]>> {
      const clones = new Map<string, string[]>();
      for (const row of await cuttings.clonesOf(motherIds)) {
        if (!row.mother_id) continue;
        clones.set(row.mother_id, [...(clones.get(row.mother_id) ?? []), row.id]);
      }
      return clones;
    },

    /** The cutting and its mothers, nearest first; 404 for a cutting that is not live. */
    async chain(id: string): Promise<{ cutting: LineageCutting; mothers: LineageCutting[] }> {
      const row = await cuttings.findById(id);
      if (!row) throw cuttingNotFound();
      const mothers = await motherChain(cuttings, row);
      return { cutting: toLineageCutting(row), mothers: mothers.map(toLineageCutting) };
    },

    /** The live cuttings descending from one, nearest generation first, then by code. */
    async descendants(id: string): Promise<{ cutting: LineageCutting; generation: number }[]> {
      return (await cuttings.descendants(id, LINEAGE_DEPTH_MAX)).map(({ generation, ...row }) => ({
        cutting: toLineageCutting(row),
        generation,
      }));
    },
  };
}
