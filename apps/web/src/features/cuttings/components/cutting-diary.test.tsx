import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CuttingDiaryEntry } from '@canopy/shared/schemas/cuttings';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { cuttingFactory } from '../testing/cutting-factory';
import { CuttingDiary } from './cutting-diary';

const entry: CuttingDiaryEntry = {
  _id: 'e1',
  note: 'Roots on 9 of 12',
  images: ['/api/files/aa/display', '/api/files/bb/display'],
  imagePublicIds: ['a'.repeat(32), 'b'.repeat(32)],
  timestamp: '2026-03-05T14:07:00.000Z',
  authorName: 'admin',
};

describe('the cutting diary', { timeout: 20_000 }, () => {
  it('lets staff add an entry and remove one image from another', async () => {
    logInAs({ role: 'admin' });
    const calls: string[] = [];
    let posted: unknown;
    server.use(
      http.post('*/api/admin/cuttings/c1/diary', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(cuttingFactory(), { status: 201 });
      }),
      http.delete('*/api/admin/cuttings/c1/diary/e1/images/:publicId', ({ params }) => {
        calls.push(String(params.publicId));
        return HttpResponse.json(cuttingFactory());
      }),
    );
    const { user } = renderWithProviders(
      <CuttingDiary cuttingId="c1" entries={[entry]} manage photosBlurred={false} />,
    );
    await user.type(screen.getAllByRole('textbox', { name: /Note/ })[0]!, '  Moved to 9 cm pots ');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(posted).toEqual({ note: 'Moved to 9 cm pots', imagePublicIds: [] });

    const card = screen.getByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Remove photo 2' }));
    await screen.findByRole('status');
    expect(calls).toEqual(['b'.repeat(32)]);
  });

  it('shows a plain user the entries with blurred images and nothing to change', () => {
    logInAs({ role: 'user' });
    renderWithProviders(<CuttingDiary cuttingId="c1" entries={[entry]} manage={false} photosBlurred />);
    expect(screen.getByText('Roots on 9 of 12')).toBeInTheDocument();
    expect(screen.getAllByText('Photo hidden')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove photo/ })).not.toBeInTheDocument();
  });
});
