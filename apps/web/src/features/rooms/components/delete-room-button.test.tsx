import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Room } from '@canopy/shared/schemas/rooms';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { DeleteRoomButton } from './delete-room-button';

const room: Room = {
  _id: 'room-a',
  name: 'Flower Room A',
  kind: 'flower',
  areaM2: 24,
  lightsWatts: 1200,
  deviceIds: [],
  notes: '',
  archivedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  devices: [],
  groups: [],
  openAlertCount: 0,
  reEntryUntil: null,
};

describe('DeleteRoomButton', () => {
  it('says clearly why a room with plants in it stays, and keeps the dialog open', async () => {
    server.use(
      http.delete('*/api/rooms/room-a', () =>
        HttpResponse.json({ error: 'Room not empty', code: 'rooms.not_empty' }, { status: 409 }),
      ),
    );
    logInAs({ role: 'superuser' });
    const deleted = vi.fn();
    const { user } = renderPage(<DeleteRoomButton room={room} onDeleted={deleted} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete room' });
    expect(dialog).toHaveTextContent('Delete the room “Flower Room A”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This room still holds plants: move them to another room first, then delete it.',
    );
    expect(deleted).not.toHaveBeenCalled();
  });
});
