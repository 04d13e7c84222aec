import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { alert, DEVICE_ID, page } from '../testing/alert-factory';
import { PowerAlertHistory } from './power-alert-history';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const telegram = (kind: string, status: 'sent' | 'failed') => ({
  channel: 'telegram' as const,
  to: '-100',
  kind,
  at: '2026-07-01T12:00:00.000Z',
  status,
});

describe('the climate page power table', () => {
  it('shows each power alert as the failure and the recovery, newest first, with Telegram delivery', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('*/api/alerts', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json(
          page([
            alert({
              _id: 'p2',
              kind: 'power',
              metric: null,
              value: null,
              limit: null,
              severity: 'critical',
              state: 'resolved',
              openedAt: '2026-07-01T11:45:00.000Z',
              resolvedAt: '2026-07-01T12:00:00.000Z',
              resolution: 'cleared',
              notifications: [telegram('opened', 'sent'), telegram('resolved', 'failed')],
            }),
            alert({
              _id: 'p1',
              kind: 'power',
              metric: null,
              value: null,
              limit: null,
              openedAt: '2026-07-01T10:00:00.000Z',
            }),
          ]),
        );
      }),
    );
    logInAs({ role: 'user' });
    renderWithProviders(<PowerAlertHistory deviceId={DEVICE_ID.toUpperCase()} />);

    const table = await screen.findByRole('table');
    expect(asked!.get('deviceId')).toBe(DEVICE_ID);
    expect(asked!.get('kind')).toBe('power');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Event', 'Telegram']);
    expect(cells(rows[1]!)).toEqual(['01/07/2026, 15:00', 'Power restored', 'Not delivered']);
    expect(cells(rows[2]!)).toEqual(['01/07/2026, 14:45', 'Power lost', 'Delivered']);
    // No message was queued (Telegram not configured).
    expect(cells(rows[3]!)).toEqual(['01/07/2026, 13:00', 'Power lost', '-']);
  });
});
