import { GROWING_STAGES, type RunState, type Stage } from '@canopy/shared/crop';
import type { CuttingLineage, LineageCutting, LineageRun, Mother } from '@canopy/shared/schemas/mothers';
import { motherStats, type MotherCrop, type MotherCutting } from './mother-stats.ts';

/** A group naming a cutting, with its run, as the runs module reads it. */
export interface NamingGroup {
  groupId: string;
  stage: Stage;
  run: { id: string; code: string; name: string; state: RunState };
}

/** What mothers read of other modules, passed in by app.ts (each module reads its own tables). */
export interface MothersDeps {
  zone: { timeZone(): Promise<string> };
  cuttings: {
    mothers(): Promise<MotherCutting[]>;
    clonesOf(motherIds: readonly string[]): Promise<Map<string, string[]>>;
    /** 404 for a cutting that is not live. */
    chain(id: string): Promise<{ cutting: LineageCutting; mothers: LineageCutting[] }>;
  };
  runs: {
    ofMothers(motherIds: readonly string[]): Promise<MotherCrop>;
    groupsNaming(cuttingId: string): Promise<NamingGroup[]>;
  };
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

export function createMothersService(deps: MothersDeps) {
  return {
    async list(): Promise<Mother[]> {
      const mothers = await deps.cuttings.mothers();
      const ids = mothers.map((mother) => mother._id);
      const [clones, crop, zone] = await Promise.all([
        deps.cuttings.clonesOf(ids),
        deps.runs.ofMothers(ids),
        deps.zone.timeZone(),
      ]);
      return mothers.map((mother) => motherStats(mother, clones.get(mother._id) ?? [], crop, zone));
    },

    async lineage(cuttingId: string): Promise<CuttingLineage> {
      const { cutting, mothers } = await deps.cuttings.chain(cuttingId);
      const runs = runsOf(await deps.runs.groupsNaming(cuttingId));
      // Harvests downstream arrive with DESIGN section 21.
      return { cutting, mothers, runs, harvests: [] };
    },
  };
}

export type MothersService = ReturnType<typeof createMothersService>;
