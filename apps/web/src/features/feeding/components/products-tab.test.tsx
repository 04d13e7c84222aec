import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { aProduct } from '../testing/feeding-factory';
import { badRequest, fakeFeedingApi } from '../testing/fake-feeding-api';
import { ProductsTab } from './products-tab';

const GROW = aProduct();
const SPINOSAD = aProduct({
  _id: 'p-spin',
  name: 'Spinosad 480',
  kind: 'pesticide',
  activeIngredient: 'spinosad',
  reEntryHours: 12,
  preHarvestDays: 14,
});
const OLD = aProduct({ _id: 'p-old', name: 'Old bloom', archivedAt: '2026-10-01T08:00:00.000Z' });

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );

describe('ProductsTab', () => {
  it('lists the products with their kind, active ingredient and intervals; the archived ones on the toggle', async () => {
    fakeFeedingApi([GROW, SPINOSAD, OLD]);
    const { user } = renderPage(<ProductsTab staff />);
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(rowTexts(table)).toEqual([
      ['Grow A', 'Nutrient', '', 'None', 'None'],
      ['Spinosad 480', 'Pesticide', 'spinosad', '12', '14'],
    ]);
    await user.click(screen.getByRole('switch', { name: 'Show archived products' }));
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Products' }))[2]).toEqual([
        'Old bloomArchived',
        'Nutrient',
        '',
        'None',
        'None',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Unarchive Old bloom' })).toBeInTheDocument();
  });

  it('adds a product: a blank name is refused beside it without a call, then the body is sent', async () => {
    const api = fakeFeedingApi([]);
    const { user } = renderPage(<ProductsTab staff />);
    expect(await screen.findByText(/There are no products yet. Add the nutrients/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Spinosad 480');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Pesticide');
    await user.type(within(dialog).getByLabelText(/^Active ingredient/), 'spinosad');
    const reEntry = within(dialog).getByLabelText(/^Re-entry interval/);
    await user.clear(reEntry);
    await user.type(reEntry, '12');
    const preHarvest = within(dialog).getByLabelText(/^Pre-harvest interval/);
    await user.clear(preHarvest);
    await user.type(preHarvest, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      `POST ${JSON.stringify({
        name: 'Spinosad 480',
        kind: 'pesticide',
        activeIngredient: 'spinosad',
        reEntryHours: 12,
        preHarvestDays: 14,
        notes: '',
        archived: false,
      })}`,
    ]);
    expect(await screen.findByRole('cell', { name: 'Spinosad 480' })).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses, with its detail beside the field or its message on top', async () => {
    const api = fakeFeedingApi([GROW]);
    api.refuseWith(badRequest('body.name', 'Too long for the server'));
    const { user } = renderPage(<ProductsTab staff />);
    await user.click(await screen.findByRole('button', { name: 'Edit Grow A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Grow A+');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too long for the server')).toBeInTheDocument();
    expect(name).toHaveValue('Grow A+');

    api.refuseWith(() => HttpResponse.json({ error: 'Nope', code: 'products.not_found' }, { status: 404 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This product no longer exists, or it is archived.',
    );
    expect(name).toHaveValue('Grow A+');
    expect(api.calls.map((call) => call.split(' ').slice(0, 2).join(' '))).toEqual([
      'PUT p-grow',
      'PUT p-grow',
    ]);
  });

  it('archives a product as it is, and shows a failed archive with the server message', async () => {
    const api = fakeFeedingApi([SPINOSAD]);
    const { user } = renderPage(<ProductsTab staff />);
    await user.click(await screen.findByRole('button', { name: 'Archive Spinosad 480' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toBe(
      `PUT p-spin ${JSON.stringify({
        name: 'Spinosad 480',
        kind: 'pesticide',
        activeIngredient: 'spinosad',
        reEntryHours: 12,
        preHarvestDays: 14,
        notes: '',
        archived: true,
      })}`,
    );
    expect(await screen.findByText(/There are no products yet/)).toBeInTheDocument();

    api.refuseWith(() => HttpResponse.json({ error: 'Forbidden', code: 'auth.forbidden' }, { status: 403 }));
    await user.click(screen.getByRole('switch', { name: 'Show archived products' }));
    await user.click(await screen.findByRole('button', { name: 'Unarchive Spinosad 480' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(api.calls[1]).toContain('"archived":false');
  });

  it('says a deleted product that records name was archived instead, and one named by none was deleted', async () => {
    const api = fakeFeedingApi([GROW, SPINOSAD], [], ['p-spin']);
    const { user } = renderPage(<ProductsTab staff />);
    await user.click(await screen.findByRole('button', { name: 'Delete Spinosad 480' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the product?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Spinosad 480 is named by recipes, feeds or treatments, so it was archived instead of deleted.',
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Spinosad 480' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Grow A' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the product?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Grow A was deleted.'));
    expect(api.calls).toEqual(['DELETE p-spin', 'DELETE p-grow']);
  });

  it('keeps the confirmation open with the server message when a deletion fails', async () => {
    const api = fakeFeedingApi([GROW]);
    api.refuseWith(() => HttpResponse.json({ error: 'Forbidden', code: 'auth.forbidden' }, { status: 403 }));
    const { user } = renderPage(<ProductsTab staff />);
    await user.click(await screen.findByRole('button', { name: 'Delete Grow A' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the product?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('shows a plain user the products with no write button', async () => {
    fakeFeedingApi([GROW, SPINOSAD]);
    renderPage(<ProductsTab staff={false} />);
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
