import type { TFunction } from 'i18next';
import type { RunClimateMark, RunClimateMarkKind } from '@canopy/shared/schemas/run-climate';
import { ANNOTATION_BADGE_COLORS, ANNOTATION_COLORS } from '../../../lib/devices/annotation-markers';

/** Each kind's mark on the chart; alerts and notes as on a device's charts. */
export const MARK_COLORS: Record<RunClimateMarkKind, string> = {
  stage: '#74b816',
  loss: '#d6336c',
  alert: ANNOTATION_COLORS.alert,
  note: ANNOTATION_COLORS.note,
  photo: '#1098ad',
  feed: '#1c7ed6',
  scouting: '#f08c00',
  treatment: '#7048e8',
};

/** Each kind's Mantine colour, for its badge: the same hue as its mark. */
export const MARK_BADGE_COLORS: Record<RunClimateMarkKind, string> = {
  stage: 'lime',
  loss: 'pink',
  alert: ANNOTATION_BADGE_COLORS.alert,
  note: ANNOTATION_BADGE_COLORS.note,
  photo: 'cyan',
  feed: 'blue',
  scouting: 'orange',
  treatment: 'violet',
};

/**
 * A mark in the reader's words: a stage event and a loss from their keys and the catalogs; an alert and a
 * note as the server wrote them (a rule's name and a note are what people typed); a photo by its note, or
 * from the catalogs without one.
 */
export function markWords(t: TFunction, mark: RunClimateMark): string {
  const stage = mark.stage ? t(`crop.stages.${mark.stage}`) : '';
  if (mark.kind === 'stage' && mark.count !== null)
    return t('runs.climate.marks.split', { stage, room: mark.roomName ?? '', count: mark.count });
  if (mark.kind === 'stage') return t('runs.climate.marks.stage', { stage, room: mark.roomName ?? '' });
  if (mark.kind === 'loss' && mark.reason)
    return t('runs.climate.marks.loss', {
      count: mark.count ?? 0,
      reason: t(`runs.loss.reasons.${mark.reason}`),
    });
  if (mark.kind === 'photo' && mark.text === '') return t('runs.climate.marks.photo');
  return mark.text;
}
