import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Mother } from '@canopy/shared/schemas/mothers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';

const mother = (overrides: Partial<Mother>): Mother => ({
  _id: 'm1',
  shortId: 'K1',
  code: 'M-001',
  name: 'Lemon mother',
  strainId: 's1',
  strainName: 'Lemon Haze',
  retiredAt: null,
  clonesTaken: 16,
  rooted: 13,
  lostInPropagation: 2,
  medianDaysToRoot: 11.5,
  meanDryGramsPerPlant: null,
  ...overrides,
});

describe('the mothers page', { timeout: 20_000 }, () => {
  it('lists each mother with her clones, rooted, lost and median days, retired ones last and marked', async () => {
    logInAs({ role: 'user' });
    server.use(
      http.get('*/api/mothers', () =>
        HttpResponse.json([
          mother({ _id: 'm0', code: 'A-000', name: 'Old', retiredAt: '2026-03-01T10:00:00.000Z' }),
          mother({}),
        ]),
      ),
    );
    renderApp('/mothers');
    const table = await screen.findByRole(
      'table',
      { name: 'Mother plants and their clones' },
      { timeout: 5000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['M-001 · Lemon mother', 'Lemon Haze', '16', '13', '2', '11.5', '—']);
    expect(within(rows[0]!).getByRole('link', { name: 'M-001 · Lemon mother' })).toHaveAttribute(
      'href',
      '/cutting/m1',
    );
    expect(within(rows[1]!).getByText('Retired')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'A-000 · Old' })).toBeInTheDocument();
  });

  it('says so when there is no mother yet, in Hebrew too', async () => {
    logInAs({ role: 'user' });
    server.use(http.get('*/api/mothers', () => HttpResponse.json([])));
    renderApp('/mothers', { language: 'he' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('צמחי אם');
    expect(await screen.findByText(/עדיין אין צמחי אם/)).toBeInTheDocument();
  });
});
