import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { cuttingFactory } from '../testing/cutting-factory';
import { fakeCuttingsList, emptyLineage } from '../testing/fake-cuttings-api';

/** What the fake camera does: have none, refuse, or read one QR code as soon as it starts. */
const camera = vi.hoisted(() => ({ present: true, startError: null as Error | null, reads: '' }));

vi.mock('qr-scanner', () => ({
  default: class FakeQrScanner {
    static hasCamera = async () => camera.present;
    constructor(
      _video: HTMLVideoElement,
      private readonly onDecode: (result: { data: string }) => void,
    ) {}
    async start() {
      if (camera.startError) throw camera.startError;
      this.onDecode({ data: camera.reads });
    }
    stop() {}
    destroy() {}
  },
}));

describe('scanning a label', { timeout: 20_000 }, () => {
  it('opens the cutting a label of any origin points to', async () => {
    Object.assign(camera, { present: true, startError: null, reads: 'https://old.example/cutting/c7' });
    logInAs({ role: 'user' });
    fakeCuttingsList([]);
    server.use(
      http.get('*/api/cuttings/c7', () => HttpResponse.json(cuttingFactory({ _id: 'c7', code: 'B-7' }))),
      emptyLineage,
    );
    server.use(http.get('*/api/admin/c7/logs', () => HttpResponse.json([])));
    const { user, router } = renderApp('/cuttings');
    await user.click(await screen.findByRole('button', { name: 'Scan label' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cutting/c7'));
    // The cutting page offers its quick actions on a phone after a scan: the navigation says where it came from.
    expect(router.state.location.state.fromScan).toBe(true);
  });

  it('says when the code is not a cutting label, and stays', async () => {
    Object.assign(camera, { present: true, startError: null, reads: 'https://example.com/menu' });
    logInAs({ role: 'user' });
    fakeCuttingsList([]);
    const { user, router } = renderApp('/cuttings');
    await user.click(await screen.findByRole('button', { name: 'Scan label' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This QR code is not a cutting label.');
    expect(router.state.location.pathname).toBe('/cuttings');
  });

  it('explains a missing camera and a refused permission', async () => {
    Object.assign(camera, { present: false, startError: null, reads: '' });
    logInAs({ role: 'user' });
    fakeCuttingsList([]);
    const { user } = renderApp('/cuttings');
    await user.click(await screen.findByRole('button', { name: 'Scan label' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found on this device.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    Object.assign(camera, {
      present: true,
      startError: Object.assign(new Error('denied'), { name: 'NotAllowedError' }),
    });
    await user.click(screen.getByRole('button', { name: 'Scan label' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera access was refused.');
  });
});
