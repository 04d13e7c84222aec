import { canManageCrop, type Actor } from '@canopy/shared/permissions';
import type { Run } from '@canopy/shared/schemas/runs';
import { forbidden } from '../../lib/app-error.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { RunReader } from './run-reader.ts';
import { onGroup, type RunWriteDeps } from './run-writes.ts';
import { eventNotFound, eventNotLatest } from './runs.errors.ts';
import { parseIds } from './runs.mapper.ts';
import { createRunsRepository } from './runs.repository.ts';

/**
 * Undoes a group's latest event: the group returns to the stage, room and stage start it had before.
 * Undoing a split folds the child back, if nothing happened to the child since. A group's first event
 * is where it came from and stays.
 */
export function createEventUndo(deps: RunWriteDeps & { reader: RunReader }) {
  return async function undo(actor: Actor, ids: { runId: string; eventId: string }): Promise<Run> {
    if (!canManageCrop(actor)) throw forbidden();
    const event = await createRunsRepository(deps.db).findEvent(ids.runId, ids.eventId);
    if (!event) throw eventNotFound();
    const now = deps.clock.now();
    await onGroup(deps.db, { runId: ids.runId, groupId: event.group_id }, { at: now, now }, async (write) => {
      const { trx, repo, run, group } = write;
      const fresh = await repo.findEvent(ids.runId, ids.eventId);
      if (!fresh) throw eventNotFound();
      if (fresh.split_group_id === null && fresh.before_stage === null) {
        throw eventNotLatest("A group's first event cannot be undone");
      }
      const latest = (await repo.eventsOfGroup(group.id)).at(-1);
      if (latest?.id !== fresh.id) throw eventNotLatest();
      if (fresh.split_group_id) {
        const childId = fresh.split_group_id;
        await repo.lockGroup(childId, now.toISOString());
        const child = await repo.findGroup(ids.runId, childId);
        const childEvents = await repo.eventsOfGroup(childId);
        if (!child || childEvents.length > 1 || (await repo.countLossesOfGroup(childId)) > 0) {
          throw eventNotLatest('The split-off group has moved or lost plants since: undo those first');
        }
        const cuttings = [...parseIds(group.cutting_ids), ...parseIds(child.cutting_ids)];
        await repo.deleteEvent(fresh.id);
        await repo.deleteGroup(childId);
        await repo.updateGroup(group.id, {
          plant_count: Number(group.plant_count) + Number(child.plant_count),
          cutting_ids: JSON.stringify(cuttings),
        });
      } else {
        await repo.deleteEvent(fresh.id);
        await repo.updateGroup(group.id, {
          stage: fresh.before_stage ?? group.stage,
          room_id: fresh.before_room_id ?? group.room_id,
          stage_started_at: fresh.before_stage_started_at ?? group.stage_started_at,
        });
      }
      await recordAudit(trx, {
        at: now,
        actor,
        action: 'update',
        entity: 'run',
        entityId: run.id,
        summary: `Run ${quoted(run.code)}: the move to ${fresh.stage} of ${fresh.at} undone`,
        event: 'event_undone',
        values: { label: run.code, count: Number(fresh.plant_count) },
        changes: {
          [`event.${fresh.id}`]: [{ stage: fresh.stage, roomId: fresh.room_id, at: fresh.at }, null],
        },
      });
    });
    deps.events.publish('run.changed', { runId: ids.runId, change: 'undone' });
    return deps.reader.load(ids.runId);
  };
}
