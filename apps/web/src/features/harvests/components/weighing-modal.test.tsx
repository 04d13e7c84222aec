import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aHarvest, aSite } from '../testing/harvest-factory';
import { WeighingModal } from './weighing-modal';

const closed = aHarvest({ closedAt: '2026-12-20T08:00:00.000Z' });

beforeEach(() => {
  server.use(
    http.get('*/api/site', () => HttpResponse.json(aSite())),
    // This reader weighs in kilograms, the site in grams.
    http.get('*/api/me/preferences', () =>
      HttpResponse.json({ weightUnit: 'kg', effectiveWeightUnit: 'kg' }),
    ),
  );
});

/** Records what the weighings route is sent, answering as `answer` says. */
function weighingsRoute(answer: () => Response = () => HttpResponse.json(aHarvest(), { status: 201 })) {
  const sent: { body: Record<string, unknown>; key: string | null }[] = [];
  server.use(
    http.post('*/api/harvests/h1/weighings', async ({ request }) => {
      sent.push({
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key'),
      });
      return answer();
    }),
  );
  return sent;
}

async function openModal(harvest = aHarvest()) {
  const onClose = vi.fn();
  const rendered = renderPage(<WeighingModal harvest={harvest} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add a weighing' });
  return { ...rendered, dialog, onClose };
}

const weightField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Weight' });
const unitField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Unit' });

describe('WeighingModal', () => {
  it("sends the value and unit as typed, in the reader's unit unless another is chosen", async () => {
    logInAs({ role: 'superuser' });
    const sent = weighingsRoute();
    const { user, dialog, onClose } = await openModal();
    expect(within(dialog).getByRole('combobox', { name: 'What was weighed' })).toHaveValue('Wet');
    await vi.waitFor(() => expect(unitField(dialog)).toHaveValue('kg'));
    await user.type(weightField(dialog), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ kind: 'wet', value: 12.345, unit: 'kg' });
    expect(sent[0]!.body).not.toHaveProperty('override');
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('converts nothing: a pound goes as 1 lb, not as grams', async () => {
    logInAs({ role: 'superuser' });
    const sent = weighingsRoute();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('combobox', { name: 'What was weighed' }));
    await user.click(await screen.findByRole('option', { name: 'Dry' }));
    await user.type(weightField(dialog), '1');
    await user.click(unitField(dialog));
    await user.click(await screen.findByRole('option', { name: 'lb' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ kind: 'dry', value: 1, unit: 'lb' });
  });

  it('shows a 400 validation.failed beside the field it names and keeps what was typed', async () => {
    logInAs({ role: 'superuser' });
    const sent = weighingsRoute(() =>
      HttpResponse.json(
        {
          error: 'Invalid body',
          code: 'validation.failed',
          details: [{ path: 'body.at', message: 'before the harvest (2026-12-01T08:00:00.000Z)' }],
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openModal();
    await user.type(weightField(dialog), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    expect(
      await within(dialog).findByText('before the harvest (2026-12-01T08:00:00.000Z)'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(weightField(dialog)).toHaveValue('2.5');
    expect(screen.getByRole('dialog', { name: 'Add a weighing' })).toBeInTheDocument();
  });

  it('asks for a weight above 0 before calling the server', async () => {
    logInAs({ role: 'superuser' });
    const sent = weighingsRoute();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(weightField(dialog), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    expect(await within(dialog).findByText('Enter a weight above 0.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('after the close, does not let staff choose wet and offers them no override', async () => {
    logInAs({ role: 'superuser' });
    const { user, dialog } = await openModal(closed);
    expect(
      within(dialog).getByText('The harvest is closed: wet weights can no longer be added.'),
    ).toBeInTheDocument();
    const kind = within(dialog).getByRole('combobox', { name: 'What was weighed' });
    expect(kind).toHaveValue('Dry');
    await user.click(kind);
    expect(await screen.findByRole('option', { name: 'Wet' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Wet' }));
    expect(kind).toHaveValue('Dry');
    expect(within(dialog).queryByRole('checkbox', { name: 'Add anyway (override)' })).not.toBeInTheDocument();
  });

  it('after the close, lets an admin add a wet weight only with the override ticked, and sends it', async () => {
    logInAs({ role: 'admin' });
    let refuse = true;
    const sent = weighingsRoute(() =>
      refuse
        ? HttpResponse.json({ error: 'Closed', code: 'harvests.closed' }, { status: 409 })
        : HttpResponse.json(closed, { status: 201 }),
    );
    const { user, dialog } = await openModal(closed);
    await user.click(within(dialog).getByRole('combobox', { name: 'What was weighed' }));
    await user.click(await screen.findByRole('option', { name: 'Wet' }));
    await user.type(weightField(dialog), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    expect(
      await within(dialog).findByText('This harvest is closed: its wet weight can no longer change.'),
    ).toBeInTheDocument();
    expect(sent[0]!.body).not.toHaveProperty('override');
    refuse = false;
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add anyway (override)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add weighing' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ kind: 'wet', value: 3, unit: 'kg', override: true });
    // A refusal spends the key: the corrected weighing is a new write.
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });
});
