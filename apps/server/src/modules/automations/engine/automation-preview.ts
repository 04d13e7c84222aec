import type { Language } from '@canopy/shared/languages';
import type { Actor } from '@canopy/shared/permissions';
import {
  AUTOMATION_PREVIEW_MAX_DAYS,
  type AutomationInput,
  type AutomationPreview,
} from '@canopy/shared/schemas/automations';
import type { DeviceRow } from '../../devices/devices.types.ts';
import type { DeviceStay } from '../../rooms/room-stays.ts';
import type { RoomStageEvent } from '../../rooms/stage-timeline.ts';
import { previewTooLong } from '../automations.errors.ts';
import { checkConditions } from './conditions.ts';
import {
  INITIAL_STATE,
  type AlertFacts,
  type DeviceFacts,
  type EngineFacts,
  type TriggerState,
} from './engine.types.ts';
import { evaluateTrigger } from './evaluate-trigger.ts';
import { referencedBy } from './read-facts.ts';
import { DeviceTimeline, roomDevicesAt, roomGroupsAt, type HistoryReading } from './replay-history.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Replay steps between two yields to the event loop. */
const STEPS_PER_YIELD = 500;

export interface PreviewDeps {
  /** The devices' rows (kinds): the devices repository's findMany. */
  devices(ids: readonly string[]): Promise<DeviceRow[]>;
  /** A device's stored raw readings in [from, to), in time order, a chunk at a time (the history read path). */
  readings(
    kind: 'climate' | 'soil',
    deviceId: string,
    from: number,
    to: number,
  ): AsyncIterable<HistoryReading[]>;
  /** The rooms' dated device stays (the rooms module's deviceStays). */
  deviceStays(roomIds: readonly string[]): Promise<DeviceStay[]>;
  /** Every stage event up to `toIso` of the groups that stood in these rooms (the runs module). */
  stageHistoryInRooms(roomIds: readonly string[], toIso: string): Promise<RoomStageEvent[]>;
  alertsOpened(fromMs: number, toMs: number): Promise<AlertFacts[]>;
  timeZone(): Promise<string>;
  languageOf(userId: string): Promise<Language>;
  /** Each action in the reader's language (the automations service's describeActions). */
  describeActions(actions: AutomationInput['actions'], language: Language): Promise<string[]>;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readAll(
  deps: PreviewDeps,
  row: DeviceRow,
  from: number,
  to: number,
): Promise<DeviceTimeline | null> {
  if (row.kind !== 'climate' && row.kind !== 'soil') return null;
  const readings: HistoryReading[] = [];
  // Readings before `from` decide the state at its start (a value already past, a phase already on).
  for await (const chunk of deps.readings(row.kind, row.id, from - DAY, to)) readings.push(...chunk);
  return new DeviceTimeline(readings, row.kind);
}

/**
 * `POST /api/automations/preview`: the automation replayed minute by minute over [from, to) of stored
 * history with the engine's own evaluators and conditions, its cooldown held against its own firings,
 * nothing acted on or stored. Answers when it would have fired and the actions, in the reader's words.
 */
export function createAutomationPreview(deps: PreviewDeps) {
  return async function preview(
    actor: Actor,
    body: { automation: AutomationInput; from: number; to: number },
    /** The page's language; default the reader's. */
    lang?: Language,
  ): Promise<AutomationPreview> {
    const { automation, from, to } = body;
    if (to - from > AUTOMATION_PREVIEW_MAX_DAYS * DAY) throw previewTooLong(AUTOMATION_PREVIEW_MAX_DAYS);
    const referenced = referencedBy([automation]);
    const [stays, events, alerts, zone, language] = await Promise.all([
      referenced.metricRoomIds.size > 0 ? deps.deviceStays([...referenced.metricRoomIds]) : [],
      referenced.roomIds.size > 0
        ? deps.stageHistoryInRooms([...referenced.roomIds], new Date(to).toISOString())
        : [],
      automation.trigger.type === 'alert' ? deps.alertsOpened(from, to) : [],
      deps.timeZone(),
      lang ?? deps.languageOf(actor.id),
    ]);
    const ids = new Set([...referenced.deviceIds, ...stays.map((stay) => stay.deviceId)]);
    const timelines = new Map<string, DeviceTimeline>();
    for (const row of await deps.devices([...ids])) {
      const timeline = await readAll(deps, row, from, to);
      if (timeline) timelines.set(row.id, timeline);
    }
    const actions = await deps.describeActions(automation.actions, language);

    const firings: AutomationPreview['firings'] = [];
    let state: TriggerState = INITIAL_STATE;
    let lastFired = -Infinity;
    let steps = 0;
    for (let now = Math.ceil(from / MINUTE) * MINUTE; now < to; now += MINUTE) {
      if (++steps % STEPS_PER_YIELD === 0) await yieldToLoop();
      const devices = new Map<string, DeviceFacts>();
      for (const [id, timeline] of timelines) devices.set(id, timeline.at(now));
      const facts: EngineFacts = {
        now,
        zone,
        devices,
        roomDevices: roomDevicesAt(stays, now),
        roomGroups: roomGroupsAt(events, now),
        alerts,
        // A replay has no restarts: a block fires when it begins, and once at the start if already on.
        assertedSinceBoot: () => true,
        bootId: 'preview',
      };
      const result = evaluateTrigger('preview', automation.trigger, state, facts);
      state = result.state;
      if (!result.firing || !checkConditions(automation.conditions, facts).ok) continue;
      if (now - lastFired < automation.cooldownMinutes * MINUTE) continue;
      lastFired = now;
      firings.push({ at: new Date(now).toISOString(), actions });
    }
    return { firings };
  };
}

export type AutomationPreviewService = ReturnType<typeof createAutomationPreview>;
