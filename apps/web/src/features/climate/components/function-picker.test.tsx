import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { getValidToken } from '../../../lib/auth-token';
import { FunctionPicker } from './function-picker';

const ID = 'c0ffee0000000000000000a1';

function answerWith(response: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api/device/${ID}/callFunction`, async ({ request }) => {
      bodies.push(await request.json());
      return response();
    }),
  );
  return bodies;
}

describe('FunctionPicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logInAs({ role: 'user' });
  });
  afterEach(() => vi.useRealTimers());
  const setup = (staff = false) => {
    renderWithProviders(<FunctionPicker id={ID} staff={staff} />);
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  };

  it('sends socket and state joined, locks the button 1 s and hides Success after 3 s', async () => {
    const bodies = answerWith(() => HttpResponse.json({ return_value: 1, error: null }));
    const user = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Function' }), 'toggleSocket');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'off');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(bodies).toEqual([{ functionName: 'toggleSocket', arg: '1,off' }]);
    expect(send).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(send).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
  });

  it('shows the argument error for a return value other than 1', async () => {
    answerWith(() => HttpResponse.json({ return_value: -1, error: null }));
    const user = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Function' }), 'getConfig');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error: check argument')).toBeInTheDocument();
  });

  it('refuses an invalid interval without calling', async () => {
    const bodies = answerWith(() => HttpResponse.json({ return_value: 1, error: null }));
    const user = setup(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Function' }), 'setDisplayInterval');
    await user.type(screen.getByRole('textbox', { name: 'Minutes' }), '0');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Interval must be >0 and <=1440 minutes')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows the authorization message on the cloud 401 and keeps the session', async () => {
    answerWith(() =>
      HttpResponse.json(
        {
          error: 'Authorization error. Check access_token and device ownership.',
          code: 'devices.cloud_unauthorized',
        },
        { status: 401 },
      ),
    );
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Authorization error. Check access_token and device ownership.'),
    ).toBeInTheDocument();
    expect(getValidToken()).not.toBeNull();
  });

  it('offers staff functions only to staff', () => {
    setup(false);
    expect(screen.queryByRole('option', { name: 'factoryReset' })).not.toBeInTheDocument();
  });
});
