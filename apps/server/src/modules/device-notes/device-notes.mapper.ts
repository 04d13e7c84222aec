import type { Annotation } from '@canopy/shared/schemas/annotations';
import type { StageMark } from '../rooms/device-crop-history.ts';
import { GROUP_LABEL_TEXTS } from '../runs/group-label-texts.ts';
import type {
  AlertSourceRow,
  CommandSourceRow,
  DiarySourceRow,
  LogSourceRow,
} from './annotation-sources.repository.ts';
import type { DeviceNoteRow } from './device-notes.repository.ts';

/**
 * A device's name or a cutting's location as the two are compared: case aside, underscores read as spaces
 * (device names are stored with underscores), runs of spaces as one.
 */
export const placeKey = (text: string): string =>
  text.replace(/_/g, ' ').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export const toNoteAnnotation = (row: DeviceNoteRow): Annotation => ({
  id: row.id,
  ts: Number(row.ts),
  kind: 'note',
  text: row.text,
  by: row.author_email,
  authorId: row.author_id,
});

/** A function call reads as `name(argument)`; a flash names the binary. A failure says so, with its code. */
export function toCommandAnnotation(row: CommandSourceRow): Annotation {
  const flash = row.function_name === 'flash';
  const call = flash ? row.arg : row.arg ? `${row.function_name}(${row.arg})` : `${row.function_name}()`;
  return {
    id: row.id,
    ts: Date.parse(row.created_at),
    kind: flash ? 'flash' : 'command',
    text: row.error ? `${call}: failed (${row.error})` : call,
    by: row.user_email,
    authorId: row.user_id,
  };
}

/** The rule's name and, for a threshold, the value against its limit. */
function alertDetail(row: AlertSourceRow): string {
  if (row.metric === null || row.value === null) return '';
  const limit =
    row.limit_value !== null && row.direction
      ? ` ${row.direction === 'above' ? '>' : '<'} ${row.limit_value}`
      : '';
  return ` (${row.metric} ${row.value}${limit})`;
}

/** An alert's marks inside [fromMs, toMs]: when it opened, and when it was resolved. */
export function toAlertAnnotations(row: AlertSourceRow, fromMs: number, toMs: number): Annotation[] {
  const marks: Annotation[] = [];
  const inRange = (ms: number) => ms >= fromMs && ms <= toMs;
  const opened = Date.parse(row.opened_at);
  if (inRange(opened)) {
    marks.push({
      id: row.id,
      ts: opened,
      kind: 'alert',
      text: `${row.rule_name}${alertDetail(row)}`,
      by: null,
      authorId: null,
    });
  }
  const resolved = row.resolved_at === null ? NaN : Date.parse(row.resolved_at);
  if (inRange(resolved)) {
    marks.push({
      id: row.id,
      ts: resolved,
      kind: 'alert',
      text: `${row.rule_name}: resolved${row.resolution ? ` (${row.resolution})` : ''}`,
      by: null,
      authorId: null,
    });
  }
  return marks;
}

export const toDiaryAnnotation = (row: DiarySourceRow): Annotation => ({
  id: row.id,
  ts: Date.parse(row.created_at),
  kind: 'diary',
  text: `${row.code}: ${row.text}`,
  by: row.author_name || null,
  authorId: row.author_id,
});

export const toLogAnnotation = (row: LogSourceRow): Annotation => ({
  id: row.id,
  ts: Date.parse(row.created_at),
  kind: 'log',
  text: `${row.code}: ${row.event}${row.text ? ` - ${row.text}` : ''}`,
  by: row.author_name || null,
  authorId: row.author_id,
});

const plants = (count: number) => (count === 1 ? '1 plant' : `${count} plants`);

/**
 * A group's stage event in the device's room, in English as the other marks are: "R-2026-014: Blue Dream
 * (30 plants) to Flower, Room A", naming the room the group went to (another one when it left). A whole
 * group lost has no plants left to count.
 */
export function toStageAnnotation(mark: StageMark): Annotation {
  const count = mark.stage === 'lost' ? '' : ` (${plants(mark.plantCount)})`;
  const stage = GROUP_LABEL_TEXTS.en.stages[mark.stage];
  return {
    id: mark.id,
    ts: Date.parse(mark.at),
    kind: 'stage',
    text: `${mark.runCode}: ${mark.strainName}${count} to ${stage}, ${mark.roomName}`,
    by: mark.by?.email ?? null,
    authorId: mark.by?.id ?? null,
  };
}
