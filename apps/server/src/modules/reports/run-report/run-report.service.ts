import type { Language } from '@canopy/shared/languages';
import type { Actor } from '@canopy/shared/permissions';
import type { RunClimate, RunClimateQuery } from '@canopy/shared/schemas/run-climate';
import type { GroupPhoto, Run } from '@canopy/shared/schemas/runs';
import type { VpdTargets } from '@canopy/shared/schemas/site';
import type { Yields } from '@canopy/shared/schemas/yields';
import type { Clock } from '../../../lib/clock.ts';
import type { ReportImage } from '../pdf/report-document.ts';
import { runReportPdf } from './run-report-pdf.ts';

/** What a run's report reads, each through the module that keeps it (wired in compose/crop.ts). */
export interface RunReportDeps {
  clock: Clock;
  zone: { timeZone(): Promise<string> };
  /** The language a user reads the server's words in (their notification settings). */
  languageOf(userId: string): Promise<Language>;
  /** The run as `GET /api/runs/{id}` answers it, or 404 `runs.not_found` (the runs module). */
  run(runId: string): Promise<Run>;
  /** Room names (the rooms module): where the run's groups were, not only where they are. */
  roomNames(roomIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** What `GET /api/runs/{id}/climate` answers (the runs module). */
  climate(runId: string, query: RunClimateQuery): Promise<RunClimate>;
  /** The site's VPD targets per stage (the site module). */
  vpdTargets(): Promise<VpdTargets>;
  /** What `GET /api/yields` answers (the harvests module). */
  yields(query: { by: 'run'; strainId: string }): Promise<Yields>;
  /** A stored photo's bytes as JPEG, from its signed link; null when it cannot be read. */
  photoBytes(signedUrl: string): Promise<Buffer | null>;
}

/** The report's photos: at most four, spread over the run (the first, the last and between). */
export const PHOTOS_MAX = 4;
function spread(photos: readonly GroupPhoto[]): GroupPhoto[] {
  if (photos.length <= PHOTOS_MAX) return [...photos];
  const step = (photos.length - 1) / (PHOTOS_MAX - 1);
  return Array.from({ length: PHOTOS_MAX }, (_, index) => photos[Math.round(index * step)]!);
}

/** A run's report PDF (DESIGN section 26), read from the screens' own sources. */
export function createRunReports(deps: RunReportDeps) {
  return {
    /** The report in `language`, or the reader's; 404 for an unknown run. */
    async pdf(
      actor: Actor,
      runId: string,
      language: Language | undefined,
    ): Promise<{ code: string; pdf: Buffer }> {
      const run = await deps.run(runId);
      const strains = [...new Map(run.groups.map((group) => [group.strainId, group.strainName])).entries()];
      const roomIds = [...new Set([...run.groups.map((g) => g.roomId), ...run.events.map((e) => e.roomId)])];
      const [timeZone, reads, climate, vpdTargets, yields, photos, roomNames] = await Promise.all([
        deps.zone.timeZone(),
        language ?? deps.languageOf(actor.id),
        run.groups.length > 0 ? deps.climate(run._id, {}) : null,
        deps.vpdTargets(),
        Promise.all(
          strains.map(async ([strainId, strainName]) => ({
            strainId,
            strainName,
            rows: (await deps.yields({ by: 'run', strainId })).rows,
          })),
        ),
        Promise.all(
          spread(run.photos).map(async (photo): Promise<ReportImage | null> => {
            const bytes = await deps.photoBytes(photo.thumbUrl);
            return bytes && { bytes, caption: photo.note };
          }),
        ),
        deps.roomNames(roomIds),
      ]);
      const pdf = await runReportPdf({
        run,
        language: reads,
        timeZone,
        now: deps.clock.now(),
        roomNames,
        climate,
        vpdTargets,
        yields,
        photos: photos.filter((photo): photo is ReportImage => photo !== null),
      });
      return { code: run.code, pdf };
    },
  };
}

export type RunReports = ReturnType<typeof createRunReports>;
