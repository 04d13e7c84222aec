import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MFA_ENROLLMENT_STORAGE_KEY } from '../../../lib/auth-token';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { makeToken } from '../../../testing/tokens';
import { LoginForm } from './login-form';

const MFA_TOKEN = 'ticket-for-the-second-step';

/** The password step asks for the code; the second step answers what `second` says. */
function fakeTwoStepLogin(second: (body: Record<string, string>) => Response) {
  const calls = { logins: 0, seconds: [] as Record<string, string>[] };
  server.use(
    http.post('*/api/auth/login', () => {
      calls.logins += 1;
      return HttpResponse.json({ mfaRequired: true, mfaToken: MFA_TOKEN });
    }),
    http.post('*/api/auth/mfa', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      calls.seconds.push(body);
      return second(body);
    }),
  );
  return calls;
}

async function passwordStep(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/Email/), 'grower@example.com');
  await user.type(screen.getByLabelText(/Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm with two-factor login', () => {
  it('asks for the app code after the password, then stores the session', async () => {
    const token = makeToken({ role: 'admin' });
    const calls = fakeTwoStepLogin(() => HttpResponse.json({ token }));
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await passwordStep(user);
    const code = await screen.findByRole('textbox', { name: /^Code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    // Nothing is stored until the second step succeeds.
    expect(localStorage.getItem('canopy.token')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeVisible();
    expect(calls.seconds).toEqual([]);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ mfaEnrollmentRequired: false }));
    expect(calls.seconds).toEqual([{ mfaToken: MFA_TOKEN, code: '123456' }]);
    expect(localStorage.getItem('canopy.token')).toBe(token);
    expect(localStorage.getItem('canopy.login')).toBe('grower@example.com');
  });

  it('takes a recovery code instead when asked', async () => {
    const calls = fakeTwoStepLogin(() => HttpResponse.json({ token: makeToken() }));
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByRole('textbox', { name: /^Code/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(calls.seconds).toEqual([{ mfaToken: MFA_TOKEN, recoveryCode: 'abcd-efgh-jkmn-pqrs' }]);
    expect(screen.queryByRole('button', { name: 'Use a code from the app instead' })).toBeInTheDocument();
  });

  it('says a wrong code is wrong and stays on the step; an expired step says to log in again', async () => {
    let answer = { code: 'auth.mfa_code_invalid', error: 'The two-factor code is not right' };
    fakeTwoStepLogin(() => HttpResponse.json(answer, { status: 401 }));
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await passwordStep(user);
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not right, or it was already used. Try the next code the app shows.',
    );
    expect(screen.getByRole('textbox', { name: /^Code/ })).toBeVisible();

    answer = { code: 'auth.mfa_token_invalid', error: 'expired' };
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This login step has expired. Log in again with your password.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('stores the session and says so when the role must enrol first', async () => {
    const token = makeToken({ role: 'admin' });
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token, mfaEnrollmentRequired: true })),
    );
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await passwordStep(user);
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ mfaEnrollmentRequired: true }));
    expect(localStorage.getItem('canopy.token')).toBe(token);
    expect(localStorage.getItem(MFA_ENROLLMENT_STORAGE_KEY)).toBe('1');
  });
});
