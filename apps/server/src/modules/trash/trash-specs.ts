import { TRASH_ENTITIES, type TrashEntity } from '@canopy/shared/schemas/trash';
import type { TrashSpec } from './trash-spec.ts';

/** The specs the trash module is made with, one per kind of object that goes to the trash. */
export type TrashSpecs = readonly TrashSpec[];

/** Each kind's spec; a kind without one stops the trash module from being made. */
export function specsByEntity(specs: TrashSpecs): (entity: TrashEntity) => TrashSpec {
  const byEntity = new Map(specs.map((spec) => [spec.entity, spec]));
  const missing = TRASH_ENTITIES.filter((entity) => !byEntity.has(entity));
  if (missing.length > 0) throw new Error(`No trash spec for ${missing.join(', ')}`);
  return (entity) => byEntity.get(entity)!;
}
