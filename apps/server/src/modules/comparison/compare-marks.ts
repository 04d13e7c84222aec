import { localDateTime, localDayNumber } from '@canopy/shared/local-time';
import type { CompareMark } from '@canopy/shared/schemas/run-compare';
import type { RunClimateMark } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import { deviceMark, entryMarks, MARK_WORDS } from '../runs/climate-marks.ts';

const none = { stage: null, roomName: null, count: null, reason: null };

/** Where the marks go: the stage's span on the clock of `timeZone`, day 1 its first local day. */
export interface MarkSpan {
  from: number;
  to: number;
  timeZone: string;
  firstDay: number;
}

/**
 * The marks of what happened during a run's stage, in English as a run's climate marks are: its stage
 * events (moves, and parts split off with their plants), losses, harvests, feeds, scouting, treatments
 * and photos, and the alerts and notes of its rooms' devices (`deviceMarks`, already only those made while
 * the plants were there), each placed on the day of stage and the local hour (minutes as a fraction).
 * Only those inside the span, oldest first.
 */
export function stageMarks(
  run: Run,
  span: MarkSpan,
  roomNames: ReadonlyMap<string, string>,
  deviceMarks: readonly RunClimateMark[],
): CompareMark[] {
  const roomName = (roomId: string) => roomNames.get(roomId) ?? '';
  const marks: RunClimateMark[] = [
    ...run.events.map((event): RunClimateMark => {
      const room = roomName(event.roomId);
      const split = event.splitGroupId !== null;
      return {
        ...none,
        ts: Date.parse(event.at),
        kind: 'stage',
        text: split
          ? MARK_WORDS.splitOff(event.plantCount, event.stage, room)
          : MARK_WORDS.move(event.stage, room),
        stage: event.stage,
        roomName: room,
        count: split ? event.plantCount : null,
      };
    }),
    ...run.losses.map((loss): RunClimateMark => ({
      ...none,
      ts: Date.parse(loss.at),
      kind: 'loss',
      text: MARK_WORDS.loss(loss.count, loss.reason),
      count: loss.count,
      reason: loss.reason,
    })),
    ...run.photos.map((photo) => deviceMark('photo', Date.parse(photo.at), photo.note)),
    ...entryMarks(() => true, run),
    ...deviceMarks,
  ];
  const harvests = run.harvests.map((harvest): CompareMark => ({
    ...place(Date.parse(harvest.at), span),
    ...none,
    ts: Date.parse(harvest.at),
    kind: 'harvest',
    text: MARK_WORDS.harvest(harvest.plantCount),
    roomName: roomName(harvest.roomId),
    count: harvest.plantCount,
  }));
  return [...marks.map((mark): CompareMark => ({ ...mark, ...place(mark.ts, span) })), ...harvests]
    .filter((mark) => span.from <= mark.ts && mark.ts <= span.to)
    .sort((a, b) => a.ts - b.ts);
}

/** An instant's day of stage and local hour, its minutes a fraction of the hour. */
function place(ts: number, span: MarkSpan): { day: number; hour: number } {
  const time = localDateTime(ts, span.timeZone).time;
  return {
    day: localDayNumber(ts, span.timeZone) - span.firstDay + 1,
    hour: Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60,
  };
}
