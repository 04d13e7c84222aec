import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoomFeeding } from '@canopy/shared/schemas/feeding';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aFeed, aScouting, aSite, aTreatment } from '../../../testing/crop/feeding-factory';
import { ROOM_ENTRIES_SHOWN, RoomEntries } from './room-entries';

/**
 * Veg Room's latest entries as the server lists them, newest first, one row per group: a feed of two groups
 * (two rows, one entry) on the 22nd, a sighting on the 21st and a treatment on the 20th.
 */
const feeding: RoomFeeding = {
  feeds: [
    aFeed({ _id: 'f1', entryId: 'e1', groupId: 'g1', at: '2026-11-22T08:00:00.000Z', note: 'Topped up' }),
    aFeed({ _id: 'f2', entryId: 'e1', groupId: 'g2', at: '2026-11-22T08:00:00.000Z', note: 'Topped up' }),
  ],
  scouting: [
    aScouting({ at: '2026-11-21T08:00:00.000Z', photos: [{ url: '/api/files/p1/thumb', publicId: 'p1' }] }),
  ],
  treatments: [aTreatment({ at: '2026-11-20T08:00:00.000Z' })],
};

beforeEach(() => {
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    http.get('*/api/rooms/room-veg/feeds', () => HttpResponse.json(feeding)),
  );
});

describe('RoomEntries', () => {
  it('lists one line per entry, newest first, whatever groups it applied to', async () => {
    logInAs({ role: 'user' });
    renderPage(<RoomEntries roomId="room-veg" />);
    const region = await screen.findByRole('region', { name: 'Feeding and plant protection' });
    const entries = await within(region).findAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Feed22/11/2026, 10:00by Dana Grower');
    expect(entries[0]).toHaveTextContent('12 L · Grow A · Given: EC 1.6, pH 6 · Runoff: EC 2.1, pH 6.3');
    expect(entries[0]).toHaveTextContent('Base A 2 ml/L');
    expect(entries[0]).toHaveTextContent('Topped up');
    expect(entries[1]).toHaveTextContent('Scouting21/11/2026, 10:00');
    expect(within(entries[1]!).getByText('Severity: Moderate')).toBeInTheDocument();
    expect(within(entries[1]!).getByRole('button', { name: 'Open photo 1' })).toBeInTheDocument();
    expect(entries[2]).toHaveTextContent('Treatment20/11/2026, 10:00');
    expect(entries[2]).toHaveTextContent('Re-entry until 20/11/2026, 14:00 · Harvest from 27/11/2026');
  });

  it('says when nothing was recorded in the room', async () => {
    logInAs({ role: 'user' });
    server.use(
      http.get('*/api/rooms/room-veg/feeds', () =>
        HttpResponse.json({ feeds: [], scouting: [], treatments: [] }),
      ),
    );
    renderPage(<RoomEntries roomId="room-veg" />);
    expect(
      await screen.findByText('No feed, scouting or treatment recorded in this room yet.'),
    ).toBeInTheDocument();
  });

  it('shows the latest entries of a long history, and all of them on asking', async () => {
    logInAs({ role: 'user' });
    const feeds = Array.from({ length: ROOM_ENTRIES_SHOWN + 3 }, (_, i) =>
      aFeed({
        _id: `f${i}`,
        entryId: `e${i}`,
        groupId: 'g1',
        at: new Date(Date.UTC(2026, 10, 22 - i, 8)).toISOString(),
        note: `Feed ${i}`,
      }),
    );
    server.use(
      http.get('*/api/rooms/room-veg/feeds', () =>
        HttpResponse.json({ feeds, scouting: [], treatments: [] }),
      ),
    );
    renderPage(<RoomEntries roomId="room-veg" />);
    const region = await screen.findByRole('region', { name: 'Feeding and plant protection' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(ROOM_ENTRIES_SHOWN);
    expect(within(region).queryByText('Feed 10')).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: `Show all ${feeds.length}` }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(feeds.length);
    expect(within(region).getByText('Feed 10')).toBeInTheDocument();
  });

  it('keeps each figure with its unit whole in a Hebrew line', async () => {
    logInAs({ role: 'user' });
    renderPage(<RoomEntries roomId="room-veg" />, { language: 'he' });
    const region = await screen.findByRole('region', { name: 'הזנה והגנת הצומח' });
    const [feed] = await within(region).findAllByRole('listitem');
    const volume = within(feed!).getByText('12 ליטר');
    expect(volume.tagName).toBe('BDI');
    expect(within(feed!).getByText('2 מ״ל/ליטר').tagName).toBe('BDI');
    expect(within(feed!).getByText('Dana Grower').tagName).toBe('BDI');
  });
});
