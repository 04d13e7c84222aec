import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Room } from '@canopy/shared/schemas/rooms';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aGroup, aRun, rooms } from '../../../testing/crop/run-factory';
import { MoveModal } from './move-modal';

const roomList = rooms as unknown as Room[];
const render = (split: boolean, language: 'en' | 'he' = 'en') => {
  logInAs({ role: 'superuser' });
  return renderPage(
    <MoveModal runId="r1" group={aGroup()} rooms={roomList} split={split} onClose={() => {}} />,
    { language },
  );
};

describe('MoveModal', () => {
  it('previews a split: how many move to the chosen room and how many stay', async () => {
    const { user } = render(true);
    const dialog = await screen.findByRole('dialog', { name: 'Split group' });
    await user.click(within(dialog).getByRole('combobox', { name: 'To room' }));
    await user.click(await screen.findByRole('option', { name: 'Flower Room B' }));
    const count = within(dialog).getByRole('textbox', { name: 'Plants to move' });
    await user.clear(count);
    await user.type(count, '30');
    expect(within(dialog).getByRole('status')).toHaveTextContent('30 move to Flower Room B (Veg), 70 stay.');
  });

  it('moves the whole group to the next stage by default', async () => {
    render(false);
    const dialog = await screen.findByRole('dialog', { name: 'Move group' });
    expect(within(dialog).getByRole('combobox', { name: 'To stage' })).toHaveValue('Flower');
    expect(within(dialog).getByRole('status')).toHaveTextContent('All 100 plants move to Veg Room (Flower).');
  });

  it('refuses a future date before calling the server', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/runs/r1/groups/g1/events', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(aRun());
      }),
    );
    const { user } = render(true);
    const dialog = await screen.findByRole('dialog', { name: 'Split group' });
    const at = within(dialog).getByLabelText(/Date and time/);
    await user.clear(at);
    await user.type(at, '2999-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Split' }));
    expect(await within(dialog).findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal beside the date and keeps what was typed', async () => {
    server.use(
      http.post('*/api/runs/r1/groups/g1/events', () =>
        HttpResponse.json({ error: 'Event out of order', code: 'runs.event_out_of_order' }, { status: 400 }),
      ),
    );
    const { user } = render(false);
    const dialog = await screen.findByRole('dialog', { name: 'Move group' });
    const at = within(dialog).getByLabelText(/Date and time/);
    await user.clear(at);
    await user.type(at, '2020-01-01T10:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'moved early');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText(
        'The date must be after the group’s previous move and not in the future.',
      ),
    ).toBeInTheDocument();
    expect(at).toHaveValue('2020-01-01T10:00');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('moved early');
  });

  it('speaks Hebrew with the counts in the preview', async () => {
    render(true, 'he');
    const dialog = await screen.findByRole('dialog', { name: 'פיצול קבוצה' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('50 עוברים לVeg Room (צמיחה), 50 נשארים.');
  });
});
