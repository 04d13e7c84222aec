import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { cuttingFactory, cuttingSummaryFactory } from '../testing/cutting-factory';
import { fakeCuttingsList, noMothers } from '../testing/fake-cuttings-api';
import { strainFactory } from '../../../testing/crop/strain-factory';

const lemon = strainFactory();

function serveStrains(strains: unknown[]) {
  server.use(http.get('*/api/strains', () => HttpResponse.json(strains)));
}

describe('the cuttings admin page', { timeout: 20_000 }, () => {
  // The add form's mother picker asks on every admin page; a test naming mothers serves its own.
  beforeEach(() => server.use(noMothers));

  it("shows 'login...' to a plain user", async () => {
    logInAs({ role: 'user' });
    renderApp('/cuttings-admin');
    expect(await screen.findByText('login...', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('disables adding, and says why, while no strain exists', async () => {
    logInAs({ role: 'admin' });
    serveStrains([]);
    fakeCuttingsList([], '/api/admin/cuttings');
    renderApp('/cuttings-admin');
    const add = await screen.findByRole('button', { name: 'Add cutting' }, { timeout: 5000 });
    await waitFor(() => expect(add).toBeDisabled());
    expect(add).toHaveAccessibleDescription('Add a strain first: every cutting belongs to a strain.');
  });

  it('requires code and strain, and keeps what was typed when the code is taken', async () => {
    logInAs({ role: 'superuser' });
    serveStrains([lemon]);
    fakeCuttingsList([], '/api/admin/cuttings');
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/cuttings', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 'Code taken', code: 'cuttings.code_taken' }, { status: 409 });
      }),
    );
    const { user } = renderApp('/cuttings-admin');
    const form = await screen.findByRole('region', { name: 'Add a cutting' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Add cutting' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill required fields');
    expect(bodies).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /Code/ }), 'A-009');
    await user.click(within(form).getByRole('combobox', { name: /Strain/ }));
    await user.click(await screen.findByRole('option', { name: 'Lemon Haze' }));
    await user.type(within(form).getByRole('textbox', { name: 'Location' }), 'Room 2');
    await user.click(within(form).getByRole('button', { name: 'Add cutting' }));
    expect(await within(form).findByText('A cutting with this code already exists.')).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'A-009', strainId: 's1', status: '', location: 'Room 2' }]);
    expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveValue('A-009');
    expect(within(form).getByRole('textbox', { name: 'Location' })).toHaveValue('Room 2');
  });

  it('duplicates a cutting with the next code and the same strain, status and location', async () => {
    logInAs({ role: 'admin' });
    serveStrains([lemon]);
    fakeCuttingsList([cuttingSummaryFactory()], '/api/admin/cuttings');
    let body: unknown;
    server.use(
      http.post('*/api/admin/cuttings', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cuttingFactory({ _id: 'c2', code: 'A-010' }), { status: 201 });
      }),
    );
    const { user } = renderApp('/cuttings-admin');
    await user.click(await screen.findByRole('button', { name: 'Duplicate A-009' }, { timeout: 5000 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Duplicated as A-010');
    expect(body).toEqual({ code: 'A-010', strainId: 's1', status: 'rooting', location: 'Room 2' });
  });

  it('sorts by date by default and offers all four sorts', async () => {
    logInAs({ role: 'admin' });
    serveStrains([lemon]);
    const list = fakeCuttingsList([cuttingSummaryFactory()], '/api/admin/cuttings');
    const { user } = renderApp('/cuttings-admin');
    await screen.findByRole('button', { name: 'Duplicate A-009' }, { timeout: 5000 });
    expect(list.queries).toEqual(['skip=0&limit=20&sort=date']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const options = within(sort).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Date', 'Market name', 'Internal #', 'ID']);
    await user.selectOptions(sort, 'ID');
    await waitFor(() => expect(list.queries).toContain('skip=0&limit=20&sort=shortId'));
  });

  it('deletes a cutting after confirming', async () => {
    logInAs({ role: 'admin' });
    serveStrains([lemon]);
    fakeCuttingsList([cuttingSummaryFactory()], '/api/admin/cuttings');
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/admin/cuttings/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/cuttings-admin');
    await user.click(await screen.findByRole('button', { name: 'Delete A-009' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent(
      'Move the cutting A-009 to the trash, with its photos, diary and log? It can be restored from there.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cutting A-009 moved to the trash');
    expect(deleted).toEqual(['c1']);
  });

  it('keeps a delete dialog open while a search typed just before it loads', async () => {
    logInAs({ role: 'admin' });
    serveStrains([lemon]);
    const list = fakeCuttingsList(
      [cuttingSummaryFactory(), cuttingSummaryFactory({ _id: 'c2', code: 'B-001' })],
      '/api/admin/cuttings',
    );
    server.use(http.delete('*/api/admin/cuttings/:id', () => new HttpResponse(null, { status: 204 })));
    const { user } = renderApp('/cuttings-admin');
    const deleteButton = await screen.findByRole('button', { name: 'Delete A-009' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search cuttings' }), 'A-009');
    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    // The search's answer arrives with the dialog open: the list must update without unmounting the card.
    await waitFor(() => expect(list.queries.some((query) => query.includes('q=A-009'))).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete B-001' })).not.toBeInTheDocument(),
    );
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cutting A-009 moved to the trash');
  });

  it('edits a cutting in a dialog, keeping the created date unless changed, and keeps the text on failure', async () => {
    logInAs({ role: 'admin' });
    serveStrains([lemon]);
    fakeCuttingsList([cuttingSummaryFactory()], '/api/admin/cuttings');
    const image = { url: '/api/files/aa/display', publicId: 'a'.repeat(32), isMain: true };
    server.use(http.get('*/api/cuttings/c1', () => HttpResponse.json(cuttingFactory({ images: [image] }))));
    serveMothers();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/admin/cuttings/c1', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ error: 'Taken', code: 'cuttings.code_taken' }, { status: 409 })
          : HttpResponse.json(cuttingFactory({ code: 'A-100' }));
      }),
    );
    const { user } = renderApp('/cuttings-admin');
    await user.click(await screen.findByRole('button', { name: 'Edit A-009' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit A-009' });
    const code = await within(dialog).findByRole('textbox', { name: /Code/ });
    await user.clear(code);
    await user.type(code, 'A-100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A cutting with this code already exists.',
    );
    expect(code).toHaveValue('A-100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cutting A-100 updated');
    expect(bodies[1]).toEqual({
      code: 'A-100',
      strainId: 's1',
      name: 'Lemon mother',
      status: 'rooting',
      location: 'Room 2',
      isMother: false,
      motherId: null,
      images: [{ publicId: 'a'.repeat(32), isMain: true }],
    });
  });

  it('marks a mother plant, names the mother a cutting came from, and retires a mother', async () => {
    logInAs({ role: 'admin' });
    serveStrains([lemon]);
    fakeCuttingsList([cuttingSummaryFactory()], '/api/admin/cuttings');
    server.use(http.get('*/api/cuttings/c1', () => HttpResponse.json(cuttingFactory())));
    serveMothers();
    let body: unknown;
    server.use(
      http.put('*/api/admin/cuttings/c1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cuttingFactory());
      }),
    );
    const { user } = renderApp('/cuttings-admin');
    await user.click(await screen.findByRole('button', { name: 'Edit A-009' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit A-009' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Mother plant' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Mother' }));
    // The cutting itself is never offered as its own mother.
    expect(screen.queryByRole('option', { name: /A-009/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'M-001 · Big mom' }));
    await user.type(within(dialog).getByLabelText('Retired'), '2026-04-10T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      isMother: true,
      motherId: 'm1',
      retiredAt: new Date('2026-04-10T09:30').toISOString(),
    });
  });

  it('adds a clone with the mother it was taken from, or a new mother plant', async () => {
    logInAs({ role: 'admin' });
    serveStrains([lemon]);
    fakeCuttingsList([], '/api/admin/cuttings');
    serveMothers();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/cuttings', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(cuttingFactory({ code: 'B-001' }), { status: 201 });
      }),
    );
    const { user } = renderApp('/cuttings-admin');
    const form = await screen.findByRole('region', { name: 'Add a cutting' }, { timeout: 5000 });
    // A new mother is in use: there is no retirement to set.
    await user.click(within(form).getByRole('checkbox', { name: 'Mother plant' }));
    expect(within(form).queryByLabelText('Retired')).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Mother plant' }));
    await user.type(within(form).getByRole('textbox', { name: /Code/ }), 'B-001');
    await user.click(within(form).getByRole('combobox', { name: /Strain/ }));
    await user.click(await screen.findByRole('option', { name: 'Lemon Haze' }));
    await user.click(within(form).getByRole('combobox', { name: 'Mother' }));
    await user.click(await screen.findByRole('option', { name: 'M-001 · Big mom' }));
    await user.click(within(form).getByRole('button', { name: 'Add cutting' }));
    expect(await within(form).findByText('Cutting B-001 added')).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'B-001', strainId: 's1', status: '', location: '', motherId: 'm1' }]);
    // The form is cleared for the next one, its mother too.
    expect(within(form).getByRole('combobox', { name: 'Mother' })).toHaveValue('');

    await user.type(within(form).getByRole('textbox', { name: /Code/ }), 'M-002');
    await user.click(within(form).getByRole('checkbox', { name: 'Mother plant' }));
    await user.click(within(form).getByRole('button', { name: 'Add cutting' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ code: 'M-002', strainId: 's1', status: '', location: '', isMother: true });
  });
});

function serveMothers() {
  const mother = (id: string, code: string, name: string) => ({
    _id: id,
    shortId: 'K',
    code,
    name,
    strainId: 's1',
    strainName: 'Lemon Haze',
    retiredAt: null,
    clonesTaken: 0,
    rooted: 0,
    lostInPropagation: 0,
    medianDaysToRoot: null,
    meanDryGramsPerPlant: null,
  });
  server.use(
    http.get('*/api/mothers', () =>
      HttpResponse.json([mother('m1', 'M-001', 'Big mom'), mother('c1', 'A-009', 'Lemon mother')]),
    ),
  );
}
