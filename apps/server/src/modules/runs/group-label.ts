import type { Language } from '@canopy/shared/languages';
import type { LabelSize } from '@canopy/shared/labels';
import type { FastifyBaseLogger } from 'fastify';
import { otherLabelPdf, type Download } from '../qr-labels/qr-labels.service.ts';
import { groupLabelLine } from './group-label-texts.ts';
import type { RunReader } from './run-reader.ts';
import { groupNotFound } from './runs.errors.ts';

export interface GroupLabelDeps {
  reader: Pick<RunReader, 'load'>;
  /** The product's public address, which the label's QR code points into. */
  publicUrl: string;
}

/** The page a group's label opens: the group on a phone, with its quick actions. */
export function groupAddress(publicUrl: string, runId: string, groupId: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/runs/${encodeURIComponent(runId)}/groups/${encodeURIComponent(groupId)}`;
}

/**
 * A plant group's QR label, drawn by the cutting labels' document process in the same sizes: the run's
 * code where a cutting's code stands, the strain, and the stage and plant count in `language` where a
 * cutting's short id stands. Unknown run: 404 `runs.not_found`; unknown group: 404 `runs.group_not_found`.
 */
export function createGroupLabels({ reader, publicUrl }: GroupLabelDeps) {
  return async (
    ids: { runId: string; groupId: string },
    options: { size: LabelSize; language: Language },
    log: FastifyBaseLogger,
  ): Promise<Download> => {
    const run = await reader.load(ids.runId);
    const group = run.groups.find((candidate) => candidate._id === ids.groupId);
    if (!group) throw groupNotFound();
    const line = groupLabelLine(options.language, group.stage, group.plantCount);
    const address = groupAddress(publicUrl, run._id, group._id);
    return otherLabelPdf(
      { code: run.code, strainName: group.strainName, line, address },
      `group-${run.code}-${group._id}.pdf`,
      { size: options.size, publicUrl },
      log,
    );
  };
}
