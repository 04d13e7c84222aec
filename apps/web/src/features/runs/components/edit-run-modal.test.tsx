import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRun } from '../../../testing/crop/run-factory';
import { EditRunModal } from './edit-run-modal';

// The notes' autosizing text area listens for web fonts loading, which jsdom has no `document.fonts` for.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

/** Records what the run's PUT is sent, answering as `answer` says. */
function runRoute(answer: () => Response = () => HttpResponse.json(aRun())) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.put('*/api/runs/r1', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return sent;
}

async function openModal() {
  logInAs({ role: 'superuser' });
  const onClose = vi.fn();
  const rendered = renderPage(<EditRunModal run={aRun()} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit run' });
  return { ...rendered, dialog, onClose };
}

describe('EditRunModal', () => {
  it('starts from the run and sends what was changed with the rest as it was', async () => {
    const sent = runRoute();
    const { user, dialog, onClose } = await openModal();
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveValue('R-2026-014');
    const flower = within(dialog).getByRole('textbox', { name: 'Flower' });
    await user.clear(flower);
    await user.type(flower, '70');
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Winter lemons',
      code: 'R-2026-014',
      state: 'closed',
      notes: '',
      plannedDays: { propagation: 14, veg: 28, flower: 70, dry: 10, cure: 21 },
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for a name and planned days before calling the server', async () => {
    const sent = runRoute();
    const { user, dialog } = await openModal();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Veg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('shows a taken code beside the code and a detail beside its stage, keeping what was typed', async () => {
    let answer = () => HttpResponse.json({ error: 'Code taken', code: 'runs.code_taken' }, { status: 409 });
    runRoute(() => answer());
    const { user, dialog, onClose } = await openModal();
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await user.clear(code);
    await user.type(code, 'R-2026-001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another run already has this code.')).toBeInTheDocument();
    expect(code).toHaveValue('R-2026-001');

    answer = () =>
      HttpResponse.json(
        {
          error: 'Invalid body',
          code: 'validation.failed',
          details: [{ path: 'body.plannedDays.flower', message: 'longer than the site allows' }],
        },
        { status: 400 },
      );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const flower = within(dialog).getByRole('textbox', { name: 'Flower' });
    expect(await within(dialog).findByText('longer than the site allows')).toBeInTheDocument();
    expect(flower).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Another run already has this code.')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
