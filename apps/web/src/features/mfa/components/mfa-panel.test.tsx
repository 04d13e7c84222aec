import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MfaStatus } from '@canopy/shared/schemas/mfa';
import { MFA_ENROLLMENT_STORAGE_KEY, setMfaEnrollmentPending } from '../../../lib/auth-token';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { MfaPanel } from './mfa-panel';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-hjkm-npq${i}`);

function fakeMfaApi(initial: MfaStatus) {
  const record = { status: initial, enables: [] as unknown[], disables: [] as unknown[], setups: 0 };
  server.use(
    http.get('*/api/me/mfa', () => HttpResponse.json(record.status)),
    http.post('*/api/me/mfa/setup', () => {
      record.setups += 1;
      return HttpResponse.json({
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Canopy:grower%40example.com?secret=${SECRET}&issuer=Canopy`,
      });
    }),
    http.post('*/api/me/mfa/enable', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      record.enables.push(body);
      if (body.code !== '123456') {
        return HttpResponse.json(
          { error: 'The code is not right', code: 'mfa.code_invalid' },
          { status: 400 },
        );
      }
      record.status = { enabled: true, recoveryCodesLeft: 10 };
      return HttpResponse.json({ recoveryCodes: CODES });
    }),
    http.post('*/api/me/mfa/disable', async ({ request }) => {
      record.disables.push(await request.json());
      record.status = { enabled: false, recoveryCodesLeft: 0 };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return record;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MfaPanel', () => {
  it('turns two-factor login on: QR code and key, a checked code, then the recovery codes once', async () => {
    const api = fakeMfaApi({ enabled: false, recoveryCodesLeft: 0 });
    logInAs({ role: 'user', login: 'grower@example.com' });
    const { user } = renderWithProviders(<MfaPanel />);

    expect(await screen.findByText('Two-factor login is off.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(
      await screen.findByRole('img', { name: 'QR code to add Canopy to an authenticator app' }),
    ).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const codeField = screen.getByRole('textbox', { name: /Code from the app/ });
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField).toHaveAttribute('inputmode', 'numeric');

    // Not six digits: said at the field, nothing sent.
    await user.type(codeField, '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeVisible();
    expect(api.enables).toEqual([]);

    // A wrong code: the server's answer, translated.
    await user.type(codeField, '9');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not right. Check the app and enter the current code.',
    );

    await user.clear(codeField);
    await user.type(codeField, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.enables.at(-1)).toEqual({ code: '123456' });
  });

  it('copies and downloads the recovery codes, and leaves only once they are saved', async () => {
    fakeMfaApi({ enabled: false, recoveryCodesLeft: 0 });
    logInAs({ role: 'user', login: 'grower@example.com' });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:codes'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<MfaPanel />);

    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('list', { name: 'Recovery codes' });

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Download as text' }));
    expect(blobs).toHaveLength(1);
    const text = await blobs[0]!.text();
    expect(text).toContain('Canopy recovery codes for grower@example.com');
    for (const code of CODES) expect(text).toContain(code);

    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(done);
    expect(await screen.findByText('Two-factor login is on.')).toBeVisible();
    expect(screen.getByText('Recovery codes left: 10')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns two-factor login off with the password and a code', async () => {
    const api = fakeMfaApi({ enabled: true, recoveryCodesLeft: 2 });
    logInAs({ role: 'user' });
    const { user } = renderWithProviders(<MfaPanel />);

    expect(await screen.findByText('Recovery codes left: 2')).toBeVisible();
    expect(screen.getByText(/Few recovery codes are left/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(api.disables).toEqual([]);

    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.type(screen.getByRole('textbox', { name: /recovery code/ }), ' abcd-efgh-jkmn-pqrs ');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor login is off.', { selector: 'p' })).toBeVisible();
    expect(api.disables).toEqual([{ password: 'correct horse battery', code: 'abcd-efgh-jkmn-pqrs' }]);
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeVisible();
  });

  it('explains why a session that must enrol sees only this page, until it is on', async () => {
    fakeMfaApi({ enabled: false, recoveryCodesLeft: 0 });
    logInAs({ role: 'admin' });
    setMfaEnrollmentPending(true);
    const { user } = renderWithProviders(<MfaPanel />);

    expect(await screen.findByText(/Your role requires two-factor login/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from the app/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Two-factor login is on.')).toBeVisible();
    expect(localStorage.getItem(MFA_ENROLLMENT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Your role requires two-factor login/)).not.toBeInTheDocument();
  });

  it('speaks Hebrew in Hebrew', async () => {
    fakeMfaApi({ enabled: true, recoveryCodesLeft: 7 });
    logInAs({ role: 'user' });
    renderWithProviders(<MfaPanel />, { language: 'he' });
    expect(await screen.findByRole('heading', { name: 'כניסה דו־שלבית' })).toBeVisible();
    expect(await screen.findByText('קודי שחזור שנותרו: 7')).toBeVisible();
  });
});
