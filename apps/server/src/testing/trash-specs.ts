import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cuttingTrash } from '../modules/cuttings/cutting-trash.ts';
import { newsTrash } from '../modules/news/news-trash.ts';
import { roomTrash } from '../modules/rooms/room-trash.ts';
import { createRoomsInUseRepository } from '../modules/runs/rooms-in-use.repository.ts';
import { strainTrash } from '../modules/strains/strain-trash.ts';
import { bugTrash } from '../modules/bugs/bug-trash.ts';
import { taskTrash } from '../modules/tasks/task-trash.ts';
import { createTrashPurge } from '../modules/trash/trash-purge.ts';
import type { TrashSpecs } from '../modules/trash/trash-specs.ts';
import type { TestContext } from './test-app.ts';

/**
 * The trash specs `compose/trash.ts` gives the trash module, for tests that run a purge of their own; a room's asks
 * the runs of `db` whether they used it, as the app's asks the runs module.
 */
export function trashSpecs(db: Kysely<Database>): TrashSpecs {
  const runs = createRoomsInUseRepository(db);
  return [strainTrash, cuttingTrash, newsTrash, bugTrash, taskTrash, roomTrash({ get: () => runs })];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One purge as the trash job runs it, 31 days after the test clock's now: all in the trash is past 30 days. */
export function purgeTrashAMonthLater(t: TestContext): Promise<number> {
  const later = { now: () => new Date(t.clock.now().getTime() + 31 * DAY_MS) };
  return createTrashPurge({
    db: t.database.db,
    clock: later,
    files: t.services.files,
    trashDays: 30,
    specs: trashSpecs(t.database.db),
  }).runOnce();
}
