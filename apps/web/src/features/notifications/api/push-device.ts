import { pushPublicKeySchema, type PushSubscriptionBody } from '@canopy/shared/schemas/push';
import { apiRequest } from '../../../lib/api-client';

/** Why turning push on here did not work, when it is not an API error. */
export type PushDeviceProblem = 'unsupported' | 'denied';

export class PushDeviceError extends Error {
  constructor(readonly problem: PushDeviceProblem) {
    super(problem);
  }
}

/** This browser can hold a push subscription: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A VAPID key as `applicationServerKey` wants it: base64url text to bytes. */
export function urlBase64ToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The subscription of this browser, if it has one; never waits for a worker that is not registered. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes with the server's key and hands the subscription to the server. */
export async function turnPushOn(): Promise<void> {
  if (!pushSupported()) throw new PushDeviceError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeviceError('denied');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiRequest('/push/public-key', { schema: pushPublicKeySchema });
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: urlBase64ToUint8Array(publicKey),
  });
  const json = subscription.toJSON();
  const body: PushSubscriptionBody = {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
  await apiRequest('/me/push-subscriptions', { method: 'POST', body });
}

/** Ends this browser's subscription, here and on the server. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await apiRequest('/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}
