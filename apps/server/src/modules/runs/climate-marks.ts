import type { LossReason, Stage } from '@canopy/shared/crop';
import type { Feed, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import type { RunClimateMark } from '@canopy/shared/schemas/run-climate';
import { GROUP_LABEL_TEXTS } from './group-label-texts.ts';
import type { GroupHistory } from './group-history.ts';
import type { EventRow } from './runs.repository.ts';

const STAGE_WORDS = GROUP_LABEL_TEXTS.en.stages;
const none = { stage: null, roomName: null, count: null, reason: null };
const plants = (count: number) => (count === 1 ? '1 plant' : `${count} plants`);

/**
 * The English words of stage and loss marks, which a run comparison's marks say too: a move ("Flower ·
 * Room A"), a part split off ("3 plants split off to Dry · Room B"), a loss ("2 plants lost (pest)"), and
 * the comparison's harvests ("10 plants harvested").
 */
export const MARK_WORDS = {
  move: (stage: Stage, roomName: string) => `${STAGE_WORDS[stage]} · ${roomName}`,
  splitOff: (count: number, stage: Stage, roomName: string) =>
    `${plants(count)} split off to ${MARK_WORDS.move(stage, roomName)}`,
  loss: (count: number, reason: LossReason) => `${plants(count)} lost (${reason})`,
  harvest: (count: number) => `${plants(count)} harvested`,
};

/**
 * Marks of the group's own records, in English: its moves ("Flower · Room A"), the split that made it and
 * those split off from it (with `count`), and its losses.
 */
export function recordMarks(history: GroupHistory, roomNames: ReadonlyMap<string, string>): RunClimateMark[] {
  const where = (event: EventRow) => {
    const roomName = roomNames.get(event.room_id) ?? '';
    return { roomName, words: MARK_WORDS.move(event.stage, roomName) };
  };
  return [
    ...history.path.map((event): RunClimateMark => {
      const { roomName, words } = where(event);
      // A whole group's move counts nothing; the split that made the group counts the plants it took.
      const count = event.split_group_id === null ? null : Number(event.plant_count);
      return {
        ...none,
        ts: Date.parse(event.at),
        kind: 'stage',
        text: words,
        stage: event.stage,
        roomName,
        count,
      };
    }),
    ...history.splitOffs.map((event): RunClimateMark => {
      const roomName = roomNames.get(event.room_id) ?? '';
      const count = Number(event.plant_count);
      const text = MARK_WORDS.splitOff(count, event.stage, roomName);
      return { ...none, ts: Date.parse(event.at), kind: 'stage', text, stage: event.stage, roomName, count };
    }),
    ...history.losses.map((loss): RunClimateMark => {
      const count = Number(loss.count);
      const text = MARK_WORDS.loss(count, loss.reason);
      return { ...none, ts: Date.parse(loss.at), kind: 'loss', text, count, reason: loss.reason };
    }),
  ];
}

/** A mark of a device's record (an alert, a note) or of a group's photo: only its kind and its text. */
export const deviceMark = (kind: 'alert' | 'note' | 'photo', ts: number, text: string): RunClimateMark => ({
  ...none,
  ts,
  kind,
  text,
});

/** Litres as a mark says them: to a tenth, as the person fed them, not to rounding noise. */
const litres = (value: number) => `${Math.round(value * 10) / 10} L`;

/**
 * Marks of what the group was given and found (DESIGN section 25), in English: its rows of room feeds
 * ("Feed 12 L, EC 1.8": the group's part of the volume), scouting ("Scouting: spider mites, severity 2")
 * and treatments ("Treatment: Spinosad"). `ours` says which rows are the group's plants': its own, and
 * those of the groups it split off from, before it did.
 */
export function entryMarks(
  ours: (row: { groupId: string | null; at: string }) => boolean,
  rows: { feeds: readonly Feed[]; scouting: readonly Scouting[]; treatments: readonly Treatment[] },
): RunClimateMark[] {
  const mark = (kind: 'feed' | 'scouting' | 'treatment', at: string, text: string): RunClimateMark => ({
    ...none,
    ts: Date.parse(at),
    kind,
    text,
  });
  return [
    ...rows.feeds
      .filter(ours)
      .map((feed) => mark('feed', feed.at, `Feed ${litres(feed.litres)}, EC ${feed.ecIn}`)),
    ...rows.scouting
      .filter(ours)
      .map((row) => mark('scouting', row.at, `Scouting: ${row.pest}, severity ${row.severity}`)),
    ...rows.treatments.filter(ours).map((row) => mark('treatment', row.at, `Treatment: ${row.productName}`)),
  ];
}
