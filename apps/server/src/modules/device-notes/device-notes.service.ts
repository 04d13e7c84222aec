import { canDeleteDeviceNote, type Actor } from '@canopy/shared/permissions';
import type { Annotation, AnnotationKind, AnnotationsQuery } from '@canopy/shared/schemas/annotations';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { authorOf } from '../comments/people.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import type { StageMark } from '../rooms/device-crop-history.ts';
import type { UserLookup } from '../users/users.types.ts';
import { createAnnotationSourcesRepository } from './annotation-sources.repository.ts';
import { noteNotFound } from './device-notes.errors.ts';
import {
  placeKey,
  toAlertAnnotations,
  toCommandAnnotation,
  toDiaryAnnotation,
  toLogAnnotation,
  toNoteAnnotation,
  toStageAnnotation,
} from './device-notes.mapper.ts';
import { createDeviceNotesRepository, type DeviceNoteRow } from './device-notes.repository.ts';

/** The last moment with a four-digit ISO year: later ones sort wrongly as text (`+275760-...`). */
const LAST_ISO_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const isoOf = (ms: number) => new Date(Math.min(ms, LAST_ISO_MS)).toISOString();

/** Marks at the same moment keep one order: the device's own events first, people's records last. */
const KIND_ORDER: Record<AnnotationKind, number> = {
  alert: 0,
  flash: 1,
  command: 2,
  stage: 3,
  log: 4,
  diary: 5,
  note: 6,
};
const byTime = (a: Annotation, b: Annotation) =>
  a.ts - b.ts || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Chart annotations (what happened to a device, from every source) and the notes pinned on its charts. */
export interface DeviceNotesDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: UserLookup;
  /** The devices notes are pinned on (the devices module's). */
  devices: DeviceDirectory;
  /** The stage events of the groups in the device's rooms while it was there (the rooms module). */
  stageMarks(deviceId: string, range: AnnotationsQuery): Promise<StageMark[]>;
}

export function createDeviceNotesService({ db, clock, users, devices, stageMarks }: DeviceNotesDeps) {
  const notes = createDeviceNotesRepository(db);
  const sources = createAnnotationSourcesRepository(db);

  async function requireDevice(id: string) {
    const row = await devices.find(id.toLowerCase());
    if (!row) throw deviceNotFound();
    return row;
  }

  async function requireNote(deviceId: string, noteId: string): Promise<DeviceNoteRow> {
    const device = await requireDevice(deviceId);
    const note = await notes.find(device.id, noteId);
    if (!note) throw noteNotFound();
    return note;
  }

  const owned = (note: DeviceNoteRow) => ({ authorId: note.author_id });

  /** The locations of cuttings that stand at this device: those named as the device is. */
  async function locationsAt(deviceName: string): Promise<string[]> {
    const key = placeKey(deviceName);
    if (!key) return [];
    return (await sources.cuttingLocations()).filter((location) => placeKey(location) === key);
  }

  return {
    /** Everything that happened to the device with `from <= ts <= to`, oldest first. */
    async annotations(deviceId: string, { from, to }: AnnotationsQuery): Promise<Annotation[]> {
      const device = await requireDevice(deviceId);
      const [fromIso, toIso] = [isoOf(from), isoOf(to)];
      const locations = await locationsAt(device.name);
      const [noteRows, commands, alerts, diary, log, stages] = await Promise.all([
        notes.listInRange(device.id, from, to),
        sources.commands(device.id, fromIso, toIso),
        sources.alerts(device.id, fromIso, toIso),
        sources.diaryEntries(locations, fromIso, toIso),
        sources.logEntries(locations, fromIso, toIso),
        stageMarks(device.id, { from, to }),
      ]);
      return [
        ...noteRows.map(toNoteAnnotation),
        ...commands.map(toCommandAnnotation),
        ...alerts.flatMap((row) => toAlertAnnotations(row, from, to)),
        ...diary.map(toDiaryAnnotation),
        ...log.map(toLogAnnotation),
        ...stages.map(toStageAnnotation),
      ].sort(byTime);
    },

    /** A note by the caller (never by whoever a body names), at `ts` or now. */
    async add(
      actor: Actor,
      deviceId: string,
      body: { ts?: number | undefined; text: string },
    ): Promise<Annotation> {
      const device = await requireDevice(deviceId);
      const author = await authorOf(actor, users);
      const now = clock.now();
      const row: DeviceNoteRow = {
        id: newId(now.getTime()),
        device_id: device.id,
        ts: body.ts ?? now.getTime(),
        text: body.text,
        author_id: author.id,
        author_email: author.login,
        created_at: now.toISOString(),
      };
      await notes.insert(row);
      return toNoteAnnotation(row);
    },

    /** The note's author or staff may delete it: the route asks before it reads anything else. */
    async mayDelete(actor: Actor, deviceId: string, noteId: string): Promise<boolean> {
      return canDeleteDeviceNote(actor, owned(await requireNote(deviceId, noteId)));
    },

    async delete(actor: Actor, deviceId: string, noteId: string): Promise<void> {
      const note = await requireNote(deviceId, noteId);
      if (!canDeleteDeviceNote(actor, owned(note))) throw forbidden();
      await notes.delete(note.device_id, note.id);
    },
  };
}

export type DeviceNotesService = ReturnType<typeof createDeviceNotesService>;
