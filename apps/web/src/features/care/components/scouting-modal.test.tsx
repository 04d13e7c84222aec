import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { aRoom } from '../../../testing/crop/room-factory';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRoomGroup, aScouting } from '../../../testing/crop/feeding-factory';
import { ScoutingModal } from './scouting-modal';

const room = aRoom({ groups: [aRoomGroup()] });
const uploadedId = 'a'.repeat(32);
/** A phone's HEIC photo: it skips the browser's editor and goes up (or waits) as it is. */
const heic = () => new File([new Uint8Array(1000)], 'leaf.heic', { type: 'image/heic' });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:leaf'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

function scoutingRoute() {
  const sent: { body: Record<string, unknown>; key: string | null }[] = [];
  server.use(
    http.post('*/api/rooms/room-veg/scouting', async ({ request }) => {
      sent.push({
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key'),
      });
      return HttpResponse.json([aScouting()], { status: 201 });
    }),
  );
  return sent;
}

/** The scouting photos' route, open to anyone (`/api/upload`, staff only, refuses a plain user). */
function photoRoutes() {
  const uploads: (string | null)[] = [];
  server.use(
    http.post('*/api/upload', () => HttpResponse.json({ code: 'auth.forbidden' }, { status: 403 })),
    http.post('*/api/scouting/photos', ({ request }) => {
      uploads.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json({ url: '/api/files/x', publicId: uploadedId }, { status: 201 });
    }),
  );
  return uploads;
}

async function openModal() {
  const onDone = vi.fn();
  const rendered = renderPage(<ScoutingModal room={room} onClose={() => {}} onDone={onDone} />);
  const dialog = await screen.findByRole('dialog', { name: 'Record scouting' });
  return { ...rendered, dialog, onDone };
}

/** Takes a photo with the dialog's camera button (a file input with `capture`). */
async function takePhoto(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement) {
  const camera = dialog.querySelector<HTMLInputElement>('input[type=file][capture]')!;
  expect(camera).toHaveAttribute('capture', 'environment');
  await user.upload(camera, heic());
  expect(await within(dialog).findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
}

describe('ScoutingModal', () => {
  it('sends the pest, its kind, the severity chosen by its word, where, and the photo taken', async () => {
    logInAs({ role: 'user' });
    const uploads = photoRoutes();
    const sent = scoutingRoute();
    const { user, dialog, onDone } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'What was seen' }), 'Spider mites');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Mite' }));
    await user.click(within(dialog).getByRole('radio', { name: '2 · Moderate' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Where' }), 'Lower leaves');
    await takePhoto(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Record scouting' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      pest: 'Spider mites',
      kind: 'mite',
      severity: 2,
      where: 'Lower leaves',
      note: '',
      photos: [uploadedId],
    });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // A plain user's photo went up to the scouting photos' route.
    expect(uploads).toHaveLength(1);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
  });

  it('asks what was seen before calling the server', async () => {
    logInAs({ role: 'user' });
    const sent = scoutingRoute();
    const { user, dialog } = await openModal();
    expect(within(dialog).getByRole('radio', { name: '1 · Low' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Record scouting' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('offline, keeps the entry and the photo taken on the phone, the photo to be uploaded first', async () => {
    logInAs({ role: 'user' });
    const uploads = photoRoutes();
    const sent = scoutingRoute();
    const { user, dialog, onDone } = await openModal();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queue = vi.spyOn(offlineQueue, 'add');
    await user.type(within(dialog).getByRole('textbox', { name: 'What was seen' }), 'Powdery mildew');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Fungus' }));
    await user.click(within(dialog).getByRole('radio', { name: '3 · Severe' }));
    await takePhoto(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Record scouting' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    const queued = await offlineQueue.list();
    expect(queued).toHaveLength(1);
    const write = queued[0]!;
    expect(write).toMatchObject({
      kind: 'roomScouting',
      summary: 'Veg Room: Powdery mildew (Severe)',
      main: {
        path: '/rooms/room-veg/scouting',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        body: { pest: 'Powdery mildew', kind: 'fungus', severity: 3 },
      },
    });
    expect(write.uploads).toHaveLength(1);
    expect(write.uploads[0]).toMatchObject({ fileName: 'leaf.heic', path: '/scouting/photos' });
    // The entry names the held photo by its local id, which the upload's answer replaces when it is sent.
    expect(write.main.body.photos).toEqual([write.uploads[0]!.localId]);
    expect(uploads).toHaveLength(0);
    expect(sent).toHaveLength(0);

    // Sent as the replay sends it (the write as queued: fake-indexeddb gives a Blob back as a plain object),
    // a plain user's held photo goes up to the scouting photos' route under its own key, then the entry
    // with the id it was given.
    await sendQueuedWrite(queue.mock.calls[0]![0]);
    expect(uploads).toEqual([write.uploads[0]!.key]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ pest: 'Powdery mildew', photos: [uploadedId] });
    expect(sent[0]!.key).toBe(write.main.key);
  });

  it('labels every field it shows', async () => {
    logInAs({ role: 'user' });
    const { dialog } = await openModal();
    const fields = dialog.querySelectorAll('input:not([type=hidden]):not([type=file]), textarea');
    expect(fields.length).toBeGreaterThan(8);
    for (const input of fields) expect(input).toHaveAccessibleName();
  });
});
