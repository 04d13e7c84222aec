import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@canopy/shared/schemas/alerts';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';

/** 65 bytes: 0x04 then 64 bytes of 0x01..0x40, as base64url, so the decoded key can be checked byte by byte. */
const KEY_BYTES = Uint8Array.from([4, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example.test/send/abc';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

const settings: NotificationSettings = {
  channels: { telegram: false, email: false, push: false },
  quietHours: null,
  minSeverity: 'warning',
  email: null,
  language: 'en',
  emailTo: 'grower@example.com',
  telegram: { available: false, linked: false, botUsername: null },
  digest: false,
  emailAvailable: false,
  pushAvailable: true,
};

/** The server's side: settings, the public key, and what subscriptions it was given or told to end. */
function fakeServer() {
  const record = { posted: [] as unknown[], deleted: [] as unknown[] };
  server.use(
    http.get('*/api/me/notifications', () => HttpResponse.json(settings)),
    http.get('*/api/push/public-key', () => HttpResponse.json({ publicKey: PUBLIC_KEY })),
    http.post('*/api/me/push-subscriptions', async ({ request }) => {
      record.posted.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/me/push-subscriptions', async ({ request }) => {
      record.deleted.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return record;
}

/** The browser's side: a service worker registration with a push manager, and the permission prompt's answer. */
function fakeBrowser(permission: NotificationPermission) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
      unsubscribe,
    } as unknown as PushSubscription;
    return current;
  });
  const registration = {
    pushManager: { subscribe, getSubscription: vi.fn(async () => current) },
  } as unknown as ServiceWorkerRegistration;
  const requestPermission = vi.fn(async () => permission);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission });
  return { subscribe, unsubscribe, requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('Push notifications on this device', () => {
  it('asks for permission, subscribes with the server key and hands the subscription over; off ends it', async () => {
    const api = fakeServer();
    const browser = fakeBrowser('granted');
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText('This device will get push notifications.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
    expect(api.posted).toEqual([{ endpoint: ENDPOINT, keys: KEYS }]);
    expect(toggle).toBeChecked();
    // The server turned the push channel on with the subscription; the form shows it too.
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText('This device will no longer get push notifications.')).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.deleted).toEqual([{ endpoint: ENDPOINT }]);
    expect(toggle).not.toBeChecked();
    // Two round trips through the browser fakes and the API: slower than one click on a busy machine.
  }, 15_000);

  it('says so when notifications are blocked, and sends nothing', async () => {
    const api = fakeServer();
    const browser = fakeBrowser('denied');
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Notifications are blocked for this site/);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.posted).toEqual([]);
    expect(toggle).not.toBeChecked();
  });

  it('explains that this browser cannot receive push, instead of a switch', async () => {
    fakeServer();
    logInAs({ role: 'user' });
    renderApp('/account/notifications');
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Push notifications on this device/ })).toBeNull();
  });
});
