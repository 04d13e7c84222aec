import { canManageCrop, type Actor } from '@canopy/shared/permissions';
import type { harvestBodySchema } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';
import { dayOfStage } from '@canopy/shared/site-days';
import type { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { actorWithEmail, writeInstant, type HarvestWriteDeps } from './harvest-writes.ts';
import { groupNotFound, notInFlower, preHarvestInterval } from './harvests.errors.ts';
import { createHarvestsRepository } from './harvests.repository.ts';

export type HarvestInput = z.output<typeof harvestBodySchema>;

/** A group and the groups it split off from, nearest first: a split child inherits its parent's treatments. */
function withAncestors(groups: Run['groups'], groupId: string): string[] {
  const parentOf = new Map(groups.map((group) => [group._id, group.parentGroupId]));
  const ids: string[] = [];
  for (let id: string | null | undefined = groupId; id && !ids.includes(id); id = parentOf.get(id)) {
    ids.push(id);
  }
  return ids;
}

/**
 * A flowering group harvested: its plants (or `plantCount` of them, split off as any move splits) go to
 * `dry` by the runs module's move, then the harvest is kept with what yields are measured by: the room
 * the plants flowered in, its area and light now, and the group's day of flower on the harvest's day.
 * Inside the pre-harvest interval of a treatment of the group (or of a group it split off from) nothing is
 * written: 409 `harvests.pre_harvest_interval`, unless `override` says staff harvest knowingly, which the
 * harvest's audit entry records with the interval overridden.
 */
export function createHarvestRecords(deps: HarvestWriteDeps) {
  return async function recordHarvest(actor: Actor, runId: string, body: HarvestInput): Promise<Run> {
    if (!canManageCrop(actor)) throw forbidden();
    const { at, now } = writeInstant(deps.clock, body.at);
    const run = await deps.runs.service.get(runId);
    const group = run.groups.find((one) => one._id === body.groupId);
    if (!group) throw groupNotFound();
    if (group.stage !== 'flower' || group.plantCount === 0) throw notInFlower();
    const hold = await deps.preHarvestHold(withAncestors(run.groups, group._id), at);
    if (hold && !body.override) throw preHarvestInterval(hold);
    const [room, zone, by] = await Promise.all([
      deps.rooms.get(group.roomId),
      deps.zone.timeZone(),
      actorWithEmail(deps, actor),
    ]);
    const when = at.toISOString();
    const plantCount = body.plantCount ?? group.plantCount;
    // Refuses a count above the group's, a date before its latest move and an unknown room, as any move.
    await deps.runs.move(
      actor,
      { runId, groupId: group._id },
      { stage: 'dry', roomId: body.roomId ?? group.roomId, at: when, plantCount, note: '' },
    );
    const id = newId(now.getTime());
    const stamp = now.toISOString();
    await deps.db.transaction().execute(async (trx) => {
      await createHarvestsRepository(trx).insertHarvest({
        id,
        run_id: runId,
        group_id: group._id,
        strain_id: group.strainId,
        mother_id: group.motherId,
        room_id: group.roomId,
        area_m2: room.areaM2,
        lights_watts: room.lightsWatts,
        at: when,
        plant_count: plantCount,
        flower_days: dayOfStage(group.stageStartedAt, at, zone),
        closed_at: null,
        closed_by_id: null,
        closed_by_email: null,
        by_id: by.id,
        by_email: by.email,
        created_at: stamp,
        updated_at: stamp,
      });
      await recordAudit(trx, {
        at: now,
        actor: by,
        action: 'create',
        entity: 'run',
        entityId: runId,
        summary: hold
          ? `Run ${quoted(run.code)}: ${plantCount} plants harvested inside the pre-harvest interval of ` +
            `${quoted(hold.productName)} (override)`
          : `Run ${quoted(run.code)}: ${plantCount} plants harvested`,
        event: hold ? 'harvested_in_interval' : 'harvested',
        values: { label: run.code, count: plantCount },
        changes: {
          [`harvest.${id}.groupId`]: [null, group._id],
          [`harvest.${id}.plantCount`]: [null, plantCount],
          ...(hold && {
            [`harvest.${id}.override`]: [null, true],
            [`harvest.${id}.preHarvestInterval`]: [null, hold],
          }),
        },
      });
    });
    deps.events.publish('run.changed', { runId, change: 'harvest' });
    return deps.runs.service.get(runId);
  };
}
