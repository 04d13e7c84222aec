import type { ScoutingKind } from '@canopy/shared/feeding';
import { scoutingBodySchema, type ScoutingBody } from '@canopy/shared/schemas/feeding';
import { sentInstant } from '../../../lib/crop/local-time-input';
import { entryFormSchema } from './entry-form-schema';

/** The scouting form's values; its photos are kept beside them (the photo field keeps its own list). */
export interface ScoutingDraft {
  pest: string;
  kind: ScoutingKind;
  /** 0 none seen, 1 a few, 2 spreading, 3 severe. */
  severity: number;
  where: string;
  note: string;
  at: string;
  /** The photos' ids: uploaded, or held on the phone under a local id while offline. */
  photos: string[];
}

export const SCOUTING_FIELDS = ['pest', 'kind', 'severity', 'where', 'note', 'at', 'photos'] as const;

export const emptyScoutingDraft = (openedAt: string): ScoutingDraft => ({
  pest: '',
  kind: 'insect',
  severity: 1,
  where: '',
  note: '',
  at: openedAt,
  photos: [],
});

export const scoutingBodyOf = (draft: ScoutingDraft, openedAt: string, now = new Date()): ScoutingBody => ({
  at: sentInstant(draft.at, openedAt, now) ?? '',
  pest: draft.pest,
  kind: draft.kind,
  severity: draft.severity,
  where: draft.where,
  note: draft.note,
  photos: draft.photos,
});

export const scoutingFormSchema = entryFormSchema<ScoutingDraft, ScoutingBody>(
  scoutingBodySchema,
  scoutingBodyOf,
  { photos: 'care.form.photos' },
);
