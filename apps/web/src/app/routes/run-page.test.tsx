import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';
import { aHarvest, aSite } from '../../features/harvests/testing/harvest-factory';
import { aRoom } from '../../testing/crop/room-factory';
import { aGroup, aRun, anEvent } from '../../testing/crop/run-factory';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { logInAs } from '../../testing/tokens';

/**
 * A run whose Lemon Haze were cut in part: 30 of them dry in the dry room (group g2, split off by the
 * harvest's move), 70 still flower (g1). The harvest of the 30 is open.
 */
const cutAt = '2026-12-01T08:00:00.000Z';
const flowering = aGroup({
  _id: 'g1',
  stage: 'flower',
  plantCount: 70,
  roomId: 'room-b',
  roomName: 'Flower Room B',
});
const drying = aGroup({
  _id: 'g2',
  stage: 'dry',
  plantCount: 30,
  roomId: 'room-dry',
  roomName: 'Dry Room',
  parentGroupId: 'g1',
});
const harvest = aHarvest({ groupId: 'g1', plantCount: 30, at: cutAt, roomId: 'room-b' });
const run = aRun({
  groups: [flowering, drying],
  events: [
    anEvent(),
    anEvent({ _id: 'e2', stage: 'dry', roomId: 'room-dry', at: cutAt, plantCount: 30, splitGroupId: 'g2' }),
  ],
  harvests: [harvest],
});

/** The run as the server holds it: closing its harvest makes it harvested, as closing a last one does. */
function runApi(): void {
  let current: Run = run;
  server.use(
    http.get('*/api/runs/r1', () => HttpResponse.json(current)),
    // Staff's Apply template section reads the templates (the tasks feature's part of the page).
    http.get('*/api/task-templates', () => HttpResponse.json([])),
    http.get('*/api/runs/r1/climate', () =>
      HttpResponse.json({ groupId: 'g1', from: 0, to: 1, step: '1h', points: [], bands: [], marks: [] }),
    ),
    http.get('*/api/rooms', () =>
      HttpResponse.json([
        aRoom({ _id: 'room-b', name: 'Flower Room B', kind: 'flower' }),
        aRoom({ _id: 'room-dry', name: 'Dry Room', kind: 'dry' }),
      ]),
    ),
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    http.get('*/api/me/preferences', () => HttpResponse.json({ weightUnit: null, effectiveWeightUnit: 'g' })),
    http.get('*/api/runs', () => HttpResponse.json([])),
    http.put('*/api/harvests/h1/close', () => {
      const closed: Harvest = { ...harvest, closedAt: '2026-12-20T08:00:00.000Z' };
      current = { ...current, state: 'harvested', harvests: [closed] };
      return HttpResponse.json(closed);
    }),
  );
}

beforeEach(runApi);

describe('the run page with its harvests', () => {
  it('offers staff the harvest of the flowering group only, and shows the run harvested once its last harvest closes', async () => {
    logInAs({ role: 'superuser' });
    const { user } = renderApp('/runs/r1');
    const flowerActions = await screen.findByRole('group', {
      name: 'Actions for Lemon Haze in Flower Room B',
    });
    expect(within(flowerActions).getByRole('button', { name: 'Harvest' })).toBeInTheDocument();
    const dryActions = screen.getByRole('group', { name: 'Actions for Lemon Haze in Dry Room' });
    expect(within(dryActions).queryByRole('button', { name: 'Harvest' })).not.toBeInTheDocument();

    const harvests = screen.getByRole('region', { name: 'Harvests' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.parentElement).toHaveTextContent('Active');
    await user.click(within(harvests).getByRole('button', { name: 'Close harvest' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this harvest?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close harvest' }));
    expect(await within(harvests).findByText('Closed')).toBeInTheDocument();
    expect(await within(heading.parentElement!).findByText('Harvested')).toBeInTheDocument();
  });

  it('opens the run comparison with this run chosen', async () => {
    logInAs({ role: 'user' });
    const { user, router } = renderApp('/runs/r1');
    await user.click(await screen.findByRole('link', { name: 'Compare with other runs' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare runs' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/runs/compare');
    expect(router.state.location.search).toEqual({ ids: 'r1' });
  });

  it("shows a group's page the harvest its plants are drying from", async () => {
    logInAs({ role: 'user' });
    renderApp('/runs/r1/groups/g2');
    const harvests = await screen.findByRole('region', { name: 'Harvests' });
    expect(within(harvests).getByRole('article')).toHaveTextContent('Plants: 30');
  });
});
