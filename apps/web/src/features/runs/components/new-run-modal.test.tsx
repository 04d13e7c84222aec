import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRun } from '../../../testing/crop/run-factory';
import { aRoom } from '../../../testing/crop/room-factory';
import { NewRunModal } from './new-run-modal';

function fakeChoices(posted: unknown[], answer = () => HttpResponse.json(aRun(), { status: 201 })) {
  server.use(
    http.get('*/api/strains', () =>
      HttpResponse.json([
        { _id: 's1', name: 'Lemon Haze', slug: 'lemon-haze' },
        { _id: 's2', name: 'Blue Dream', slug: 'blue-dream' },
      ]),
    ),
    http.get('*/api/strains/lemon-haze/cuttings', () =>
      HttpResponse.json([{ _id: 'c1', code: 'LH-01', name: 'Lemon one' }]),
    ),
    http.get('*/api/strains/blue-dream/cuttings', () => HttpResponse.json([])),
    http.get('*/api/rooms', () => HttpResponse.json([aRoom({ _id: 'room-veg', name: 'Veg Room' })])),
    http.post('*/api/runs', async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
}

type User = ReturnType<typeof renderPage>['user'];

async function choose(user: User, within_: HTMLElement, field: string, option: string) {
  await user.click(within(within_).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('NewRunModal', () => {
  it('starts from now and the default planned days, and asks for strain, plants and room first', async () => {
    const posted: unknown[] = [];
    fakeChoices(posted);
    logInAs({ role: 'superuser' });
    const { user } = renderPage(<NewRunModal onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Start a run' });
    expect(within(dialog).getByRole('textbox', { name: 'Flower' })).toHaveValue('63');
    expect(within(dialog).getByRole('textbox', { name: 'Veg' })).toHaveValue('28');
    expect(within(dialog).getByLabelText(/Start date and time/)).not.toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'New run' }));
    const group = within(dialog).getByRole('group', { name: 'Group 1' });
    // Strain, number of plants and room.
    expect(await within(group).findAllByText('This field is required')).toHaveLength(3);
    expect(posted).toEqual([]);
  });

  it('refuses a start in the future beside the date, keeping the rest', async () => {
    const posted: unknown[] = [];
    fakeChoices(posted);
    logInAs({ role: 'superuser' });
    const { user } = renderPage(<NewRunModal onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Start a run' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Winter lemons');
    const start = within(dialog).getByLabelText(/Start date and time/);
    await user.clear(start);
    await user.type(start, '2999-05-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'New run' }));
    expect(await within(dialog).findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Winter lemons');
    await vi.waitFor(() => expect(posted).toEqual([]));
  });

  it('sends every group as typed, a group added after the first', async () => {
    const posted: unknown[] = [];
    fakeChoices(posted);
    logInAs({ role: 'superuser' });
    const onCreated = vi.fn();
    const { user } = renderPage(<NewRunModal onClose={() => {}} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: 'Start a run' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a group' }));
    const first = within(dialog).getByRole('group', { name: 'Group 1' });
    const second = within(dialog).getByRole('group', { name: 'Group 2' });
    await choose(user, first, 'Strain', 'Lemon Haze');
    await user.click(within(first).getByRole('combobox', { name: /^Cuttings/ }));
    await user.click(await screen.findByRole('option', { name: 'LH-01 Lemon one' }));
    await user.type(within(first).getByRole('textbox', { name: /^Number of plants/ }), '12');
    await choose(user, first, 'Room', 'Veg Room');
    await choose(user, second, 'Strain', 'Blue Dream');
    await user.type(within(second).getByRole('textbox', { name: /^Number of plants/ }), '8');
    await choose(user, second, 'Room', 'Veg Room');
    await user.click(within(dialog).getByRole('button', { name: 'New run' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      plannedDays: { flower: 63, veg: 28 },
      groups: [
        { strainId: 's1', plantCount: 12, roomId: 'room-veg', stage: 'propagation', cuttingIds: ['c1'] },
        { strainId: 's2', plantCount: 8, roomId: 'room-veg', stage: 'propagation', cuttingIds: [] },
      ],
    });
    expect(posted[0]).not.toHaveProperty('name');
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
  });

  it('clears the cuttings chosen when another strain is', async () => {
    const posted: unknown[] = [];
    fakeChoices(posted);
    logInAs({ role: 'superuser' });
    const { user } = renderPage(<NewRunModal onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Start a run' });
    const group = within(dialog).getByRole('group', { name: 'Group 1' });
    await choose(user, group, 'Strain', 'Lemon Haze');
    await user.click(within(group).getByRole('combobox', { name: /^Cuttings/ }));
    await user.click(await screen.findByRole('option', { name: 'LH-01 Lemon one' }));
    await choose(user, group, 'Strain', 'Blue Dream');
    await user.type(within(group).getByRole('textbox', { name: /^Number of plants/ }), '8');
    await choose(user, group, 'Room', 'Veg Room');
    await user.click(within(dialog).getByRole('button', { name: 'New run' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ groups: [{ strainId: 's2', cuttingIds: [] }] });
  });

  it("shows a group's refused field beside it, in that group, keeping the others", async () => {
    const posted: unknown[] = [];
    fakeChoices(posted, () =>
      HttpResponse.json(
        {
          error: 'Invalid body',
          code: 'validation.failed',
          details: [{ path: 'body.groups.0.plantCount', message: 'more plants than the room holds' }],
        },
        { status: 400 },
      ),
    );
    logInAs({ role: 'superuser' });
    const { user } = renderPage(<NewRunModal onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Start a run' });
    const group = within(dialog).getByRole('group', { name: 'Group 1' });
    await choose(user, group, 'Strain', 'Lemon Haze');
    await user.type(within(group).getByRole('textbox', { name: /^Number of plants/ }), '900');
    await choose(user, group, 'Room', 'Veg Room');
    await user.click(within(dialog).getByRole('button', { name: 'New run' }));
    expect(await within(group).findByText('more plants than the room holds')).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: /^Number of plants/ })).toHaveValue('900');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
