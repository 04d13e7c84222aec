import type { Language } from '@canopy/shared/languages';
import type { Run } from '@canopy/shared/schemas/runs';
import { PROTECTION_TEXTS, fill } from '../../protection/protection-texts.ts';
import { GROUP_LABEL_TEXTS } from '../../runs/group-label-texts.ts';
import type { RunReportTexts } from './run-report-texts.ts';

export interface ReportEvent {
  at: string;
  kind: keyof RunReportTexts['events']['kinds'];
  details: string;
}

/** Rows of one room-wide entry (a row per group) as one: the first row, with the run's litres summed. */
function entries<T extends { entryId: string; litres: number | null }>(rows: readonly T[]): T[] {
  const byEntry = new Map<string, T>();
  for (const row of rows) {
    const seen = byEntry.get(row.entryId);
    byEntry.set(row.entryId, seen ? { ...seen, litres: (seen.litres ?? 0) + (row.litres ?? 0) } : row);
  }
  return [...byEntry.values()];
}

/**
 * What the run page lists of the run, as one history oldest first: its stage moves and losses, feeds,
 * scouting and treatments (one line per room-wide entry), harvests and photos, each as a line in the
 * reader's words.
 */
export function runEvents(
  run: Run,
  roomNames: ReadonlyMap<string, string>,
  texts: RunReportTexts,
  language: Language,
  format: (value: number) => string,
): ReportEvent[] {
  const words = texts.events;
  const stages = GROUP_LABEL_TEXTS[language].stages;
  const protection = PROTECTION_TEXTS[language];
  const strainOf = (groupId: string | null) =>
    run.groups.find((group) => group._id === groupId)?.strainName ?? '';
  const rows: ReportEvent[] = [
    ...run.events.map((event) => ({
      at: event.at,
      kind: 'move' as const,
      details: fill(words.move, {
        count: String(event.plantCount),
        strain: strainOf(event.groupId),
        stage: stages[event.stage],
        room: roomNames.get(event.roomId) ?? '',
      }),
      note: event.note,
    })),
    ...run.losses.map((loss) => ({
      at: loss.at,
      kind: 'loss' as const,
      details: fill(words.loss, {
        count: String(loss.count),
        strain: strainOf(loss.groupId),
        reason: texts.reasons[loss.reason],
      }),
      note: loss.note,
    })),
    ...entries(run.feeds).map((feed) => ({
      at: feed.at,
      kind: 'feed' as const,
      details: fill(words.feed, {
        litres: format(feed.litres),
        ec: format(feed.ecIn),
        ph: format(feed.phIn),
      }),
      note: feed.note,
    })),
    ...entries(run.scouting.map((row) => ({ ...row, litres: null }))).map((row) => ({
      at: row.at,
      kind: 'scouting' as const,
      details: fill(words.scouting, { pest: row.pest, severity: String(row.severity) }),
      note: row.note,
    })),
    ...entries(run.treatments).map((row) => ({
      at: row.at,
      kind: 'treatment' as const,
      details: `${row.productName}, ${format(row.dose)} ${protection.units[row.unit]}, ${protection.methods[row.method]}`,
      note: row.note,
    })),
    ...run.harvests.map((harvest) => ({
      at: harvest.at,
      kind: 'harvest' as const,
      details: fill(words.harvest, { count: String(harvest.plantCount), strain: harvest.strainName }),
      note: '',
    })),
    ...run.photos.map((photo) => ({
      at: photo.at,
      kind: 'photo' as const,
      details: strainOf(photo.groupId),
      note: photo.note,
    })),
  ].map(({ note, ...row }) => ({ ...row, details: note ? `${row.details} (${note})` : row.details }));
  return rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
