import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { logInAs } from '../../testing/tokens';
import { sendQueuedWrite } from './send-queued-write';

const uploadedId = 'b'.repeat(32);

describe('sendQueuedWrite', () => {
  it("sends a write whose answer is a list (a room entry's rows) and gives the answer back", async () => {
    logInAs({ role: 'user' });
    const rows = [{ _id: 'row1' }, { _id: 'row2' }];
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/rooms/room-veg/feeds', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(rows, { status: 201 });
      }),
    );
    const answer = await sendQueuedWrite({
      uploads: [],
      main: { path: '/rooms/room-veg/feeds', key: 'feed-key', body: { volume: 12 } },
    });
    expect(answer).toEqual(rows);
    expect(keys).toEqual(['feed-key']);
  });

  it('uploads the photos held on the phone first and sends the entry with their ids in place of the local ones', async () => {
    logInAs({ role: 'user' });
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/upload', () => HttpResponse.json({ url: '/api/files/x', publicId: uploadedId })),
      http.post('*/api/rooms/room-veg/scouting', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json([{ _id: 'row1' }], { status: 201 });
      }),
    );
    await sendQueuedWrite({
      uploads: [{ localId: 'local-1', blob: new Blob(['heic']), fileName: 'leaf.heic', key: 'upload-key' }],
      main: {
        path: '/rooms/room-veg/scouting',
        key: 'scouting-key',
        body: { pest: 'Thrips', photos: ['local-1'] },
      },
    });
    expect(sent).toEqual([{ pest: 'Thrips', photos: [uploadedId] }]);
  });

  it('uploads a held photo to the path it names, under its own key', async () => {
    logInAs({ role: 'user' });
    const uploads: (string | boolean | null)[] = [];
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/upload', () => HttpResponse.json({ code: 'auth.forbidden' }, { status: 403 })),
      http.post('*/api/scouting/photos', async ({ request }) => {
        const file = (await request.formData()).get('file');
        uploads.push(request.headers.get('Idempotency-Key'), typeof file === 'object' && file !== null);
        return HttpResponse.json({ url: '/api/files/x', publicId: uploadedId }, { status: 201 });
      }),
      http.post('*/api/rooms/room-veg/scouting', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json([{ _id: 'row1' }], { status: 201 });
      }),
    );
    await sendQueuedWrite({
      uploads: [
        {
          localId: 'local-1',
          blob: new Blob(['jpeg']),
          fileName: 'leaf.jpg',
          key: 'photo-key',
          path: '/scouting/photos',
        },
      ],
      main: { path: '/rooms/room-veg/scouting', key: 'scouting-key', body: { photos: ['local-1'] } },
    });
    // Its own key, and the photo in the field "file".
    expect(uploads).toEqual(['photo-key', true]);
    expect(sent).toEqual([{ photos: [uploadedId] }]);
  });
});
