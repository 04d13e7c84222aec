import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@canopy/shared/roles';
import type { Stage } from '@canopy/shared/crop';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRoom } from '../../../testing/crop/room-factory';
import { aGroup, aRun } from '../../../testing/crop/run-factory';
import { HarvestButton } from './harvest-button';

const flowering = aGroup({
  stage: 'flower',
  plantCount: 40,
  roomId: 'room-flower-b',
  roomName: 'Flower Room B',
});
const rooms = [
  aRoom({ _id: 'room-flower-b', name: 'Flower Room B', kind: 'flower' }),
  aRoom({ _id: 'room-dry', name: 'Dry Room', kind: 'dry' }),
];

beforeEach(() => {
  server.use(http.get('*/api/rooms', () => HttpResponse.json(rooms)));
});

async function openDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Harvest' }));
  return screen.findByRole('dialog', { name: 'Harvest the group' });
}

describe('HarvestButton', () => {
  it.each<[Role, Stage, boolean]>([
    ['superuser', 'flower', true],
    ['admin', 'flower', true],
    ['user', 'flower', false],
    ['admin', 'veg', false],
    ['admin', 'dry', false],
  ])('as %s on a group in %s: offered = %s', async (role, stage, offered) => {
    logInAs({ role });
    renderPage(
      <>
        <HarvestButton run={aRun()} group={{ ...flowering, stage }} />
        <p>ready</p>
      </>,
    );
    await screen.findByText('ready');
    expect(screen.queryAllByRole('button', { name: 'Harvest' })).toHaveLength(offered ? 1 : 0);
  });

  it('harvests all plants into the room they flowered in by default, with a key, or some into another room', async () => {
    logInAs({ role: 'superuser' });
    const posted: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('*/api/runs/r1/harvests', async ({ request }) => {
        posted.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json(aRun(), { status: 201 });
      }),
    );
    const { user } = renderPage(<HarvestButton run={aRun()} group={flowering} />);
    let dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: /Plants harvested/ })).toHaveValue('40');
    expect(within(dialog).getByRole('status')).toHaveTextContent('All 40 plants go to dry in Flower Room B.');
    await user.click(within(dialog).getByRole('button', { name: 'Harvest' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ groupId: 'g1', plantCount: 40, roomId: 'room-flower-b' });
    expect(Date.parse((posted[0]!.body as { at: string }).at)).toBeLessThanOrEqual(Date.now());
    expect(posted[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    dialog = await openDialog(user);
    const count = within(dialog).getByRole('textbox', { name: /Plants harvested/ });
    await user.clear(count);
    await user.type(count, '12');
    await user.click(within(dialog).getByRole('combobox', { name: 'Room to dry in' }));
    await user.click(await screen.findByRole('option', { name: 'Dry Room' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '12 go to dry in Dry Room, 28 stay in flower.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Harvest' }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.body).toMatchObject({ groupId: 'g1', plantCount: 12, roomId: 'room-dry' });
  });

  it('says "not enough plants" beside the count and keeps what was typed', async () => {
    logInAs({ role: 'admin' });
    server.use(
      http.post('*/api/runs/r1/harvests', () =>
        HttpResponse.json({ error: 'Not enough plants', code: 'runs.not_enough_plants' }, { status: 400 }),
      ),
    );
    const { user } = renderPage(<HarvestButton run={aRun()} group={flowering} />);
    const dialog = await openDialog(user);
    const count = within(dialog).getByRole('textbox', { name: /Plants harvested/ });
    await user.clear(count);
    await user.type(count, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Harvest' }));
    expect(await within(dialog).findByText('The group does not hold that many plants.')).toBeInTheDocument();
    expect(count).toHaveValue('30');
  });

  it('says a group that is no longer in flower above the form', async () => {
    logInAs({ role: 'admin' });
    server.use(
      http.post('*/api/runs/r1/harvests', () =>
        HttpResponse.json({ error: 'Not in flower', code: 'harvests.not_in_flower' }, { status: 409 }),
      ),
    );
    const { user } = renderPage(<HarvestButton run={aRun()} group={flowering} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Harvest' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a flowering group can be harvested.',
    );
  });

  it('refuses more plants than the group holds and a future date before calling the server', async () => {
    logInAs({ role: 'admin' });
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/runs/r1/harvests', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(aRun(), { status: 201 });
      }),
    );
    const { user } = renderPage(<HarvestButton run={aRun()} group={flowering} />);
    const dialog = await openDialog(user);
    const at = within(dialog).getByLabelText(/Date and time/);
    await user.clear(at);
    await user.type(at, '2999-01-01T10:00');
    const count = within(dialog).getByRole('textbox', { name: /Plants harvested/ });
    await user.clear(count);
    // Sent with Enter: leaving the field would bring the count down to the group's.
    await user.type(count, '41{Enter}');
    expect(await within(dialog).findByText('At most 40.')).toBeInTheDocument();
    expect(within(dialog).getByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows a 400 detail beside the room it names, nothing above the form', async () => {
    logInAs({ role: 'admin' });
    server.use(
      http.post('*/api/runs/r1/harvests', () =>
        HttpResponse.json(
          {
            error: 'Invalid body',
            code: 'validation.failed',
            details: [{ path: 'body.roomId', message: 'not a room plants dry in' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage(<HarvestButton run={aRun()} group={flowering} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Harvest' }));
    expect(await within(dialog).findByText('not a room plants dry in')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Room to dry in' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
