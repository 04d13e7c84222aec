import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { fakeRulesApi, ROOM_A, rule } from '../testing/fake-rules-api';

const thresholdRule = rule({
  _id: 'rule-2',
  name: 'Too hot',
  kind: 'threshold',
  deviceId: ROOM_A,
  metric: 'temperature',
  min: 18,
  max: 26,
  forMinutes: 0,
  severity: 'warning',
  builtin: false,
});

describe('/alerts/rules', () => {
  it('lets a plain user read every rule, with its condition in words and units, but change nothing', async () => {
    fakeRulesApi([rule(), thresholdRule]);
    logInAs({ role: 'user' });
    renderApp('/alerts/rules');
    const table = await screen.findByRole('table', { name: 'Alert rules' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('No reading for 20 min');
    expect(rows[1]).toHaveTextContent('Every climate device');
    expect(rows[2]).toHaveTextContent('Temperature below 18.0 °C or above 26.0 °C; held 0 min');
    expect(await within(rows[2]!).findByText('Flower Room A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('creates a threshold rule with a preview of the devices that breach now', async () => {
    const api = fakeRulesApi([]);
    logInAs({ role: 'superuser' });
    const { user } = renderApp('/alerts/rules');
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert rule' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Flower room too hot');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Flower Room A' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText('Device'), ROOM_A);
    await user.type(within(dialog).getByLabelText('Alert above'), '26');
    // The unit stands beside the number.
    expect(within(dialog).getAllByText('°C').length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Breaching now: 1 of 2 devices')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Devices this rule covers' });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('Flower Room A Breach27.4 °C26.0 °C');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.saved).toEqual([
      {
        method: 'POST',
        body: expect.objectContaining({
          name: 'Flower room too hot',
          kind: 'threshold',
          deviceType: 'climate',
          deviceId: ROOM_A,
          metric: 'temperature',
          min: null,
          max: 26,
          forMinutes: 0,
        }),
      },
    ]);
    expect(api.previews).toHaveLength(1);
  });

  it('says what is wrong in the form and sends nothing', async () => {
    const api = fakeRulesApi([]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/alerts/rules');
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Alert below'), '30');
    await user.type(within(dialog).getByLabelText('Alert above'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Give the rule a name (up to 80 characters).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Set a lower limit, an upper limit or both, the lower not above the upper.'),
    ).toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('switches a rule off and deletes one after asking', async () => {
    const api = fakeRulesApi([thresholdRule]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/alerts/rules');
    await user.click(await screen.findByRole('switch', { name: 'Enable Too hot' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({ method: 'PUT', id: 'rule-2', body: { enabled: false, max: 26 } });

    await user.click(screen.getByRole('button', { name: 'Delete Too hot' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleted).toEqual(['rule-2']));
  });

  it('offers an admin the simulator scenarios, fitted to the device type', async () => {
    const api = fakeRulesApi([], { simulator: true });
    logInAs({ role: 'admin' });
    const { user } = renderApp('/alerts/rules');
    const panel = await screen.findByRole('region', { name: 'Simulator scenarios' });
    const scenario = within(panel).getByLabelText('Scenario');
    await waitFor(() =>
      expect(
        within(scenario)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['normal', 'hvac-failure', 'humidifier-stuck', 'co2-stuck-open', 'sensor-dead']),
    );
    await user.selectOptions(scenario, 'co2-stuck-open');
    await user.click(within(panel).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.scenarios).toEqual([{ deviceId: ROOM_A, scenario: 'co2-stuck-open' }]));
  });

  it('shows no simulator panel to a superuser', async () => {
    fakeRulesApi([], { simulator: true });
    logInAs({ role: 'superuser' });
    renderApp('/alerts/rules');
    expect(await screen.findByText('No rules yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Simulator scenarios' })).not.toBeInTheDocument();
  });
});
