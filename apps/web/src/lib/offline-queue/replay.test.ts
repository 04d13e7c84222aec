import 'fake-indexeddb/auto';
// Node's own Blob: fake-indexeddb clones it structurally as browsers do; jsdom's Blob does not survive that.
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import type { NewQueuedWrite, QueuedWrite } from './queued-write';
import { openQueueStore, type QueueStore } from './queue-store';
import { replayQueue } from './replay';

let dbCount = 0;
const freshName = () => `canopy-offline-test-${++dbCount}`;

function comment(text: string, userId = 'user-1'): NewQueuedWrite {
  return {
    userId,
    kind: 'taskComment',
    textField: 'text',
    uploads: [],
    main: { path: '/tasks/t1/comments', key: crypto.randomUUID(), body: { text } },
    invalidate: 'tasks',
  };
}

const refusal = () => new ApiError(404, { error: 'No such task', code: 'tasks.not_found' });
const serverDown = () => new ApiError(503, { error: 'Unavailable', code: 'internal.unavailable' });
const textOf = (write: QueuedWrite) => write.main.body.text;

async function queueOf(store: QueueStore, ...texts: string[]) {
  for (const text of texts) await store.add(comment(text));
}

afterEach(() => vi.restoreAllMocks());

describe('the offline write queue', () => {
  it('sends the pending writes in the order they were made, each exactly once, and empties the queue', async () => {
    const store = openQueueStore(freshName());
    await queueOf(store, 'first', 'second', 'third');
    const send = vi.fn((_write: QueuedWrite) => Promise.resolve());

    const result = await replayQueue(store, 'user-1', send);

    expect(send.mock.calls.map(([write]) => textOf(write))).toEqual(['first', 'second', 'third']);
    expect(result.sent.map(textOf)).toEqual(['first', 'second', 'third']);
    expect(await store.list()).toEqual([]);
    await replayQueue(store, 'user-1', send);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('keeps each write under the key it was given, so a resend is recognised by the server', async () => {
    const store = openQueueStore(freshName());
    const write = comment('keyed');
    await store.add(write);
    const send = vi.fn((_write: QueuedWrite) => Promise.resolve());
    await replayQueue(store, 'user-1', send);
    expect(send.mock.calls[0]?.[0].main.key).toBe(write.main.key);
  });

  it('parks a refused write (4xx) with the server error and sends the rest', async () => {
    const store = openQueueStore(freshName());
    await queueOf(store, 'ok 1', 'refused', 'ok 2');
    const send = vi.fn((write: QueuedWrite) =>
      textOf(write) === 'refused' ? Promise.reject(refusal()) : Promise.resolve(),
    );

    const result = await replayQueue(store, 'user-1', send);

    expect(result.sent.map(textOf)).toEqual(['ok 1', 'ok 2']);
    const left = await store.list();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      status: 'failed',
      main: { body: { text: 'refused' } },
      error: { status: 404, code: 'tasks.not_found' },
    });
    // A parked write is not sent again until the user edits it.
    send.mockClear();
    await replayQueue(store, 'user-1', send);
    expect(send).not.toHaveBeenCalled();
  });

  it('parks a wet weighing refused because its harvest was closed meanwhile (409 that lasts), and sends the rest', async () => {
    const store = openQueueStore(freshName());
    await queueOf(store, 'wet after close', 'next');
    const closed = new ApiError(409, { error: 'Harvest closed', code: 'harvests.closed' });
    const send = vi.fn((write: QueuedWrite) =>
      textOf(write) === 'next' ? Promise.resolve() : Promise.reject(closed),
    );

    const result = await replayQueue(store, 'user-1', send);

    expect(result.sent.map(textOf)).toEqual(['next']);
    expect(await store.list()).toMatchObject([
      { status: 'failed', error: { status: 409, code: 'harvests.closed' } },
    ]);
  });

  it('parks a feed refused because nothing grew in its room at its time (409 that lasts), and sends the rest', async () => {
    const store = openQueueStore(freshName());
    await queueOf(store, 'feed of an empty room', 'next');
    const empty = new ApiError(409, { error: 'Room empty', code: 'feeding.room_empty' });
    const send = vi.fn((write: QueuedWrite) =>
      textOf(write) === 'next' ? Promise.resolve() : Promise.reject(empty),
    );

    const result = await replayQueue(store, 'user-1', send);

    expect(result.sent.map(textOf)).toEqual(['next']);
    expect(await store.list()).toMatchObject([
      { status: 'failed', error: { status: 409, code: 'feeding.room_empty' } },
    ]);
  });

  it.each([
    ['the server fails (5xx)', serverDown],
    [
      'the same key is still running on the server (409)',
      () => new ApiError(409, { error: 'In progress', code: 'idempotency.in_progress' }),
    ],
    ['the network is down', () => new TypeError('Failed to fetch')],
  ])(
    'stops at the first write when %s, keeping it and everything after it in order',
    async (_case, failure) => {
      const store = openQueueStore(freshName());
      await queueOf(store, 'sent', 'fails', 'waits');
      const send = vi.fn((write: QueuedWrite) =>
        textOf(write) === 'fails' ? Promise.reject(failure()) : Promise.resolve(),
      );

      const result = await replayQueue(store, 'user-1', send);

      expect(send).toHaveBeenCalledTimes(2);
      expect(result.stoppedBy).toBeInstanceOf(Error);
      const left = await store.list();
      expect(left.map(textOf)).toEqual(['fails', 'waits']);
      expect(left.every((write) => write.status === 'pending')).toBe(true);
    },
  );

  it('survives a reload: a new queue on the same database replays what the old one held, photos included', async () => {
    const name = freshName();
    const before = openQueueStore(name);
    await before.add({
      ...comment('with photo'),
      uploads: [
        {
          localId: 'local-1',
          blob: new NodeBlob(['jpeg bytes'], { type: 'image/jpeg' }) as Blob,
          fileName: 'a.jpg',
          key: crypto.randomUUID(),
        },
      ],
    });
    await before.add(comment('after it'));

    const after = openQueueStore(name);
    const seen: string[] = [];
    const send = vi.fn(async (write: QueuedWrite) => {
      seen.push(String(textOf(write)));
      for (const upload of write.uploads) seen.push(await upload.blob.text());
    });
    await replayQueue(after, 'user-1', send);

    expect(seen).toEqual(['with photo', 'jpeg bytes', 'after it']);
    expect(await after.list()).toEqual([]);
  });

  it("leaves another user's writes for them", async () => {
    const store = openQueueStore(freshName());
    await store.add(comment('theirs', 'user-2'));
    await store.add(comment('mine', 'user-1'));
    const send = vi.fn((_write: QueuedWrite) => Promise.resolve());
    await replayQueue(store, 'user-1', send);
    expect(send.mock.calls.map(([write]) => textOf(write))).toEqual(['mine']);
    expect((await store.list()).map(textOf)).toEqual(['theirs']);
  });
});
