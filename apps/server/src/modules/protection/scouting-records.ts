import { FOLLOW_UP_SEVERITY } from '@canopy/shared/feeding';
import type { Language } from '@canopy/shared/languages';
import { canRecordScouting, type Actor } from '@canopy/shared/permissions';
import type { Scouting, scoutingBodySchema } from '@canopy/shared/schemas/feeding';
import type { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import type { Port } from '../../lib/port.ts';
import { quoted } from '../audit/audit-labels.ts';
import type { FilesService } from '../files/files.service.ts';
import {
  commitRoomEntry,
  entryRows,
  roomEntryContext,
  tellRuns,
  type RoomEntryDeps,
} from '../feeding/room-entries.ts';
import { followUpTask, type FollowUpTasks } from './follow-up-task.ts';
import { toScouting } from './protection.mapper.ts';
import { assertAttachable } from './scouting-photos.ts';
import { createProtectionRepository, type ScoutingRow } from './protection.repository.ts';

export type ScoutingInput = z.output<typeof scoutingBodySchema>;

export interface ScoutingDeps extends RoomEntryDeps {
  /** The language someone reads the server's words in (their notification settings). */
  languageOf(userId: string): Promise<Language>;
  files: Pick<FilesService, 'ownersOf' | 'urlFor'>;
  followUps: Port<FollowUpTasks>;
}

/**
 * A scouting entry (anyone logged in): one row per group growing in the room at `at`, in one transaction
 * with its audit entry. Its photos are files the recorder uploaded first (`POST /api/scouting/photos`;
 * staff may name any stored file): any other id is a 400. A sighting of FOLLOW_UP_SEVERITY or worse then opens one follow-up task in the recorder's
 * name, whose id every row of the entry keeps; a replay under the same Idempotency-Key opens none.
 */
export function createScoutingRecords(deps: ScoutingDeps) {
  return async function recordScouting(
    actor: Actor,
    roomId: string,
    body: ScoutingInput,
  ): Promise<Scouting[]> {
    if (!canRecordScouting(actor)) throw forbidden();
    const context = await roomEntryContext(deps, 'scouting', actor, roomId, body.at);
    await assertAttachable(deps.files, actor, body.photos);
    const photos = [...new Set(body.photos)];
    const rows: ScoutingRow[] = entryRows(context, body.note).map((row) => ({
      ...row,
      pest: body.pest,
      kind: body.kind,
      severity: body.severity,
      where_found: body.where,
      photos: JSON.stringify(photos),
      task_id: null,
    }));
    const entryId = rows[0]!.entry_id;
    const { room } = context;
    await commitRoomEntry(deps, context, (trx) => createProtectionRepository(trx).insertScouting(rows), {
      action: 'update',
      summary: `Room ${quoted(room.name)}: ${body.pest} scouted, severity ${body.severity}`,
      event: 'scouted',
      values: { label: room.name, count: body.severity },
      changes: {
        [`scouting.${entryId}`]: [
          null,
          { pest: body.pest, kind: body.kind, severity: body.severity, where: body.where, photos },
        ],
        [`scouting.${entryId}.groupIds`]: [null, rows.flatMap((row) => (row.group_id ? [row.group_id] : []))],
      },
    });
    let taskId: string | null = null;
    if (body.severity >= FOLLOW_UP_SEVERITY) {
      const task = followUpTask(
        await deps.languageOf(actor.id),
        {
          pest: body.pest,
          severity: body.severity,
          at: context.at,
          room,
          first: { runId: rows[0]!.run_id, groupId: rows[0]!.group_id },
        },
        context.timeZone,
      );
      taskId = await deps.followUps.get().open(actor, task);
      await createProtectionRepository(deps.db).setScoutingTask(entryId, taskId);
    }
    tellRuns(deps, context);
    const names = { rooms: new Map([[room.id, room.name]]), products: new Map() };
    return rows.map((row) => toScouting({ ...row, task_id: taskId }, names, deps.files));
  };
}
