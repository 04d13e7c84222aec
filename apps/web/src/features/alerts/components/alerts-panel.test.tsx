import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Alert } from '@canopy/shared/schemas/alerts';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { alert, page } from '../testing/alert-factory';

/** Serves GET /api/alerts from a list, as the server would: filters, unresolved first, pages of `limit`. */
function fakeAlertsApi(initial: Alert[]) {
  const record = { alerts: [...initial], queries: [] as URLSearchParams[], acks: [] as unknown[] };
  server.use(
    http.get('*/api/alerts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      record.queries.push(query);
      const state = query.get('state');
      const matching = record.alerts.filter((a) =>
        state === 'unresolved' ? a.state !== 'resolved' : !state || a.state === state,
      );
      const limit = Number(query.get('limit') ?? 50);
      const start = Number(query.get('cursor') ?? 0);
      const next = start + limit < matching.length ? String(start + limit) : null;
      return HttpResponse.json(page(matching.slice(start, start + limit), next));
    }),
    http.post('*/api/alerts/:id/acknowledge', async ({ params, request }) => {
      const body = await request.json();
      record.acks.push({ id: params.id, body });
      const index = record.alerts.findIndex((a) => a._id === params.id);
      record.alerts[index] = {
        ...record.alerts[index]!,
        state: 'acknowledged',
        acknowledgedAt: '2026-07-01T10:05:00.000Z',
        acknowledgedBy: { id: 'u1', email: 'grower@example.com' },
        ackNote: (body as { note?: string }).note ?? null,
      };
      return HttpResponse.json(record.alerts[index]);
    }),
  );
  return record;
}

describe('/alerts', () => {
  it('lists unresolved alerts with severity in words, the worst value and the limit with units', async () => {
    fakeAlertsApi([
      alert(),
      alert({
        _id: 'al-2',
        severity: 'critical',
        kind: 'stale',
        metric: null,
        value: 25,
        limit: 20,
        deviceName: 'Soil_1',
        deviceType: 'soil',
      }),
    ]);
    logInAs({ role: 'user' });
    renderApp('/alerts');
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    const warning = await within(section).findByRole('article', {
      name: 'Warning: Flower Room A, Temperature',
    });
    expect(warning).toHaveTextContent('Worst value: 27.5 °C · Limit: 26.0 °C');
    expect(within(warning).getByRole('link', { name: 'Flower Room A' })).toHaveAttribute(
      'href',
      '/device/c0ffee0000000000000000a1',
    );
    const stale = within(section).getByRole('article', { name: 'Critical: Soil 1, No data' });
    expect(stale).toHaveTextContent('Worst value: 25 min · Limit: 20 min');
    expect(within(stale).getByText('Critical')).toBeInTheDocument();
  });

  it('acknowledges with a note: the note is sent, the alert shows who and stops offering the button', async () => {
    const api = fakeAlertsApi([alert()]);
    logInAs({ role: 'user', login: 'grower@example.com' });
    const { user } = renderApp('/alerts');
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    await user.click(await within(section).findByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the alert' });
    await user.type(within(dialog).getByLabelText('Note'), '  door was open, closed it  ');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.acks).toEqual([{ id: 'al-1', body: { note: 'door was open, closed it' } }]);
    await waitFor(() => expect(section).toHaveTextContent('Acknowledged by grower@example.com'));
    expect(section).toHaveTextContent('door was open, closed it');
    expect(within(section).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });

  it('shows a refused acknowledgement in words and keeps the dialog open', async () => {
    fakeAlertsApi([alert()]);
    server.use(
      http.post('*/api/alerts/:id/acknowledge', () =>
        HttpResponse.json({ error: 'resolved', code: 'alerts.already_resolved' }, { status: 409 }),
      ),
    );
    logInAs({ role: 'user' });
    const { user } = renderApp('/alerts');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Needs attention' })).findByRole('button', {
        name: 'Acknowledge',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This alert is already resolved.');
  });

  it('filters the history and loads more pages', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      alert({
        _id: `r${i}`,
        state: 'resolved',
        resolvedAt: '2026-07-01T11:00:00.000Z',
        resolution: 'cleared',
      }),
    );
    const api = fakeAlertsApi(many);
    logInAs({ role: 'user' });
    const { user } = renderApp('/alerts');
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(50));
    expect(within(history).getAllByRole('article')[0]).toHaveTextContent('(back in range)');
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(history).getAllByRole('article')).toHaveLength(60));
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(within(history).getByLabelText('State'), 'open');
    expect(await within(history).findByText('No alerts match these filters.')).toBeInTheDocument();
    expect(api.queries.at(-1)!.get('state')).toBe('open');
  });

  it('counts unresolved alerts on the header bell, which names its visible count', async () => {
    fakeAlertsApi([
      alert(),
      alert({ _id: 'al-2', state: 'acknowledged' }),
      alert({ _id: 'x', state: 'resolved' }),
    ]);
    logInAs({ role: 'user' });
    renderApp('/');
    const bell = await screen.findByRole('link', { name: '2 unresolved alerts' });
    expect(bell).toHaveTextContent('2');
    expect(bell).toHaveAttribute('href', '/alerts');
  });

  it('keeps the bell readable in either colour: red with white text when critical, orange with dark text', async () => {
    fakeAlertsApi([alert()]);
    logInAs({ role: 'user' });
    renderApp('/');
    const bell = await screen.findByRole('link', { name: '1 unresolved alerts' });
    expect(bell.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-orange-9)');
    expect(bell.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-black)');
  });

  it('shows no bell to a visitor who is not logged in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Canopy' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /unresolved alerts/ })).not.toBeInTheDocument();
  });
});
