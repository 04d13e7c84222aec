import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aGroup, aRun, rooms } from '../testing/run-factory';
import { GroupFloor } from './group-floor';

const run = aRun({ groups: [aGroup({ plantCount: 40, stage: 'flower', dayOfStage: 23 })] });

beforeEach(() => {
  server.use(
    http.get('*/api/runs/r1', () => HttpResponse.json(run)),
    http.get('*/api/rooms', () => HttpResponse.json(rooms)),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

const quickActions = async () => screen.findByRole('region', { name: 'Quick actions' });

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

  it('offers a plain user the loss only', async () => {
    logInAs({ role: 'user' });
    renderPage(<GroupFloor runId="r1" groupId="g1" />);
    const actions = await quickActions();
    expect(within(actions).getByRole('button', { name: 'Record loss' })).toBeInTheDocument();
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
});
