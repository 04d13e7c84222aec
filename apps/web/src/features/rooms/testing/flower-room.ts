import type { Room } from '@canopy/shared/schemas/rooms';
import { aRoom } from '../../../testing/crop/room-factory';

/** The room the rooms dialogs' tests edit and delete: Flower Room A, empty, created on 1 November. */
export const aFlowerRoom = (overrides: Partial<Room> = {}): Room =>
  aRoom({
    _id: 'room-a',
    name: 'Flower Room A',
    kind: 'flower',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  });
