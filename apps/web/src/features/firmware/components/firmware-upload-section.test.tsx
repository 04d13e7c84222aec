import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { climateDevice, fakeDevicesApi } from '../../../testing/devices/fake-devices-api';
import { installFakeXhr, type FakeXhr } from '../../../testing/devices/fake-xhr';

const ID = 'c0ffee0000000000000000a1';

vi.mock('../../../components/devices/uplot-chart', () => ({ UplotChart: () => null }));

async function openSection() {
  fakeDevicesApi([climateDevice()]);
  logInAs({ role: 'superuser' });
  renderApp(`/device/${ID}`);
  const region = await screen.findByRole('region', { name: 'Firmware upload' }, { timeout: 5000 });
  const section = within(region);
  const choose = (file: File) =>
    fireEvent.change(region.querySelector('input[type="file"]')!, { target: { files: [file] } });
  return { section, choose, upload: () => section.getByRole('button', { name: 'Upload' }) };
}

describe('device page firmware upload', () => {
  let sent: FakeXhr[];
  beforeEach(() => {
    sent = installFakeXhr();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the latest stored version', async () => {
    const { section } = await openSection();
    expect(await section.findByText('20260101T000000 (climate.bin)')).toBeInTheDocument();
  });

  it('keeps Upload off without a file and while sending; progress runs 0 to 100, success clears the file', async () => {
    const { section, choose, upload } = await openSection();
    expect(upload()).toBeDisabled();

    choose(new File([new Uint8Array(10)], 'climate-3.bin'));
    expect(section.getByText('climate-3.bin')).toBeInTheDocument();
    expect(upload()).toBeEnabled();
    await act(async () => {
      fireEvent.click(upload());
    });

    const request = sent[0]!;
    expect(new URL(request.url).pathname).toBe(`/api/firmware/upload/${ID}`);
    expect(request.headers.Authorization).toMatch(/^Bearer /);
    expect(upload()).toBeDisabled();
    const bar = () => section.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    act(() => request.progress(3, 10));
    expect(bar()).toHaveAttribute('aria-valuenow', '30');
    act(() => request.progress(10, 10));
    expect(bar()).toHaveAttribute('aria-valuenow', '100');

    await act(async () => request.respond(200, { version: 'v3', filename: 'climate-3.bin' }));
    expect(await section.findByRole('status')).toHaveTextContent('Firmware uploaded.');
    expect(section.queryByText('climate-3.bin')).not.toBeInTheDocument();
    expect(section.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(upload()).toBeDisabled();
  });

  it('choosing a file clears the last message; a non-.bin is refused', async () => {
    const { section, choose, upload } = await openSection();
    choose(new File(['x'], 'photo.png'));
    expect(section.getByRole('status')).toHaveTextContent('Only .bin firmware files are accepted.');
    expect(upload()).toBeDisabled();
    choose(new File(['x'], 'climate.bin'));
    expect(section.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server error, or uploadFailed when the connection breaks', async () => {
    const { section, choose, upload } = await openSection();
    choose(new File(['x'], 'climate.bin'));
    await act(async () => {
      fireEvent.click(upload());
    });
    await act(async () =>
      sent[0]!.respond(400, { error: 'Choose a non-empty .bin', code: 'firmware.invalid_file' }),
    );
    expect(await section.findByRole('status')).toHaveTextContent('Choose a non-empty .bin firmware file.');
    // The file stays after a failure, so the user can retry.
    await act(async () => {
      fireEvent.click(upload());
    });
    await act(async () => sent[1]!.fail());
    expect(await section.findByRole('status')).toHaveTextContent('Upload failed. Please try again.');
  });
});
