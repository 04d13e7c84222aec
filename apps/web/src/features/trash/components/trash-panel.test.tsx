import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TrashItem, TrashList } from '@canopy/shared/schemas/trash';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

const item = (overrides: Partial<TrashItem> = {}): TrashItem => ({
  entity: 'cutting',
  id: 'cutting-1',
  name: 'LH-001 Mother',
  deletedAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  deletedBy: { id: 'admin-1', email: 'ann@example.test' },
  purgeAt: new Date(Date.now() + 28 * DAY_MS - 60_000).toISOString(),
  ...overrides,
});

function fakeTrash(
  items: TrashItem[],
  restoreAnswer: () => Response = () => new HttpResponse(null, { status: 204 }),
) {
  const restored: string[] = [];
  let list: TrashList = { items, trashDays: 30 };
  server.use(
    http.get('*/api/trash', () => HttpResponse.json(list)),
    http.post('*/api/trash/:entity/:id/restore', ({ params }) => {
      restored.push(`${String(params.entity)}/${String(params.id)}`);
      const answer = restoreAnswer();
      if (answer.status === 204) list = { ...list, items: list.items.filter((i) => i.id !== params.id) };
      return answer;
    }),
  );
  return restored;
}

describe('/trash', { timeout: 20_000 }, () => {
  it('shows a plain user nothing and calls nothing', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/trash', () => (calls.push('GET'), HttpResponse.json({ items: [], trashDays: 30 }))),
    );
    logInAs({ role: 'user' });
    renderApp('/trash');
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trash' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists kind, name, who deleted it and the days left, and restores after confirming', async () => {
    const restored = fakeTrash([
      item(),
      item({ entity: 'news', id: 'news-1', name: 'Harvest day', deletedBy: null }),
    ]);
    logInAs({ role: 'superuser' });
    const { user } = renderApp('/trash');
    const table = await screen.findByRole('table', { name: 'Trash' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Cutting')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('LH-001 Mother')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ann@example.test')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: '28' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/trash');

    await user.click(screen.getByRole('button', { name: 'Restore LH-001 Mother' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Cutting “LH-001 Mother” restored')).toBeInTheDocument();
    expect(restored).toEqual(['cutting/cutting-1']);
    expect(screen.queryByText('LH-001 Mother')).not.toBeInTheDocument();
  });

  it('lists a room with its kind, kept for good when a run used it, and says it comes back without devices', async () => {
    const restored = fakeTrash([
      item({ entity: 'room', id: 'room-1', name: 'Flower Room A', purgeAt: null }),
      item({ entity: 'room', id: 'room-2', name: 'Spare tent' }),
    ]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/trash', { language: 'he' });
    const table = await screen.findByRole('table', { name: 'סל מחזור' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('חדר')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('נשמר: מחזור השתמש בו')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: '28' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'שחזור Flower Room A' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('החדר „Flower Room A” יחזור בלי המכשירים שהיו בו');
    await user.click(within(dialog).getByRole('button', { name: 'שחזור' }));
    expect(await screen.findByText('חדר „Flower Room A” שוחזר')).toBeInTheDocument();
    expect(restored).toEqual(['room/room-1']);
  });

  it('explains a 409 when the strain of a cutting is still in the trash', async () => {
    fakeTrash([item()], () =>
      HttpResponse.json(
        { code: 'trash.parent_in_trash', error: 'The strain of this cutting is in the trash' },
        { status: 409 },
      ),
    );
    logInAs({ role: 'admin' });
    const { user } = renderApp('/trash');
    await user.click(await screen.findByRole('button', { name: 'Restore LH-001 Mother' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The strain of this cutting is in the trash: restore the strain first.',
    );
  });
});
