import type { Language } from '@canopy/shared/languages';
import { downloadAuthorized } from '../../../lib/download';

/** `GET /api/runs/{id}/report.pdf` in the reader's language, saved as the run's code (Hebrew right to left). */
export const downloadRunReport = (run: { _id: string; code: string }, lang: Language): Promise<string> =>
  downloadAuthorized(
    `/api/runs/${encodeURIComponent(run._id)}/report.pdf?${new URLSearchParams({ lang }).toString()}`,
    `${run.code.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`,
  );
