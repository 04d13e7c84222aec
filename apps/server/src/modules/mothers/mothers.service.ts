import { GROWING_STAGES, type RunState, type Stage } from '@canopy/shared/crop';
import type { CuttingLineage, LineageCutting, LineageRun, Mother } from '@canopy/shared/schemas/mothers';
import { motherStats, type MotherCrop, type MotherCutting } from './mother-stats.ts';

/** A group naming a cutting, with its run, as the runs module reads it. */
export interface NamingGroup {
  /** The cutting it holds or was taken from. */
  cuttingId: string;
  groupId: string;
  stage: Stage;
  run: { id: string; code: string; name: string; state: RunState };
}

/** What mothers read of other modules, passed in by compose/crop.ts (each module reads its own tables). */
export interface MothersDeps {
  zone: { timeZone(): Promise<string> };
  cuttings: {
    mothers(): Promise<MotherCutting[]>;
    clonesOf(motherIds: readonly string[]): Promise<Map<string, string[]>>;
    /** 404 for a cutting that is not live. */
    chain(id: string): Promise<{ cutting: LineageCutting; mothers: LineageCutting[] }>;
    /** Clones, their clones and so on, nearest generation first. */
    descendants(id: string): Promise<{ cutting: LineageCutting; generation: number }[]>;
  };
  runs: {
    ofMothers(motherIds: readonly string[]): Promise<MotherCrop>;
    /** One query for any number of cuttings. */
    groupsNaming(cuttingIds: readonly string[]): Promise<NamingGroup[]>;
  };
  /** Dry grams per plant harvested, by mother, over the closed harvests (the yields by mother). */
  dryGramsPerPlant(): Promise<ReadonlyMap<string, number | null>>;
}

/** How far a stage is along: growing stages in order, then done; a lost group counts last. */
const progress = (stage: Stage) =>
  stage === 'lost' ? -1 : stage === 'done' ? GROWING_STAGES.length : GROWING_STAGES.indexOf(stage);

/** One entry per run, in the order the groups came (newest run first), at its furthest stage. */
export function runsOf(groups: readonly NamingGroup[]): LineageRun[] {
  const runs = new Map<string, LineageRun>();
  for (const group of groups) {
    const run = runs.get(group.run.id);
    if (!run) {
      const { id, code, name, state } = group.run;
      runs.set(id, { runId: id, code, name, state, groupIds: [group.groupId], stage: group.stage });
      continue;
    }
    run.groupIds.push(group.groupId);
    if (progress(group.stage) > progress(run.stage)) run.stage = group.stage;
  }
  return [...runs.values()];
}

/** Each cutting's runs (`runsOf` its own groups), from the groups naming any of them. */
export function runsByCutting(groups: readonly NamingGroup[]): Map<string, LineageRun[]> {
  const byCutting = new Map<string, NamingGroup[]>();
  for (const group of groups) {
    const own = byCutting.get(group.cuttingId);
    if (own) own.push(group);
    else byCutting.set(group.cuttingId, [group]);
  }
  return new Map([...byCutting].map(([id, own]) => [id, runsOf(own)]));
}

export function createMothersService(deps: MothersDeps) {
  return {
    async list(): Promise<Mother[]> {
      const mothers = await deps.cuttings.mothers();
      const ids = mothers.map((mother) => mother._id);
      const [clones, crop, zone, dry] = await Promise.all([
        deps.cuttings.clonesOf(ids),
        deps.runs.ofMothers(ids),
        deps.zone.timeZone(),
        deps.dryGramsPerPlant(),
      ]);
      return mothers.map((mother) =>
        motherStats(mother, clones.get(mother._id) ?? [], crop, zone, dry.get(mother._id) ?? null),
      );
    },

    /** Four queries whatever the depth: the cutting, its mothers, its descendants, their groups. */
    async lineage(cuttingId: string): Promise<CuttingLineage> {
      const { cutting, mothers } = await deps.cuttings.chain(cuttingId);
      const below = await deps.cuttings.descendants(cuttingId);
      const groups = await deps.runs.groupsNaming([cuttingId, ...below.map((d) => d.cutting._id)]);
      const runs = runsByCutting(groups);
      const descendants = below.map((d) => ({ ...d, runs: runs.get(d.cutting._id) ?? [] }));
      // Harvests downstream arrive with DESIGN section 21.
      return { cutting, mothers, runs: runs.get(cuttingId) ?? [], descendants, harvests: [] };
    },
  };
}

export type MothersService = ReturnType<typeof createMothersService>;
