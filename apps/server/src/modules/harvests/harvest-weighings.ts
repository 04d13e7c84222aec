import { canManageCrop, isAdmin, type Actor } from '@canopy/shared/permissions';
import type { Harvest, weighingBodySchema } from '@canopy/shared/schemas/harvests';
import { exactWeight, gramsOf, thousandthsOf } from '@canopy/shared/weights';
import type { z } from 'zod';
import { forbidden, validationFailed } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import { auditRunUpdate } from '../runs/run-writes.ts';
import { actorWithEmail, onHarvest, writeInstant, type HarvestWriteDeps } from './harvest-writes.ts';
import { harvestClosed } from './harvests.errors.ts';

export type WeighingInput = z.output<typeof weighingBodySchema>;

/**
 * A weighing of a harvest, kept as entered and in whole milligrams. Once the harvest is closed its wet
 * weight is settled: another `wet` weighing is 409 `harvests.closed`, unless an admin overrides it, which
 * the audit log records as such.
 */
export function createHarvestWeighings(deps: HarvestWriteDeps) {
  return async function weigh(actor: Actor, harvestId: string, body: WeighingInput): Promise<Harvest> {
    if (!canManageCrop(actor)) throw forbidden();
    const { at, now } = writeInstant(deps.clock, body.at);
    const thousandths = thousandthsOf(body.value);
    if (thousandths === null) throw validationFailed('body.value', 'at most 3 decimals');
    const { milligrams, picograms } = exactWeight(thousandths, body.unit);
    const by = await actorWithEmail(deps, actor);
    const runId = await onHarvest(deps, harvestId, now, async ({ trx, repo, harvest, run }) => {
      const when = at.toISOString();
      if (when < harvest.at) throw validationFailed('body.at', `before the harvest (${harvest.at})`);
      const overridden = harvest.closed_at !== null && body.kind === 'wet';
      if (overridden && !body.override) throw harvestClosed();
      if (overridden && !isAdmin(actor)) throw forbidden();
      const id = newId(now.getTime());
      await repo.insertWeighing({
        id,
        harvest_id: harvest.id,
        at: when,
        kind: body.kind,
        unit: body.unit,
        value_thousandths: thousandths,
        milligrams,
        picograms,
        override: overridden ? 1 : 0,
        by_id: by.id,
        by_email: by.email,
        created_at: now.toISOString(),
      });
      const entered = `${body.value} ${body.unit} ${body.kind}`;
      await auditRunUpdate({ trx, now, run: { id: run._id } }, by, {
        summary: overridden
          ? `Run ${quoted(run.code)}: ${entered} weighed after the harvest was closed (override)`
          : `Run ${quoted(run.code)}: ${entered} weighed`,
        event: overridden ? 'weighed_after_close' : 'weighed',
        values: { label: run.code },
        changes: {
          [`harvest.${harvest.id}.weighing.${id}`]: [
            null,
            { kind: body.kind, value: body.value, unit: body.unit },
          ],
          [`harvest.${harvest.id}.weighing.${id}.grams`]: [null, gramsOf(milligrams)],
          ...(overridden && { [`harvest.${harvest.id}.override`]: [null, true] }),
        },
      });
      return run._id;
    });
    deps.events.publish('run.changed', { runId, change: 'harvest' });
    return deps.reader.load(harvestId);
  };
}
