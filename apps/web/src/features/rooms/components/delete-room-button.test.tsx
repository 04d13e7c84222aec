import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aFlowerRoom } from '../testing/flower-room';
import { DeleteRoomButton } from './delete-room-button';

const room = aFlowerRoom();

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
