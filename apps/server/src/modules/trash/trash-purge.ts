import { TRASH_ENTITIES, type TrashEntity } from '@canopy/shared/schemas/trash';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FilesService } from '../files/files.service.ts';
import { specsByEntity, type TrashSpecs } from './trash-specs.ts';
import { createTrashRepository } from './trash.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashPurgeDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  trashDays: number;
  /** One per kind of object that goes to the trash: how to find its files and delete it. */
  specs: TrashSpecs;
}

/**
 * Removes for good what has been in the trash longer than `TRASH_DAYS`: the rows, their children (the
 * foreign keys cascade) and then their files. A strain takes every cutting it still has. What its spec
 * keeps for good (a room a run used) stays.
 */
export function createTrashPurge({ db, clock, files, trashDays, specs }: TrashPurgeDeps) {
  const trash = createTrashRepository(db);
  const specOf = specsByEntity(specs);

  async function purge(entity: TrashEntity, id: string): Promise<void> {
    for (const child of specs) {
      if (child.childOf?.entity !== entity) continue;
      for (const childId of await child.childOf.ids(db, id)) await purge(child.entity, childId);
    }
    const spec = specOf(entity);
    const owned = await spec.ownedFiles(db, id);
    await spec.remove(db, id);
    await files.remove([...new Set(owned)]);
  }

  return {
    /** One pass of the purge job; answers how many objects it removed. */
    async runOnce(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - trashDays * DAY_MS).toISOString();
      let removed = 0;
      for (const entity of TRASH_ENTITIES) {
        const expired = await trash.expiredIds(entity, cutoff);
        const kept = (await specOf(entity).keptForGood?.(db, expired)) ?? new Set();
        for (const id of expired) {
          if (kept.has(id)) continue;
          await purge(entity, id);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type TrashPurge = ReturnType<typeof createTrashPurge>;
