import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { delivery, fakeWebhooksApi, SECRET, webhook } from '../testing/fake-webhooks-api';

const HOOK_URL = 'http://192.168.1.20:8123/api/webhook/canopy';

describe('/admin/webhooks', { timeout: 20_000 }, () => {
  it.each(['user', 'superuser'] as const)(
    'tells a %s only admins manage webhooks, and calls nothing',
    async (role) => {
      const calls: string[] = [];
      server.use(http.get('*/api/admin/webhooks', () => (calls.push('GET'), HttpResponse.json([]))));
      logInAs({ role });
      renderApp('/admin/webhooks');
      expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
        'Only admins can manage webhooks.',
      );
      expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual([]);
    },
  );

  it('lists the hooks with their events in words, and one the receiver retired', async () => {
    fakeWebhooksApi([
      webhook(),
      webhook({
        _id: 'hook-2',
        url: 'https://gone.example.test/in',
        events: ['device.offline'],
        enabled: false,
        disabledReason: 'gone',
      }),
    ]);
    logInAs({ role: 'admin' });
    renderApp('/admin/webhooks');
    expect(await screen.findByRole('link', { name: 'Webhooks' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/webhooks',
    );
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(HOOK_URL);
    expect(first).toHaveTextContent('Alert opened, Alert resolved');
    expect(within(first!).getByRole('switch', { name: `Send to ${HOOK_URL}` })).toBeChecked();
    expect(second).toHaveTextContent('Device went offline');
    expect(second).toHaveTextContent('Switched off: the receiver answered 410 Gone');
    expect(within(second!).getByRole('switch')).not.toBeChecked();
  });

  it('adds a hook, says what is wrong with an address first, and shows the secret once to copy', async () => {
    const api = fakeWebhooksApi([]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/admin/webhooks');
    expect(await screen.findByText('No webhooks yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    const url = within(dialog).getByLabelText(/Receiver URL/);
    await user.click(url);
    await user.paste('https://ha:secret@home.example.test/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Leave the user name and password out: receivers check the signature instead',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    expect(api.created).toEqual([]);

    await user.clear(url);
    await user.paste(HOOK_URL);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alert opened' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Device went offline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.created).toEqual([
      { url: HOOK_URL, events: ['alert.opened', 'device.offline'], enabled: true },
    ]);

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Copy the signing secret now');
    expect(within(notice).getByLabelText('Signing secret')).toHaveTextContent(SECRET);
    await user.click(within(notice).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await within(notice).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Webhooks' })).toHaveTextContent(HOOK_URL);
    // Once closed, the secret is gone for good: no read shows it again.
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('edits a hook, switches it off, and deletes it after asking', async () => {
    const api = fakeWebhooksApi([webhook()]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/admin/webhooks');
    await user.click(await screen.findByRole('button', { name: `Edit ${HOOK_URL}` }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByLabelText(/Receiver URL/)).toHaveValue(HOOK_URL);
    expect(within(dialog).getByRole('checkbox', { name: 'Alert resolved' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alert resolved' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alert acknowledged' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.updated).toEqual([
      {
        id: 'hook-1',
        body: { url: HOOK_URL, events: ['alert.opened', 'alert.acknowledged'], enabled: true },
      },
    ]);

    await user.click(screen.getByRole('switch', { name: `Send to ${HOOK_URL}` }));
    await waitFor(() => expect(api.updated).toHaveLength(2));
    expect(api.updated[1]).toMatchObject({ id: 'hook-1', body: { enabled: false } });

    await user.click(screen.getByRole('button', { name: `Delete ${HOOK_URL}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook?' });
    expect(confirm).toHaveTextContent(HOOK_URL);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleted).toEqual(['hook-1']));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });

  it("shows a hook's recent deliveries with their status and the receiver's last answer", async () => {
    fakeWebhooksApi(
      [webhook()],
      [
        delivery({
          _id: 'd3',
          status: 'pending',
          attempts: 2,
          lastStatus: 500,
          lastError: 'HTTP 500',
          nextAttemptAt: '2026-07-01T10:09:00.000Z',
          deliveredAt: null,
        }),
        delivery({
          _id: 'd2',
          event: 'alert.resolved',
          status: 'failed',
          attempts: 8,
          lastStatus: null,
          lastError: 'Connection failed: ECONNREFUSED',
          deliveredAt: null,
        }),
        delivery({ _id: 'd1' }),
      ],
    );
    logInAs({ role: 'admin' });
    const { user } = renderApp('/admin/webhooks');
    await user.click(
      await screen.findByRole('button', { name: `Deliveries to ${HOOK_URL}` }, { timeout: 5000 }),
    );
    const table = await screen.findByRole('table', { name: `Recent deliveries to ${HOOK_URL}` });
    const [, pending, failed, delivered] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Alert opened');
    expect(pending).toHaveTextContent('Waiting');
    expect(pending).toHaveTextContent('HTTP 500');
    expect(pending).toHaveTextContent('Next try');
    expect(failed).toHaveTextContent('Alert resolved');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('No answer');
    expect(failed).toHaveTextContent('ECONNREFUSED');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('HTTP 200');
  });

  it('lists each attempt of a delivery: the 500 a retry made good stays in the log', async () => {
    fakeWebhooksApi(
      [webhook()],
      [
        delivery({
          _id: 'd1',
          attempts: 3,
          attemptLog: [
            {
              attempt: 1,
              at: '2026-07-01T10:05:00.000Z',
              status: null,
              durationMs: 10_000,
              error: 'No answer within 10 s',
            },
            { attempt: 2, at: '2026-07-01T10:05:30.000Z', status: 500, durationMs: 42, error: 'HTTP 500' },
            { attempt: 3, at: '2026-07-01T10:06:30.000Z', status: 200, durationMs: 85, error: null },
          ],
        }),
      ],
    );
    logInAs({ role: 'admin' });
    const { user } = renderApp('/admin/webhooks');
    await user.click(
      await screen.findByRole('button', { name: `Deliveries to ${HOOK_URL}` }, { timeout: 5000 }),
    );
    const table = await screen.findByRole('table', { name: `Recent deliveries to ${HOOK_URL}` });
    expect(within(table).getByRole('row', { name: /HTTP 200/ })).toHaveTextContent('Delivered');
    await user.click(within(table).getByText('3, see each'));
    const attempts = within(
      within(table).getByRole('list', { name: 'Each attempt: when, the answer, how long it took' }),
    ).getAllByRole('listitem');
    expect(attempts).toHaveLength(3);
    expect(attempts[0]).toHaveTextContent('No answer');
    expect(attempts[0]).toHaveTextContent('No answer within 10 s');
    expect(attempts[0]).toHaveTextContent('10,000 ms');
    expect(attempts[1]).toHaveTextContent('HTTP 500');
    expect(attempts[1]).toHaveTextContent('42 ms');
    expect(attempts[2]).toHaveTextContent('HTTP 200');
    // Each with its second: retries are seconds apart.
    expect(within(attempts[1]!).getByText(/:30$/)).toHaveAttribute('datetime', '2026-07-01T10:05:30.000Z');
  });

  it('reads right to left in Hebrew, with addresses kept left to right', async () => {
    fakeWebhooksApi([webhook()]);
    logInAs({ role: 'admin' });
    renderApp('/admin/webhooks', { language: 'he' });
    expect(
      await screen.findByRole('heading', { name: 'Webhooks', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('button', { name: 'הוספת webhook' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText(HOOK_URL)).toHaveAttribute('dir', 'ltr');
    expect(table).toHaveTextContent('התראה נפתחה, התראה נסגרה');
  });
});
