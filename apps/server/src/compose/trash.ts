import type { AppDeps } from '../app-deps.ts';
import { createTrashModule } from '../modules/trash/trash.module.ts';
import type { Authored } from './accounts.ts';
import type { Crop } from './crop.ts';
import type { Team } from './team.ts';

/**
 * The trash, made with each kind's `TrashSpec` (a kind without one stops it): strains, cuttings, news,
 * bugs, tasks and rooms. A room's asks runs (through the rooms port) whether they used it.
 */
export function composeTrash(authored: Authored, deps: Pick<AppDeps, 'trashDays'>, crop: Crop, team: Team) {
  const { news, bugs, tasks } = team;
  const specs = [
    crop.strains.trash,
    crop.cuttings.trash,
    news.trash,
    bugs.trash,
    tasks.trash,
    crop.rooms.trash,
  ];
  return createTrashModule({ ...authored, trashDays: deps.trashDays, specs });
}
