import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { aRoom } from '../../../testing/crop/room-factory';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aFeed, aProduct, aRecipe, aRoomGroup, aSite } from '../../../testing/crop/feeding-factory';
import { GroupCare, RoomCare } from './room-care';

const room = aRoom({ groups: [aRoomGroup()], reEntryUntil: '2999-01-01T08:00:00.000Z' });

beforeEach(() => {
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    http.get('*/api/recipes', () => HttpResponse.json([aRecipe()])),
    http.get('*/api/products', () => HttpResponse.json([aProduct()])),
    http.get('*/api/rooms', () => HttpResponse.json([room])),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

describe('RoomCare', () => {
  it('offers a plain user Feed and Scout, but no Treat', async () => {
    logInAs({ role: 'user' });
    renderPage(<RoomCare room={room} />);
    expect(await screen.findByRole('button', { name: 'Feed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Treat' })).not.toBeInTheDocument();
  });

  it('offers staff Treat too, and shows the re-entry of a treated room', async () => {
    logInAs({ role: 'superuser' });
    renderPage(<RoomCare room={room} />);
    expect(await screen.findByRole('button', { name: 'Treat' })).toBeInTheDocument();
    expect(await screen.findByText(/Re-entry until/)).toHaveTextContent('01/01/2999, 10:00');
  });

  it('says a feed given online was recorded', async () => {
    logInAs({ role: 'user' });
    server.use(http.post('*/api/rooms/room-veg/feeds', () => HttpResponse.json([aFeed()], { status: 201 })));
    const { user } = renderPage(<RoomCare room={room} />);
    await user.click(await screen.findByRole('button', { name: 'Feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a feed' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Volume given to the room' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'EC given (mS/cm)' }), '1.8');
    await user.type(within(dialog).getByRole('textbox', { name: 'pH given' }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Feed recorded.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('GroupCare', () => {
  it("gives the group's page big buttons for the room it is in, and says a feed kept offline will be sent", async () => {
    logInAs({ role: 'user' });
    const posted = vi.fn();
    server.use(http.post('*/api/rooms/room-veg/feeds', posted));
    const { user } = renderPage(<GroupCare roomId="room-veg" groupId="g1" />);
    const feed = await screen.findByRole('button', { name: 'Feed' });
    expect(screen.queryByRole('button', { name: 'Treat' })).not.toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(feed);
    const dialog = await screen.findByRole('dialog', { name: 'Record a feed' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Volume given to the room' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'EC given (mS/cm)' }), '1.8');
    await user.type(within(dialog).getByRole('textbox', { name: 'pH given' }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The feed is saved on this phone and will be sent when the network is back.',
    );
    expect(await offlineQueue.list()).toMatchObject([{ kind: 'roomFeed' }]);
    expect(posted).not.toHaveBeenCalled();
  });
});
