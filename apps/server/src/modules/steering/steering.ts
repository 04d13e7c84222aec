import type { GrowingStage } from '@canopy/shared/crop';
import type { VpdTargets } from '@canopy/shared/schemas/site';
import {
  STEERING_DEFAULT_DAYS,
  STEERING_MAX_DAYS,
  type Steering,
  type SteeringQuery,
} from '@canopy/shared/schemas/steering';
import { validationFailed } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SteeringReads } from '../history/steering-reads.ts';
import type { DeviceStay } from '../rooms/room-stays.ts';
import { dayBounds } from './day-bounds.ts';
import { stageInRoom, type StageMove } from './day-stage.ts';
import { lightSwitches } from './light-switches.ts';
import { padded, readMeters, readRollups, roomDevices, shotSource, type Span } from './room-readings.ts';
import { BUCKET_MS } from './series.ts';
import { steeringDay } from './steering-days.ts';
import { stretchOutcomeOf, type RoomStretch, type StretchOutcome } from './stretch-outcome.ts';
import { readStretch } from './stretch-reads.ts';

export { NOTHING_MEASURED, type RoomStretch, type StretchOutcome } from './stretch-outcome.ts';

/** What steering reads, each from the module that keeps it (wired in compose/crop.ts). */
export interface SteeringDeps {
  clock: Clock;
  /** The site's time zone (the site module). */
  zone: { timeZone(): Promise<string> };
  /** The site's VPD targets per stage (the site module). */
  vpdTargets(): Promise<VpdTargets>;
  /** The room, or 404 `rooms.not_found` (the rooms module). */
  room(roomId: string): Promise<{ _id: string }>;
  /** The dated stays of devices in these rooms (the rooms module). */
  deviceStays(roomIds: readonly string[]): Promise<DeviceStay[]>;
  /** The stage events of the groups that were in these rooms up to `toIso`, oldest first (the runs module). */
  stageHistoryInRooms(roomIds: readonly string[], toIso: string): Promise<StageMove[]>;
  /** The rooms' devices' 5-minute rollups and meter readings (the history module). */
  history: SteeringReads;
}

const DAY_MS = 86_400_000;

/** The range asked, or the last STEERING_DEFAULT_DAYS days up to it (or now); 400 past the schema's checks. */
function rangeOf(query: SteeringQuery, now: number): Span {
  const to = query.to ?? now;
  const from = query.from ?? to - STEERING_DEFAULT_DAYS * DAY_MS;
  // The schema checks the two only when both are given: `from` alone is checked against now here.
  if (from >= to) throw validationFailed('querystring.from', 'from must be before to');
  if (to - from > STEERING_MAX_DAYS * DAY_MS) {
    throw validationFailed('querystring.to', `at most ${STEERING_MAX_DAYS} days`);
  }
  return { from, to };
}

/** A room's steering days, and the same figures over a run's stretches in a stage. */
export function createSteering(deps: SteeringDeps) {
  return {
    /** `GET /api/rooms/{id}/steering`: the room's days that begin in the range; 404 for an unknown room. */
    async ofRoom(roomId: string, query: SteeringQuery): Promise<Steering> {
      await deps.room(roomId);
      const range = rangeOf(query, deps.clock.now().getTime());
      const [timeZone, targets, stays, moves] = await Promise.all([
        deps.zone.timeZone(),
        deps.vpdTargets(),
        deps.deviceStays([roomId]),
        deps.stageHistoryInRooms([roomId], new Date(padded(range).to).toISOString()),
      ]);
      const devices = roomDevices(stays, roomId, padded(range));
      const read = readRollups(deps.history, devices).then((rollups) => {
        const switches = lightSwitches(rollups.light, BUCKET_MS);
        return { rollups, switches, days: dayBounds(switches, range, timeZone) };
      });
      // The meters' litres are counted day by day: their readings beside the days' bounds once known.
      const [{ rollups, switches, days }, meters] = await Promise.all([
        read,
        readMeters(
          deps.history,
          devices.meters,
          read.then(({ days }) => days.flatMap((day) => [day.start, day.end])),
        ),
      ]);
      const readings = { ...rollups, ...meters };
      const context = { falls: switches.falls, targets, stageAt: stageInRoom(moves, roomId) };
      return {
        roomId,
        from: range.from,
        to: range.to,
        source: shotSource(readings),
        days: days.map((day) => steeringDay(readings, day, context)),
      };
    },

    /**
     * The room figures of a run's outcome: each stretch's figures in the stage's VPD target
     * (stretch-reads.ts), combined (stretch-outcome.ts). Only the whole days inside a stretch count for
     * shots and dryback.
     */
    async stretchOutcome(stretches: readonly RoomStretch[], stage: GrowingStage): Promise<StretchOutcome> {
      const [timeZone, targets, stays] = await Promise.all([
        deps.zone.timeZone(),
        deps.vpdTargets(),
        deps.deviceStays([...new Set(stretches.map((stretch) => stretch.roomId))]),
      ]);
      const figures = await Promise.all(
        stretches.map((stretch) =>
          readStretch(deps.history, stays, stretch, { timeZone, target: targets[stage] }),
        ),
      );
      return stretchOutcomeOf(figures, targets[stage]);
    },
  };
}

export type SteeringApi = ReturnType<typeof createSteering>;
