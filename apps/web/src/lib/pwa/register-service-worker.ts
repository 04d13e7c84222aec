import { Workbox } from 'workbox-window';
import { WARM_ASSETS } from '../../service-worker/asset-cache';
import { announceUpdateWaiting } from './update-waiting';

/** The reader asked the browser to save data: files are then cached only as the app loads them. */
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Registers the built service worker (production builds only: in dev and unit tests there is none). A new
 * version waits until the user chooses to reload, so a half-filled form is never lost to an update. Called
 * after the first screen (main.tsx); once the worker is active it is asked to warm the files the shell
 * left out, so pages not visited yet open offline too.
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
  void navigator.serviceWorker.ready.then((registration) => {
    if (!savingData()) registration.active?.postMessage({ type: WARM_ASSETS });
  });
}
