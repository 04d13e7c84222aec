import { screen, waitFor, within } from '@testing-library/react';
import type { GroupPhoto } from '@canopy/shared/schemas/runs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aGroup, aRun } from '../../../testing/crop/run-factory';
import { GroupTreeView } from './group-tree-view';

const photo = (overrides: Partial<GroupPhoto>): GroupPhoto => ({
  _id: 'p1',
  groupId: 'g1',
  at: '2026-11-20T10:00:00.000Z',
  by: { id: 'u-ann', login: 'ann@example.com', displayName: 'ann' },
  note: 'Tips yellow',
  url: '/api/files/f1/display?signature=a',
  thumbUrl: '/api/files/f1/thumb?signature=a',
  ...overrides,
});

const run = aRun({
  groups: [aGroup(), aGroup({ _id: 'g2', strainName: 'Blue Dream' })],
  photos: [
    photo({}),
    photo({ _id: 'p2', note: '', url: '/api/files/f2/display?s=b', thumbUrl: '/api/files/f2/thumb?s=b' }),
    photo({ _id: 'p3', groupId: 'g2', url: '/api/files/f3/display', thumbUrl: '/api/files/f3/thumb' }),
  ],
});

const photosOf = async (strain: string) => {
  const card = (await screen.findByText(strain)).closest<HTMLElement>('[data-group-id]')!;
  return within(card).getByRole('list', { name: 'Photos' });
};

describe("GroupTreeView's photos", () => {
  it("shows each group's own photos as thumbnails; one opens full size with its note and author", async () => {
    logInAs({ id: 'u-bob', role: 'user' });
    const { user } = renderPage(<GroupTreeView run={run} rooms={[]} />);
    const lemon = await photosOf('Lemon Haze');
    const thumbs = within(lemon).getAllByRole('listitem');
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute('src', '/api/files/f1/thumb?signature=a');
    expect(within(await photosOf('Blue Dream')).getAllByRole('listitem')).toHaveLength(1);
    await user.click(thumbs[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Tips yellow' })).toHaveAttribute(
      'src',
      '/api/files/f1/display?signature=a',
    );
    expect(within(dialog).getByText('By ann')).toBeInTheDocument();
    // Another plain user may not delete Ann's photo.
    expect(within(dialog).queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
  });

  it('lets the author delete a photo after a confirm; the answered run drops it', async () => {
    logInAs({ id: 'u-ann', role: 'user' });
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/runs/r1/photos/:photoId', ({ params }) => {
        deleted.push(String(params.photoId));
        return HttpResponse.json({ ...run, photos: run.photos.slice(1) });
      }),
    );
    const { user } = renderPage(<GroupTreeView run={run} rooms={[]} />);
    await user.click(within(await photosOf('Lemon Haze')).getAllByRole('listitem')[0]!);
    await user.click(await screen.findByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual(['p1']);
  });

  it('lets staff delete anyone’s photo, and says a refusal in the confirm', async () => {
    logInAs({ id: 'u-staff', role: 'superuser' });
    server.use(
      http.delete('*/api/runs/r1/photos/:photoId', () =>
        HttpResponse.json({ error: 'Photo not found', code: 'runs.photo_not_found' }, { status: 404 }),
      ),
    );
    const { user } = renderPage(<GroupTreeView run={run} rooms={[]} />);
    await user.click(within(await photosOf('Lemon Haze')).getAllByRole('listitem')[1]!);
    await user.click(await screen.findByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete photo' }));
    expect(await within(confirm).findByText('This photo no longer exists.')).toBeInTheDocument();
  });
});
