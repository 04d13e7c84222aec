import type { Stage } from '@canopy/shared/crop';
import { canManageCrop, type Actor } from '@canopy/shared/permissions';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';
import { forbidden } from '../../lib/app-error.ts';
import { quoted } from '../audit/audit-labels.ts';
import { auditRunUpdate } from '../runs/run-writes.ts';
import { actorWithEmail, onHarvest, type HarvestWriteDeps } from './harvest-writes.ts';
import { createHarvestsRepository } from './harvests.repository.ts';

/** Stages whose plants are still to be harvested. */
const BEFORE_HARVEST: readonly Stage[] = ['propagation', 'veg', 'flower'];

/**
 * A harvest closed when its dry weight is final. When that closes the last open harvest of an active run
 * and no plants of it are still growing, the run becomes `harvested` (through the runs service, audited
 * there). Closing a closed harvest changes nothing, but checks the run again.
 */
export function createHarvestClose(deps: HarvestWriteDeps) {
  async function settleRun(actor: Actor, run: Run): Promise<void> {
    if (run.state !== 'active') return;
    if (run.groups.some((group) => group.plantCount > 0 && BEFORE_HARVEST.includes(group.stage))) return;
    if (!(await createHarvestsRepository(deps.db).allClosed(run._id))) return;
    const { name, code, plannedDays, notes } = run;
    await deps.runs.service.update(actor, run._id, { name, code, plannedDays, notes, state: 'harvested' });
  }

  return async function close(actor: Actor, harvestId: string): Promise<Harvest> {
    if (!canManageCrop(actor)) throw forbidden();
    const now = deps.clock.now();
    const by = await actorWithEmail(deps, actor);
    const { run, closed } = await onHarvest(deps, harvestId, now, async ({ trx, repo, harvest, run }) => {
      if (harvest.closed_at !== null) return { run, closed: false };
      const at = now.toISOString();
      await repo.updateHarvest(harvest.id, { closed_at: at, closed_by_id: by.id, closed_by_email: by.email });
      await auditRunUpdate({ trx, now, run: { id: run._id } }, by, {
        summary: `Run ${quoted(run.code)}: a harvest closed`,
        event: 'harvest_closed',
        values: { label: run.code },
        changes: { [`harvest.${harvest.id}.closedAt`]: [null, at] },
      });
      return { run, closed: true };
    });
    if (closed) deps.events.publish('run.changed', { runId: run._id, change: 'harvest' });
    await settleRun(actor, run);
    return deps.reader.load(harvestId);
  };
}
