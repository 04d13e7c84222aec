import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aFeed, aRoomGroup, aSite } from '../../testing/crop/feeding-factory';
import { aRoom } from '../../testing/crop/room-factory';
import { aGroup, aRun } from '../../testing/crop/run-factory';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { logInAs } from '../../testing/tokens';

/** Veg Room, treated this morning: nobody enters until far ahead; one feed of its group recorded. */
const room = aRoom({ groups: [aRoomGroup()], reEntryUntil: '2999-01-01T08:00:00.000Z' });

beforeEach(() => {
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    http.get('*/api/rooms', () => HttpResponse.json([room])),
    http.get('*/api/rooms/room-veg', () => HttpResponse.json(room)),
    http.get('*/api/rooms/room-veg/feeds', () =>
      HttpResponse.json({ feeds: [aFeed()], scouting: [], treatments: [] }),
    ),
    http.get('*/api/runs/r1', () => HttpResponse.json(aRun({ groups: [aGroup({ dayOfStage: 25 })] }))),
  );
});

describe("the care feature's parts of the rooms and group pages", () => {
  it("shows a room's re-entry, Feed and Scout to a plain user (no Treat), and its latest entries", async () => {
    logInAs({ role: 'user' });
    renderApp('/rooms/room-veg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veg Room' })).toBeInTheDocument();
    expect(await screen.findByText(/Re-entry until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Treat' })).not.toBeInTheDocument();
    const entries = screen.getByRole('region', { name: 'Feeding and plant protection' });
    expect(await within(entries).findByText('12 L')).toBeInTheDocument();
  });

  it('puts the same on each room card of /rooms, Treat too for staff', async () => {
    logInAs({ role: 'superuser' });
    renderApp('/rooms');
    const card = await screen.findByRole('article', { name: 'Veg Room' });
    expect(await within(card).findByText(/Re-entry until/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Treat' })).toBeInTheDocument();
  });

  it("offers Feed and Scout among a group's quick actions on its label's page", async () => {
    logInAs({ role: 'user' });
    renderApp('/runs/r1/groups/g1');
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    expect(await within(actions).findByRole('button', { name: 'Feed' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Scout' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Treat' })).not.toBeInTheDocument();
    expect(within(actions).getByText(/Re-entry until/)).toBeInTheDocument();
  });
});
