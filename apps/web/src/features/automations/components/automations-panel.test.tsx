import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { automation, CONTROLLER, fakeAutomationsApi } from '../testing/fake-automations-api';

const failed = automation({
  _id: 'auto-2',
  name: 'Night fan',
  enabled: false,
  lastRun: {
    at: '2026-07-02T21:30:00.000Z',
    trigger: 'Lights off',
    result: 'failed',
    detail: 'Flower Room A is offline',
  },
});

describe('/automations', () => {
  it('shows a plain user each automation with its sentence and last run, and no way to change them', async () => {
    fakeAutomationsApi([automation(), failed]);
    logInAs({ role: 'user' });
    renderApp('/automations');
    const list = await screen.findByRole('list', { name: 'Automations' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Cool Flower A');
    expect(first).toHaveTextContent('When Flower Room A is above 29 °C for 10 minutes, turn socket 2 on');
    expect(first).toHaveTextContent('Watching');
    expect(first).toHaveTextContent('Not run yet');
    expect(second).toHaveTextContent('Off');
    expect(within(second!).getByText('Failed').closest('[data-result]')).toHaveAttribute(
      'data-result',
      'failed',
    );
    expect(second).toHaveTextContent('Flower Room A is offline');
    expect(within(second!).getByRole('link', { name: 'Night fan' })).toHaveAttribute(
      'href',
      '/automations/auto-2',
    );
    expect(screen.getByRole('link', { name: 'Climate profiles' })).toHaveAttribute(
      'href',
      '/climate-profiles',
    );
    expect(screen.queryByRole('button', { name: 'New automation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('explains what automations do when there are none, and says why a list failed', async () => {
    fakeAutomationsApi([]);
    logInAs({ role: 'admin' });
    renderApp('/automations');
    expect(await screen.findByText(/No automations yet\. Make the first one/)).toBeInTheDocument();
    expect(screen.getByText(/An automation watches the grow and acts for you/)).toBeInTheDocument();
  });

  it('shows the app message of a refused list', async () => {
    fakeAutomationsApi('error');
    logInAs({ role: 'user' });
    renderApp('/automations');
    expect(await screen.findByRole('alert')).toHaveTextContent(/permission|allowed/i);
  });

  it('opens an automation for editing with its device chosen in every select that names it', async () => {
    fakeAutomationsApi([automation()]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/automations');
    const list = await screen.findByRole('list', { name: 'Automations' });
    await user.click(within(list).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit automation' });
    const trigger = await within(dialog).findByRole('group', { name: 'When' });
    expect(within(trigger).getByLabelText('Device')).toHaveValue(CONTROLLER);
    const action = within(dialog).getByRole('group', { name: 'Action 1' });
    expect(within(action).getByLabelText('Device')).toHaveValue(CONTROLLER);
  });

  it('creates a metric automation, its sentence asked once typing pauses', async () => {
    const api = fakeAutomationsApi([]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/automations');
    await user.click(await screen.findByRole('button', { name: 'New automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New automation' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Cool Flower A');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: 'Flower Room A' })).toHaveLength(2),
    );
    const trigger = within(dialog).getByRole('group', { name: 'When' });
    await user.selectOptions(within(trigger).getByLabelText('Device'), CONTROLLER);
    const action = within(dialog).getByRole('group', { name: 'Action 1' });
    await user.selectOptions(within(action).getByLabelText('Device'), CONTROLLER);
    await user.selectOptions(within(action).getByLabelText('Socket'), '2');
    await user.selectOptions(within(action).getByLabelText('State'), 'on');
    // Typed last, so the draft is complete at "2" already: only the pause decides what is asked.
    await user.type(within(trigger).getByLabelText('Value'), '29');

    const sentence = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(sentence).toHaveTextContent('When Flower Room A is above 29 °C, turn socket 2 on'),
    );
    // One request for the settled draft: not one per key typed, none for the value "2" on its way to "29".
    expect(api.summaries).toHaveLength(1);
    expect(api.summaries[0]!.trigger).toMatchObject({ value: 29 });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.saved).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Cool Flower A',
          enabled: true,
          trigger: {
            type: 'metric',
            deviceId: CONTROLLER,
            metric: 'temperature',
            op: 'above',
            value: 29,
            forMinutes: 0,
            clear: 0,
          },
          conditions: [],
          actions: [{ type: 'command', deviceId: CONTROLLER, functionName: 'toggleSocket', arg: '2,on' }],
          cooldownMinutes: 5,
        },
      },
    ]);
  });

  it('says on the fields what the form finds missing, and sends nothing', async () => {
    const api = fakeAutomationsApi([]);
    logInAs({ role: 'superuser' });
    const { user } = renderApp('/automations');
    await user.click(await screen.findByRole('button', { name: 'New automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New automation' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Fill in the trigger and an action');
    expect(api.saved).toEqual([]);
    expect(api.summaries).toEqual([]);
  });

  it("shows a refusal's details on the fields they name", async () => {
    const api = fakeAutomationsApi([], {
      refuse: [{ path: 'body.actions.0.deviceId', message: 'No such device' }],
    });
    logInAs({ role: 'admin' });
    const { user } = renderApp('/automations');
    await user.click(await screen.findByRole('button', { name: 'New automation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New automation' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Cool');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: 'Flower Room A' })).toHaveLength(2),
    );
    const trigger = within(dialog).getByRole('group', { name: 'When' });
    await user.selectOptions(within(trigger).getByLabelText('Device'), CONTROLLER);
    await user.type(within(trigger).getByLabelText('Value'), '29');
    const action = within(dialog).getByRole('group', { name: 'Action 1' });
    await user.selectOptions(within(action).getByLabelText('Device'), CONTROLLER);
    await user.selectOptions(within(action).getByLabelText('Socket'), '2');
    await user.selectOptions(within(action).getByLabelText('State'), 'on');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(action).findByText('No such device')).toBeInTheDocument();
    expect(within(action).getByLabelText('Device')).toHaveAttribute('aria-invalid', 'true');
    expect(api.saved).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
