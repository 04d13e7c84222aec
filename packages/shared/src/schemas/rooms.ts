import { z } from 'zod';
import { ROOM_KINDS, STAGES } from '../crop.ts';

export const ROOM_NAME_MAX = 80;
export const ROOM_NOTES_MAX = 2000;

/** A group as a room lists it: which run, how many plants, which stage and day. */
export const roomGroupSchema = z.object({
  _id: z.string(),
  runId: z.string(),
  runCode: z.string(),
  runName: z.string(),
  strainId: z.string(),
  strainName: z.string(),
  plantCount: z.number().int(),
  stage: z.enum(STAGES),
  stageStartedAt: z.string(),
  dayOfStage: z.number().int(),
  /** Planned days of the group's current stage in its run, null for `done` and `lost`. */
  plannedDays: z.number().int().nullable(),
});
export type RoomGroup = z.infer<typeof roomGroupSchema>;

/** A device of the room with its latest readings (the devices list's `latest`), as `GET /api/rooms/{id}` gives it. */
export const roomDeviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  since: z.string(),
  latest: z.record(z.string(), z.unknown()).nullable(),
});
export type RoomDevice = z.infer<typeof roomDeviceSchema>;

export const roomSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(ROOM_KINDS),
  areaM2: z.number().nullable(),
  lightsWatts: z.number().int().nullable(),
  deviceIds: z.array(z.string()),
  notes: z.string(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  devices: z.array(roomDeviceSchema),
  groups: z.array(roomGroupSchema),
  openAlertCount: z.number().int(),
  /** Nobody enters before this instant: the latest re-entry interval of a treatment here (DESIGN 25). */
  reEntryUntil: z.string().nullable(),
});
export type Room = z.infer<typeof roomSchema>;

/** The body of `POST /api/rooms` and `PUT /api/rooms/{id}`; assigning a device moves it from any other room. */
export const roomBodySchema = z.object({
  name: z.string().trim().min(1).max(ROOM_NAME_MAX),
  kind: z.enum(ROOM_KINDS),
  areaM2: z.number().positive().max(100_000).nullable().default(null),
  lightsWatts: z.number().int().nonnegative().max(10_000_000).nullable().default(null),
  deviceIds: z.array(z.string().min(1).max(64)).max(200).default([]),
  notes: z.string().trim().max(ROOM_NOTES_MAX).default(''),
  archived: z.boolean().default(false),
});
export type RoomBody = z.input<typeof roomBodySchema>;

/** What a device card and page show: the device's room, and the run and day of the group in it, if any. */
export const deviceCropContextSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  run: z
    .object({
      runId: z.string(),
      code: z.string(),
      stage: z.enum(STAGES),
      dayOfStage: z.number().int(),
      plannedDays: z.number().int().nullable(),
    })
    .nullable(),
});
export type DeviceCropContext = z.infer<typeof deviceCropContextSchema>;
