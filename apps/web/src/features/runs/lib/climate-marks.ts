import type { TFunction } from 'i18next';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import type { RunClimateMark, RunClimateMarkKind } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import { doseText, severityKey, volumeText } from '../../../components/feeding/feeding-format';
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

/** Where a mark of a feed, a sighting or a treatment finds its row: the run, the group charted. */
export interface MarkRows {
  run: Pick<Run, 'feeds' | 'scouting' | 'treatments'>;
  groupId: string;
  language: Language;
}

/**
 * The row a feed, scouting or treatment mark stands for: the one given at the mark's instant, the charted
 * group's own first (a group split off another is also marked with its parent's rows from before the split).
 */
function rowAt<Row extends { at: string; groupId: string | null }>(
  rows: readonly Row[],
  mark: RunClimateMark,
  groupId: string,
): Row | undefined {
  const atMark = rows.filter((row) => Date.parse(row.at) === mark.ts);
  return atMark.find((row) => row.groupId === groupId) ?? atMark[0];
}

/**
 * A feed, sighting or treatment mark in the reader's words, from the run's own row of it (the mark carries
 * only the server's English): the volume and EC given, the pest and severity, the product and dose.
 */
function careWords(t: TFunction, mark: RunClimateMark, { run, groupId, language }: MarkRows): string | null {
  if (mark.kind === 'feed') {
    const feed = rowAt(run.feeds, mark, groupId);
    if (!feed) return null;
    const ec = new Intl.NumberFormat(LANGUAGE_INFO[language].locale, { maximumFractionDigits: 2 });
    return t('runs.climate.marks.feed', {
      volume: volumeText(t, language, feed.volume, feed.volumeUnit),
      ec: ec.format(feed.ecIn),
    });
  }
  if (mark.kind === 'scouting') {
    const scouting = rowAt(run.scouting, mark, groupId);
    return scouting
      ? t('runs.climate.marks.scouting', { pest: scouting.pest, severity: t(severityKey(scouting.severity)) })
      : null;
  }
  if (mark.kind === 'treatment') {
    const treatment = rowAt(run.treatments, mark, groupId);
    return treatment
      ? t('runs.climate.marks.treatment', {
          product: treatment.productName,
          dose: doseText(t, language, treatment.dose, treatment.unit),
        })
      : null;
  }
  return null;
}

/**
 * A mark in the reader's words: a stage event and a loss from their keys and the catalogs; an alert and a
 * note as the server wrote them (a rule's name and a note are what people typed); a photo by its note, or
 * from the catalogs without one; a feed, sighting or treatment from its row in the run (`rows`), or as the
 * server wrote it when the run on screen does not hold it yet.
 */
export function markWords(t: TFunction, mark: RunClimateMark, rows?: MarkRows): string {
  const care = rows ? careWords(t, mark, rows) : null;
  if (care !== null) return care;
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
