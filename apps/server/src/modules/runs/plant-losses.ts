import { canRecordLoss } from '@canopy/shared/permissions';
import type { lossBodySchema } from '@canopy/shared/schemas/runs';
import type { z } from 'zod';
import { newId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import { lockedGroupWrite } from './locked-group-write.ts';
import type { RunReader } from './run-reader.ts';
import {
  assertNotBeforeGroup,
  auditRunUpdate,
  insertGroupEvent,
  latestEventAt,
  type RunWriteDeps,
} from './run-writes.ts';
import { notEnoughPlants } from './runs.errors.ts';
import { parseIds } from './runs.mapper.ts';

export type LossInput = z.output<typeof lossBodySchema>;

/**
 * Plants lost from a group (anyone logged in may record it). A group that loses its last plant is
 * `lost`, by a stage event like every other change of stage.
 */
export function createPlantLosses(deps: RunWriteDeps & { reader: RunReader }) {
  return lockedGroupWrite<LossInput>(deps, {
    allowed: canRecordLoss,
    change: 'loss',
    async write({ trx, repo, run, group, at, now }, by, body) {
      const held = Number(group.plant_count);
      if (body.count > held) throw notEnoughPlants('body.count', held);
      const when = at.toISOString();
      await assertNotBeforeGroup(repo, group.id, when);
      const left = held - body.count;
      const stamp = now.toISOString();
      // Which labelled cuttings died is not said: the list is cut so it never names more than the plants.
      const cuttings = parseIds(group.cutting_ids).slice(0, left);
      await repo.updateGroup(group.id, { plant_count: left, cutting_ids: JSON.stringify(cuttings) });
      await repo.insertLoss({
        id: newId(now.getTime()),
        run_id: run.id,
        group_id: group.id,
        count: body.count,
        reason: body.reason,
        at: when,
        by_id: by.id,
        by_email: by.email,
        note: body.note,
        created_at: stamp,
      });
      if (left === 0) {
        const previous = (await latestEventAt(repo, group.id)) ?? when;
        const lostAt = when > previous ? when : previous;
        await repo.updateGroup(group.id, { stage: 'lost', stage_started_at: lostAt });
        await insertGroupEvent({ repo, run, group, now }, by, {
          stage: 'lost',
          room_id: group.room_id,
          at: lostAt,
          plant_count: 0,
          split_group_id: null,
          note: '',
        });
      }
      await auditRunUpdate({ trx, now, run }, by, {
        summary: `Run ${quoted(run.code)}: ${body.count} plants lost (${body.reason})`,
        event: 'loss_recorded',
        values: { label: run.code, count: body.count, reason: body.reason },
        changes: { [`group.${group.id}.plantCount`]: [held, left] },
      });
    },
  });
}
