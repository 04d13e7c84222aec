import type { Language } from '@canopy/shared/languages';
import type { Actor } from '@canopy/shared/permissions';
import type { Feed, RoomFeeding } from '@canopy/shared/schemas/feeding';
import type { Run } from '@canopy/shared/schemas/runs';
import type { Readable } from 'node:stream';
import type { AppInstance } from '../../http/app-instance.ts';
import type { RoomEntryDeps } from '../feeding/room-entries.ts';
import { roomNotFound } from '../rooms/rooms.errors.ts';
import { createPreHarvestCheck } from './pre-harvest.ts';
import { createProtectionReader, type ProtectionReaderDeps } from './protection-reader.ts';
import { createProtectionRepository } from './protection.repository.ts';
import { registerProtectionRoutes } from './protection.routes.ts';
import { storeScoutingPhoto, type ScoutingPhotoFiles } from './scouting-photos.ts';
import { registerScoutingPhotoRoutes } from './scouting-photos.routes.ts';
import { createScoutingRecords, type ScoutingDeps } from './scouting-records.ts';
import { createTreatmentRecords, type TreatmentDeps } from './treatment-records.ts';
import { treatmentsPdf } from './treatments-pdf.ts';

export interface ProtectionDeps extends ScoutingDeps, TreatmentDeps, Omit<ProtectionReaderDeps, 'files'> {
  /** Runs as `GET /api/runs/{id}` answers them: a run's treatments PDF prints one. */
  runs: RoomEntryDeps['runs'] & { service: { get(runId: string): Promise<Run> } };
  /** A room's newest feeds (the feeding module), listed beside its scouting and treatments. */
  feeds: { feedsOfRoom(roomId: string, limit: number): Promise<Feed[]> };
  /** Stores scouting photos and tells whose they are; signs their links. */
  files: ScoutingDeps['files'] & ScoutingPhotoFiles;
}

/**
 * Plant protection (DESIGN section 25): scouting (anyone logged in) and treatments (staff), one row per group
 * growing in the room; a treatment's re-entry interval marks its room (`reEntryUntil`, the rooms module's
 * port), its pre-harvest interval holds back a harvest (`preHarvestHold`, asked by the harvests module).
 * `scoutingOfRun` and `treatmentsOfRun` are what `GET /api/runs/{id}` lists of them (the runs module's
 * port). A sighting bad enough opens a follow-up task through `followUps`, bound to the tasks module.
 */
export function createProtectionModule(deps: ProtectionDeps) {
  const reader = createProtectionReader(deps);
  const repo = createProtectionRepository(deps.db);
  const api = {
    uploadScoutingPhoto: (actor: Actor, data: Buffer) => storeScoutingPhoto(deps.files, actor, data),
    recordScouting: createScoutingRecords(deps),
    recordTreatment: createTreatmentRecords(deps),

    /** A room's newest `limit` feeds, scouting and treatments; 404 for an unknown room. */
    async roomFeeding(roomId: string, limit: number): Promise<RoomFeeding> {
      if (!(await deps.rooms.names([roomId])).has(roomId)) throw roomNotFound();
      const [feeds, entries] = await Promise.all([
        deps.feeds.feedsOfRoom(roomId, limit),
        reader.ofRoom(roomId, limit),
      ]);
      return { feeds, ...entries };
    },

    /** A run's treatments as a PDF in `language`, or the reader's own; 404 for an unknown run. */
    async treatmentsPdf(
      actor: Actor,
      runId: string,
      language: Language | undefined,
    ): Promise<{ code: string; stream: Readable }> {
      const [run, timeZone, reads] = await Promise.all([
        deps.runs.service.get(runId),
        deps.zone.timeZone(),
        language ?? deps.languageOf(actor.id),
      ]);
      const stream = treatmentsPdf({ run, treatments: run.treatments, language: reads, timeZone });
      return { code: run.code, stream };
    },
  };
  return {
    ...api,
    scoutingOfRun: reader.scoutingOfRun,
    treatmentsOfRun: reader.treatmentsOfRun,
    /** Each room's latest re-entry instant still to come: one query for a whole list of rooms. */
    reEntryUntil: (roomIds: readonly string[]) => repo.reEntryUntil(roomIds, deps.clock.now().toISOString()),
    /** Whether a treatment names a product (the feeding module's port: such a product is only archived). */
    usesProduct: repo.usesProduct,
    preHarvestHold: createPreHarvestCheck(deps),
    routes: (app: AppInstance) => registerProtectionRoutes(app, api),
    /** The scouting photo route: registered where multipart bodies are taken. */
    uploadRoutes: (uploads: AppInstance) => registerScoutingPhotoRoutes(uploads, api),
  };
}

/** What the protection routes call. */
export type ProtectionApi = Pick<
  ReturnType<typeof createProtectionModule>,
  'recordScouting' | 'recordTreatment' | 'roomFeeding' | 'treatmentsPdf'
>;

export type ProtectionModule = ReturnType<typeof createProtectionModule>;
