import { canManageCrop } from '@canopy/shared/permissions';
import type { stageEventBodySchema } from '@canopy/shared/schemas/runs';
import type { z } from 'zod';
import { newId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import { lockedGroupWrite } from './locked-group-write.ts';
import type { RunReader } from './run-reader.ts';
import {
  assertRunAndGroup,
  auditRunUpdate,
  insertGroupEvent,
  latestEventAt,
  type RunWriteDeps,
} from './run-writes.ts';
import { eventOutOfOrder, groupClosed, invalid, notEnoughPlants, roomNotFound } from './runs.errors.ts';
import { parseIds } from './runs.mapper.ts';

export type StageEventInput = z.output<typeof stageEventBodySchema>;

/**
 * A move of a group to a stage and room: the only way either changes. With fewer plants than the group
 * holds it splits: a child group takes those plants (and the named cuttings) to the new stage and room,
 * the rest stays; the counts add up under concurrent requests because each write holds the group's lock.
 */
export function createStageMoves(deps: RunWriteDeps & { reader: RunReader }) {
  return lockedGroupWrite<StageEventInput>(deps, {
    allowed: canManageCrop,
    change: 'moved',
    async before(ids, body) {
      await assertRunAndGroup(deps.db, ids);
      if ((await deps.rooms.names([body.roomId])).size === 0) throw roomNotFound('body.roomId');
    },
    async write({ trx, repo, run, group, at, now }, by, body) {
      const held = Number(group.plant_count);
      if (held === 0 || group.stage === 'lost') throw groupClosed();
      const previous = await latestEventAt(repo, group.id);
      const when = at.toISOString();
      if (previous && when < previous)
        throw eventOutOfOrder('body.at', `before the previous event (${previous})`);
      const count = body.plantCount ?? held;
      if (count > held) throw notEnoughPlants('body.plantCount', held);
      const cuttings = parseIds(group.cutting_ids);
      const moving = [...new Set(body.cuttingIds ?? [])];
      const stranger = moving.findIndex((id) => !cuttings.includes(id));
      if (stranger >= 0)
        throw invalid([{ path: `body.cuttingIds.${stranger}`, message: 'not a cutting of this group' }]);
      if (moving.length > count)
        throw invalid([{ path: 'body.cuttingIds', message: 'more cuttings than plants' }]);
      const split = count < held;
      const staying = cuttings.filter((id) => !moving.includes(id));
      if (split && staying.length > held - count) {
        throw invalid([
          { path: 'body.cuttingIds', message: 'name the cuttings that move: more would stay than plants' },
        ]);
      }
      const startedAt = body.stage === group.stage ? group.stage_started_at : when;
      const stamp = now.toISOString();
      const childId = split ? newId(now.getTime()) : null;
      if (childId) {
        await repo.insertGroup({
          id: childId,
          run_id: run.id,
          strain_id: group.strain_id,
          plant_count: count,
          plants_started: count,
          cutting_ids: JSON.stringify(moving),
          room_id: body.roomId,
          stage: body.stage,
          stage_started_at: startedAt,
          parent_group_id: group.id,
          mother_id: group.mother_id,
          position: (await repo.maxPosition(run.id)) + 1,
          created_at: stamp,
          updated_at: stamp,
        });
        await repo.updateGroup(group.id, { plant_count: held - count, cutting_ids: JSON.stringify(staying) });
      } else {
        await repo.updateGroup(group.id, {
          stage: body.stage,
          room_id: body.roomId,
          stage_started_at: startedAt,
        });
      }
      await insertGroupEvent({ repo, run, group, now }, by, {
        stage: body.stage,
        room_id: body.roomId,
        at: when,
        plant_count: count,
        split_group_id: childId,
        note: body.note,
      });
      await auditRunUpdate({ trx, now, run }, by, {
        summary: split
          ? `Run ${quoted(run.code)}: ${count} of ${held} plants split off to ${body.stage}`
          : `Run ${quoted(run.code)}: a group moved to ${body.stage}`,
        event: split ? 'split' : 'moved',
        values: { label: run.code, count },
        // A split leaves the group where it was, with fewer plants; the new group is where they went.
        changes: childId
          ? {
              [`group.${group.id}.plantCount`]: [held, held - count],
              [`group.${childId}.plantCount`]: [null, count],
              [`group.${childId}.stage`]: [null, body.stage],
              [`group.${childId}.roomId`]: [null, body.roomId],
            }
          : {
              [`group.${group.id}.stage`]: [group.stage, body.stage],
              [`group.${group.id}.roomId`]: [group.room_id, body.roomId],
            },
      });
    },
  });
}
