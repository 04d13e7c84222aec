import { Workbox } from 'workbox-window';
import { announceUpdateWaiting } from './update-waiting';

/**
 * Registers the built service worker (production builds only: in dev and unit tests there is none). A new
 * version waits until the user chooses to reload, so a half-filled form is never lost to an update.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    announceUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
