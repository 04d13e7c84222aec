import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@canopy/shared/roles';
import { alert } from '../../../testing/devices/alert-factory';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { climateDevice, fakeDevicesApi, limits } from '../../../testing/devices/fake-devices-api';
import { installFakeXhr } from '../../../testing/devices/fake-xhr';

const ID = 'c0ffee0000000000000000a1';

/** Records every callFunction body; `hold` keeps answers back until `release`. */
function recordCalls({ hold = false } = {}) {
  const bodies: unknown[] = [];
  let release: () => void = () => undefined;
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    http.post(`*/api/device/${ID}/callFunction`, async ({ request }) => {
      bodies.push(await request.json());
      await gate;
      return HttpResponse.json({ return_value: 1, error: null });
    }),
  );
  return { bodies, release: () => release() };
}

async function openCard(role: Role = 'user') {
  logInAs({ role });
  const view = renderApp('/devices');
  const element = await screen.findByRole('article', { name: 'Open Grow Room A' }, { timeout: 5000 });
  return { ...view, element, card: within(element) };
}

describe('climate card controls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("'Get fresh data' spins while getReadings runs, then shows the new values, without leaving /devices", async () => {
    fakeDevicesApi([climateDevice()]);
    let co2 = 812;
    server.use(http.get('*/api/devices/active', () => HttpResponse.json([climateDevice({ co2 })])));
    const calls = recordCalls({ hold: true });
    const { card, user, router } = await openCard();
    expect(card.getByText('812 ppm')).toBeInTheDocument();

    const fresh = card.getByRole('button', { name: 'Get fresh data' });
    expect(fresh).not.toHaveAttribute('data-loading');
    await user.click(fresh);
    await expect.poll(() => calls.bodies).toEqual([{ functionName: 'getReadings', arg: '' }]);
    expect(fresh).toHaveAttribute('data-loading', 'true');
    expect(fresh).toBeDisabled();

    co2 = 905;
    calls.release();
    expect(await card.findByText('905 ppm')).toBeInTheDocument();
    expect(fresh).not.toHaveAttribute('data-loading');
    expect(router.state.location.pathname).toBe('/devices');
  });

  it('offers a plain user the user functions only and no firmware upload', async () => {
    fakeDevicesApi([climateDevice()]);
    const { card, user } = await openCard('user');
    const actions = card.getByRole('button', { name: 'Actions' });
    expect(actions).toHaveAttribute('aria-expanded', 'false');
    await user.click(actions);
    expect(card.getByRole('button', { name: 'Hide actions' })).toHaveAttribute('aria-expanded', 'true');
    // The area unfolds with a short transition.
    const functions = within(await card.findByRole('combobox', { name: 'Function' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(functions).toContain('toggleSocket');
    expect(functions).not.toContain('calibrateCO2ppm');
    expect(functions).not.toContain('factoryReset');
    expect(card.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(card.queryByText('Firmware upload')).not.toBeInTheDocument();
  });

  it('sends a command with its arguments joined by commas, the hint shown, and stays on /devices', async () => {
    fakeDevicesApi([climateDevice()]);
    const calls = recordCalls();
    const { card, user, router } = await openCard('user');
    await user.click(card.getByRole('button', { name: 'Actions' }));
    await user.selectOptions(await card.findByRole('combobox', { name: 'Function' }), 'toggleSocket');
    await user.selectOptions(card.getByRole('combobox', { name: 'Socket' }), '3');
    await user.selectOptions(card.getByRole('combobox', { name: 'State' }), 'auto');
    expect(card.getByText('Socket 1 to 4 and state on, off or auto')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Send' }));
    expect(await card.findByText('Success')).toBeInTheDocument();
    expect(calls.bodies).toEqual([{ functionName: 'toggleSocket', arg: '3,auto' }]);
    expect(router.state.location.pathname).toBe('/devices');
  });

  it('gives staff the firmware chooser: Upload waits for a .bin, and nothing in the area navigates', async () => {
    fakeDevicesApi([climateDevice()]);
    const sent = installFakeXhr();
    const { card, element, user, router } = await openCard('admin');
    await user.click(card.getByRole('button', { name: 'Actions' }));
    expect(await card.findByRole('combobox', { name: 'Function' })).toHaveTextContent('calibrateCO2ppm');
    const upload = card.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    // A click on a field's label or between the fields stays on the page too.
    await user.click(card.getByText('Firmware file (.bin)'));
    await user.click(card.getByText('Firmware upload'));
    expect(router.state.location.pathname).toBe('/devices');

    const input = element.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(4)], 'climate-4.bin')] } });
    expect(upload).toBeEnabled();
    await act(async () => {
      fireEvent.click(upload);
    });
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/firmware/upload/${ID}`);
    await act(async () => sent[0]!.respond(200, { version: 'v4', filename: 'climate-4.bin' }));
    expect(await card.findByText('Firmware uploaded.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/devices');
  });
});

describe('climate card alert marks', () => {
  it("marks a value outside the day's thresholds with an arrow and words, not colour alone", async () => {
    fakeDevicesApi([
      climateDevice({
        temperature: 29.1,
        humidity: 41,
        thresholds: {
          day: limits({ temperature: [20, 27], humidity: [45, 65] }),
          night: limits({ temperature: [18, 24] }),
        },
      }),
    ]);
    const { card } = await openCard();
    const readings = card.getAllByRole('table')[0]!;
    expect(within(readings).getByRole('row', { name: /Temperature/ })).toHaveTextContent('29.1 °C above max');
    expect(within(readings).getByRole('row', { name: /Humidity/ })).toHaveTextContent('41 % below min');
    expect(within(readings).getByRole('row', { name: /CO2/ })).not.toHaveTextContent(/above|below/);
  });

  it('gives a card with an unresolved alert a marked border and a badge naming the count', async () => {
    fakeDevicesApi([climateDevice()]);
    server.use(
      http.get('*/api/alerts', () =>
        HttpResponse.json({
          items: [
            alert({
              _id: 'a1',
              ruleId: 'r1',
              ruleName: 'CO2 high',
              severity: 'critical',
              deviceId: ID.toUpperCase(),
              deviceName: 'Grow_Room_A',
              metric: 'co2',
              value: 1900,
              limit: 1500,
              openedAt: new Date().toISOString(),
            }),
          ],
          nextCursor: null,
        }),
      ),
    );
    const { element, card } = await openCard();
    expect(await card.findByText('Alerts: 1')).toBeInTheDocument();
    expect(element.style.borderColor).toBe('var(--mantine-color-red-9)');
    const readings = card.getAllByRole('table')[0]!;
    expect(within(readings).getByRole('row', { name: /CO2/ })).toHaveTextContent('812 ppm alert');
  });
});
