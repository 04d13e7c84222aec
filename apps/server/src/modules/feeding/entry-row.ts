import { personOf } from '../runs/runs.mapper.ts';

/**
 * The columns every row of a room-wide entry has (feeds here, scouting and treatments in the protection
 * module): one row per group growing in the room, sharing `entry_id`.
 */
export interface EntryRowColumns {
  id: string;
  entry_id: string;
  room_id: string;
  /** Null only for a scouting or treatment entry in a room with no group growing in it. */
  run_id: string | null;
  group_id: string | null;
  plant_count: number;
  /** The group's part of the room's plants, 0-1. */
  share: number;
  at: string;
  note: string;
  by_id: string | null;
  by_email: string | null;
  created_at: string;
}

/** The columns every row of a room-wide entry has, named as the API names them. */
export const entryFields = (row: EntryRowColumns, roomNames: ReadonlyMap<string, string>) => ({
  _id: row.id,
  entryId: row.entry_id,
  roomId: row.room_id,
  roomName: roomNames.get(row.room_id) ?? '',
  runId: row.run_id,
  groupId: row.group_id,
  plantCount: Number(row.plant_count),
  share: Number(row.share),
  at: row.at,
  note: row.note,
  by: personOf(row.by_id, row.by_email),
  createdAt: row.created_at,
});
