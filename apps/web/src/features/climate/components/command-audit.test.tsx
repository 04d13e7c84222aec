import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { climateDevice, fakeDevicesApi } from '../../../testing/devices/fake-devices-api';

const ID = 'c0ffee0000000000000000a1';

vi.mock('../../../components/devices/uplot-chart', () => ({ UplotChart: () => null }));

const entries = [
  {
    _id: 'k2',
    deviceId: ID,
    userId: 'u1',
    userEmail: 'grower@example.com',
    functionName: 'toggleSocket',
    arg: '2,on',
    return_value: 1,
    error: null,
    // 10:30 UTC is 13:30 in Jerusalem (summer time).
    createdAt: '2026-07-01T10:30:00.000Z',
  },
  {
    _id: 'k1',
    deviceId: ID,
    userId: null,
    userEmail: null,
    functionName: 'flash',
    arg: 'climate.bin',
    return_value: null,
    error: 'devices.cloud_unauthorized',
    createdAt: '2026-07-01T09:05:00.000Z',
  },
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('climate page command audit and power alerts', () => {
  it('lists who did what and when, 24-hour in Asia/Jerusalem, with the result', async () => {
    fakeDevicesApi([climateDevice()]);
    server.use(http.get(`*/api/device/${ID}/commands`, () => HttpResponse.json(entries)));
    logInAs({ role: 'user' });
    renderApp(`/device/${ID}`);

    const audit = await screen.findByRole('region', { name: 'Command history' }, { timeout: 5000 });
    const rows = await within(audit).findAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Function', 'Argument', 'Result']);
    expect(cells(rows[1]!)).toEqual([
      '01/07/2026, 13:30',
      'grower@example.com',
      'toggleSocket',
      '2,on',
      'Success',
    ]);
    expect(cells(rows[2]!)).toEqual([
      '01/07/2026, 12:05',
      'System',
      'flash',
      'climate.bin',
      'Authorization error. Check access_token and device ownership.',
    ]);
  });

  it('says so when there are no commands or alerts yet', async () => {
    fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'user' });
    renderApp(`/device/${ID}`);
    expect(await screen.findByText('No commands sent yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No power alerts.')).toBeInTheDocument();
  });

  it('reloads the audit after a command', async () => {
    fakeDevicesApi([climateDevice()]);
    let loads = 0;
    server.use(
      http.get(`*/api/device/${ID}/commands`, () => {
        loads += 1;
        return HttpResponse.json(loads > 1 ? [{ ...entries[0], functionName: 'pushNow', arg: '' }] : []);
      }),
      http.post(`*/api/device/${ID}/callFunction`, () => HttpResponse.json({ return_value: 1, error: null })),
    );
    logInAs({ role: 'user' });
    const { user } = renderApp(`/device/${ID}`);
    const audit = await screen.findByRole('region', { name: 'Command history' }, { timeout: 5000 });
    expect(await within(audit).findByText('No commands sent yet.')).toBeInTheDocument();

    const picker = within(screen.getByRole('region', { name: 'Send a command' }));
    await user.selectOptions(picker.getByRole('combobox', { name: 'Function' }), 'pushNow');
    await user.click(picker.getByRole('button', { name: 'Send' }));
    expect(await within(audit).findByText('pushNow')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
