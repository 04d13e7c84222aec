import type { Language } from '@canopy/shared/languages';
import { downloadAuthorized } from '../../../lib/download';

interface RunNamed {
  _id: string;
  code: string;
}

const runPath = (run: RunNamed) => `/api/runs/${encodeURIComponent(run._id)}`;
/** The name saved when the server gives none: the run's code, made safe for any file system. */
const fileName = (run: RunNamed, what: string) => `${run.code.replace(/[^\p{L}\p{N}._-]+/gu, '_')}-${what}`;

/** `GET /api/runs/{id}/feeding.csv`: every feed, scouting and treatment row of the run. */
export const downloadFeedingCsv = (run: RunNamed): Promise<string> =>
  downloadAuthorized(`${runPath(run)}/feeding.csv`, fileName(run, 'feeding.csv'));

/** `GET /api/runs/{id}/treatments.pdf` in the reader's language (Hebrew right to left). */
export const downloadTreatmentsPdf = (run: RunNamed, lang: Language): Promise<string> =>
  downloadAuthorized(
    `${runPath(run)}/treatments.pdf?${new URLSearchParams({ lang }).toString()}`,
    fileName(run, 'treatments.pdf'),
  );
