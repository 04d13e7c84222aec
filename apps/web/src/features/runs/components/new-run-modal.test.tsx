import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRun } from '../../../testing/crop/run-factory';
import { NewRunModal } from './new-run-modal';

function fakeChoices(posted: unknown[]) {
  server.use(
    http.get('*/api/strains', () =>
      HttpResponse.json([{ _id: 's1', name: 'Lemon Haze', slug: 'lemon-haze' }]),
    ),
    http.get('*/api/rooms', () => HttpResponse.json([])),
    http.post('*/api/runs', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(aRun(), { status: 201 });
    }),
  );
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
});
