import type { Room } from '@canopy/shared/schemas/rooms';

/** A room as `GET /api/rooms` lists it: no devices, no groups, nothing open. */
export const aRoom = (overrides: Partial<Room> = {}): Room => ({
  _id: 'room-veg',
  name: 'Veg Room',
  kind: 'veg',
  areaM2: 24,
  lightsWatts: 1200,
  deviceIds: [],
  notes: '',
  archivedAt: null,
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
  devices: [],
  groups: [],
  openAlertCount: 0,
  reEntryUntil: null,
  ...overrides,
});
