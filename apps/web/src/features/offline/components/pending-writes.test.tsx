import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import type { NewQueuedWrite } from '../../../lib/offline-queue/queued-write';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/msw-server';
import { logInAs } from '../../../testing/tokens';
import { PendingWrites } from './pending-writes';

const refused = { status: 403, code: 'auth.forbidden', message: 'Not allowed' };

afterEach(async () => {
  vi.useRealTimers();
  for (const write of await offlineQueue.list()) await offlineQueue.remove(write.id);
});

describe('PendingWrites', () => {
  it('offers to edit a refused write of words, and only to discard one without (a weighing)', async () => {
    const userId = 'u-floor';
    logInAs({ role: 'superuser', id: userId });
    const base: Omit<NewQueuedWrite, 'kind' | 'textField' | 'main'> = {
      userId,
      uploads: [],
      invalidate: 'crop',
    };
    const comment = await offlineQueue.add({
      ...base,
      kind: 'taskComment',
      textField: 'text',
      main: { path: '/tasks/t1/comments', key: 'k1', body: { text: 'Filters cleaned' } },
      invalidate: 'tasks',
    });
    const weighing = await offlineQueue.add({
      ...base,
      kind: 'weighing',
      textField: null,
      summary: 'Wet: 1.5 lb',
      main: { path: '/harvests/h1/weighings', key: 'k2', body: { kind: 'wet', value: 1.5, unit: 'lb' } },
    });
    for (const write of [comment, weighing])
      await offlineQueue.put({ ...write, status: 'failed', error: refused });

    renderWithProviders(<PendingWrites />);
    await userEvent.click(await screen.findByRole('button', { name: /2/ }));
    const rows = await screen.findAllByTestId('queued-write');
    const [commentRow, weighingRow] = rows;
    expect(within(commentRow!).getByText('Filters cleaned')).toBeInTheDocument();
    expect(within(commentRow!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(weighingRow!).getByText('Wet: 1.5 lb')).toBeInTheDocument();
    expect(within(weighingRow!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(weighingRow!).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('sends again after a wait a write whose send failed on the network, without a reload or an online event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const userId = 'u-floor';
    logInAs({ role: 'user', id: userId });
    let calls = 0;
    server.use(
      http.post('*/api/tasks/t1/comments', () => {
        calls += 1;
        // The first try meets a server still starting; the second is answered.
        return calls === 1
          ? HttpResponse.json({ code: 'unavailable', message: 'Starting' }, { status: 503 })
          : HttpResponse.json({ _id: 'c1' }, { status: 201 });
      }),
    );
    await offlineQueue.add({
      userId,
      uploads: [],
      kind: 'taskComment',
      textField: 'text',
      main: { path: '/tasks/t1/comments', key: 'k1', body: { text: 'Filters cleaned' } },
      invalidate: 'tasks',
    });

    renderWithProviders(<PendingWrites />);
    await waitFor(() => expect(calls).toBe(1));
    expect(await offlineQueue.list()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(async () => expect(await offlineQueue.list()).toHaveLength(0));
  });
});
