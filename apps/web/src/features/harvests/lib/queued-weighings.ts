import { weighingBodySchema, type WeighingKind } from '@canopy/shared/schemas/harvests';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import { useQueuedWrites } from '../../../lib/offline-queue/offline-queue';
import { weighingsPath } from '../api/add-weighing';

/** A weighing kept on this phone for a harvest: what was typed, and whether the server has refused it. */
export interface QueuedWeighing {
  id: number;
  kind: WeighingKind;
  value: number;
  unit: WeightUnit;
  at: string | undefined;
  refused: boolean;
}

/** This user's weighings of the harvest waiting on the phone for the network, oldest first. */
export function useQueuedWeighings(harvestId: string): QueuedWeighing[] {
  const path = weighingsPath(harvestId);
  return useQueuedWrites().flatMap((write) => {
    if (write.kind !== 'weighing' || write.main.path !== path) return [];
    const body = weighingBodySchema.safeParse(write.main.body);
    if (!body.success) return [];
    const { kind, value, unit, at } = body.data;
    return [{ id: write.id, kind, value, unit, at, refused: write.status === 'failed' }];
  });
}
