import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { Cutting, CuttingLogEntry } from '@canopy/shared/schemas/cuttings';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { cuttingFactory } from '../testing/cutting-factory';

const photo = (name: string, index: number) => ({
  publicId: String(index).repeat(32),
  name,
  description: `${name} described`,
  url: `/api/files/${index}/display`,
  thumbUrl: `/api/files/${index}/thumb`,
  createdAt: '2026-03-06T10:00:00.000Z',
  author: 'admin',
});

const log = (overrides: Partial<CuttingLogEntry>): CuttingLogEntry => ({
  _id: 'l1',
  event: 'transplant',
  notes: '',
  photo: null,
  createdAt: '2026-03-06T10:00:00.000Z',
  authorName: 'admin',
  ...overrides,
});

function serve(cutting: Cutting, logs: CuttingLogEntry[] = []) {
  server.use(
    http.get('*/api/cuttings/:id', ({ params }) =>
      params.id === cutting._id
        ? HttpResponse.json(cutting)
        : HttpResponse.json({ error: 'gone', code: 'cuttings.not_found' }, { status: 404 }),
    ),
    http.get('*/api/admin/:id/logs', () => HttpResponse.json(logs)),
    http.get('*/api/cuttings/:id/lineage', () =>
      HttpResponse.json({
        cutting: { ...cutting, isMother: false, motherId: null, retiredAt: null },
        mothers: [],
        runs: [],
        descendants: [],
        harvests: [],
      }),
    ),
  );
}

const jpeg = (size = 1000) => new File([new Uint8Array(size)], 'leaf.jpg', { type: 'image/jpeg' });

describe('the cutting page', { timeout: 20_000 }, () => {
  it('shows the facts, the label QR code, and the log newest first', async () => {
    logInAs({ role: 'user' });
    serve(cuttingFactory(), [
      log({
        _id: 'old',
        event: 'transplant',
        notes: 'Into 9 cm pots',
        createdAt: '2026-03-01T10:00:00.000Z',
      }),
      log({ _id: 'new', event: 'move', notes: 'To room 3', createdAt: '2026-03-09T10:00:00.000Z' }),
    ]);
    renderApp('/cutting/c1');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'A-009 · Lemon mother',
    );
    expect(screen.getByRole('link', { name: 'Lemon Haze' })).toHaveAttribute('href', '/strain/lemon-haze');
    expect(screen.getByText('Room 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of cutting A-009' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Log history' });
    await within(history).findByText('To room 3');
    const notes = within(history)
      .getAllByRole('article')
      .map((entry) => entry.textContent);
    expect(notes[0]).toContain('Move');
    expect(notes[1]).toContain('Transplant');
    // A plain user manages nothing here.
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
  });

  it('blurs gallery photos for a plain user', async () => {
    logInAs({ role: 'user' });
    serve(cuttingFactory({ photos: [photo('First leaf', 1)], photosBlurred: true }));
    renderApp('/cutting/c1');
    const gallery = await screen.findByRole('region', { name: 'Photo gallery' }, { timeout: 5000 });
    expect(within(gallery).getByText('Photo hidden')).toBeInTheDocument();
    expect(within(gallery).queryByRole('img', { name: 'First leaf' })).not.toBeInTheDocument();
    expect(within(gallery).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('says when the cutting does not exist', async () => {
    logInAs({ role: 'user' });
    serve(cuttingFactory());
    renderApp('/cutting/nope');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This cutting does not exist.',
    );
  });

  it('uploads a photo only with file, name and description, and says Success', async () => {
    logInAs({ role: 'admin' });
    const cutting = cuttingFactory();
    serve(cutting);
    let sent: FormData | undefined;
    server.use(
      http.post('*/api/cuttings/c1/photo', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ ...cutting, photos: [photo('Roots', 1)] }, { status: 201 });
      }),
    );
    const { user } = renderApp('/cutting/c1');
    const form = await screen.findByRole('form', { name: 'Add a photo' }, { timeout: 5000 });
    const upload = within(form).getByRole('button', { name: 'Upload' });
    const input = form.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(upload).toBeDisabled();

    await user.upload(
      input,
      new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(within(form).getByText('File is too large (max 3MB)')).toBeInTheDocument();
    await user.upload(input, jpeg());
    await user.type(within(form).getByRole('textbox', { name: /Photo name/ }), 'Roots');
    expect(upload).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /Photo description/ }), '   ');
    expect(upload).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /Photo description/ }), 'Day 9');
    expect(upload).toBeEnabled();
    await user.click(upload);
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(sent?.get('name')).toBe('Roots');
    expect(sent?.get('description')).toBe('Day 9');
    // jsdom's File crosses into undici's FormData as a plain Blob; its type survives.
    expect((sent?.get('file') as Blob | null)?.type).toBe('image/jpeg');
  });

  it('moves a photo with {from, to}, and says the error when the server refuses', async () => {
    logInAs({ role: 'superuser' });
    const cutting = cuttingFactory({ photos: [photo('First', 1), photo('Second', 2), photo('Third', 3)] });
    serve(cutting);
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/cuttings/c1/photos/reorder', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json(cutting)
          : HttpResponse.json({ error: 'no', code: 'validation.failed' }, { status: 400 });
      }),
    );
    const { user } = renderApp('/cutting/c1');
    const up = await screen.findByRole('button', { name: 'Move Second up' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Move First up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Third down' })).toBeDisabled();
    await user.click(up);
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Second down' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Move Second down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: check argument');
    expect(bodies).toEqual([
      { from: 1, to: 0 },
      { from: 1, to: 2 },
    ]);
  });

  it('deletes a photo only after confirming', async () => {
    logInAs({ role: 'admin' });
    const cutting = cuttingFactory({ photos: [photo('First', 1)] });
    serve(cutting);
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/cuttings/c1/photos/:index', ({ params }) => {
        deleted.push(String(params.index));
        return HttpResponse.json({ ...cutting, photos: [] });
      }),
    );
    const { user } = renderApp('/cutting/c1');
    await user.click(await screen.findByRole('button', { name: 'Delete First' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete photo' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(deleted).toEqual(['0']);
  });

  it('lets staff add a log entry with its event and notes', async () => {
    logInAs({ role: 'admin' });
    serve(cuttingFactory());
    let sent: FormData | undefined;
    server.use(
      http.post('*/api/admin/c1/log', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(log({ event: 'treatment', notes: 'Neem oil' }), { status: 201 });
      }),
    );
    const { user } = renderApp('/cutting/c1');
    const form = await screen.findByRole('form', { name: 'Add a log entry' }, { timeout: 5000 });
    await user.click(within(form).getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'Treatment' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Neem oil');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Log entry added')).toBeInTheDocument();
    expect(sent?.get('event')).toBe('treatment');
    expect(sent?.get('notes')).toBe('Neem oil');
    expect(sent?.get('photo')).toBeNull();
  });
});
