import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aGroup, aRun } from '../../../testing/crop/run-factory';
import { LossModal } from './loss-modal';

describe('LossModal', () => {
  it('previews what is left and sends count, reason and time', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/runs/r1/groups/g1/losses', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(aRun());
      }),
    );
    logInAs({ role: 'user' });
    const { user } = renderPage(
      <LossModal runId="r1" group={aGroup({ plantCount: 40 })} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record a loss' });
    const count = within(dialog).getByRole('textbox', { name: 'Plants lost' });
    await user.clear(count);
    await user.type(count, '3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 lost, 37 left.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Pests' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record loss' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ count: 3, reason: 'pest', note: '' });
    expect(Date.parse((posted[0] as { at: string }).at)).toBeLessThanOrEqual(Date.now());
  });

  it('shows "not enough plants" beside the count and keeps the note', async () => {
    server.use(
      http.post('*/api/runs/r1/groups/g1/losses', () =>
        HttpResponse.json({ error: 'Not enough plants', code: 'runs.not_enough_plants' }, { status: 400 }),
      ),
    );
    logInAs({ role: 'user' });
    const { user } = renderPage(
      <LossModal runId="r1" group={aGroup({ plantCount: 40 })} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record a loss' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'spider mites');
    await user.click(within(dialog).getByRole('button', { name: 'Record loss' }));
    expect(await within(dialog).findByText('The group does not hold that many plants.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('spider mites');
  });

  it('asks for a count before calling the server', async () => {
    logInAs({ role: 'user' });
    const { user } = renderPage(<LossModal runId="r1" group={aGroup()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record a loss' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Plants lost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record loss' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a 400 detail beside the field it names, nothing above the form', async () => {
    server.use(
      http.post('*/api/runs/r1/groups/g1/losses', () =>
        HttpResponse.json(
          {
            error: 'Invalid body',
            code: 'validation.failed',
            details: [{ path: 'body.note', message: 'too long for a note' }],
          },
          { status: 400 },
        ),
      ),
    );
    logInAs({ role: 'user' });
    const { user } = renderPage(<LossModal runId="r1" group={aGroup()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record a loss' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'mites');
    await user.click(within(dialog).getByRole('button', { name: 'Record loss' }));
    expect(await within(dialog).findByText('too long for a note')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
