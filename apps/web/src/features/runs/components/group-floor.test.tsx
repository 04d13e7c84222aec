import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aGroup, aRun, rooms } from '../../../testing/crop/run-factory';
import { GroupFloor } from './group-floor';

const run = aRun({ groups: [aGroup({ plantCount: 40, stage: 'flower', dayOfStage: 23 })] });

beforeEach(() => {
  server.use(
    http.get('*/api/runs/r1', () => HttpResponse.json(run)),
    http.get('*/api/rooms', () => HttpResponse.json(rooms)),
  );
});

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

const quickActions = async () => screen.findByRole('region', { name: 'Quick actions' });
const jpeg = () => new File([new Uint8Array(1000)], 'leaf.jpg', { type: 'image/jpeg' });
const aPhoto = {
  _id: 'p1',
  groupId: 'g1',
  at: '2026-11-28T10:00:00.000Z',
  by: null,
  note: 'Tips yellow',
  url: '/api/files/f1/display?signature=x',
  thumbUrl: '/api/files/f1/thumb?signature=x',
};

/** Takes a photo with the big button (the phone's camera: a file input with `capture`), notes it, saves. */
async function addPhoto(user: ReturnType<typeof renderPage>['user'], note: string) {
  const actions = await quickActions();
  const button = within(actions).getByRole('button', { name: 'Add photo' });
  const input = actions.querySelector<HTMLInputElement>('input[type=file]')!;
  expect(input).toHaveAttribute('capture', 'environment');
  expect(input).toHaveAttribute('accept', 'image/*');
  expect(button).toBeEnabled();
  await user.upload(input, jpeg());
  const dialog = await screen.findByRole('dialog', { name: 'Photo of the group' });
  expect(within(dialog).getByRole('img', { name: 'The photo to save' })).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), note);
  await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
}

async function recordLoss(user: ReturnType<typeof renderPage>['user'], count: string) {
  await user.click(within(await quickActions()).getByRole('button', { name: 'Record loss' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a loss' });
  const field = within(dialog).getByRole('textbox', { name: 'Plants lost' });
  await user.clear(field);
  await user.type(field, count);
  await user.click(within(dialog).getByRole('button', { name: 'Record loss' }));
  return dialog;
}

describe('GroupFloor', () => {
  it('shows the group (strain, plants, stage and day, room, run) and both actions to staff', async () => {
    logInAs({ role: 'superuser' });
    renderPage(<GroupFloor runId="r1" groupId="g1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Haze' })).toBeInTheDocument();
    expect(screen.getByText('Plants: 40')).toBeInTheDocument();
    expect(screen.getByText('Flower day 23 of 63')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Room Veg Room' })).toHaveAttribute('href', '/rooms/room-veg');
    expect(screen.getByRole('link', { name: 'Run R-2026-014' })).toHaveAttribute('href', '/runs/r1');
    const actions = await quickActions();
    expect(within(actions).getByRole('button', { name: 'Record loss' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Move' })).toBeInTheDocument();
  });

  it('offers a plain user the loss and the photo, not the move', async () => {
    logInAs({ role: 'user' });
    renderPage(<GroupFloor runId="r1" groupId="g1" />);
    const actions = await quickActions();
    expect(within(actions).getByRole('button', { name: 'Record loss' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  });

  it('says so when the label names a group the run does not hold', async () => {
    logInAs({ role: 'user' });
    renderPage(<GroupFloor runId="r1" groupId="gone" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This plant group is not in the run.');
    expect(screen.queryByRole('region', { name: 'Quick actions' })).not.toBeInTheDocument();
  });

  it('records a loss online: the count drops from the answered run', async () => {
    logInAs({ role: 'user' });
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/runs/r1/groups/g1/losses', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ ...run, groups: [{ ...run.groups[0]!, plantCount: 37 }] });
      }),
    );
    const { user } = renderPage(<GroupFloor runId="r1" groupId="g1" />);
    await recordLoss(user, '3');
    expect(await screen.findByText('Plants: 37')).toBeInTheDocument();
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('offline, keeps the loss on the phone with its key and says it will be sent', async () => {
    logInAs({ role: 'user' });
    const posted = vi.fn();
    server.use(http.post('*/api/runs/r1/groups/g1/losses', posted));
    const { user } = renderPage(<GroupFloor runId="r1" groupId="g1" />);
    await quickActions();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await recordLoss(user, '2');
    const notice = await screen.findByText(
      'The loss is saved on this phone and will be sent when the network is back.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const queued = await offlineQueue.list();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'plantLoss',
      main: {
        path: '/runs/r1/groups/g1/losses',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        body: { count: 2, reason: 'died' },
      },
    });
    expect(posted).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a photo online with its note and key, and says it was saved', async () => {
    logInAs({ role: 'user' });
    let sent: FormData | undefined;
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/runs/r1/groups/g1/photos', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        sent = await request.formData();
        return HttpResponse.json({ ...run, photos: [aPhoto] }, { status: 201 });
      }),
    );
    const { user } = renderPage(<GroupFloor runId="r1" groupId="g1" />);
    await addPhoto(user, 'Tips yellow');
    const notice = await screen.findByText('Photo saved.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(sent?.get('note')).toBe('Tips yellow');
    expect((sent?.get('file') as Blob | null)?.type).toBe('image/jpeg');
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a refused photo in the dialog, which stays open to try again', async () => {
    logInAs({ role: 'user' });
    server.use(
      http.post('*/api/runs/r1/groups/g1/photos', () =>
        HttpResponse.json({ error: 'Unsupported', code: 'upload.unsupported_type' }, { status: 415 }),
      ),
    );
    const { user } = renderPage(<GroupFloor runId="r1" groupId="g1" />);
    await addPhoto(user, 'Blurry');
    const dialog = screen.getByRole('dialog', { name: 'Photo of the group' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unsupported format');
    expect(screen.queryByText('Photo saved.')).not.toBeInTheDocument();
  });

  it('offline, keeps the photo on the phone with its note and key and says it will be sent', async () => {
    logInAs({ role: 'user' });
    const posted = vi.fn();
    server.use(http.post('*/api/runs/r1/groups/g1/photos', posted));
    const { user } = renderPage(<GroupFloor runId="r1" groupId="g1" />);
    await quickActions();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await addPhoto(user, 'Mites?');
    const notice = await screen.findByText(
      'The photo is saved on this phone and will be sent when the network is back.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const queued = await offlineQueue.list();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'groupPhoto',
      main: {
        path: '/runs/r1/groups/g1/photos',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        body: { note: 'Mites?' },
        files: [{ name: 'file', fileName: 'leaf.jpg' }],
      },
    });
    expect(posted).not.toHaveBeenCalled();
  });
});
