import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { replayQueue } from '../../../lib/offline-queue/replay';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { growerPerson, taskFactory, taskSummaryOf } from '../testing/task-factory';
import { TaskCard } from './task-card';

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

const picker = { id: 'u-picker', login: 'picker@example.com', displayName: 'Picker' };
const task = taskFactory({
  _id: 't1',
  description: 'Check the drippers',
  assigneeIds: [picker.id],
  assignees: [picker],
  checklist: [
    { _id: 'i1', text: 'Row A', done: false, doneBy: null, doneAt: null },
    { _id: 'i2', text: 'Row B', done: true, doneBy: growerPerson, doneAt: '2026-01-02T08:00:00Z' },
  ],
});

/** The tick route: every call with its body and key, answered with the task ticked. */
function serveTicks(): { path: string; body: unknown; key: string | null }[] {
  const ticks: { path: string; body: unknown; key: string | null }[] = [];
  server.use(
    http.patch('*/api/tasks/:id/checklist/:itemId', async ({ params, request }) => {
      const body = (await request.json()) as { done: boolean };
      ticks.push({
        path: `${String(params.id)}/${String(params.itemId)}`,
        body,
        key: request.headers.get('Idempotency-Key'),
      });
      return HttpResponse.json(task);
    }),
  );
  return ticks;
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('a task’s checklist', () => {
  it('shows progress and who ticked an item; read-only for someone not on the task', () => {
    renderWithProviders(<TaskCard task={taskSummaryOf(task)} actor={{ id: 'u-other', role: 'user' }} />);
    const list = screen.getByRole('group', { name: 'Checklist' });
    expect(list).toHaveTextContent('Checklist · 1 of 2 done');
    expect(list).toHaveTextContent('ticked by Grower');
    expect(box('Row A')).toBeDisabled();
    expect(box('Row B')).toBeChecked();
  });

  it('online, an assignee’s tick is sent at once with its key', async () => {
    logInAs({ id: picker.id, role: 'user' });
    const ticks = serveTicks();
    const { user } = renderWithProviders(
      <TaskCard task={taskSummaryOf(task)} actor={{ id: picker.id, role: 'user' }} />,
    );
    await user.click(box('Row A'));
    await waitFor(() => expect(ticks).toHaveLength(1));
    expect(ticks[0]).toMatchObject({ path: 't1/i1', body: { done: true } });
    expect(ticks[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(box('Row A')).toBeChecked();
    expect(await offlineQueue.list()).toEqual([]);
  });

  it('offline, the tick waits on the phone, shows as ticked, and is sent once when back online', async () => {
    logInAs({ id: picker.id, role: 'user' });
    const ticks = serveTicks();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderWithProviders(
      <TaskCard task={taskSummaryOf(task)} actor={{ id: picker.id, role: 'user' }} />,
    );
    await user.click(box('Row A'));
    const list = screen.getByRole('group', { name: 'Checklist' });
    expect(await within(list).findByText('Saved on this phone, sent when online')).toBeInTheDocument();
    expect(box('Row A')).toBeChecked();
    expect(list).toHaveTextContent('2 of 2 done');
    expect(ticks).toEqual([]);
    const [queued] = await offlineQueue.list();
    expect(queued).toMatchObject({ kind: 'taskChecklist', main: { method: 'PATCH', body: { done: true } } });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const replayed = await replayQueue(offlineQueue, picker.id, sendQueuedWrite);
    expect(replayed.sent).toHaveLength(1);
    expect(ticks).toEqual([{ path: 't1/i1', body: { done: true }, key: queued!.main.key }]);
    expect(await offlineQueue.list()).toEqual([]);
  });
});
