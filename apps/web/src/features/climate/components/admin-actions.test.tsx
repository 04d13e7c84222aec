import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { climateDevice, fakeDevicesApi } from '../../../testing/devices/fake-devices-api';

const ID = 'c0ffee0000000000000000a1';

vi.mock('../../../components/devices/uplot-chart', () => ({ UplotChart: () => null }));

function recordCalls() {
  const calls: { functionName: string; arg: string }[] = [];
  server.use(
    http.post(`*/api/device/${ID}/callFunction`, async ({ request }) => {
      calls.push((await request.json()) as { functionName: string; arg: string });
      return HttpResponse.json({ return_value: 1, error: null });
    }),
  );
  return calls;
}

async function openAs(role: 'user' | 'admin' | 'superuser') {
  fakeDevicesApi([climateDevice()]);
  const calls = recordCalls();
  logInAs({ role });
  const rendered = renderApp(`/device/${ID}`);
  await screen.findByRole('region', { name: 'Command history' }, { timeout: 5000 });
  return { ...rendered, calls };
}

describe('climate page admin actions', () => {
  it('are hidden from a plain user, with firmware upload', async () => {
    await openAs('user');
    expect(screen.getByRole('region', { name: 'Send a command' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Firmware upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Factory reset' })).not.toBeInTheDocument();
  });

  it('save config at one click for a superuser', async () => {
    const { user, calls } = await openAs('superuser');
    const admin = within(screen.getByRole('region', { name: 'Admin actions' }));
    await user.click(admin.getByRole('button', { name: 'Save config' }));
    expect(await admin.findByRole('status')).toHaveTextContent('Success');
    expect(calls).toEqual([{ functionName: 'saveConfig', arg: '' }]);
  });

  it('ask before a soft reset and send nothing on Cancel', async () => {
    const { user, calls } = await openAs('admin');
    const admin = within(screen.getByRole('region', { name: 'Admin actions' }));
    await user.click(admin.getByRole('button', { name: 'Soft reset' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Soft reset' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(admin.getByRole('button', { name: 'Soft reset' }));
    const again = within(await screen.findByRole('dialog', { name: 'Soft reset' }));
    await user.click(again.getByRole('button', { name: 'Soft reset' }));
    expect(await admin.findByRole('status')).toHaveTextContent('Success');
    expect(calls).toEqual([{ functionName: 'softReset', arg: '' }]);
  });

  it('send factory reset with the chosen wipeEEPROM after confirmation', async () => {
    const { user, calls } = await openAs('admin');
    const admin = within(screen.getByRole('region', { name: 'Admin actions' }));
    await user.click(admin.getByRole('button', { name: 'Factory reset' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Factory reset' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Also wipe the EEPROM' }));
    await user.click(dialog.getByRole('button', { name: 'Factory reset' }));
    expect(await admin.findByRole('status')).toHaveTextContent('Success');
    expect(calls).toEqual([{ functionName: 'factoryReset', arg: 'true' }]);
  });

  it('set intervals, refusing 0 with the interval-range message and no call', async () => {
    const { user, calls } = await openAs('admin');
    const admin = within(screen.getByRole('region', { name: 'Admin actions' }));
    const [setDisplay] = admin.getAllByRole('button', { name: 'Set' });
    await user.type(admin.getByRole('textbox', { name: /Display interval/ }), '0');
    await user.click(setDisplay!);
    expect(admin.getByRole('status')).toHaveTextContent('Interval must be >0 and <=1440 minutes');
    expect(calls).toEqual([]);

    const server = admin.getByRole('textbox', { name: /Server interval/ });
    await user.type(server, '15');
    await user.click(admin.getAllByRole('button', { name: 'Set' })[1]!);
    expect(await admin.findByText('Success')).toBeInTheDocument();
    expect(calls).toEqual([{ functionName: 'setServerInterval', arg: '15' }]);
  });
});
