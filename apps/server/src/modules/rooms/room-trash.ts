import type { Port } from '../../lib/port.ts';
import type { TrashSpec } from '../trash/trash-spec.ts';
import { createRoomsRepository } from './rooms.repository.ts';
import type { RoomGroupsSource } from './rooms.service.ts';

/**
 * A room in the trash. A restore brings it back without the devices it had: they left it when it was
 * deleted and may be in other rooms now. The purge removes it, and its past device stays with it, only if
 * no run used it: a run's events and groups name their rooms (foreign keys), and its history, climate and
 * stage bands read the room and its devices' stays in it. So a room any run used stays in the trash for
 * good, however old; one no run used goes after `TRASH_DAYS` like anything else.
 */
export function roomTrash(groups: Port<Pick<RoomGroupsSource, 'roomsInUse'>>): TrashSpec {
  return {
    entity: 'room',
    restoreNote: 'without its former devices (they may be in other rooms now)',
    keptForGood: (_db, ids) => groups.get().roomsInUse(ids),
    ownedFiles: () => Promise.resolve([]),
    remove: (db, id) => createRoomsRepository(db).remove(id),
  };
}
