type UpdateListener = (applyUpdate: () => void) => void;
const listeners = new Set<UpdateListener>();
let waitingUpdate: (() => void) | null = null;

/** Called when a new service worker waits; `applyUpdate` lets it take over and reloads the page. */
export function onUpdateWaiting(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (waitingUpdate) listener(waitingUpdate);
  return () => listeners.delete(listener);
}

/**
 * The registration (loaded after the first paint) reports a waiting worker here; kept apart from it so
 * the page's update prompt does not pull workbox-window into the entry chunk.
 */
export function announceUpdateWaiting(applyUpdate: () => void): void {
  waitingUpdate = applyUpdate;
  for (const listener of listeners) listener(applyUpdate);
}
