import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { climateDevice, fakeDevicesApi } from '../../../testing/devices/fake-devices-api';
import { installFakeXhr, type FakeXhr } from '../../../testing/devices/fake-xhr';

const INVALID_ID = 'Invalid device ID format. Make sure it has no spaces and at least 24 characters.';
const firmware = () => new File([new Uint8Array([1, 2, 3])], 'climate-2.1.bin');

async function openForm() {
  fakeDevicesApi([climateDevice()]);
  logInAs({ role: 'admin' });
  const rendered = renderApp('/devices');
  const form = await screen.findByRole('region', { name: 'Firmware update' }, { timeout: 5000 });
  const fileInput = form.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = (file: File) => fireEvent.change(fileInput, { target: { files: [file] } });
  return { ...rendered, form: within(form), fileInput, choose };
}

describe('/devices firmware flash form', () => {
  let sent: FakeXhr[];
  beforeEach(() => {
    sent = installFakeXhr();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('only takes .bin files, in the picker and after it', async () => {
    const { form, fileInput, choose } = await openForm();
    expect(fileInput).toHaveAttribute('accept', '.bin');
    choose(new File(['x'], 'notes.txt'));
    expect(form.getByRole('status')).toHaveTextContent('Only .bin firmware files are accepted.');
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Flash' }));
    });
    // The form's check (react-hook-form with zod) answers after the click, not within it.
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('Choose a firmware file first.'));
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['23 characters', 'c0ffee0000000000000000a'],
    ['a space inside', 'c0ffee000000 0000000000a1'],
    ['only spaces around 22 characters', '  c0ffee0000000000000000  '],
  ])('refuses an id with %s: the invalid-id message and no call', async (_case, id) => {
    const { form, choose, user } = await openForm();
    choose(firmware());
    await user.type(form.getByPlaceholderText('24 or more characters, no spaces'), id);
    await user.click(form.getByRole('button', { name: 'Flash' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(INVALID_ID));
    expect(form.getByRole('status').textContent).toBe(INVALID_ID);
    expect(sent).toHaveLength(0);
  });

  it('flashes a 24-character id (trimmed) with the file, shows progress and then the result', async () => {
    const { form, choose, user } = await openForm();
    choose(firmware());
    await user.type(
      form.getByPlaceholderText('24 or more characters, no spaces'),
      ' c0ffee0000000000000000a1 ',
    );
    await user.click(form.getByRole('button', { name: 'Flash' }));

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/device/c0ffee0000000000000000a1/flash');
    expect(request!.headers.Authorization).toMatch(/^Bearer /);
    expect(request!.file?.name).toBe('climate-2.1.bin');

    act(() => request!.progress(1, 2));
    expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    await act(async () => request!.respond(200, { ok: true, status: 'Update started' }));
    expect(await form.findByRole('status')).toHaveTextContent('Firmware sent. The device is updating.');
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('suggests the known climate devices for the id', async () => {
    const { form, user } = await openForm();
    await user.click(form.getByPlaceholderText('24 or more characters, no spaces'));
    expect(await screen.findByRole('option', { name: /Grow Room A c0ffee0000000000000000a1/ })).toBeVisible();
  });

  it("shows the device cloud's authorization message on its 401, and uploadFailed without an answer", async () => {
    const { form, choose, user } = await openForm();
    choose(firmware());
    await user.type(
      form.getByPlaceholderText('24 or more characters, no spaces'),
      'c0ffee0000000000000000a1',
    );
    await user.click(form.getByRole('button', { name: 'Flash' }));
    await act(async () =>
      sent[0]!.respond(401, { error: 'Permission denied', code: 'devices.cloud_unauthorized' }),
    );
    expect(await form.findByRole('status')).toHaveTextContent(
      'Authorization error. Check access_token and device ownership.',
    );

    choose(firmware());
    await user.click(form.getByRole('button', { name: 'Flash' }));
    await act(async () => sent[1]!.fail());
    expect(await form.findByRole('status')).toHaveTextContent('Upload failed. Please try again.');
  });

  it('is not offered to a plain user', async () => {
    fakeDevicesApi([climateDevice()]);
    logInAs({ role: 'user' });
    renderApp('/devices');
    expect(await screen.findByRole('article', { name: 'Open Grow Room A' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Firmware update' })).not.toBeInTheDocument();
  });
});
