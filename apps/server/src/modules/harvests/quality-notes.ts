import type { Actor } from '@canopy/shared/permissions';
import type { Harvest, qualityNoteBodySchema } from '@canopy/shared/schemas/harvests';
import type { z } from 'zod';
import { validationFailed } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import { auditRunUpdate } from '../runs/run-writes.ts';
import { actorWithEmail, onHarvest, writeInstant, type HarvestWriteDeps } from './harvest-writes.ts';

export type QualityNoteInput = z.output<typeof qualityNoteBodySchema>;

/**
 * A dated note on a harvest (anyone logged in): ratings 1-5 on the site's quality criteria and words. The
 * cure changes the product, so a harvest gathers many; a criterion the site does not rate is refused.
 */
export function createQualityNotes(deps: HarvestWriteDeps) {
  return async function addNote(actor: Actor, harvestId: string, body: QualityNoteInput): Promise<Harvest> {
    const { at, now } = writeInstant(deps.clock, body.at);
    const { qualityCriteria } = await deps.site.get();
    const unknown = Object.keys(body.ratings).find((criterion) => !qualityCriteria.includes(criterion));
    if (unknown !== undefined) {
      throw validationFailed(`body.ratings.${unknown}`, `not a quality criterion of the site`);
    }
    const by = await actorWithEmail(deps, actor);
    const runId = await onHarvest(deps, harvestId, now, async ({ trx, repo, harvest, run }) => {
      const when = at.toISOString();
      if (when < harvest.at) throw validationFailed('body.at', `before the harvest (${harvest.at})`);
      const id = newId(now.getTime());
      await repo.insertNote({
        id,
        harvest_id: harvest.id,
        at: when,
        ratings: JSON.stringify(body.ratings),
        text: body.text,
        by_id: by.id,
        by_email: by.email,
        created_at: now.toISOString(),
      });
      await auditRunUpdate({ trx, now, run: { id: run._id } }, by, {
        summary: `Run ${quoted(run.code)}: a quality note added to a harvest`,
        event: 'quality_noted',
        values: { label: run.code },
        changes: { [`harvest.${harvest.id}.note.${id}`]: [null, { ratings: body.ratings, text: body.text }] },
      });
      return run._id;
    });
    deps.events.publish('run.changed', { runId, change: 'harvest' });
    return deps.reader.load(harvestId);
  };
}
