import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRoom } from '../../../testing/crop/room-factory';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aProduct, aRoomGroup, aTreatment } from '../../../testing/crop/feeding-factory';
import { TreatmentModal } from './treatment-modal';

const room = aRoom({ groups: [aRoomGroup()] });

beforeEach(() => {
  server.use(
    http.get('*/api/products', () =>
      HttpResponse.json([
        aProduct(),
        aProduct({ _id: 'p-swirskii', name: 'Swirskii', kind: 'biological' }),
        aProduct({
          _id: 'p-spinosad',
          name: 'Spinosad 480',
          kind: 'pesticide',
          activeIngredient: 'Spinosad',
          reEntryHours: 4,
          preHarvestDays: 7,
        }),
      ]),
    ),
  );
});

function treatmentsRoute(answer: () => Response = () => HttpResponse.json([aTreatment()], { status: 201 })) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/rooms/room-veg/treatments', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return sent;
}

async function openModal() {
  const onDone = vi.fn();
  const rendered = renderPage(<TreatmentModal room={room} onClose={() => {}} onDone={onDone} />);
  const dialog = await screen.findByRole('dialog', { name: 'Record a treatment' });
  return { ...rendered, dialog, onDone };
}

async function chooseProduct(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Product' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('TreatmentModal', () => {
  it('offers pesticides and biologicals before nutrients, and shows the intervals of the one chosen', async () => {
    logInAs({ role: 'superuser' });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    await screen.findByRole('option', { name: 'Spinosad 480' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Spinosad 480',
      'Swirskii',
      'Base A',
    ]);
    await user.click(screen.getByRole('option', { name: 'Spinosad 480' }));
    const intervals = within(dialog).getByRole('status');
    expect(intervals).toHaveTextContent('Re-entry interval (hours): 4.');
    expect(intervals).toHaveTextContent('Pre-harvest interval (days): 7.');
    await chooseProduct(user, dialog, 'Swirskii');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This product sets no re-entry or pre-harvest interval.',
    );
  });

  it('sends the product, dose, spray volume, method, target and who applied it', async () => {
    logInAs({ role: 'superuser' });
    const sent = treatmentsRoute();
    const { user, dialog, onDone } = await openModal();
    await chooseProduct(user, dialog, 'Spinosad 480');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dose' }), '0.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Spray volume (optional)' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Target' }), 'Thrips');
    await user.type(within(dialog).getByRole('textbox', { name: 'Applied by' }), 'Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Record treatment' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      productId: 'p-spinosad',
      dose: 0.5,
      unit: 'ml/L',
      volume: 10,
      volumeUnit: 'L',
      method: 'spray',
      target: 'Thrips',
      applicator: 'Dana',
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('sends no spray volume when none is typed, and asks for a product and a dose first', async () => {
    logInAs({ role: 'superuser' });
    const sent = treatmentsRoute();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Record treatment' }));
    expect(await within(dialog).findByText('Choose a product.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await chooseProduct(user, dialog, 'Swirskii');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dose' }), '500');
    await user.click(within(dialog).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'units' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Release' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record treatment' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      productId: 'p-swirskii',
      dose: 500,
      unit: 'units',
      volume: null,
      volumeUnit: null,
      method: 'release',
    });
  });

  it('shows a product the server no longer takes beside the product, keeping what was typed', async () => {
    logInAs({ role: 'superuser' });
    treatmentsRoute(() =>
      HttpResponse.json({ error: 'Unknown product', code: 'products.not_found' }, { status: 400 }),
    );
    const { user, dialog, onDone } = await openModal();
    await chooseProduct(user, dialog, 'Spinosad 480');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dose' }), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Record treatment' }));
    expect(
      await within(dialog).findByText('This product no longer exists, or it is archived.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Dose' })).toHaveValue('0.5');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('labels every field it shows', async () => {
    logInAs({ role: 'superuser' });
    const { dialog } = await openModal();
    const fields = dialog.querySelectorAll('input:not([type=hidden]):not([type=file]), textarea');
    expect(fields.length).toBeGreaterThan(8);
    for (const input of fields) expect(input).toHaveAccessibleName();
  });
});
