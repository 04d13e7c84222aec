import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { bugFactory } from '../testing/bug-factory';
import { ReportBugForm } from './report-bug-form';

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

async function report(description: string) {
  const rendered = renderWithProviders(<ReportBugForm />);
  const form = screen.getByRole('region', { name: 'Report a bug' });
  await rendered.user.type(within(form).getByRole('textbox', { name: /Description/ }), description);
  await rendered.user.click(within(form).getByRole('button', { name: 'Report bug' }));
  return form;
}

describe('reporting a bug', () => {
  it('thanks the reporter once the server has the bug', async () => {
    logInAs({ role: 'user' });
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/bugs', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(bugFactory({ description: 'Fan 3 rattles' }), { status: 201 });
      }),
    );
    const form = await report('Fan 3 rattles');
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you, the bug has been reported.',
    );
    expect(sent).toEqual([expect.objectContaining({ description: 'Fan 3 rattles' })]);
  });

  it('offline, says it is kept on this device and not that it has been reported', async () => {
    logInAs({ role: 'user' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = await report('Fan 3 rattles');
    const notice = await within(form).findByRole('status');
    expect(notice).toHaveTextContent(
      'Saved on this device. The bug will be reported as soon as the network is back.',
    );
    expect(notice).not.toHaveTextContent(/has been reported/);
    expect((await offlineQueue.list()).map((write) => write.main.body)).toEqual([
      expect.objectContaining({ description: 'Fan 3 rattles' }),
    ]);
  });
});
