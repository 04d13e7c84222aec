/// <reference lib="webworker" />
// Web Push: the server's alert messages shown as notifications, and a tap on one
// opening the page it names. The payload is the server's PushPayload (packages/shared/src/schemas/push.ts).

declare const self: ServiceWorkerGlobalScope;

const ICON = '/pwa-192.png';

interface ShownPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Reads the payload without a schema library (the worker stays small); anything odd still shows something. */
export function parsePushPayload(text: string | null): ShownPush {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    data = { body: text ?? '' };
  }
  const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const url = stringOr(data.url, '/alerts');
  return {
    title: stringOr(data.title, 'Canopy'),
    body: stringOr(data.body, ''),
    // Only a path of this app: a payload never sends the user to another site.
    url: url.startsWith('/') && !url.startsWith('//') ? url : '/alerts',
    tag: stringOr(data.tag, 'canopy'),
  };
}

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text() ?? null);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: ICON,
    }),
  );
});

/** Focuses a window of the app on the notification's page, or opens one there. */
async function openPage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openPage(typeof data?.url === 'string' ? data.url : '/alerts'));
});
