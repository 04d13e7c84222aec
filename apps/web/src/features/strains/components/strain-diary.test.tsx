import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { StrainDiary } from './strain-diary';

const entry: StrainDiaryEntry = {
  _id: 'e1',
  note: 'Roots on 9 of 12',
  photos: ['/api/files/aa/display'],
  photoPublicIds: ['a'.repeat(32)],
  timestamp: '2026-03-05T14:07:00.000Z',
  authorName: 'admin',
};

describe('StrainDiary', () => {
  it('lets staff edit an entry, keeping its photos, and says Saved', async () => {
    logInAs({ role: 'superuser' });
    let body: unknown;
    server.use(
      http.put('*/api/admin/strains/s1/diary/e1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...entry, note: 'Roots on all 12' });
      }),
      http.get('*/api/strains*', () => HttpResponse.json([])),
    );
    const { user } = renderWithProviders(<StrainDiary strainId="s1" entries={[entry]} />);
    const card = screen.getByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const note = within(card).getByRole('textbox', { name: /note/i });
    await user.clear(note);
    await user.type(note, '  Roots on all 12 ');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(body).toEqual({ note: 'Roots on all 12', photoPublicIds: [entry.photoPublicIds[0]] });
  });

  it('shows no edit or delete to a plain user', () => {
    logInAs({ role: 'user' });
    renderWithProviders(<StrainDiary strainId="s1" entries={[entry]} />);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Roots on 9 of 12')).toBeInTheDocument();
  });
});
