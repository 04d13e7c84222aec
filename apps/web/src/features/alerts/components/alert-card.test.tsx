import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Alert } from '@canopy/shared/schemas/alerts';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { alert, page } from '../testing/alert-factory';
import { AlertsPanel } from './alerts-panel';

/** The page asks for the unresolved alerts and for the history; these are all unresolved. */
function serveAlerts(alerts: Alert[]) {
  server.use(
    http.get('*/api/alerts', ({ request }) =>
      HttpResponse.json(page(new URL(request.url).searchParams.get('state') === 'unresolved' ? alerts : [])),
    ),
  );
}

describe('alert cards', () => {
  it('show device names as the devices page does: underscores as spaces', async () => {
    serveAlerts([
      alert({ deviceName: 'Bed_3_Soil', deviceType: 'soil', metric: 'moisture_pct', value: 12, limit: 20 }),
      alert({ _id: 'al-2', deviceName: 'Old_Line', deviceType: 'water', kind: 'leak', metric: null }),
    ]);
    logInAs({ role: 'user' });
    renderPage(<AlertsPanel />);
    const soil = await screen.findByRole('article', { name: /Bed 3 Soil/ });
    expect(within(soil).getByText('Bed 3 Soil')).toBeInTheDocument();
    const water = screen.getByRole('article', { name: /Old Line/ });
    expect(within(water).getByRole('link', { name: 'Old Line' })).toBeInTheDocument();
    expect(screen.queryByText(/Bed_3_Soil|Old_Line/)).not.toBeInTheDocument();
  });

  it('name the device with spaces in the acknowledge dialog too', async () => {
    serveAlerts([alert({ deviceName: 'Flower_Room_A' })]);
    logInAs({ role: 'user' });
    const { user } = renderPage(<AlertsPanel />);
    const card = await screen.findByRole('article', { name: /Flower Room A/ });
    await user.click(within(card).getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Flower Room A')).toBeInTheDocument();
  });

  it.each([
    ['he', 'אין נתונים מחיישן קרקע כבר 20 דק׳'],
    ['ru', 'Нет данных от датчика почвы 20 мин'],
  ] as const)(
    '%s: name a default rule in the reader’s language, a typed one as typed',
    async (language, stale) => {
      serveAlerts([
        alert({
          kind: 'stale',
          ruleName: 'No data from a soil device for 20 minutes',
          ruleNamePreset: 'stale',
          deviceName: 'Bed_3_Soil',
          deviceType: 'soil',
          metric: null,
          value: 25,
          limit: 20,
        }),
        alert({ _id: 'al-2', ruleName: 'Flower room too hot', ruleNamePreset: null }),
      ]);
      logInAs({ role: 'user' });
      renderPage(<AlertsPanel />, { language });
      expect(await screen.findByText(stale, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Flower room too hot')).toBeInTheDocument();
      expect(screen.queryByText(/No data from/)).not.toBeInTheDocument();
      expect(screen.getByText('Bed 3 Soil')).toBeInTheDocument();
    },
  );

  it('name the room and run day the device was in when the alert opened, and nothing in no room', async () => {
    serveAlerts([
      alert({
        deviceName: 'Flower_Room_A',
        crop: {
          roomId: 'room-a',
          roomName: 'Flower Room A',
          run: { runId: 'run-1', code: 'R-2026-014', stage: 'flower', dayOfStage: 23, plannedDays: 63 },
        },
      }),
      alert({ _id: 'al-2', deviceName: 'Veg_Tent', crop: null }),
    ]);
    logInAs({ role: 'user' });
    renderPage(<AlertsPanel />);
    const inRoom = await screen.findByRole('article', { name: /Flower Room A/ });
    const context = within(inRoom).getByRole('group', { name: 'Room and run' });
    expect(within(context).getByRole('link', { name: 'Room Flower Room A' })).toHaveAttribute(
      'href',
      '/rooms/room-a',
    );
    expect(
      within(context).getByRole('link', { name: 'Run R-2026-014 · Flower day 23 of 63' }),
    ).toHaveAttribute('href', '/runs/run-1');
    const elsewhere = screen.getByRole('article', { name: /Veg Tent/ });
    expect(within(elsewhere).queryByRole('group', { name: 'Room and run' })).not.toBeInTheDocument();
  });
});
